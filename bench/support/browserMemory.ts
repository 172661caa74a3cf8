import { readdirSync, readFileSync } from 'node:fs';

/** One Chromium process of this benchmark's browser. */
interface ChromiumProcess {
  pid: number;
  /** `--type=` of the process: renderer, gpu-process, utility…; `browser` for the parent. */
  type: string;
  rssMb: number;
  /** Private memory (smaps_rollup's Private_Clean + Private_Dirty): what it alone holds. */
  privateMb: number;
  /** CPU time it has used so far (user + system, ms; /proc's clock ticks of 10 ms). */
  cpuMs: number;
}

const read = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const kbOf = (text: string, field: string): number =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);

/**
 * The Chromium processes started by this Node process (the benchmark's own browser and its
 * children), never another user's browser on the same machine.
 */
export function chromiumProcesses(root = process.pid): ChromiumProcess[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    // "pid (comm) state ppid …": comm may hold spaces, so read after the last ')'.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(pid, Number(after[1]));
    // utime and stime, the 14th and 15th fields (`after` starts at the 3rd).
    cpu.set(pid, (Number(after[11]) + Number(after[12])) * 10);
    names.set(pid, stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
  }
  const descends = (pid: number): boolean => {
    for (let at = parents.get(pid); at && at > 1; at = parents.get(at))
      if (at === root) return true;
    return false;
  };
  const found: ChromiumProcess[] = [];
  for (const [pid, name] of names) {
    if (!name.startsWith('chrom') || !descends(pid)) continue;
    const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
    const kind = /--type=([^\0 ]+)/.exec(cmdline)?.[1] ?? 'browser';
    // The browser's own UI runs in a renderer too; the pages' renderers are the others.
    const type = /--top-chrome-webui/.test(cmdline) ? `${kind} (browser UI)` : kind;
    const rollup = read(`/proc/${pid}/smaps_rollup`) ?? '';
    const status = read(`/proc/${pid}/status`) ?? '';
    found.push({
      pid,
      type,
      rssMb: kbOf(status, 'VmRSS') / 1024,
      privateMb: (kbOf(rollup, 'Private_Clean') + kbOf(rollup, 'Private_Dirty')) / 1024,
      cpuMs: cpu.get(pid) ?? 0,
    });
  }
  return found;
}

/** Resident memory (MB) of this benchmark's Chromium: every process (pages, GPU, workers). */
export function chromiumRssMb(): number {
  const processes = chromiumProcesses();
  return processes.length ? processes.reduce((sum, p) => sum + p.rssMb, 0) : NaN;
}

/** Resident and private MB per process type ("renderer 310/280 MB, gpu-process …"). */
export function chromiumMemoryByType(): string {
  const byType = new Map<string, { rss: number; own: number; count: number }>();
  for (const p of chromiumProcesses()) {
    const entry = byType.get(p.type) ?? { rss: 0, own: 0, count: 0 };
    entry.rss += p.rssMb;
    entry.own += p.privateMb;
    entry.count += 1;
    byType.set(p.type, entry);
  }
  return [...byType]
    .sort((a, b) => b[1].rss - a[1].rss)
    .map(
      ([type, e]) =>
        `${type}${e.count > 1 ? ` ×${e.count}` : ''} ${e.rss.toFixed(0)} MB resident / ${e.own.toFixed(0)} MB private`,
    )
    .join(', ');
}

/** CPU ms used so far by the pages' renderers (page + workers) and by the GPU process. */
export function chromiumCpuMs(): { renderer: number; gpu: number } {
  let renderer = 0;
  let gpu = 0;
  for (const p of chromiumProcesses()) {
    if (p.type === 'renderer') renderer += p.cpuMs;
    if (p.type === 'gpu-process') gpu += p.cpuMs;
  }
  return { renderer, gpu };
}
