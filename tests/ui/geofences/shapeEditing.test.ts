import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  geofenceEditorMachine,
  type GeofenceEditorEvent,
  type LonLat,
} from '../../../src/machines/geofenceEditor/geofenceEditorMachine';
import { phaseOf } from '../../../src/ui/geofences/editor/editorState';
import { createShapeEditing } from '../../../src/ui/geofences/editor/shapeEditing';
import { snapPoint } from '../../../src/ui/geofences/editor/snapPoint';
import type { MapPointer } from '../../../src/ui/map/mapInput';

/** The editor machine and a nebula editing session over it, driven by fake pointers. */
function editor(...start: GeofenceEditorEvent[]) {
  const actor = createActor(geofenceEditorMachine).start();
  start.forEach((event) => actor.send(event));
  let snapTo: LonLat | null = null;
  const editing = createShapeEditing({
    read: () => ({
      phase: phaseOf(actor.getSnapshot()),
      shape: actor.getSnapshot().context,
      snap: snapTo
        ? (pointer) => snapPoint(pointer, [snapTo!], ([lon, lat]) => [lon * 1000, -lat * 1000])
        : null,
    }),
    send: (event) => actor.send(event),
  });
  // A degree is 1,000 px: what is under a pointer is found from the shape and its handles.
  const pointer = (lon: number, lat: number): MapPointer => ({
    x: lon * 1000,
    y: -lat * 1000,
    lngLat: [lon, lat],
    project: ([lon, lat]) => [lon * 1000, -lat * 1000],
    cancelPan: vi.fn(),
    source: null,
  });
  /** Where nebula shows a handle now (a vertex, or a marker where a new one would go). */
  const handleAt = (kind: 'existing' | 'intermediate', position?: number) =>
    editing
      .handles()
      .find(
        (h) =>
          h.properties.editHandleType === kind &&
          (position === undefined ||
            (h.properties as { positionIndexes?: number[] }).positionIndexes?.at(-1) === position),
      )?.geometry.coordinates ?? null;
  return {
    actor,
    editing,
    pointer,
    handleAt,
    snapTo: (target: LonLat) => (snapTo = target),
    context: () => actor.getSnapshot().context,
    matches: (state: string) => actor.getSnapshot().matches(state as never),
  };
}

const CREATE: GeofenceEditorEvent = { type: 'geofence.create' };
const POLYGON: GeofenceEditorEvent = { type: 'shape.choose', kind: 'polygon' };

function squareBeingEdited() {
  const t = editor(CREATE, POLYGON);
  for (const [lon, lat] of [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 0],
  ] as const)
    t.editing.click(t.pointer(lon, lat));
  t.editing.click(t.pointer(0, 0));
  return t;
}

