/** The topics the UI subscribes to, each replaying its current value to new subscribers. */
import { ReplaySubject, Subscription, type Observable } from 'rxjs';
import type { Topic, Topics } from '../types';

export type TopicCallback<T extends Topic> = (value: Topics[T]) => unknown;

export interface TopicHub {
  publish<T extends Topic>(topic: T, value: Topics[T]): void;
  /** Calls back with the current value at once (if any), then on every publish (SPEC.md C1). */
  subscribe<T extends Topic>(topic: T, callback: TopicCallback<T>): () => void;
}

/** The stream of each topic in `K`, as a domain's `topics.ts` builds them. */
export type TopicStreams<K extends Topic = Topic> = { [T in K]: Observable<Topics[T]> };

/**
 * The copy each delivery of a topic gets, for topics whose values carry typed arrays: the
 * copy is the receiver's own, so the bridge may transfer (detach) its buffers. `previous` is
 * the copy this subscriber was last sent (none before its first delivery): a copy may hold only
 * what changed since (SPEC.md M3).
 */
export type TopicCopies = {
  [T in Topic]?: (value: Topics[T], previous: Topics[T] | undefined) => Topics[T];
};

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return !!value && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Delivers to one callback with latest-wins backpressure (SPEC.md M4): when the callback
 * returns a promise (a Comlink proxy always does), nothing more is sent until it settles;
 * values published meanwhile collapse into the latest one, copied only when sent. A slow main
 * thread thus never queues map frames.
 */
function deliverer<T>(
  callback: (value: T) => unknown,
  copy: (value: T, previous: T | undefined) => T,
) {
  let busy = false;
  let closed = false;
  let pending: { value: T } | null = null;
  let sent: T | undefined;
  const send = (value: T) => {
    if (closed) return;
    let result: unknown;
    try {
      sent = copy(value, sent);
      result = callback(sent);
    } catch {
      result = undefined; // a throwing subscriber must not break the others
    }
    if (!isThenable(result)) return;
    busy = true;
    const settle = () => {
      busy = false;
      const next = pending;
      pending = null;
      if (next) send(next.value);
    };
    result.then(settle, settle);
  };
  return {
    push(value: T) {
      if (busy) pending = { value };
      else send(value);
    },
    close() {
      closed = true;
      pending = null;
    },
  };
}

export function createTopicHub(copies: TopicCopies = {}): TopicHub {
  const subjects = new Map<Topic, ReplaySubject<unknown>>();
  const subjectOf = (topic: Topic) => {
    let subject = subjects.get(topic);
    if (!subject) {
      subject = new ReplaySubject<unknown>(1);
      subjects.set(topic, subject);
    }
    return subject;
  };
  return {
    publish(topic, value) {
      subjectOf(topic).next(value);
    },
    subscribe(topic, callback) {
      type T = Topics[typeof topic];
      const copy = (copies[topic] ?? ((value: T) => value)) as (value: T, previous?: T) => T;
      const delivery = deliverer(callback, copy);
      const subscription = subjectOf(topic).subscribe((value) => delivery.push(value as T));
      return () => {
        delivery.close();
        subscription.unsubscribe();
      };
    },
  };
}

/** Publishes every value of every stream to its topic until the subscription ends. */
export function publishTopics(hub: TopicHub, streams: TopicStreams): Subscription {
  const all = new Subscription();
  for (const topic of Object.keys(streams) as Topic[]) {
    const stream = streams[topic] as Observable<Topics[Topic]>;
    all.add(stream.subscribe((value) => hub.publish(topic, value)));
  }
  return all;
}
