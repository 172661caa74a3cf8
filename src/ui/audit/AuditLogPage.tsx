import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { AuditRow, AuditScope } from '../../worker/types';
import controls from '../common/controls.module.css';
import { SidePanel } from '../layout/SidePanel';
import { ListState } from '../lists/ListState';
import { AuditDetail } from './AuditDetail';
import { AuditTable } from './AuditTable';
import { AUDIT_CODE_LIST } from './auditLabels';
import { AUDIT_PERIODS, useAuditLog, type AuditPeriod } from './useAuditLog';
import styles from './Audit.module.css';

/** `?user=ID` or `?device=ID` narrows the log to that object; nothing: the whole server. */
function scopeOf(search: string): AuditScope {
  const params = new URLSearchParams(search);
  for (const kind of ['user', 'device'] as const) {
    const id = Number(params.get(kind));
    if (Number.isSafeInteger(id) && id > 0) return { kind, id };
  }
  return { kind: 'server' };
}

/**
 * `/logs`, the advanced logs (SPEC §2, companion-api.md §1.4): every write and login, newest
 * first, by period and action, for the whole server (an administrator) or one's tree (a
 * reseller), or one user's or device's; an entry opens with its before/after diff.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <SidePanel title={t('audit.title')} wide>
      <AuditLog />
    </SidePanel>
  );
}

/** The filters, the entries and the open entry. */
function AuditLog() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const scope = scopeOf(useSearch());
  const [period, setPeriod] = useState<AuditPeriod>('week');
  const [code, setCode] = useState<number | null>(null);
  const [open, setOpen] = useState<AuditRow | null>(null);
  const log = useAuditLog({ scope, period, code });

  if (open) return <AuditDetail row={open} onClose={() => setOpen(null)} />;
  return (
    <div className={styles.list} data-testid="audit-log" data-total={log.rows.length}>
      <div className={styles.toolbar}>
        <select
          className={`${controls.input} ${styles.select}`}
          aria-label={t('audit.filterCode')}
          value={code ?? ''}
          onChange={(event) => setCode(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('audit.anyCode')}</option>
          {AUDIT_CODE_LIST.map((value) => (
            <option key={value} value={value}>
              {value} · {t(`audit.codes.${value}`)}
            </option>
          ))}
        </select>
        <span className={styles.count}>
          {log.state === 'loading'
            ? t('audit.loading')
            : t('audit.shown', { count: log.rows.length })}
        </span>
        {scope.kind !== 'server' && (
          <button type="button" className={controls.chip} onClick={() => navigate('/logs')}>
            {t(`audit.scope.${scope.kind}`, { id: scope.id })} ✕
          </button>
        )}
      </div>
      <div className={styles.filters} role="group" aria-label={t('audit.period.label')}>
        {AUDIT_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            className={controls.chip}
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
          >
            {t(`audit.period.${value}`)}
          </button>
        ))}
      </div>
      <ListState
        status={log}
        stored={log.rows.length}
        shown={log.rows.length}
        query=""
        emptyText={t('audit.empty')}
        onRetry={log.retry}
      />
      <AuditTable rows={log.rows} more={log.more} onOpen={setOpen} onEnd={log.loadMore} />
    </div>
  );
}