describe('the map pointer fed to @nebula.gl modes', () => {
  it('draws a polygon vertex by vertex; a click on its first vertex closes it for editing', () => {
    const t = squareBeingEdited();
    expect(t.matches('editing')).toBe(true);
    expect(t.context().points).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ]);
  });

  it('moves the rubber band with the pointer while drawing', () => {
    const t = editor(CREATE, POLYGON);
    t.editing.click(t.pointer(0, 0));
    t.editing.pointerMove(t.pointer(0.5, 0.5));
    expect(t.context().cursor).toEqual([0.5, 0.5]);
  });

  it('ends a line with a click on its last point', () => {
    const t = editor(CREATE, { type: 'shape.choose', kind: 'line' });
    t.editing.click(t.pointer(0, 0));
    t.editing.click(t.pointer(2, 1));
    t.editing.click(t.pointer(2, 1));
    expect(t.matches('editing')).toBe(true);
    expect(t.context().points).toHaveLength(2);
  });

  it('draws a circle with two clicks, its radius measured by the machine', () => {
    const t = editor(CREATE, { type: 'shape.choose', kind: 'circle' });
    t.editing.click(t.pointer(0, 0));
    t.editing.pointerMove(t.pointer(0, 0.005));
    t.editing.click(t.pointer(0, 0.01));
    expect(t.matches('editing')).toBe(true);
    expect(Math.round(t.context().radius)).toBe(1113);
  });

  it('a drag that starts on a vertex moves that vertex, not the map', () => {
    const t = squareBeingEdited();
    const start = t.pointer(1, 1);
    t.editing.dragStart(start);
    expect(t.editing.draggedVertex()).toBeNull();
    const step = t.pointer(1.5, 1.2);
    t.editing.drag(step);
    // The overlay draws the moving vertex apart from the rest of the shape.
    expect(t.editing.draggedVertex()).toBe(2);
    const end = t.pointer(2, 2);
    t.editing.dragEnd(end);
    expect(t.editing.draggedVertex()).toBeNull();
    // The map's controller never starts (nor ends) a pan: each redrew the whole fleet.
    expect(start.cancelPan).toHaveBeenCalled();
    expect(step.cancelPan).toHaveBeenCalled();
    expect(end.cancelPan).toHaveBeenCalled();
    expect(t.context().points).toEqual([
      [0, 0],
      [0, 1],
      [2, 2],
      [1, 0],
    ]);
  });

  it('a drag that starts on the area moves the whole shape by the pointer’s travel', () => {
    const t = squareBeingEdited();
    const start = t.pointer(0.5, 0.5);
    t.editing.dragStart(start);
    expect(start.cancelPan).toHaveBeenCalled();
    const step = t.pointer(0.7, 0.5);
    t.editing.drag(step);
    t.editing.drag(t.pointer(0.8, 0.6));
    expect(t.editing.draggedVertex()).toBeNull();
    t.editing.dragEnd(t.pointer(0.8, 0.6));
    expect(step.cancelPan).toHaveBeenCalled();
    const [first] = t.context().points;
    expect(first![0]).toBeCloseTo(0.3, 9);
    expect(first![1]).toBeCloseTo(0.1, 9);
  });

  it('a drag off the shape is the map’s: nothing moves and the pan goes on', () => {
    const t = squareBeingEdited();
    const before = t.context().points;
    const start = t.pointer(5, 5);
    t.editing.dragStart(start);
    const step = t.pointer(6, 6);
    t.editing.drag(step);
    const end = t.pointer(6, 6);
    t.editing.dragEnd(end);
    expect(start.cancelPan).not.toHaveBeenCalled();
    expect(step.cancelPan).not.toHaveBeenCalled();
    expect(end.cancelPan).not.toHaveBeenCalled();
    expect(t.context().points).toBe(before);
  });

  it('a click on a vertex removes it; a drag from the marker between two adds one', () => {
    const t = squareBeingEdited();
    t.editing.click(t.pointer(1, 1));
    expect(t.context().points).toHaveLength(3);
    // Hovering the area shows where a new vertex would go, on the nearest edge.
    t.editing.pointerMove(t.pointer(0.1, 0.5));
    expect(t.handleAt('intermediate')).toEqual([0, 0.5]);
    t.editing.dragStart(t.pointer(0, 0.5));
    // The vertex the marker added is the one dragged.
    expect(t.editing.draggedVertex()).toBe(1);
    t.editing.drag(t.pointer(-0.5, 0.5));
    expect(t.context().points[1]).toEqual([-0.5, 0.5]);
    expect(t.editing.draggedVertex()).toBe(1);
    t.editing.dragEnd(t.pointer(-0.5, 0.5));
    expect(t.context().points).toHaveLength(4);
    expect(t.context().points).toContainEqual([-0.5, 0.5]);
  });

  it('resizes a circle by dragging its rim', () => {
    const t = editor(CREATE, { type: 'shape.choose', kind: 'circle' });
    t.editing.click(t.pointer(0, 0));
    t.editing.click(t.pointer(0, 0.01));
    t.editing.pointerMove(t.pointer(0, 0.009));
    const [lon, lat] = t.handleAt('intermediate')!;
    t.editing.pointerMove(t.pointer(lon, lat));
    t.editing.dragStart(t.pointer(lon, lat));
    t.editing.drag(t.pointer(0, 0.02));
    expect(Math.round(t.context().radius)).toBe(2226);
    expect(t.context().points).toEqual([[0, 0]]);
  });

  it('with snapping on, a click near another geofence’s vertex lands on it', () => {
    const t = editor(CREATE, POLYGON, { type: 'snap.toggle' });
    t.snapTo([0.005, 0.005]);
    t.editing.click(t.pointer(0.001, 0.001));
    t.editing.click(t.pointer(0.5, 0.5));
    expect(t.context().points).toEqual([
      [0.005, 0.005],
      [0.5, 0.5],
    ]);
  });

  it('takes no pointer outside drawing and editing', () => {
    const t = squareBeingEdited();
    t.actor.send({ type: 'draw.finish' });
    t.editing.click(t.pointer(1, 1));
    t.editing.dragStart(t.pointer(0.5, 0.5));
    t.editing.drag(t.pointer(3, 3));
    expect(t.matches('ready')).toBe(true);
    expect(t.context().points).toHaveLength(4);
    expect(t.editing.handles()).toEqual([]);
  });
});
