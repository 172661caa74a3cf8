import { assign, fromPromise, setup } from 'xstate';
import { formatWkt, haversine, type GeofenceShape } from '@farol/model';
import { errorCodeOf } from '../coreError';
import {
  crossesItself,
  editedShape,
  EMPTY,
  fromShape,
  MIN_POINTS,
  savedShape,
  shapeOf,
  type GeofenceEditorContext,
  type GeofenceEditorEvent,
  type LonLat,
  type ShapeKind,
} from './shape';

export {
  DEFAULT_LINE_WIDTH,
  ringCrossesItself,
  savedShape,
  shapeOf,
  type EditedShape,
  type GeofenceEditorContext,
  type GeofenceEditorEvent,
  type LonLat,
  type ShapeKind,
} from './shape';

/** What the save actor sends: the area as Traccar WKT and, for a line, its corridor. */
export interface GeofenceEditorSave {
  area: string;
  /** Metres either side of a line (`polylineDistance`); null for circles and polygons. */
  polylineDistance: number | null;
}

const repeatsLast = (context: GeofenceEditorContext, point: LonLat) => {
  const last = context.points.at(-1);
  return last !== undefined && last[0] === point[0] && last[1] === point[1];
};

/** The finish and save guards, shared by the states that end drawing or editing. */
const FINISH = (target: string) => [
  { guard: 'complete' as const, target, actions: 'settle' as const },
  { guard: 'crossesItself' as const, actions: 'refuseCrossing' as const },
];
const CANCEL = [
  { guard: 'hasOriginal' as const, target: '#geofenceEditor.ready', actions: 'restore' as const },
  { target: '#geofenceEditor.idle', actions: 'clear' as const },
];

/**
 * Drawing and editing one geofence's shape on the map (SPEC §2, §4): choose a shape; draw it
 * (circle: centre, then radius; polygon: vertices, closed by double-click or Concluir; line:
 * vertices, with a corridor width); edit it (drag, insert or delete vertices, move it, resize a
 * circle); Concluir ends map editing (ready), reset draws the shape again, cancel drops the
 * changes (back to the stored shape, or to nothing for a new geofence). A polygon that crosses
 * itself is neither finished nor saved (SELF_INTERSECTION). `geofence.save` sends the finished
 * shape as Traccar WKT through the `save` actor; a failure keeps everything for another try.
 */
