import { ScatterplotLayer } from '@deck.gl/layers';
import { useEffect, useMemo, useRef } from 'react';
import type { ReplayData } from '../../worker/types';
import { buildDeviceAtlas } from '../map/deviceAtlas';
import { useMap } from '../map/MapContext';
import { useMapOverlays } from '../map/mapOverlays';
import { buildReplayIcons, iconBounds, iconFrame, placesAt } from './buildReplayIcons';
import {
  buildReplayLayers,
  deviceLevelColors,
  replayMarkers,
  REPLAY_STEPS,
} from './buildReplayLayers';
import type { ReplayActor } from './useReplayPlayer';
import { placeAt } from './trackAt';
import { useFrameSteps } from './useFrameSteps';

/** The editing overlay that keeps the map's live canvas open for the icons (it draws nothing). */
const LIVE_ANCHOR = [new ScatterplotLayer({ id: 'replay-live-anchor', data: [] })];

/**
 * Puts the player on the map (the live fleet hidden meanwhile): the still layers once per load
 * and colouring, the moving icons on every tick of the clock on the map's live canvas, which
 * covers only where the icons are (a 512 px square that moves when they leave it) — straight
 * from the machine, not through React. A tick redraws the icons' canvas and never the paths,
 * stops and events (deck.gl redraws every layer of a canvas when one changes: at 1000x that was
 * the whole route every frame, its cost growing with the route's). A load comes on in steps, a frame each
 * (REPLAY_STEPS), the last one fitting the map to the routes; when following, the map pans to
 * the followed device whenever it leaves the middle of the view. The icons' places are written
 * on `marker` (data-places), and data-mapped once the whole load is on the map, for people and
 * tests to read.
 */
export function ReplayOverlay({
  actor,
  data,
  colors,
  hoverTime,
  followed,
  follow,
  marker,
}: {
  actor: ReplayActor;
  data: ReplayData | null;
  /** RGBA per vertex per path level, or null for each device's colour. */
  colors: Uint8Array[] | null;
  hoverTime: number | null;
  followed: number;
  follow: boolean;
  marker: React.RefObject<HTMLElement | null>;
}) {
  const overlays = useMapOverlays();
  const map = useMap();
  const atlas = useMemo(() => buildDeviceAtlas(), []);
  const step = useFrameSteps(data, REPLAY_STEPS.fit);
  // Each device's colour only when no attribute colours the paths.
  const pathColors = useMemo(() => colors ?? (data ? deviceLevelColors(data) : []), [data, colors]);
  const markers = useMemo(() => replayMarkers(data), [data]);
  const still = useMemo(
    () => buildReplayLayers({ data, markers, colors: pathColors, step }),
    [data, markers, pathColors, step],
  );
  const fitted = useRef<ReplayData | null>(null);

  useEffect(() => {
    if (!map || !data || step < REPLAY_STEPS.fit || fitted.current === data) return;
    fitted.current = data;
    if (data.bounds) map.fitBounds(data.bounds, 16);
  }, [map, data, step]);
  // Whether the load stands whole on the map (its last step taken), for people and tests to read.
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    if (data && step === REPLAY_STEPS.fit) element.dataset.mapped = '';
    else delete element.dataset.mapped;
  }, [data, step, marker]);

  // Empty before a load: deck.gl creates the layers (models, GPU programs, the icons' atlas)
  // while the page waits for the user, not in the frame the route arrives.
  useEffect(() => {
    overlays.set('replay', { layers: still, hideFleet: true });
  }, [overlays, still]);
  // The map keeps its live canvas only beside an editing overlay (createMapStage): one empty
  // layer makes it. Its canvas stays unseen and 1 px: nothing to draw, nothing to composite.
  useEffect(() => {
    overlays.set('replay-plane', { layers: LIVE_ANCHOR, editing: true });
  }, [overlays]);

  useEffect(() => {
    if (!data) {
      const icons = buildReplayIcons({ frame: iconFrame([], [], 0), atlas, hover: null });
      overlays.set('replay-icons', { layers: icons, live: true, bounds: null });
      return;
    }
    const hoverTrack = data.tracks[followed];
    const hover =
      hoverTime !== null && hoverTrack ? placeAt(hoverTrack, data.origin, hoverTime) : null;
    let version = 0;
    let drawnAt = NaN;
    const draw = (time: number) => {
      if (time === drawnAt) return;
      drawnAt = time;
      const places = placesAt(data.tracks, data.origin, time);
      const frame = iconFrame(data.tracks, places, (version += 1));
      overlays.set('replay-icons', {
        layers: buildReplayIcons({ frame, atlas, hover }),
        live: true,
        bounds: iconBounds([...places, hover]),
      });
      if (marker.current) {
        marker.current.dataset.places = JSON.stringify(
          places.map((place) => place && [place.longitude, place.latitude]),
        );
      }
      const mine = places[followed];
      if (follow && map && mine && !map.isCentral(mine)) map.panTo(mine);
    };
    draw(actor.getSnapshot().context.time);
    const subscription = actor.subscribe((snapshot) => draw(snapshot.context.time));
    return () => subscription.unsubscribe();
  }, [actor, data, atlas, overlays, hoverTime, followed, follow, map, marker]);

  useEffect(
    () => () => {
      overlays.set('replay-icons', null);
      overlays.set('replay-plane', null);
      overlays.set('replay', null);
    },
    [overlays],
  );
  return null;
}
