import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, PacedJob, ThroughputJob } from './loadClient';

/** Runs one job in a fresh load-generator process and returns its result. */
export function runLoad(job: ThroughputJob | PacedJob): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./loadClient.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(job);
  });
}
