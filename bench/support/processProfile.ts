/**
 * This process's own CPU profile over a window (node:inspector's Profiler), for benchmarks that
 * run the server in-process: the profile covers the measured load only, not the start-up.
 * Written as `.cpuprofile` (DevTools and `node --cpu-prof` tools open it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts profiling; `stop` writes the profile to `file`. */
export async function startProcessProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}
