import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parseWkt } from '@farol/model';
import {
  createGeofenceEditorImplementations,
  geofenceEditorMachine,
  shapeOf,
  type GeofenceEditorEvent,
} from '../../src/machines/geofenceEditor/geofenceEditorMachine';

function editor(save: (area: string) => Promise<unknown> = async () => ({})) {
  const saved: string[] = [];
  const actor = createActor(
    geofenceEditorMachine.provide(
      createGeofenceEditorImplementations({
        save: (area) => {
          saved.push(area);
          return save(area);
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
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('geofenceEditorMachine', () => {
  it('starts idle with snapping off, and ignores the map until a shape is chosen', () => {
    const t = editor();
    expect(t.snap().matches('idle')).toBe(true);
    expect(t.snap().context.snapping).toBe(false);
    t.send(click(1, 1), { type: 'draw.finish' }, { type: 'geofence.save' });
    expect(t.snap().matches('idle')).toBe(true);
    expect(t.snap().context.points).toEqual([]);
  });

  it('circle: centre, then radius, then editing; Concluir makes it ready', () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'circle' }, click(0, 0));
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

  it('polygon: vertices, closed by double-click; fewer than 3 cannot close', () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'polygon' });
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

  it('refuses a polygon that crosses itself, with SELF_INTERSECTION, when closing and saving', () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'polygon' });
    t.send(click(0, 0), click(1, 1), click(1, 0), click(0, 1), { type: 'draw.finish' });
    expect(t.snap().matches({ drawing: 'vertices' })).toBe(true);
    expect(t.snap().context.error).toBe('SELF_INTERSECTION');
    const u = editor();
    u.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'polygon' }, ...SQUARE);
    u.send({ type: 'draw.finish' }, { type: 'vertex.drag', index: 1, point: [1, -1] });
    u.send({ type: 'geofence.save' });
    expect(u.snap().matches('editing')).toBe(true);
    expect(u.snap().context.error).toBe('SELF_INTERSECTION');
    expect(u.saved).toEqual([]);
  });

  it('line: vertices with a corridor width', () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'line' });
    t.send(click(0, 0), { type: 'draw.finish' });
    expect(t.snap().matches('drawing')).toBe(true);
    t.send(click(2, 2), { type: 'draw.finish' }, { type: 'line.width', width: 40 });
    t.send({ type: 'line.width', width: -5 });
    expect(t.snap().matches('editing')).toBe(true);
    expect(t.snap().context.width).toBe(40);
  });

  it('editing: drag, move and delete vertices, never below the shape’s minimum', () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'polygon' }, ...SQUARE);
    t.send({ type: 'draw.finish' });
    t.send({ type: 'vertex.drag', index: 2, point: [2, 2] });
    t.send({ type: 'vertex.drag', index: 9, point: [5, 5] });
    t.send({ type: 'shape.move', delta: [1, 0] });
    expect(t.snap().context.points).toEqual([
      [1, 0],
      [1, 1],
      [3, 2],
      [2, 0],
    ]);
    t.send({ type: 'vertex.delete', index: 0 }, { type: 'vertex.delete', index: 0 });
    expect(t.snap().context.points).toHaveLength(3);
  });

  it('reset starts the same shape again; cancel drops everything', () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'line' }, click(0, 0));
    t.send({ type: 'draw.reset' });
    expect(t.snap().matches({ drawing: 'vertices' })).toBe(true);
    expect(t.snap().context).toMatchObject({ kind: 'line', points: [] });
    t.send({ type: 'draw.cancel' });
    expect(t.snap().matches('idle')).toBe(true);
    expect(t.snap().context.kind).toBeNull();
  });

  it('snapping toggles while drawing and editing', () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'polygon' });
    t.send({ type: 'snap.toggle' });
    expect(t.snap().context.snapping).toBe(true);
  });

  it('saves the shape as Traccar WKT, latitude first', async () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'line' });
    t.send(click(-46.6, -23.5), click(-46.7, -23.6), { type: 'draw.finish' });
    t.send({ type: 'draw.finish' }, { type: 'geofence.save' });
    await settled();
    expect(t.snap().matches('saved')).toBe(true);
    expect(t.saved[0]).toMatch(/^LINESTRING \(-23\.5 -46\.6, -23\.6 -46\.7\)$/);
    expect(parseWkt(t.saved[0]!)).toEqual({
      type: 'line',
      points: [
        [-46.6, -23.5],
        [-46.7, -23.6],
      ],
    });
  });

  it('a failed save keeps the shape and can be retried', async () => {
    let fail = true;
    const t = editor(async () => {
      if (fail) throw { type: 'http', code: 'X', message: 'nope', status: 400 };
      return {};
    });
    t.send({ type: 'geofence.edit', shape: { type: 'circle', center: [1, 2], radius: 300 } });
    t.send({ type: 'geofence.save' });
    await settled();
    expect(t.snap().matches('failed')).toBe(true);
    expect(t.snap().context.points).toEqual([[1, 2]]);
    fail = false;
    t.send({ type: 'geofence.save' });
    await settled();
    expect(t.snap().matches('saved')).toBe(true);
    expect(t.saved).toEqual(['CIRCLE (2 1, 300)', 'CIRCLE (2 1, 300)']);
  });

  it('saves a polygon closed on its first point', async () => {
    const t = editor();
    t.send({ type: 'geofence.create' }, { type: 'shape.choose', kind: 'polygon' }, ...SQUARE);
    t.send({ type: 'map.doubleClick' }, { type: 'geofence.save' });
    await settled();
    expect(t.saved).toEqual(['POLYGON ((0 0, 1 0, 1 1, 0 1, 0 0))']);
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
