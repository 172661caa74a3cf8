import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@farol/model';
import controls from '../common/controls.module.css';

/**
 * A SPEC §8 code as the user's language says it (with the server's `detail`, such as the
 * minutes to wait, where the sentence has room for it); codes without text show the server's
 * `message` when given, else the code.
 */
export function ErrorText({
  code,
  detail,
  message,
}: {
  code: ErrorCode | null;
  detail?: string | null;
  message?: string | null;
}) {
  const { t, i18n } = useTranslation();
  if (!code) return null;
  const key = [`errors.${code}`, `formErrors.${code}`].find((candidate) => i18n.exists(candidate));
  const text = key
    ? t(key, { detail: detail ?? '' })
    : t('errors.unknown', { message: message || code });
  return (
    <p className={controls.alert} role="alert" data-code={code}>
      {text}
    </p>
  );
}
