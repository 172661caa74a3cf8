import { startFarol, type Farol } from './app';
import type { Config } from './config';

/** A Farol that can restart itself in place (`POST /api/server/restart`). */
export interface SupervisedFarol {
  /** The running instance (a new one after each restart). */
  readonly current: Farol;
  /** How many times it restarted. */
  readonly restarts: number;
  /** Resolves once the restart under way (if any) has finished. */
  settled(): Promise<void>;
  /** Stops it for good. */
  close(): Promise<void>;
}

/**
 * Runs Farol and restarts it when an administrator asks: the node stops everything (listeners,
 * timers, storage) and starts again on the ports it had, reading its configuration anew, in
 * this process. A restart asked for while one is under way is the same restart.
 */
export async function superviseFarol(
  overrides: Partial<Config> = {},
  onRestart: (farol: Farol) => void = () => {},
): Promise<SupervisedFarol> {
  let restarts = 0;
  let restarting: Promise<void> | null = null;
  let closed = false;
  const lifecycle = {
    restart: () => {
      restarting ??= (async () => {
        try {
          const { port, osmandPort } = current.config;
          await current.close();
          if (closed) return;
          current = await startFarol({ ...overrides, port, osmandPort }, lifecycle);
          restarts++;
          onRestart(current);
        } catch (error) {
          console.error('Restart failed:', error);
          process.exitCode = 1;
        } finally {
          restarting = null;
        }
      })();
    },
  };
  let current = await startFarol(overrides, lifecycle);
  return {
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    settled: async () => {
      await restarting;
    },
    close: async () => {
      closed = true;
      await restarting;
      await current.close();
    },
  };
}
