import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Where Debian's PostgreSQL keeps its server binaries (not on PATH): the newest
 * /usr/lib/postgresql/<major>/bin, or FAROL_POSTGRES_BIN.
 */
export function postgresBin(): string {
  if (process.env.FAROL_POSTGRES_BIN) return process.env.FAROL_POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return path.join(root, majors[0] ?? '15', 'bin');
}

/** A throwaway PostgreSQL cluster on loopback: its superuser URL and how to stop it. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A free TCP port on loopback (the kernel's pick, released just before the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Debian's initdb refuses to run as root: as root, run the binaries as the `postgres` user.
function runAsOwner(binary: string, args: string[]): void {
  const command = path.join(postgresBin(), binary);
  const asRoot = process.getuid?.() === 0;
  execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

/**
 * Creates a cluster in a temporary folder (initdb), starts it on 127.0.0.1 with a free port and
 * its socket inside that folder, and waits until it accepts connections. `stop` shuts it down
 * and removes the folder. Settings are PostgreSQL's defaults (fsync and synchronous commit on),
 * so a committed transaction is as durable as in production.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!fs.existsSync(path.join(postgresBin(), 'initdb'))) {
    throw new Error('PostgreSQL is not installed: run scripts/ensure-services.sh');
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'farol-pg-'));
  const data = path.join(folder, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', folder]);
  runAsOwner('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c max_connections=200`;
  runAsOwner('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(folder, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
