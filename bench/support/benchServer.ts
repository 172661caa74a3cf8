import { startFarol, type Farol } from '../../server/app';

/** The administrator of every benchmark's Farol. */
export const BENCH_ADMIN = { email: 'bench@farol.test', password: 'bench-secret' };

/**
 * Farol in-process for a benchmark: loopback, ephemeral ports, no demo fleet, offline map;
 * `root`: the tree whose built client it serves (the working directory's by default).
 */
export function startBenchServer(dataDir: string, root?: string): Promise<Farol> {
  return startFarol({
    ...(root ? { root } : {}),
    host: '127.0.0.1',
    port: 0,
    osmandPort: 0,
    protocolPorts: 'ephemeral',
    dataDir,
    demoDevices: 0,
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    adminPasswordIsDefault: false,
    mapUrl: '',
  });
}