export const geofenceEditorMachine = setup({
  types: { context: {} as GeofenceEditorContext, events: {} as GeofenceEditorEvent },
  actors: {
    save: fromPromise<unknown, GeofenceEditorSave>(async () => {
      throw new Error('save is provided by createGeofenceEditorImplementations');
    }),
  },
  guards: {
    complete: ({ context }) => shapeOf(context) !== null && !crossesItself(context),
    crossesItself: ({ context }) => crossesItself(context),
    hasOriginal: ({ context }) => context.original !== null,
    canDeleteVertex: ({ context }, params: { index: number }) =>
      context.kind !== 'circle' &&
      context.kind !== null &&
      params.index >= 0 &&
      params.index < context.points.length &&
      context.points.length > MIN_POINTS[context.kind],
    validIndex: ({ context }, params: { index: number }) =>
      context.kind !== 'circle' && params.index >= 0 && params.index < context.points.length,
    validInsert: ({ context }, params: { index: number }) =>
      context.kind !== 'circle' && params.index > 0 && params.index <= context.points.length,
    isCircle: ({ context }) => context.kind === 'circle',
    /** A click on the last vertex again (the second click of a double-click) adds nothing. */
    repeatsLast: ({ context }, params: { point: LonLat }) => repeatsLast(context, params.point),
    closesOnLast: ({ context }, params: { point: LonLat }) =>
      repeatsLast(context, params.point) && shapeOf(context) !== null && !crossesItself(context),
    crossesOnLast: ({ context }, params: { point: LonLat }) =>
      repeatsLast(context, params.point) && crossesItself(context),
    positive: (_, params: { value: number }) => Number.isFinite(params.value) && params.value > 0,
  },
  actions: {
    clear: assign(() => ({ ...EMPTY })),
    restart: assign(({ context }) => ({
      ...EMPTY,
      kind: context.kind,
      width: context.width,
      snapping: context.snapping,
      original: context.original,
    })),
    restore: assign(({ context }) => ({
      ...EMPTY,
      ...context.original!,
      snapping: context.snapping,
      original: context.original,
    })),
    choose: assign(({ context }, params: { kind: ShapeKind }) => ({
      ...EMPTY,
      kind: params.kind,
      width: context.width,
      snapping: context.snapping,
      original: context.original,
    })),
    load: assign(({ context }, params: { shape: GeofenceShape; width?: number }) => {
      const loaded = { ...fromShape(params.shape), width: params.width ?? context.width };
      return { ...EMPTY, ...loaded, snapping: context.snapping, original: editedShape(loaded) };
    }),
    addPoint: assign(({ context }, params: { point: LonLat }) => ({
      points: [...context.points, params.point],
      error: null,
    })),
    setRadiusTo: assign(({ context }, params: { point: LonLat }) => {
      const [lon, lat] = context.points[0]!;
      return {
        // Traccar's sphere, as the server's containment test and the map's circle use.
        radius: haversine(lat, lon, params.point[1], params.point[0]),
        cursor: params.point,
      };
    }),
    track: assign((_, params: { point: LonLat }) => ({ cursor: params.point })),
    dragVertex: assign(({ context }, params: { index: number; point: LonLat }) => ({
      points: context.points.map((point, i) => (i === params.index ? params.point : point)),
      error: null,
    })),
    insertVertex: assign(({ context }, params: { index: number; point: LonLat }) => ({
      points: context.points.toSpliced(params.index, 0, params.point),
      error: null,
    })),
    deleteVertex: assign(({ context }, params: { index: number }) => ({
      points: context.points.filter((_, i) => i !== params.index),
      error: null,
    })),
    move: assign(({ context }, params: { delta: LonLat }) => ({
      points: context.points.map(([lon, lat]): LonLat => [
        lon + params.delta[0],
        lat + params.delta[1],
      ]),
    })),
    resize: assign((_, params: { radius: number }) => ({ radius: params.radius })),
    setWidth: assign((_, params: { width: number }) => ({ width: params.width })),
    toggleSnap: assign(({ context }) => ({ snapping: !context.snapping })),
    refuseCrossing: assign({ error: 'SELF_INTERSECTION' as const }),
    settle: assign({ cursor: null, error: null, reason: '' }),
    fail: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
      reason:
        typeof params.error === 'object' && params.error !== null && 'message' in params.error
          ? String(params.error.message)
          : '',
    })),
  },
}).createMachine({
  id: 'geofenceEditor',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'geofence.create': { target: 'choosing', actions: 'clear' },
        'geofence.edit': {
          target: 'ready',
          actions: { type: 'load', params: ({ event }) => event },
        },
      },
    },
    choosing: {
      on: {
        'shape.choose': {
          target: 'drawing',
          actions: { type: 'choose', params: ({ event }) => event },
        },
        'draw.cancel': CANCEL,
      },
    },
    drawing: {
      initial: 'start',
      on: {
        'map.move': { actions: { type: 'track', params: ({ event }) => event } },
        'snap.toggle': { actions: 'toggleSnap' },
        'line.width': {
          guard: { type: 'positive', params: ({ event }) => ({ value: event.width }) },
          actions: { type: 'setWidth', params: ({ event }) => event },
        },
        'shape.choose': {
          target: 'drawing',
          reenter: true,
          actions: { type: 'choose', params: ({ event }) => event },
        },
        'draw.reset': { target: '.start', actions: 'restart' },
        'draw.cancel': CANCEL,
      },
      states: {
        start: { always: [{ guard: 'isCircle', target: 'centre' }, { target: 'vertices' }] },
        centre: {
          on: {
            'map.click': {
              target: 'radius',
              actions: { type: 'addPoint', params: ({ event }) => event },
            },
          },
        },
        radius: {
          on: {
            'map.move': { actions: { type: 'setRadiusTo', params: ({ event }) => event } },
            'map.click': {
              target: '#geofenceEditor.editing',
              actions: [{ type: 'setRadiusTo', params: ({ event }) => event }, 'settle'],
            },
          },
        },
        vertices: {
          on: {
            'map.click': [
              {
                guard: { type: 'closesOnLast', params: ({ event }) => event },
                target: '#geofenceEditor.editing',
                actions: 'settle',
              },
              {
                guard: { type: 'crossesOnLast', params: ({ event }) => event },
                actions: 'refuseCrossing',
              },
              { guard: { type: 'repeatsLast', params: ({ event }) => event } },
              { actions: { type: 'addPoint', params: ({ event }) => event } },
            ],
            'map.doubleClick': FINISH('#geofenceEditor.editing'),
            // Concluir ends map editing; a double-click closes the shape and leaves it editable.
            'draw.finish': FINISH('#geofenceEditor.ready'),
            // Save with the vertices drawn so far: the shape closes as Concluir would close it.
            'geofence.save': FINISH('#geofenceEditor.saving'),
          },
        },
      },
    },
    editing: {
      on: {
        'vertex.drag': {
          guard: { type: 'validIndex', params: ({ event }) => event },
          actions: { type: 'dragVertex', params: ({ event }) => event },
        },
        'vertex.insert': {
          guard: { type: 'validInsert', params: ({ event }) => event },
          actions: { type: 'insertVertex', params: ({ event }) => event },
        },
        'vertex.delete': {
          guard: { type: 'canDeleteVertex', params: ({ event }) => event },
          actions: { type: 'deleteVertex', params: ({ event }) => event },
        },
        'shape.move': { actions: { type: 'move', params: ({ event }) => event } },
        'circle.resize': {
          guard: { type: 'positive', params: ({ event }) => ({ value: event.radius }) },
          actions: { type: 'resize', params: ({ event }) => event },
        },
        'line.width': {
          guard: { type: 'positive', params: ({ event }) => ({ value: event.width }) },
          actions: { type: 'setWidth', params: ({ event }) => event },
        },
        'snap.toggle': { actions: 'toggleSnap' },
        'draw.finish': FINISH('ready'),
        'geofence.save': FINISH('saving'),
        'draw.reset': { target: 'drawing', actions: 'restart' },
        'draw.cancel': CANCEL,
      },
    },
    ready: {
      on: {
        'shape.edit': 'editing',
        'circle.resize': {
          guard: { type: 'positive', params: ({ event }) => ({ value: event.radius }) },
          actions: { type: 'resize', params: ({ event }) => event },
        },
        'line.width': {
          guard: { type: 'positive', params: ({ event }) => ({ value: event.width }) },
          actions: { type: 'setWidth', params: ({ event }) => event },
        },
        'geofence.save': 'saving',
        'geofence.edit': {
          target: 'ready',
          actions: { type: 'load', params: ({ event }) => event },
        },
        'draw.reset': { target: 'drawing', actions: 'restart' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          area: formatWkt(savedShape(context)),
          polylineDistance: context.kind === 'line' ? context.width : null,
        }),
        onDone: 'saved',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'geofence.save': { target: 'saving', actions: 'settle' },
        'shape.edit': { target: 'editing', actions: 'settle' },
        'line.width': {
          guard: { type: 'positive', params: ({ event }) => ({ value: event.width }) },
          actions: { type: 'setWidth', params: ({ event }) => event },
        },
        'draw.reset': { target: 'drawing', actions: 'restart' },
        'draw.cancel': CANCEL,
      },
    },
    saved: { type: 'final' },
  },
});

export type GeofenceEditorMachine = typeof geofenceEditorMachine;

/** The side effect: saving the geofence with its area (the screen adds name and the rest). */
export function createGeofenceEditorImplementations(deps: {
  save(shape: GeofenceEditorSave): Promise<unknown>;
}) {
  return {
    actors: { save: fromPromise<unknown, GeofenceEditorSave>(({ input }) => deps.save(input)) },
  };
}
