import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../machines/coreError';

/**
 * A rejected core call as the screens say it: the SPEC §8 sentence of its code, or the server's
 * own message when the catalogue has none.
 */
export function useReasonOf(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const key = `errors.${errorCodeOf(error)}`;
    if (i18n.exists(key)) return t(key, { detail: '' });
    return (error as { message?: string } | null)?.message ?? String(error);
  };
}
