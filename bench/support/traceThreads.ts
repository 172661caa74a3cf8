/**
 * Where a Chromium trace's time went, thread by thread across every process (`toplevel`
 * category): each thread's top-level tasks summed by wall time and by thread time (its own CPU).
 * The GPU process's threads (`CrGpuMain`, `VizCompositorThread`) show what rasterising and
 * compositing cost, which the page's main thread never sees.
 */
import { readTraceEvents } from './traceTasks';

export interface ThreadTime {
  /** "process name / thread name". */
  thread: string;
  tasks: number;
  wallMs: number;
  threadMs: number;
}

/** The busiest threads of a trace, by thread time, over its whole length. */
export function traceThreads(file: string, top = 8): { spanMs: number; threads: ThreadTime[] } {
  const events = readTraceEvents(file);
  const processes = new Map<number, string>();
  const threads = new Map<string, string>();
  for (const event of events) {
    if (event.name === 'process_name') processes.set(event.pid, event.args?.name ?? '');
    if (event.name === 'thread_name')
      threads.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  }
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  const sums = new Map<string, ThreadTime & { end: number }>();
  let first = Infinity;
  let last = -Infinity;
  for (const task of tasks) {
    const key = `${task.pid}:${task.tid}`;
    const sum = sums.get(key) ?? {
      thread: `${processes.get(task.pid) ?? task.pid} / ${threads.get(key) ?? task.tid}`,
      tasks: 0,
      wallMs: 0,
      threadMs: 0,
      end: -Infinity,
    };
    sums.set(key, sum);
    // Only outermost tasks: a nested run loop's tasks are inside their caller's.
    if (task.ts < sum.end) continue;
    sum.end = task.ts + (task.dur ?? 0);
    sum.tasks += 1;
    sum.wallMs += (task.dur ?? 0) / 1000;
    sum.threadMs += (task.tdur ?? 0) / 1000;
    first = Math.min(first, task.ts);
    last = Math.max(last, sum.end);
  }
  const ranked = [...sums.values()]
    .map(({ end: _end, ...time }) => time)
    .sort((a, b) => b.threadMs - a.threadMs);
  return {
    spanMs: Number.isFinite(first) ? (last - first) / 1000 : 0,
    threads: ranked.slice(0, top),
  };
}

/**
 * The slowest kinds of event (by summed wall time, nested ones counted inside their callers too)
 * on the threads named `threadName`, with how many there were.
 */
export function threadEvents(
  file: string,
  threadName: string,
  top = 12,
): [string, number, number][] {
  const events = readTraceEvents(file);
  const wanted = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === threadName)
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const sums = new Map<string, [number, number]>();
  for (const e of events) {
    if (e.ph !== 'X' || !wanted.has(`${e.pid}:${e.tid}`)) continue;
    const [ms, count] = sums.get(e.name) ?? [0, 0];
    sums.set(e.name, [ms + (e.dur ?? 0) / 1000, count + 1]);
  }
  return [...sums.entries()]
    .map(([name, [ms, count]]) => [name, ms, count] as [string, number, number])
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
}
