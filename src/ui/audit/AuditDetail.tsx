import { mdiArrowLeft } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../worker/types';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { formatDateTime } from '../format/formatDateTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { actionLabel, actorLabel, objectLabel } from './auditLabels';
import styles from './Audit.module.css';

/**
 * One entry: who (user, address with a link to look it up, browser; the account that logged
 * in as them), what and when, and the data it changed, field by field, before and after.
 */
export function AuditDetail({ row, onClose }: { row: AuditRow; onClose(): void }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  return (
    <section className={styles.detail} aria-label={t('audit.detail.title')}>
      <div className={styles.detailHead}>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('audit.detail.close')}
          title={t('audit.detail.close')}
          onClick={onClose}
        >
          <Icon path={mdiArrowLeft} />
        </button>
        <div className={styles.stack}>
          <span className={styles.main}>
            {actionLabel(t, row)} · {objectLabel(t, row)}
          </span>
          <span className={styles.sub}>
            {formatDateTime(row.at, prefs)} · {actorLabel(t, row)}
          </span>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('audit.columns.address')}</dt>
        <dd>
          {row.address ? (
            <a
              href={`https://ip-api.com/#${encodeURIComponent(row.address)}`}
              target="_blank"
              rel="noreferrer noopener"
              title={t('audit.detail.ipLookup')}
            >
              {row.address}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('audit.detail.agent')}</dt>
        <dd>{row.userAgent ?? '—'}</dd>
        {row.impersonatorId !== null && (
          <>
            <dt>{t('audit.actions.impersonate')}</dt>
            <dd>{t('audit.detail.impersonator', { id: row.impersonatorId })}</dd>
          </>
        )}
      </dl>
      {row.changes.length === 0 ? (
        <p className={styles.note}>{t('audit.detail.noChanges')}</p>
      ) : (
        <table className={styles.diff}>
          <thead>
            <tr>
              <th>{t('audit.detail.field')}</th>
              <th>{t('audit.detail.before')}</th>
              <th>{t('audit.detail.after')}</th>
            </tr>
          </thead>
          <tbody>
            {row.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td className={styles.removed}>{change.before ?? '—'}</td>
                <td className={styles.added}>{change.after ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
