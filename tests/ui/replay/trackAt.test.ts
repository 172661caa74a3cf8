import { describe, expect, it } from 'vitest';
import { iconFrame, placesAt } from '../../../src/ui/replay/buildReplayIcons';
import { replayClip } from '../../../src/ui/replay/replayClip';
import { indexAt, placeAt } from '../../../src/ui/replay/trackAt';
import type { ReplayData, ReplayTrack } from '../../../src/worker/types';

const track = (deviceId: number, times: number[]): ReplayTrack =>
  ({
    deviceId,
    name: `#${deviceId}`,
    category: 3,
    length: times.length,
    times: Float64Array.from(times),
    offsets: Float32Array.from(times.flatMap((t) => [t, -t])),
    courses: Float32Array.from(times.map((t) => t * 10)),
  }) as ReplayTrack;

describe('the player’s place on a track', () => {
  it('finds the last fix at or before a time', () => {
    const times = Float64Array.from([10, 20, 30]);
    expect(indexAt(times, 3, 5)).toBe(-1);
    expect(indexAt(times, 3, 10)).toBe(0);
    expect(indexAt(times, 3, 29)).toBe(1);
    expect(indexAt(times, 3, 99)).toBe(2);
  });

  it('moves between fixes by time, and rests at either end', () => {
    const t = track(1, [10, 20, 30]);
    expect(placeAt(t, [0, 0], 15)).toEqual({
      index: 0,
      longitude: 15,
      latitude: -15,
      course: 100,
    });
    expect(placeAt(t, [0, 0], 0)).toMatchObject({ index: 0, longitude: 10 });
    expect(placeAt(t, [0, 0], 30)).toMatchObject({ index: 2, longitude: 30, latitude: -30 });
    expect(placeAt(t, [0, 0], 99)).toMatchObject({ index: 2, longitude: 30 });
    expect(placeAt(track(2, []), [0, 0], 15)).toBeNull();
  });

  it('places fixes at the origin plus their offsets', () => {
    const t = track(1, [10, 20]);
    expect(placeAt(t, [-46.6, -23.5], 20)).toMatchObject({
      longitude: -46.6 + 20,
      latitude: -23.5 - 20,
    });
  });

  it('draws one icon per device with fixes, in the device’s colour and category', () => {
    const tracks = [track(1, [10, 20]), track(2, []), track(3, [10, 30])];
    const frame = iconFrame(tracks, placesAt(tracks, [0, 0], 20), 4);
    expect(frame.length).toBe(2);
    expect(Array.from(frame.ids)).toEqual([1, 3]);
    expect(Array.from(frame.positions)).toEqual([20, -20, 20, -20]);
    expect(Array.from(frame.icons)).toEqual([3, 3]);
    expect(Array.from(frame.colors.subarray(0, 4))).not.toEqual(
      Array.from(frame.colors.subarray(4)),
    );
  });

  it('steps between the followed device’s fixes', () => {
    const data = {
      start: 1,
      end: 40,
      skips: new Float64Array(),
      tracks: [track(1, [10, 30]), track(2, [20, 40])],
    } as unknown as ReplayData;
    expect(Array.from(replayClip(data, 0).steps)).toEqual([10, 30]);
    expect(Array.from(replayClip(data, 1).steps)).toEqual([20, 40]);
  });
});
