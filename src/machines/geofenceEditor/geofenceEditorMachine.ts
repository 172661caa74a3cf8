import { assign, fromPromise, setup } from 'xstate';
import { formatWkt, haversine, type GeofenceShape } from '@farol/model';
import { errorCodeOf } from '../coreError';
import {
  crossesItself,
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
  shapeOf,
  type GeofenceEditorContext,
  type GeofenceEditorEvent,
} from './shape';

/**
 * Drawing and editing one geofence's shape on the map (SPEC §2, §4): choose a shape; draw it
 * (circle: centre, then radius; polygon: vertices, closed by double-click or Concluir; line:
 * vertices, with a corridor width); edit it (drag or delete vertices, move it); Concluir ends
 * map editing, reset starts the shape again, cancel drops it. A polygon that crosses itself is
 * refused. `geofence.save` sends the finished shape as Traccar WKT through the `save` actor.
 */
export const geofenceEditorMachine = setup({
  types: { context: {} as GeofenceEditorContext, events: {} as GeofenceEditorEvent },
  actors: {
    save: fromPromise<unknown, { area: string }>(async () => {
      throw new Error('save is provided by createGeofenceEditorImplementations');
    }),
  },
  guards: {
    complete: ({ context }) => shapeOf(context) !== null && !crossesItself(context),
    crossesItself: ({ context }) => crossesItself(context),
    canDeleteVertex: ({ context }, params: { index: number }) =>
      context.kind !== 'circle' &&
      context.kind !== null &&
      params.index >= 0 &&
      params.index < context.points.length &&
      context.points.length > MIN_POINTS[context.kind],
    validIndex: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < context.points.length,
    isCircle: ({ context }) => context.kind === 'circle',
    positive: (_, params: { value: number }) => Number.isFinite(params.value) && params.value > 0,
  },
  actions: {
    clear: assign(() => ({ ...EMPTY })),
    restart: assign(({ context }) => ({
      ...EMPTY,
      kind: context.kind,
      snapping: context.snapping,
    })),
    choose: assign((_, params: { kind: ShapeKind }) => ({ ...EMPTY, kind: params.kind })),
    load: assign(({ context }, params: { shape: GeofenceShape; width?: number }) => ({
      ...context,
      ...fromShape(params.shape),
      width: params.width ?? context.width,
      error: null,
    })),
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
    settle: assign({ cursor: null, error: null }),
    fail: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
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
          target: 'editing',
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
        'draw.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    drawing: {
      initial: 'start',
      on: {
        'map.move': { actions: { type: 'track', params: ({ event }) => event } },
        'snap.toggle': { actions: 'toggleSnap' },
        'draw.reset': { target: '.start', actions: 'restart' },
        'draw.cancel': { target: 'idle', actions: 'clear' },
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
            'map.click': { actions: { type: 'addPoint', params: ({ event }) => event } },
            'map.doubleClick': [
              { guard: 'complete', target: '#geofenceEditor.editing', actions: 'settle' },
              { guard: 'crossesItself', actions: 'refuseCrossing' },
            ],
            'draw.finish': [
              { guard: 'complete', target: '#geofenceEditor.editing', actions: 'settle' },
              { guard: 'crossesItself', actions: 'refuseCrossing' },
            ],
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
        'draw.finish': [
          { guard: 'complete', target: 'ready', actions: 'settle' },
          { guard: 'crossesItself', actions: 'refuseCrossing' },
        ],
        'geofence.save': [
          { guard: 'complete', target: 'saving' },
          { guard: 'crossesItself', actions: 'refuseCrossing' },
        ],
        'draw.reset': { target: 'drawing', actions: 'restart' },
        'draw.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    ready: {
      on: {
        'geofence.save': 'saving',
        'geofence.edit': {
          target: 'editing',
          actions: { type: 'load', params: ({ event }) => event },
        },
        'draw.reset': { target: 'drawing', actions: 'restart' },
        'draw.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ area: formatWkt(savedShape(context)) }),
        onDone: 'saved',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'geofence.save': 'saving',
        'draw.reset': { target: 'drawing', actions: 'restart' },
        'draw.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    saved: { type: 'final' },
  },
});

/** The side effect: saving the geofence with its area (the screen adds name and the rest). */
export function createGeofenceEditorImplementations(deps: {
  save(area: string): Promise<unknown>;
}) {
  return {
    actors: { save: fromPromise<unknown, { area: string }>(({ input }) => deps.save(input.area)) },
  };
}
