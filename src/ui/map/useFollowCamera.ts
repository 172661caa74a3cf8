import { useEffect } from 'react';
import { useTopic } from '../core/CoreContext';
import type { MapHandle } from './MapContext';

/** Follow mode (SPEC §4): the map recentres on each position update of the followed device. */
export function useFollowCamera(handle: MapHandle | null): void {
  const follow = useTopic('follow');
  useEffect(() => {
    if (handle && follow) handle.panTo({ longitude: follow.longitude, latitude: follow.latitude });
  }, [handle, follow]);
}
