import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityKind, LinkOwnerKind } from '../../worker/types';
import controls from '../common/controls.module.css';
import { useReasonOf } from '../common/useReasonOf';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import { FormSection } from '../forms/EntityForm';
import formStyles from '../forms/Form.module.css';
import { linkableByLabel } from './entityLabel';
import styles from './Links.module.css';

const ROW = 36;

/**
 * The objects linked to a device, group or user (SPEC §2 linking): one checkable list per kind,
 * each check linking or unlinking at once through `/api/permissions`.
 */
export function LinkedObjects({
  owner,
  kinds,
}: {
  owner: { kind: LinkOwnerKind; id: number };
  kinds: EntityKind[];
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState(kinds[0]!);
  return (
    <FormSection title={t('links.title')}>
      <div className={styles.tabs} role="tablist">
        {kinds.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={option === kind}
            className={controls.chip}
            aria-pressed={option === kind}
            onClick={() => setKind(option)}
          >
            {t(`links.kinds.${option}`)}
          </button>
        ))}
      </div>
      <LinkList key={kind} owner={owner} kind={kind} />
    </FormSection>
  );
}

function LinkList({
  owner,
  kind,
}: {
  owner: { kind: LinkOwnerKind; id: number };
  kind: EntityKind;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const reasonOf = useReasonOf();
  const collection = useEntities(kind);
  const [linked, setLinked] = useState<Set<number> | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scroll, setScroll] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    void core.loadEntities({ kind });
    let live = true;
    core.linkedIds({ owner, kind }).then(
      (ids) => live && setLinked(new Set(ids)),
      (cause: { message?: string }) => live && setError(cause.message ?? ''),
    );
    return () => {
      live = false;
    };
  }, [core, kind, owner.kind, owner.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const items = useMemo(
    () => linkableByLabel(kind, collection?.items ?? [], search),
    [collection, kind, search],
  );
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroll,
    estimateSize: () => ROW,
    overscan: 8,
  });

  const toggle = async (id: number, on: boolean) => {
    const flip = (set: Set<number>, add: boolean) => {
      const next = new Set(set);
      if (add) next.add(id);
      else next.delete(id);
      return next;
    };
    setLinked((before) => before && flip(before, on));
    setError(null);
    try {
      await core.setLinks({
        owner: { kind: owner.kind, ids: [owner.id] },
        property: { kind, ids: [id] },
        linked: on,
      });
    } catch (cause) {
      setLinked((before) => before && flip(before, !on));
      setError(t('links.failed', { reason: reasonOf(cause) }));
    }
  };

  return (
    <div className={styles.bulk} data-testid={`links-${kind}`}>
      <input
        className={formStyles.input}
        type="search"
        placeholder={t('list.search')}
        aria-label={`${t('list.search')}: ${t(`links.kinds.${kind}`)}`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error && (
        <p className={controls.alert} role="alert">
          {error}
        </p>
      )}
      <div ref={setScroll} className={styles.choices}>
        {linked === null && !error && (
          <span className={formStyles.hint}>{t('common.loading')}</span>
        )}
        {linked !== null && items.length === 0 && (
          <span className={formStyles.hint}>{t('links.none')}</span>
        )}
        {linked !== null && (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index]!;
              return (
                <label
                  key={item.id}
                  className={`${styles.choice} ${styles.virtual}`}
                  style={{ transform: `translateY(${row.start}px)`, height: ROW }}
                >
                  <input
                    type="checkbox"
                    checked={linked.has(item.id)}
                    onChange={(event) => void toggle(item.id, event.target.checked)}
                  />
                  {item.label}
                </label>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
