import type { FormValues } from '../../machines/entityFormMachine';
import type { CoreApi, EntityKind, EntityOf } from '../../worker/types';

/**
 * What a form needs to save and delete an object of `kind` through the core. A refused delete
 * rejects with the server's reason, so the form shows it.
 */
export function entityActions<K extends EntityKind>(core: CoreApi, kind: K) {
  return {
    save: <T extends FormValues>(values: T) =>
      core.saveEntity({
        kind,
        entity: values as unknown as EntityOf[K],
      }) as Promise<unknown> as Promise<T>,
    async remove(id: number) {
      const outcome = await core.deleteEntities({ kind, ids: [id] });
      if (outcome.failed[0]) throw outcome.failed[0].error;
    },
  };
}
