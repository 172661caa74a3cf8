import { useTranslation } from 'react-i18next';
import type { EditTarget } from './useEditTarget';
import styles from './Form.module.css';

/** What an edit route shows while its object loads, or when it cannot be found. */
export function EditTargetNotice({
  state,
}: {
  state: Exclude<EditTarget<unknown>['state'], 'ready'>;
}) {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role={state === 'loading' ? undefined : 'alert'}>
      {state === 'loading' ? t('common.loading') : t('form.notFound')}
    </p>
  );
}
