/** The topics the UI subscribes to, each replaying its current value to new subscribers. */
import { ReplaySubject } from 'rxjs';
import type { Topic, Topics } from '../types';

export type TopicCallback<T extends Topic> = (value: Topics[T]) => unknown;

export interface TopicHub {
  publish<T extends Topic>(topic: T, value: Topics[T]): void;
  /** Calls back with the current value at once (if any), then on every publish. */
  subscribe<T extends Topic>(topic: T, callback: TopicCallback<T>): () => void;
  current<T extends Topic>(topic: T): Topics[T] | undefined;
}

/** Per-topic preparation of each delivered value (the map frame is copied per delivery). */
export type Prepare = { [T in Topic]?: (value: Topics[T]) => Topics[T] };

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return !!value && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Delivers to one callback with latest-wins backpressure: when the callback returns a promise
 * (a Comlink proxy always does), nothing more is sent until it settles; values published
 * meanwhile collapse into the latest one. A slow main thread thus never queues map frames.
 */
function deliverer<T>(callback: (value: T) => unknown, prepare: (value: T) => T) {
  let busy = false;
  let closed = false;
  let pending: { value: T } | null = null;
  const send = (value: T) => {
    if (closed) return;
    let result: unknown;
    try {
      result = callback(prepare(value));
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

export function createTopicHub(prepare: Prepare = {}): TopicHub {
  const subjects = new Map<Topic, ReplaySubject<unknown>>();
  const latest = new Map<Topic, unknown>();
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
      latest.set(topic, value);
      subjectOf(topic).next(value);
    },
    subscribe(topic, callback) {
      type T = Topics[typeof topic];
      const prep = (prepare[topic] ?? ((value: T) => value)) as (value: T) => T;
      const delivery = deliverer(callback, prep);
      const subscription = subjectOf(topic).subscribe((value) => delivery.push(value as T));
      return () => {
        delivery.close();
        subscription.unsubscribe();
      };
    },
    current(topic) {
      return latest.get(topic) as Topics[typeof topic] | undefined;
    },
  };
}
