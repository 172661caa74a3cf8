/** What report runs and replay loads share: one at a time, a checked request, throttled progress. */
import type { z } from 'zod';
import { validationError } from '../transport/errors';

/** Progress reaches the view at most this often (each is an event in the log). */
export const PROGRESS_INTERVAL_MS = 250;

/** One run at a time: starting one cancels the one under way. */
export function createRunSlot() {
  let nextId = 0;
  let running: AbortController | null = null;
  return {
    /** A new run: its id, the signal that cancels it, and `done()` once it has settled. */
    start(): { id: number; signal: AbortSignal; done(): void } {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      nextId += 1;
      return {
        id: nextId,
        signal: controller.signal,
        done: () => {
          if (running === controller) running = null;
        },
      };
    },
    cancel(): void {
      running?.abort();
    },
  };
}

/** Parses a run's request; the schema's first issue, or a period that does not end after it starts, is a validation error. */
export function parseRunRequest<T extends { from: string; to: string }>(
  schema: z.ZodType<T>,
  input: unknown,
  code: string,
): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(code, parsed.error.issues[0]?.message ?? 'invalid');
  const from = Date.parse(parsed.data.from);
  const to = Date.parse(parsed.data.to);
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) {
    throw validationError('INVALID_PERIOD', 'the period must end after it starts');
  }
  return parsed.data;
}

/** Calls `report` at most once per PROGRESS_INTERVAL_MS by `now`. */
export function throttledProgress<T>(now: () => number, report: (value: T) => void) {
  let reportedAt = -Infinity;
  return (value: T): void => {
    const time = now();
    if (time - reportedAt < PROGRESS_INTERVAL_MS) return;
    reportedAt = time;
    report(value);
  };
}
