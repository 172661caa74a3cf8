import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { EntityKind, EntityViewOf } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import { useLoadEntities } from '../forms/useEditTarget';
import { SidePanel } from '../layout/SidePanel';
import { BulkLinkButton } from '../links/BulkLinkButton';
import { EntityList, type EntityListProps } from './EntityList';
import type { ListColumn } from './listColumns';

/**
 * A whole list screen of one kind: the panel, the list of the kind's objects (loaded when the
 * screen opens), Add → `${base}/new`, a row → `${base}/{id}`, bulk delete and, with
 * `linkTargets`, bulk link. `texts` is the kind's i18n prefix, with `title`, `empty`, `create`
 * and `deleteMany` (plural) keys.
 */
export function EntityListPage<K extends EntityKind>({
  kind,
  base,
  texts,
  columns,
  linkTargets,
  readOnly = false,
  creatable = true,
  filter,
  back,
  bulkExtra,
  ...rest
}: {
  kind: K;
  base: string;
  texts: string;
  columns: readonly ListColumn<EntityViewOf[K]>[];
  linkTargets?: EntityKind[];
  /** No add, delete or link (the user may only look). */
  readOnly?: boolean;
  /** false: no Add (objects of the kind are made elsewhere, e.g. drawn on the map). */
  creatable?: boolean;
  /** Which of the kind's objects this list shows (e.g. anchors apart from geofences). */
  filter?: (item: EntityViewOf[K]) => boolean;
  back?: string;
  /** More bulk actions of this kind, before link (e.g. show or hide geofences on the map). */
  bulkExtra?(ids: number[]): ReactNode;
} & Pick<EntityListProps<EntityViewOf[K]>, 'rowHeight' | 'toolbarExtra'>) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const all = useEntities(kind);
  const collection = useMemo(
    () => (all && filter ? { ...all, items: all.items.filter(filter) } : all),
    [all, filter],
  );
  useLoadEntities(kind);
  return (
    <SidePanel title={t(`${texts}.title`)} back={back} wide>
      <EntityList
        {...rest}
        testId={`${kind}-list`}
        label={t(`${texts}.title`)}
        collection={collection}
        columns={columns}
        emptyText={t(`${texts}.empty`)}
        createLabel={t(`${texts}.create`)}
        deleteQuestion={(count) => t(`${texts}.deleteMany`, { count })}
        onOpen={(item) => navigate(`${base}/${item.id}`)}
        onCreate={readOnly || !creatable ? undefined : () => navigate(`${base}/new`)}
        onDelete={readOnly ? undefined : (ids) => core.deleteEntities({ kind, ids })}
        onRetry={() => void core.loadEntities({ kind })}
        bulkActions={
          (linkTargets && !readOnly) || bulkExtra
            ? (ids, clear) => (
                <>
                  {bulkExtra?.(ids)}
                  {linkTargets && !readOnly && (
                    <BulkLinkButton selected={{ kind, ids }} targets={linkTargets} onDone={clear} />
                  )}
                </>
              )
            : undefined
        }
      />
    </SidePanel>
  );
}
