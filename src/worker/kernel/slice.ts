/** How a domain declares its part of the core's state (SPEC.md E2). */
import type { DomainEvent } from '../events';
import type { CoreState } from '../state';

/**
 * The reducer of one state key: pure, given the key's value, the event and the whole state as
 * it was before the event; returns the same value when the event does not concern it.
 */
export type KeyReducer<V> = (value: V, event: DomainEvent, before: CoreState) => V;

/**
 * A domain's slice of the core state: the keys it owns, their initial values and one reducer
 * per key. `state.ts` combines the slices; nothing else folds events.
 */
export interface Slice<S> {
  initial: S;
  reducers: { [K in keyof S]: KeyReducer<S[K]> };
}
