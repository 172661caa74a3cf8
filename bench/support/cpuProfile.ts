/**
 * The page's main-thread CPU profile (Chrome DevTools Protocol's Profiler) over a window, and
 * what a long task spent its time on: each run of busy samples over `minMs` with its heaviest
 * functions by self time. Written as `.cpuprofile` when asked (DevTools opens it).
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

export interface BusyRun {
  ms: number;
  /** Heaviest functions by self time, "name (file:line) ms". */
  top: string[];
}

const IDLE = new Set(['(idle)', '(root)']);

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.split('/').pop()?.split('?')[0] ?? '';
  return `${functionName || '(anonymous)'}${file ? ` (${file}:${lineNumber + 1})` : ''}`;
}

/** Runs of consecutive non-idle samples longer than `minMs`, longest first. */
export function busyRuns(profile: CpuProfile, minMs: number, topN = 6): BusyRun[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const runs: BusyRun[] = [];
  let self = new Map<string, number>();
  let ms = 0;
  const close = () => {
    if (ms >= minMs) {
      const top = [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, topN)
        .map(([name, t]) => `${name} ${t.toFixed(0)} ms`);
      runs.push({ ms, top });
    }
    self = new Map();
    ms = 0;
  };
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (IDLE.has(node.callFrame.functionName)) {
      close();
      return;
    }
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + delta);
    ms += delta;
  });
  close();
  return runs.sort((a, b) => b.ms - a.ms);
}

/** Starts profiling the page's main thread; `stop` returns its busy runs (and saves the file). */
export async function startCpuProfile(page: Page): Promise<{
  stop(minMs: number, file?: string): Promise<BusyRun[]>;
}> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 500 });
  await session.send('Profiler.start');
  return {
    async stop(minMs, file) {
      const { profile } = (await session.send('Profiler.stop')) as unknown as {
        profile: CpuProfile;
      };
      await session.detach();
      if (file) writeFileSync(file, JSON.stringify(profile));
      return busyRuns(profile, minMs);
    },
  };
}

/**
 * What a profile spent between two moments (µs on the profile's clock, the monotonic clock of
 * `process.hrtime`): the heaviest functions by self time and, for functions of `src/`, by total
 * time (self and callees), "name (file:line) ms".
 */
export function windowTop(
  profile: CpuProfile & { nodes: (ProfileNode & { children?: number[] })[] },
  fromUs: number,
  toUs: number,
  topN = 8,
): { busyMs: number; self: string[]; total: string[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let at = profile.startTime;
  let busyMs = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromUs || at > toUs) return;
    const node = byId.get(id)!;
    if (IDLE.has(node.callFrame.functionName)) return;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    busyMs += delta;
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + delta);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const frame = byId.get(n)!;
      if (!frame.callFrame.url.includes('/src/')) continue;
      const key = frameName(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + delta);
    }
  });
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .map(([name, t]) => `${name} ${t.toFixed(1)} ms`);
  return { busyMs, self: top(self), total: top(total) };
}
