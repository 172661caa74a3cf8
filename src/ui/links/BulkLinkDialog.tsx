import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityKind, LinkChange, LinkOwnerKind } from '../../worker/types';
import controls from '../common/controls.module.css';
import { Dialog } from '../common/Dialog';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import formStyles from '../forms/Form.module.css';
import { linkableByLabel } from './entityLabel';
import styles from './Links.module.css';

const OWNER_KINDS: readonly string[] = ['user', 'device', 'group'] satisfies LinkOwnerKind[];
const SHOWN = 50;

/**
 * Links (or unlinks) every selected object with one object of a chosen kind, in one bulk
 * request (`/api/permissions/bulk`). Users, devices and groups own their links; any other
 * selection is linked to the chosen device or group.
 */
export function BulkLinkDialog({
  selected,
  targets,
  onClose,
}: {
  selected: { kind: EntityKind | 'user'; ids: number[] };
  targets: EntityKind[];
  onClose(changed: boolean): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [kind, setKind] = useState<EntityKind>(targets[0]!);
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const collection = useEntities(kind);
  useEffect(() => void core.loadEntities({ kind }), [core, kind]);

  const matches = useMemo(
    () => linkableByLabel(kind, collection?.items ?? [], search).slice(0, SHOWN),
    [collection, kind, search],
  );

  const change = (linked: boolean): LinkChange => {
    const chosen = { kind, ids: [target!] };
    return OWNER_KINDS.includes(selected.kind)
      ? {
          owner: { kind: selected.kind as LinkOwnerKind, ids: selected.ids },
          property: chosen,
          linked,
        }
      : {
          owner: { kind: kind as LinkOwnerKind, ids: [target!] },
          property: { kind: selected.kind as EntityKind, ids: selected.ids },
          linked,
        };
  };
  const run = async (linked: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await core.setLinks(change(linked));
      onClose(true);
    } catch (cause) {
      setBusy(false);
      setError(t('links.failed', { reason: (cause as { message?: string }).message ?? '' }));
    }
  };

  return (
    <Dialog
      title={t('links.bulkTitle', { count: selected.ids.length })}
      onClose={() => onClose(false)}
      actions={
        <>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={() => onClose(false)}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            disabled={busy || target === null}
            onClick={() => void run(false)}
          >
            {t('list.unlink')}
          </button>
          <button
            type="button"
            className={controls.button}
            disabled={busy || target === null}
            onClick={() => void run(true)}
          >
            {t('list.link')}
          </button>
        </>
      }
    >
      <div className={styles.bulk}>
        {targets.length > 1 && (
          <select
            className={formStyles.input}
            aria-label={t('links.kind')}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as EntityKind);
              setTarget(null);
            }}
          >
            {targets.map((option) => (
              <option key={option} value={option}>
                {t(`links.kinds.${option}`)}
              </option>
            ))}
          </select>
        )}
        <input
          className={formStyles.input}
          type="search"
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className={styles.choices} role="radiogroup" aria-label={t(`links.kinds.${kind}`)}>
          {matches.length === 0 && <span className={formStyles.hint}>{t('links.none')}</span>}
          {matches.map((item) => (
            <label key={item.id} className={styles.choice}>
              <input
                type="radio"
                name="link-target"
                checked={target === item.id}
                onChange={() => setTarget(item.id)}
              />
              {item.label}
            </label>
          ))}
        </div>
        {error && (
          <p className={controls.alert} role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
