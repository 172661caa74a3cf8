import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { waitFor } from 'xstate';
import { DEFAULT_POLYLINE_DISTANCE_M, formatWkt, type GeofenceShape } from '@farol/model';
import {
  createGeofenceEditorImplementations,
  geofenceEditorMachine,
  savedShape,
  shapeOf,
  type GeofenceEditorSave,
} from '../../../machines/geofenceEditor/geofenceEditorMachine';

export type GeofenceEditorActor = ReturnType<typeof useGeofenceEditor>['actor'];

/** Why the editor would not save: the code the form shows (SPEC §8 style). */
export interface EditorRefusal {
  code: string;
  message: string;
}

/** A stored line's corridor: its `polylineDistance`, else Traccar's default. */
export function corridorOf(attributes: Record<string, unknown>): number {
  const distance = Number(attributes['polylineDistance']);
  return distance > 0 ? distance : DEFAULT_POLYLINE_DISTANCE_M;
}

/**
 * The geofence editor machine for one form: it opens the stored shape (ready to edit on the
 * map) or starts a new one (choosing a shape). `saveWith(persist)` is the form's save: the
 * machine checks the shape (finished, not crossing itself), then `persist` stores the geofence
 * with the area it hands over; it resolves with what `persist` returned, or rejects with the
 * reason (FILL_AREA, SELF_INTERSECTION, or the server's).
 */
export function useGeofenceEditor(stored: {
  shape: GeofenceShape | null;
  attributes: Record<string, unknown>;
}) {
  const persistRef = useRef<(shape: GeofenceEditorSave) => Promise<unknown>>(async () => {
    throw new Error('nothing to save');
  });
  const actor = useActorRef(
    geofenceEditorMachine.provide(
      createGeofenceEditorImplementations({ save: (shape) => persistRef.current(shape) }),
    ),
  );
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (stored.shape)
      actor.send({
        type: 'geofence.edit',
        shape: stored.shape,
        width: corridorOf(stored.attributes),
      });
    else actor.send({ type: 'geofence.create' });
  }, [actor, stored]);

  async function saveWith<T>(persist: (shape: GeofenceEditorSave) => Promise<T>): Promise<T> {
    let result: T | undefined;
    persistRef.current = async (shape) => (result = await persist(shape));
    actor.send({ type: 'geofence.save' });
    const refused = actor.getSnapshot();
    if (!refused.matches('saving')) {
      const code =
        refused.context.error === 'SELF_INTERSECTION' ? 'SELF_INTERSECTION' : 'FILL_AREA';
      throw { code, message: '' } satisfies EditorRefusal;
    }
    const done = await waitFor(actor, (s) => s.matches('saved') || s.matches('failed'));
    if (done.matches('failed'))
      throw { code: done.context.error ?? 'SERVER_ERROR', message: done.context.reason };
    return result as T;
  }

  /** The area drawn now, as the form stores it ('' while there is none to keep). */
  function drawn(): GeofenceEditorSave {
    const { context } = actor.getSnapshot();
    const shape = shapeOf(context);
    return {
      area: shape ? formatWkt(savedShape(context)) : '',
      polylineDistance: context.kind === 'line' ? context.width : null,
    };
  }

  return { actor, saveWith, drawn };
}
