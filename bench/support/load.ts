import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, PacedJob, ThroughputJob } from './loadClient';

/** A phase of a paced job: its timed window starts, or its deliveries are all in. */
export type LoadPhase = 'start' | 'end';

/**
 * Runs one job in a fresh load-generator process and returns its result; `onPhase` hears when
 * a paced job's timed window starts and ends (the server's CPU time is read over it).
 */
export function runLoad(
  job: ThroughputJob | PacedJob,
  onPhase: (phase: LoadPhase) => void = () => undefined,
): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./loadClient.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: LoadResult | { phase: LoadPhase }) => {
      if ('phase' in message) onPhase(message.phase);
      else resolve(message);
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(job);
  });
}
