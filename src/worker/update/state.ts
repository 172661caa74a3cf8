/** The update slice: the build id last read from `/version.json` (SPEC.md V1). */
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';

export interface UpdateState {
  /** The build id last read; it outlives sessions. */
  latestBuild: string | null;
}

export function reduceLatestBuild(latest: string | null, event: DomainEvent): string | null {
  return event.type === 'version.checked' ? event.payload.buildId : latest;
}

export const updateSlice: Slice<UpdateState> = {
  initial: { latestBuild: null },
  reducers: { latestBuild: reduceLatestBuild },
};
