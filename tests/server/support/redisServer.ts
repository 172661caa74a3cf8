import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgresCluster';

/** A throwaway redis-server on loopback. */
export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts Debian's redis-server on 127.0.0.1 with `port` (default: a free one), its files in a temporary folder,
 * no persistence (the tests need none), and waits until it answers PING. `stop` ends it and
 * removes the folder.
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'farol-redis-'));
  port ??= await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      folder,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server did not start: ${error.message}`)),
    );
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (await Promise.race([answers(port), failed])) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      fs.rmSync(folder, { recursive: true, force: true });
      throw new Error('redis-server did not start (is it installed? scripts/ensure-services.sh)');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
