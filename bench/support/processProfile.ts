/**
 * This process's own CPU profile over a window (node:inspector's Profiler), for benchmarks that
 * run the server in-process: the profile covers the measured load only, not the start-up.
 * Written as `.cpuprofile` (DevTools and `node --cpu-prof` tools open it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts profiling; `stop` ends it and gives the profile (DevTools' `.cpuprofile` shape). */
export async function startProfiler(): Promise<{ stop(): Promise<unknown> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

/** Starts profiling; `stop` writes the profile to `file`. */
export async function startProcessProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const profiler = await startProfiler();
  return {
    async stop(file) {
      writeFileSync(file, JSON.stringify(await profiler.stop()));
    },
  };
}
