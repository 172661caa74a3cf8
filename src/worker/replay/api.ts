/** The replay domain's API: the player's routes, colours, chart lines and points (SPEC.md RY1–RY6). */
import { z } from 'zod';
import { convertSpeed, replaySourcesOf } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { toCoreError, validationError } from '../transport/errors';
import { attributeValues, thinSeries } from '../reports/chartSeries';
import { fuelPrice, reportUnits } from '../reports/preferences';
import { createRunSlot, parseRunRequest, throttledProgress } from '../reports/runSlot';
import { addressAt, attributeAt } from '../reports/track';
import { loadReplay, type ReplayLoadInput } from './loadReplay';
import { pathColors } from './pathColors';
import { replayData } from './replayData';
import type { ReplayApi, ReplaySources } from './types';

/** The player draws up to this many devices on one timeline. */
export const MAX_REPLAY_DEVICES = 20;

const ReplayRequestInput = z
  .object({
    deviceIds: z.array(z.number().int().positive()).min(1).max(MAX_REPLAY_DEVICES),
    from: z.string().min(1),
    to: z.string().min(1),
  })
  .strict();

export function createReplayApi(ctx: CoreContext): ReplayApi {
  const slot = createRunSlot();
  const current = () => ctx.state().replay;
  const tracks = () => current().load?.tracks ?? [];

  return {
    async loadReplay(input) {
      const parsed = parseRunRequest(ReplayRequestInput, input, 'INVALID_REPLAY');
      const request = { ...parsed, deviceIds: [...new Set(parsed.deviceIds)] };
      const { user, server, edition } = ctx.state().session;
      const sources: ReplaySources =
        user && server
          ? replaySourcesOf({ user, server, plus: edition?.plus ?? false })
          : { route: null, stops: false, events: false };
      if (sources.route === null) {
        throw validationError('OPERATION_RESTRICTED', 'this account may not read route history');
      }
      const run = slot.start();
      const { id } = run;
      const units = reportUnits(user, server);
      ctx.dispatch('replay.started', 'user', { id, request, units, sources });
      const devices = ctx.state().devices;
      const load: ReplayLoadInput = {
        http: ctx.http,
        request,
        sources,
        signal: run.signal,
        rows: {
          units,
          fuelPrice: fuelPrice(user, server),
          litersx100km: () => null,
          geofenceName: () => null,
          deviceName: (deviceId) => devices.get(deviceId)?.name ?? `#${deviceId}`,
        },
        onProgress: throttledProgress(ctx.deps.now, (progress) =>
          ctx.dispatch('replay.progressed', 'rest', { id, progress }),
        ),
      };
      try {
        ctx.dispatch('replay.loaded', 'rest', { id, load: await loadReplay(load) });
      } catch (cause) {
        const error = toCoreError(cause);
        if (error.type === 'cancelled') ctx.dispatch('replay.cancelled', 'user', { id });
        else ctx.dispatch('replay.failed', 'rest', { id, error });
        throw error;
      } finally {
        run.done();
      }
      const loaded = current();
      if (loaded.id !== id || !loaded.load)
        throw validationError('CANCELLED', 'replaced by a newer load');
      return replayData({ ...loaded, load: loaded.load }, (deviceId) =>
        ctx.state().devices.get(deviceId),
      );
    },

    async cancelReplay() {
      slot.cancel();
    },

    async replayColors({ attribute }) {
      const { units, load } = current();
      return pathColors(load, units, attribute);
    },

    async replaySeries({ attribute, maxPoints }) {
      const { units } = current();
      return tracks().map((track) => ({
        deviceId: track.deviceId,
        ...thinSeries(
          track.times,
          attributeValues(track, attribute, units.speed),
          Math.max(2, Math.min(maxPoints, 200_000)),
        ),
      }));
    },

    async replayPoint({ track: which, index }) {
      const track = tracks()[which];
      if (!track || index < 0 || index >= track.length) return null;
      const attributes: Record<string, string | number | boolean> = {};
      for (const name of [...track.numeric.keys(), ...track.text.keys()].sort()) {
        const value = attributeAt(track, name, index);
        if (value !== undefined) attributes[name] = value as string | number | boolean;
      }
      return {
        deviceId: track.deviceId,
        index,
        positionId: track.ids[index]!,
        time: track.times[index]!,
        longitude: track.positions[index * 2]!,
        latitude: track.positions[index * 2 + 1]!,
        speed: convertSpeed(track.speeds[index]!, current().units.speed),
        course: track.courses[index]!,
        altitude: track.altitudes[index]!,
        address: addressAt(track, index),
        attributes,
      };
    },
  };
}
