import type { Layer } from '@deck.gl/core';
import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { geofenceEditorMachine } from '../../../src/machines/geofenceEditor/geofenceEditorMachine';
import { GeofenceEditorOverlay } from '../../../src/ui/geofences/editor/GeofenceEditorOverlay';
import type { GeofenceEditorActor } from '../../../src/ui/geofences/editor/useGeofenceEditor';
import { useRegisterMap, type MapHandle } from '../../../src/ui/map/MapContext';
import type { MapInputHandler, MapPointer } from '../../../src/ui/map/mapInput';
import { useMapOverlays, type MapOverlays } from '../../../src/ui/map/mapOverlays';
import type { EditHandle } from '../../../src/ui/map/layers/buildGeofenceEditLayers';
import type { GeofenceView } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

const RING: [number, number][] = [
  [0, 0],
  [0, 1],
  [1, 2],
  [2, 1],
  [2, 0],
];

/** A stand-in map that hands the editor's input handler to the test, and the overlay store. */
function Stage({
  onInput,
  onOverlays,
}: {
  onInput: (handler: MapInputHandler) => void;
  onOverlays: (overlays: MapOverlays) => void;
}) {
  const register = useRegisterMap();
  const overlays = useMapOverlays();
  useEffect(() => {
    onOverlays(overlays);
    register({
      captureInput: (handler: MapInputHandler) => {
        onInput(handler);
        return () => undefined;
      },
    } as unknown as MapHandle);
  }, [register, overlays, onInput, onOverlays]);
  return null;
}

// A degree is 1,000 px.
const pointer = (lon: number, lat: number): MapPointer => ({
  x: lon * 1000,
  y: -lat * 1000,
  lngLat: [lon, lat],
  project: ([lon, lat]) => [lon * 1000, -lat * 1000],
  cancelPan: vi.fn(),
  source: null,
});

async function pentagonOnTheMap() {
  const actor = createActor(geofenceEditorMachine).start();
  actor.send({ type: 'geofence.edit', shape: { type: 'polygon', ring: RING }, width: 25 });
  actor.send({ type: 'shape.edit' });
  const fake = fakeCore();
  let input: MapInputHandler | null = null;
  let overlays: MapOverlays | null = null;
  await renderWith(
    <>
      <Stage onInput={(handler) => (input = handler)} onOverlays={(store) => (overlays = store)} />
      <GeofenceEditorOverlay actor={actor as unknown as GeofenceEditorActor} editedId={9} />
    </>,
    { core: fake.core },
  );
  await waitFor(() => expect(input).not.toBeNull());
  const byId = () => {
    const { editing, live } = overlays!.current();
    return new Map<string, Layer>([...editing, ...live].map((layer) => [layer.id, layer]));
  };
  const data = (id: string) => byId().get(id)?.props.data as unknown[];
  const positions = (id: string) =>
    (data(id) as EditHandle[]).map((handle) => handle.geometry.coordinates);
  /** Runs a pointer step and the frame it asks for. */
  const step = async (run: (handler: MapInputHandler) => void) => {
    act(() => run(input!));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  };
  return { actor, fake, overlays: () => overlays!.current(), data, positions, step };
}

describe('the geofence editor overlay', () => {
  it('while a vertex moves, redraws only its edges on the live canvas; on release, the whole shape', async () => {
    const t = await pentagonOnTheMap();
    expect(t.data('geofence-edit-area')).toHaveLength(1);
    expect(t.positions('geofence-edit-handles')).toHaveLength(5);
    expect(t.data('geofence-edit-live-path')).toEqual([]);

    await t.step((input) => input.dragStart!(pointer(1, 2)));
    await t.step((input) => input.drag!(pointer(1.2, 2.2)));
    // Still: the ring opened at the dragged vertex, no fill, the other four handles.
    expect(t.data('geofence-edit-area')).toEqual([]);
    expect(t.data('geofence-edit-path')).toEqual([
      [
        [2, 1],
        [2, 0],
        [0, 0],
        [0, 1],
      ],
    ]);
    expect(t.positions('geofence-edit-handles')).not.toContainEqual([1, 2]);
    expect(t.positions('geofence-edit-handles')).toHaveLength(4);
    // Live: the two edges through the pointer, and the dragged handle.
    expect(t.data('geofence-edit-live-path')).toEqual([
      [
        [0, 1],
        [1.2, 2.2],
        [2, 1],
      ],
    ]);
    expect(t.positions('geofence-edit-live-handles')).toEqual([[1.2, 2.2]]);
    expect(t.overlays().liveBounds).toEqual([
      [0, 1],
      [2, 2.2],
    ]);

    // A further step hands the editing canvas nothing new: it is not redrawn.
    const still = t.overlays().editing;
    await t.step((input) => input.drag!(pointer(1.4, 2.4)));
    expect(t.overlays().editing).toEqual(still);
    expect(t.overlays().editing.every((layer, i) => layer === still[i])).toBe(true);
    expect(t.data('geofence-edit-live-path')).toEqual([
      [
        [0, 1],
        [1.4, 2.4],
        [2, 1],
      ],
    ]);

    await t.step((input) => input.dragEnd!(pointer(1.4, 2.4)));
    expect(t.actor.getSnapshot().context.points[2]).toEqual([1.4, 2.4]);
    expect(t.data('geofence-edit-area')).toEqual([
      [...RING.map((p, i) => (i === 2 ? [1.4, 2.4] : p)), [0, 0]],
    ]);
    expect(t.positions('geofence-edit-handles')).toHaveLength(5);
    expect(t.data('geofence-edit-live-path')).toEqual([]);
    expect(t.data('geofence-edit-live-handles')).toEqual([]);
  });

  it('shows the marker where a vertex would go on the live canvas, the shape left as drawn', async () => {
    const t = await pentagonOnTheMap();
    const still = t.overlays().editing;
    await t.step((input) => input.pointerMove!(pointer(0.1, 0.5)));
    expect(t.positions('geofence-edit-live-handles')).toEqual([[0, 0.5]]);
    expect(t.overlays().editing.every((layer, i) => layer === still[i])).toBe(true);
    await t.step((input) => input.pointerMove!(pointer(5, 5)));
    expect(t.data('geofence-edit-live-handles')).toEqual([]);
  });

  it('keeps the stored outline under the edited shape when the list is updated', async () => {
    const t = await pentagonOnTheMap();
    const stored = (name: string): GeofenceView => ({
      id: 9,
      name,
      description: null,
      area: '',
      shape: { type: 'polygon', ring: RING },
      calendarId: 0,
      attributes: {},
      isAnchor: false,
      anchorDeviceId: null,
    });
    const ids = () => t.overlays().editing.map((layer) => layer.id);
    act(() => t.fake.publish('geofences', [stored('Pátio')]));
    await waitFor(() => expect(ids()[0]).toBe('geofence-edit-stored'));
    // An update of the list (a rename elsewhere): new objects, the outline set again.
    act(() => t.fake.publish('geofences', [stored('Pátio novo')]));
    await waitFor(() => expect(ids()[0]).toBe('geofence-edit-stored'));
    expect(ids()).toHaveLength(5);
  });
});
