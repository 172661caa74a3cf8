import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parseWkt } from '@farol/model';
import {
  createGeofenceEditorImplementations,
  geofenceEditorMachine,
  ringCrossesItself,
  shapeOf,
  type GeofenceEditorEvent,
  type GeofenceEditorSave,
  type LonLat,
} from '../../src/machines/geofenceEditor/geofenceEditorMachine';

function editor(save: (shape: GeofenceEditorSave) => Promise<unknown> = async () => ({})) {
  const saved: GeofenceEditorSave[] = [];
  const actor = createActor(
    geofenceEditorMachine.provide(
      createGeofenceEditorImplementations({
        save: (shape) => {
          saved.push(shape);
          return save(shape);
        },
      }),
    ),
  ).start();
  const send = (...events: GeofenceEditorEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, send, saved, snap: () => actor.getSnapshot() };
}

const click = (lon: number, lat: number): GeofenceEditorEvent => ({
  type: 'map.click',
  point: [lon, lat],
});
const SQUARE = [click(0, 0), click(0, 1), click(1, 1), click(1, 0)];
const BOWTIE = [click(0, 0), click(1, 1), click(1, 0), click(0, 1)];
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const CREATE: GeofenceEditorEvent = { type: 'geofence.create' };
const choose = (kind: 'circle' | 'polygon' | 'line'): GeofenceEditorEvent => ({
  type: 'shape.choose',
  kind,
});
const STORED_LINE: GeofenceEditorEvent = {
  type: 'geofence.edit',
  shape: {
    type: 'line',
    points: [
      [0, 0],
      [1, 1],
    ],
  },
  width: 40,
};

/** Sends each event to a fresh editor brought to a state, and checks nothing changed. */
function expectIgnored(arrange: GeofenceEditorEvent[], events: GeofenceEditorEvent[]) {
  for (const event of events) {
    const t = editor();
    t.send(...arrange);
    const before = t.snap();
    t.send(event);
    expect(t.snap().value, `${event.type} must be ignored`).toEqual(before.value);
    expect(t.snap().context, `${event.type} must change nothing`).toEqual(before.context);
  }
}

