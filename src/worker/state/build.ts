import type { DomainEvent } from './events';

/** The build id last read from `/version.json` (SPEC.md V1); it outlives sessions. */
export function reduceLatestBuild(latest: string | null, event: DomainEvent): string | null {
  return event.type === 'version.checked' ? event.payload.buildId : latest;
}
