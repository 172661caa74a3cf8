import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../../server/config';

/** A Farol node running in a child process. */
export interface FarolProcess {
  url: string;
  osmandUrl: string;
  child: ChildProcess;
  /** Kills it at once (SIGKILL: no close, no drain), as a crash or a power cut would. */
  kill(): Promise<void>;
}

/** Starts `tests/server/support/farolProcess.ts` with `config` and waits for its URLs. */
export function spawnFarol(config: Partial<Config>): Promise<FarolProcess> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'farolProcess.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, FAROL_TEST_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`Farol process exited (${code}) before start`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      const { url, osmandUrl } = JSON.parse(line) as { url: string; osmandUrl: string };
      resolve({
        url,
        osmandUrl,
        child,
        async kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}
