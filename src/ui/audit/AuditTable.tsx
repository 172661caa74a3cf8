import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../worker/types';
import { useNarrowScreen } from '../alerts/useNarrowScreen';
import { WindowCell, WindowRow } from '../common/WindowRow';
import { formatDateTime } from '../format/formatDateTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { actionLabel, actorLabel, objectLabel } from './auditLabels';
import styles from './Audit.module.css';

const ROW_HEIGHT = 48;

/**
 * The log's entries, newest first, as virtual rows (a page holds up to 500 and "load more"
 * appends older ones); scrolling near the end asks for the next page. A click opens one.
 */
export function AuditTable({
  rows,
  more,
  onOpen,
  onEnd,
}: {
  rows: readonly AuditRow[];
  more: boolean;
  onOpen(row: AuditRow): void;
  onEnd(): void;
}) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const narrow = useNarrowScreen();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (more && rows.length > 0 && lastShown >= rows.length - 20) onEnd();
  }, [more, rows.length, lastShown, onEnd]);

  const template = narrow
    ? 'minmax(0, 1.15fr) minmax(0, 1fr)'
    : '150px minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr) 110px';
  const time = (row: AuditRow) => formatDateTime(row.at, prefs) ?? '—';
  return (
    <>
      <div className={styles.head} style={{ gridTemplateColumns: template }} role="row">
        <span className={styles.headCell}>{t('audit.columns.time')}</span>
        {!narrow && <span className={styles.headCell}>{t('audit.columns.user')}</span>}
        <span className={styles.headCell}>{t('audit.columns.action')}</span>
        {!narrow && <span className={styles.headCell}>{t('audit.columns.object')}</span>}
        {!narrow && <span className={styles.headCell}>{t('audit.columns.address')}</span>}
      </div>
      <div ref={scrollRef} className={styles.scroll} role="rowgroup" aria-label={t('audit.label')}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <WindowRow
                key={row.id}
                top={item.start}
                height={ROW_HEIGHT}
                template={template}
                selected={false}
                data-audit-id={row.id}
                onOpen={() => onOpen(row)}
                cells={
                  narrow ? (
                    <>
                      <span className={styles.stack}>
                        <span className={styles.main}>{time(row)}</span>
                        <span className={styles.sub}>{actorLabel(t, row)}</span>
                      </span>
                      <span className={styles.stack}>
                        <span className={styles.main}>{actionLabel(t, row)}</span>
                        <span className={styles.sub}>{objectLabel(t, row)}</span>
                      </span>
                    </>
                  ) : (
                    <>
                      <WindowCell>{time(row)}</WindowCell>
                      <WindowCell>{actorLabel(t, row)}</WindowCell>
                      <WindowCell>
                        <span className={styles.main}>{actionLabel(t, row)}</span>
                      </WindowCell>
                      <WindowCell>{objectLabel(t, row)}</WindowCell>
                      <WindowCell>{row.address ?? '—'}</WindowCell>
                    </>
                  )
                }
              />
            );
          })}
        </div>
      </div>
    </>
  );
}
