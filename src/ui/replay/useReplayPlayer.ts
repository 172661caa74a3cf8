import { useActorRef, useSelector } from '@xstate/react';
import { startTransition, useEffect, useState } from 'react';
import {
  createReplayImplementations,
  replayMachine,
  type ReplayClip,
} from '../../machines/replayMachine';
import type { ReplayData, ReplayRequest } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { replayClip } from './replayClip';

export type ReplayActor = ReturnType<typeof useReplayPlayer>['actor'];

/**
 * The route player's state: the clock (replayMachine, loading through the core and cancelling
 * when the load is left) and the loaded routes. The followed device sets the fixes that
 * previous/next step between.
 */
export function useReplayPlayer() {
  const core = useCore();
  const [data, setData] = useState<ReplayData | null>(null);
  const [followed, setFollowed] = useState(0);
  // Made once: `provide` builds a whole new machine (every state node) on each call, and the
  // page renders on every progress update of a load (`replayProgress`) — garbage for the main
  // thread's collector while the route streams in. useActorRef reads only the first one anyway.
  const [machine] = useState(() =>
    replayMachine.provide(
      createReplayImplementations({
        async load(request: ReplayRequest, signal: AbortSignal): Promise<ReplayClip> {
          signal.addEventListener('abort', () => void core.cancelReplay());
          setData(null);
          const loaded = await core.loadReplay(request);
          // The whole player appears at once; rendered as a transition, React yields between
          // its parts instead of holding the main thread for all of them in one task.
          startTransition(() => {
            setData(loaded);
            setFollowed(0);
          });
          return replayClip(loaded, 0);
        },
      }),
    ),
  );
  const actor = useActorRef(machine);
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  useEffect(() => {
    if (data) actor.send({ type: 'replay.steps', steps: replayClip(data, followed).steps });
  }, [actor, data, followed]);
  // Leaving the player ends a load under way.
  useEffect(() => () => void core.cancelReplay(), [core]);

  return { actor, data, status, error, followed, setFollowed };
}

/** The player's clock (epoch ms of the track); renders its caller on every frame. */
export const useReplayTime = (actor: ReplayActor) =>
  useSelector(actor, (snapshot) => snapshot.context.time);
