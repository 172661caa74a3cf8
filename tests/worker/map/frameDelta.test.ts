/**
 * [M3] Map frames to the main thread: the changed slots only, made whole again there. The
 * worker half encodes each frame against the one a subscriber last got; the main-thread half
 * must end with exactly the columns the worker holds, however many frames it skipped.
 */
import { describe, expect, it } from 'vitest';
import {
  encodeDelta,
  frameAssembler,
  FrameJournal,
  MAP_JOURNAL_DEPTH,
} from '../../../src/worker/map/frameDelta';
import {
  clearColumns,
  copyFrame,
  createMapColumns,
  MAP_COLUMNS,
  removeSlot,
  takeChanges,
  viewFrame,
  writeSlot,
  type MapColumnName,
  type MapColumns,
} from '../../../src/worker/map/mapColumns';
import type { MapFrame, MapFrameDelta } from '../../../src/worker/map/types';
import { seededRandom } from '../../fuzz/random';
import { device, position } from '../support/fixtures';
import { seeds } from '../support/seeds';

const NAMES = Object.keys(MAP_COLUMNS) as MapColumnName[];

/** The frames a projection emits over `columns`: each one noted in the journal. */
function emitter(columns: MapColumns) {
  const journal = new FrameJournal();
  let version = -1;
  return () => {
    version += 1;
    journal.record(version, takeChanges(columns));
    return { ...viewFrame(columns, version), base: null, slots: null, journal };
  };
}

const plain = (frame: MapFrame) =>
  Object.fromEntries([['length', frame.length], ...NAMES.map((name) => [name, [...frame[name]]])]);

describe('[M3] map frame deltas', () => {
  it('[M3] the first delivery is whole; the next holds only the slots written since', () => {
    const columns = createMapColumns();
    const emit = emitter(columns);
    for (const id of [1, 2, 3]) writeSlot(columns, device(id), position(id));
    const first = encodeDelta(emit(), undefined);
    expect(first.slots).toBeNull();
    expect(plain(first)).toEqual(plain(copyFrame(columns, 0)));
    writeSlot(columns, device(3, { category: 'truck' }), position(3, { course: 45 }));
    const next = encodeDelta(emit(), first);
    expect(next.base).toBe(first.version);
    expect([...next.slots!]).toEqual([2]);
    expect(next.ids.length).toBe(1);
    expect([...next.courses]).toEqual([45]);
    expect(next.positions.length).toBe(2);
  });

  it('[M3] a removal sends the slot the last device moved into and the shorter length', () => {
    const columns = createMapColumns();
    const emit = emitter(columns);
    for (const id of [1, 2, 3]) writeSlot(columns, device(id), position(id));
    const first = encodeDelta(emit(), undefined);
    removeSlot(columns, 1);
    const next = encodeDelta(emit(), first);
    expect(next.length).toBe(2);
    expect([...next.slots!]).toEqual([0]);
    expect([...next.ids]).toEqual([3]);
    const assemble = frameAssembler();
    assemble(first);
    expect(plain(assemble(next)!)).toEqual(plain(copyFrame(columns, 1)));
  });

  it('[M3] after emptying (a full rebuild) or falling too far behind, the delivery is whole', () => {
    const columns = createMapColumns();
    const emit = emitter(columns);
    writeSlot(columns, device(1), position(1));
    const first = encodeDelta(emit(), undefined);
    clearColumns(columns);
    writeSlot(columns, device(2), position(2));
    expect(encodeDelta(emit(), first).slots).toBeNull();
    const base = encodeDelta(emit(), undefined);
    let view = emit();
    for (let i = 0; i < MAP_JOURNAL_DEPTH; i += 1) {
      writeSlot(columns, device(2), position(2, { course: i }));
      view = emit();
    }
    expect(encodeDelta(view, base).slots).toBeNull();
  });

  it.each(seeds(40))(
    '[M3] the main thread ends with the worker’s columns, skipping frames or not (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      const next = () => random.next();
      const columns = createMapColumns(4);
      const emit = emitter(columns);
      const assemble = frameAssembler();
      let sent: MapFrameDelta | undefined;
      let received: MapFrame | null = null;
      for (let frame = 0; frame < 60; frame += 1) {
        const changes = Math.floor(next() * 12);
        for (let i = 0; i < changes; i += 1) {
          const id = 1 + Math.floor(next() * 40);
          if (next() < 0.3) removeSlot(columns, id);
          else {
            const status = next() < 0.5 ? 'online' : 'offline';
            const course = Math.floor(next() * 360);
            writeSlot(columns, device(id, { status }), position(id, { course }));
          }
        }
        if (next() < 0.05) clearColumns(columns);
        const view = emit();
        // Backpressure: some frames are never delivered; the next delivery covers them.
        if (next() < 0.4 && frame < 59) continue;
        sent = encodeDelta(view, sent);
        received = assemble(sent);
        expect(received).not.toBeNull();
        expect(plain(received!)).toEqual(plain(copyFrame(columns, view.version)));
      }
      expect(received?.version).toBe(59);
    },
  );

  it('[M3] each assembled frame is fresh views: deck.gl sees new attribute values', () => {
    const columns = createMapColumns();
    const emit = emitter(columns);
    writeSlot(columns, device(1), position(1));
    const assemble = frameAssembler();
    const first = encodeDelta(emit(), undefined);
    const a = assemble(first)!;
    writeSlot(columns, device(1), position(1, { course: 10 }));
    const b = assemble(encodeDelta(emit(), first))!;
    for (const name of NAMES) expect(b[name], name).not.toBe(a[name]);
    expect([...b.courses]).toEqual([10]);
  });

  it('[M3] a delta that does not follow the frame held is dropped', () => {
    const columns = createMapColumns();
    const emit = emitter(columns);
    writeSlot(columns, device(1), position(1));
    const first = encodeDelta(emit(), undefined);
    writeSlot(columns, device(1), position(1, { course: 10 }));
    expect(frameAssembler()(encodeDelta(emit(), first))).toBeNull();
  });
});
