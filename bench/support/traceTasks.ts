/**
 * The page's main-thread tasks from a Chromium trace (`toplevel` category): each task's wall
 * time and its thread time (CPU the task itself used). On a busy machine a task waits for a
 * core and its wall time grows; its thread time is what the page's code cost. With the
 * `devtools.timeline` category the trace also names V8's collections (MajorGC, MinorGC): each
 * long task says how much of its wall time was garbage collection.
 */
import { readFileSync } from 'node:fs';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** A task over the threshold by wall time: its wall and thread time and its collections' wall time, ms. */
export interface LongTask {
  wallMs: number;
  threadMs: number;
  gcMs: number;
}

export interface TraceTasks {
  count: number;
  /** Tasks over `overMs` by wall time, and by thread time. */
  overWall: number;
  overThread: number;
  /** Longest task by wall and by thread time, ms. */
  longestWallMs: number;
  longestThreadMs: number;
  /** The tasks over `overMs` by wall time, longest first. */
  long: LongTask[];
  /** Major collections on the main thread (in or out of a task): count and longest wall ms. */
  majorGcs: number;
  longestMajorGcMs: number;
}

/** A Chromium trace file's events (saved either as an array or as `{ traceEvents }`). */
export function readTraceEvents(file: string): TraceEvent[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

export function traceTasks(file: string, overMs = 50): TraceTasks {
  const events = readTraceEvents(file);
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e: TraceEvent) => main.has(`${e.pid}:${e.tid}`);
  const gcs = events.filter(
    (e) => e.ph === 'X' && (e.name === 'MajorGC' || e.name === 'MinorGC') && onMain(e),
  );
  const majors = gcs.filter((e) => e.name === 'MajorGC').map((e) => (e.dur ?? 0) / 1000);
  const all = events
    .filter(
      (e) =>
        e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && main.has(`${e.pid}:${e.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  // Only outermost tasks (a nested run loop's tasks are inside their caller's).
  const tasks: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of all) {
    if (task.ts < end) continue;
    tasks.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  const wall = tasks.map((task) => (task.dur ?? 0) / 1000);
  const thread = tasks.map((task) => (task.tdur ?? 0) / 1000);
  const gcWithin = (task: TraceEvent) =>
    gcs
      .filter((gc) => gc.ts >= task.ts && gc.ts + (gc.dur ?? 0) <= task.ts + (task.dur ?? 0))
      .reduce((sum, gc) => sum + (gc.dur ?? 0) / 1000, 0);
  const long = tasks
    .filter((task) => (task.dur ?? 0) / 1000 > overMs)
    .map((task) => ({
      wallMs: (task.dur ?? 0) / 1000,
      threadMs: (task.tdur ?? 0) / 1000,
      gcMs: gcWithin(task),
    }))
    .sort((a, b) => b.wallMs - a.wallMs);
  return {
    count: tasks.length,
    overWall: wall.filter((ms) => ms > overMs).length,
    overThread: thread.filter((ms) => ms > overMs).length,
    longestWallMs: Math.max(0, ...wall),
    longestThreadMs: Math.max(0, ...thread),
    long,
    majorGcs: majors.length,
    longestMajorGcMs: Math.max(0, ...majors),
  };
}