describe('geofenceEditorMachine', () => {
  it('starts idle with snapping off, and ignores the map until a shape is chosen', () => {
    const t = editor();
    expect(t.snap().matches('idle')).toBe(true);
    expect(t.snap().context.snapping).toBe(false);
    expectIgnored(
      [],
      [
        click(1, 1),
        { type: 'map.doubleClick' },
        { type: 'draw.finish' },
        { type: 'geofence.save' },
        { type: 'vertex.drag', index: 0, point: [1, 1] },
        { type: 'shape.edit' },
        choose('circle'),
      ],
    );
  });

  it('choosing: only a shape or cancel', () => {
    expectIgnored(
      [CREATE],
      [click(1, 1), { type: 'draw.finish' }, { type: 'geofence.save' }, { type: 'shape.edit' }],
    );
    const t = editor();
    t.send(CREATE, { type: 'draw.cancel' });
    expect(t.snap().matches('idle')).toBe(true);
  });

  it('circle: centre, then radius, then editing; Concluir makes it ready', () => {
    const t = editor();
    t.send(CREATE, choose('circle'), click(0, 0));
    expect(t.snap().matches({ drawing: 'radius' })).toBe(true);
    t.send({ type: 'map.move', point: [0, 0.01] });
    expect(t.snap().context.radius).toBeGreaterThan(1000);
    t.send(click(0, 0.009));
    expect(t.snap().matches('editing')).toBe(true);
    // 0.009° of latitude on Traccar's sphere (6,378,137 m), as the server measures it.
    expect(Math.round(t.snap().context.radius)).toBe(1002);
    t.send({ type: 'draw.finish' });
    expect(t.snap().matches('ready')).toBe(true);
  });

  it('a circle cannot be saved or finished before its radius, nor have its vertex dragged', () => {
    expectIgnored(
      [CREATE, choose('circle'), click(0, 0)],
      [{ type: 'geofence.save' }, { type: 'draw.finish' }, { type: 'map.doubleClick' }],
    );
    expectIgnored(
      [CREATE, choose('circle'), click(0, 0), click(0, 0.01)],
      [
        { type: 'vertex.drag', index: 0, point: [5, 5] },
        { type: 'vertex.insert', index: 1, point: [5, 5] },
        { type: 'vertex.delete', index: 0 },
        { type: 'circle.resize', radius: 0 },
        { type: 'circle.resize', radius: Number.NaN },
      ],
    );
    const t = editor();
    t.send(CREATE, choose('circle'), click(0, 0), click(0, 0.01));
    t.send({ type: 'circle.resize', radius: 250 }, { type: 'shape.move', delta: [1, 2] });
    expect(shapeOf(t.snap().context)).toEqual({ type: 'circle', center: [1, 2], radius: 250 });
  });

  it('polygon: vertices, closed by double-click; fewer than 3 cannot close', () => {
    const t = editor();
    t.send(CREATE, choose('polygon'));
    t.send(click(0, 0), click(0, 1), { type: 'map.doubleClick' });
    expect(t.snap().matches({ drawing: 'vertices' })).toBe(true);
    t.send(click(1, 1), { type: 'map.doubleClick' });
    expect(t.snap().matches('editing')).toBe(true);
    expect(shapeOf(t.snap().context)).toEqual({
      type: 'polygon',
      ring: [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
    });
  });

  it('a second click on the last vertex (a double-click) closes, never repeats a vertex', () => {
    const t = editor();
    t.send(CREATE, choose('polygon'), click(0, 0), click(0, 0));
    expect(t.snap().context.points).toEqual([[0, 0]]);
    t.send(click(0, 1), click(1, 1), click(1, 1));
    expect(t.snap().matches('editing')).toBe(true);
    expect(t.snap().context.points).toHaveLength(3);
    const u = editor();
    u.send(CREATE, choose('polygon'), ...BOWTIE, click(0, 1));
    expect(u.snap().matches({ drawing: 'vertices' })).toBe(true);
    expect(u.snap().context).toMatchObject({ error: 'SELF_INTERSECTION' });
    expect(u.snap().context.points).toHaveLength(4);
  });

  it('refuses a polygon that crosses itself, with SELF_INTERSECTION, when closing and saving', () => {
    const t = editor();
    t.send(CREATE, choose('polygon'), ...BOWTIE, { type: 'draw.finish' });
    expect(t.snap().matches({ drawing: 'vertices' })).toBe(true);
    expect(t.snap().context.error).toBe('SELF_INTERSECTION');
    t.send({ type: 'geofence.save' });
    expect(t.snap().matches({ drawing: 'vertices' })).toBe(true);
    // Another vertex clears the message (the user is fixing it).
    t.send(click(5, 5));
    expect(t.snap().context.error).toBeNull();

    const u = editor();
    u.send(CREATE, choose('polygon'), ...SQUARE);
    u.send({ type: 'map.doubleClick' }, { type: 'vertex.drag', index: 1, point: [1, -1] });
    u.send({ type: 'geofence.save' });
    expect(u.snap().matches('editing')).toBe(true);
    expect(u.snap().context.error).toBe('SELF_INTERSECTION');
    u.send({ type: 'draw.finish' });
    expect(u.snap().matches('editing')).toBe(true);
    expect(u.saved).toEqual([]);
  });

  it('finds crossing and touching rings with @turf/kinks, not neighbouring edges', () => {
    const square: LonLat[] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ];
    expect(ringCrossesItself(square)).toBe(false);
    expect(ringCrossesItself(square.slice(0, 3))).toBe(false);
    expect(
      ringCrossesItself([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
    // A vertex lying on another edge touches it.
    expect(
      ringCrossesItself([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 0],
        [0, 2],
      ]),
    ).toBe(true);
    const ring = Array.from({ length: 1000 }, (_, i): LonLat => {
      const angle = (2 * Math.PI * i) / 1000;
      return [Math.cos(angle), Math.sin(angle)];
    });
    expect(ringCrossesItself(ring)).toBe(false);
    [ring[10], ring[500]] = [ring[500]!, ring[10]!];
    expect(ringCrossesItself(ring)).toBe(true);
  });

  it('line: vertices with a corridor width, never zero or negative', () => {
    const t = editor();
    t.send(CREATE, choose('line'), { type: 'line.width', width: 60 });
    t.send(click(0, 0), { type: 'draw.finish' });
    expect(t.snap().matches('drawing')).toBe(true);
    t.send(click(2, 2), { type: 'draw.finish' }, { type: 'line.width', width: 40 });
    t.send({ type: 'line.width', width: -5 }, { type: 'line.width', width: 0 });
    // Concluir ends map editing.
    expect(t.snap().matches('ready')).toBe(true);
    expect(t.snap().context.width).toBe(40);
  });

  it('editing: drag, insert, move and delete vertices, never below the shape’s minimum', () => {
    const t = editor();
    t.send(CREATE, choose('polygon'), ...SQUARE, { type: 'map.doubleClick' });
    t.send({ type: 'vertex.drag', index: 2, point: [2, 2] });
    t.send({ type: 'shape.move', delta: [1, 0] });
    expect(t.snap().context.points).toEqual([
      [1, 0],
      [1, 1],
      [3, 2],
      [2, 0],
    ]);
    t.send({ type: 'vertex.insert', index: 1, point: [0.5, 0.5] });
    expect(t.snap().context.points[1]).toEqual([0.5, 0.5]);
    t.send({ type: 'vertex.delete', index: 1 }, { type: 'vertex.delete', index: 0 });
    expect(t.snap().context.points).toHaveLength(3);
    expectIgnored(
      [CREATE, choose('polygon'), ...SQUARE.slice(0, 3), { type: 'map.doubleClick' }],
      [
        { type: 'vertex.delete', index: 0 },
        { type: 'vertex.drag', index: 9, point: [5, 5] },
        { type: 'vertex.drag', index: -1, point: [5, 5] },
        { type: 'vertex.insert', index: 0, point: [5, 5] },
        { type: 'vertex.insert', index: 4, point: [5, 5] },
        click(9, 9),
        { type: 'map.doubleClick' },
        { type: 'shape.edit' },
      ],
    );
  });

  it('ready: the map no longer edits the shape until "edit" again', () => {
    const arrange = [CREATE, choose('polygon'), ...SQUARE, { type: 'map.doubleClick' } as const];
    expectIgnored(
      [...arrange, { type: 'draw.finish' }],
      [
        { type: 'vertex.drag', index: 0, point: [5, 5] },
        { type: 'vertex.delete', index: 0 },
        { type: 'shape.move', delta: [1, 1] },
        click(5, 5),
        { type: 'draw.cancel' },
      ],
    );
    const t = editor();
    t.send(...arrange, { type: 'draw.finish' }, { type: 'shape.edit' });
    t.send({ type: 'vertex.drag', index: 0, point: [5, 5] });
    expect(t.snap().context.points[0]).toEqual([5, 5]);
  });

  it('reset starts the same shape again; cancel drops a new shape', () => {
    const t = editor();
    t.send(CREATE, choose('line'), click(0, 0));
    t.send({ type: 'draw.reset' });
    expect(t.snap().matches({ drawing: 'vertices' })).toBe(true);
    expect(t.snap().context).toMatchObject({ kind: 'line', points: [] });
    t.send({ type: 'draw.cancel' });
    expect(t.snap().matches('idle')).toBe(true);
    expect(t.snap().context.kind).toBeNull();
  });

  it('another shape may be chosen while drawing', () => {
    const t = editor();
    t.send(CREATE, choose('polygon'), click(0, 0), choose('circle'));
    expect(t.snap().matches({ drawing: 'centre' })).toBe(true);
    expect(t.snap().context).toMatchObject({ kind: 'circle', points: [] });
  });

  it('a stored shape opens ready; cancel after editing goes back to it, reset redraws it', () => {
    const t = editor();
    t.send(STORED_LINE);
    expect(t.snap().matches('ready')).toBe(true);
    expect(t.snap().context).toMatchObject({ kind: 'line', width: 40 });
    t.send({ type: 'shape.edit' }, { type: 'vertex.drag', index: 0, point: [9, 9] });
    t.send({ type: 'line.width', width: 10 }, { type: 'draw.cancel' });
    expect(t.snap().matches('ready')).toBe(true);
    expect(t.snap().context).toMatchObject({
      points: [
        [0, 0],
        [1, 1],
      ],
      width: 40,
    });
    t.send({ type: 'draw.reset' }, click(3, 3), { type: 'draw.cancel' });
    expect(t.snap().matches('ready')).toBe(true);
    expect(t.snap().context.points).toHaveLength(2);
  });

  it('snapping toggles while drawing and editing', () => {
    const t = editor();
    t.send(CREATE, choose('polygon'), { type: 'snap.toggle' });
    expect(t.snap().context.snapping).toBe(true);
    t.send(...SQUARE, { type: 'map.doubleClick' }, { type: 'snap.toggle' });
    expect(t.snap().context.snapping).toBe(false);
  });

  it('saves the shape as Traccar WKT, latitude first, with a line’s corridor', async () => {
    const t = editor();
    t.send(CREATE, choose('line'), { type: 'line.width', width: 30 });
    t.send(click(-46.6, -23.5), click(-46.7, -23.6), { type: 'draw.finish' });
    t.send({ type: 'draw.finish' }, { type: 'geofence.save' });
    expect(t.snap().matches('saving')).toBe(true);
    await settled();
    expect(t.snap().matches('saved')).toBe(true);
    expect(t.saved[0]).toEqual({
      area: 'LINESTRING (-23.5 -46.6, -23.6 -46.7)',
      polylineDistance: 30,
    });
    expect(parseWkt(t.saved[0]!.area)).toEqual({
      type: 'line',
      points: [
        [-46.6, -23.5],
        [-46.7, -23.6],
      ],
    });
  });

  it('saving ignores the map and the buttons until the server answers', () => {
    expectIgnored(
      [STORED_LINE, { type: 'geofence.save' }],
      [
        { type: 'geofence.save' },
        { type: 'draw.reset' },
        { type: 'draw.cancel' },
        { type: 'shape.edit' },
        { type: 'vertex.drag', index: 0, point: [5, 5] },
      ],
    );
  });

  it('a failed save keeps the shape and the server’s reason, and can be retried', async () => {
    let fail = true;
    const t = editor(async () => {
      if (fail) throw { type: 'http', code: 'X', message: 'nope', status: 400 };
      return {};
    });
    t.send({ type: 'geofence.edit', shape: { type: 'circle', center: [1, 2], radius: 300 } });
    t.send({ type: 'geofence.save' });
    await settled();
    expect(t.snap().matches('failed')).toBe(true);
    expect(t.snap().context).toMatchObject({ points: [[1, 2]], error: 'X', reason: 'nope' });
    t.send({ type: 'shape.move', delta: [5, 5] }, click(5, 5));
    expect(t.snap().matches('failed')).toBe(true);
    expect(t.snap().context.points).toEqual([[1, 2]]);
    fail = false;
    t.send({ type: 'geofence.save' });
    await settled();
    expect(t.snap().matches('saved')).toBe(true);
    expect(t.saved.map((s) => s.area)).toEqual(['CIRCLE (2 1, 300)', 'CIRCLE (2 1, 300)']);
    expect(t.saved[0]!.polylineDistance).toBeNull();
  });

  it('saves a polygon closed on its first point, also straight from drawing', async () => {
    const t = editor();
    t.send(CREATE, choose('polygon'), ...SQUARE, { type: 'geofence.save' });
    await settled();
    expect(t.saved.map((s) => s.area)).toEqual(['POLYGON ((0 0, 1 0, 1 1, 0 1, 0 0))']);
  });

  it('opens a stored polygon without its closing point', () => {
    const t = editor();
    t.send({
      type: 'geofence.edit',
      shape: {
        type: 'polygon',
        ring: [
          [0, 0],
          [0, 1],
          [1, 1],
          [0, 0],
        ],
      },
    });
    expect(t.snap().context.points).toHaveLength(3);
  });
});
