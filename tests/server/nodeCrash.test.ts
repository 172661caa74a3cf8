import { describe, expect, it } from 'vitest';
import { ADMIN, Client, createDevice, removeDir, startTestServer, tempDir } from './helpers';
import { testDatabaseUrl } from './support/database';
import { spawnFarol } from './support/spawnFarol';

describe('a node killed while devices report', () => {
  it('loses no position it answered 200 for', async () => {
    const dir = tempDir();
    const databaseUrl = await testDatabaseUrl(dir);
    const node = await spawnFarol({
      dataDir: dir,
      databaseUrl,
      host: '127.0.0.1',
      port: 0,
      osmandPort: 0,
      demoDevices: 0,
      mapUrl: '',
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
    });
    const t0 = Math.floor(Date.now() / 1000) - 3600;
    const acknowledged: number[] = [];
    let device: { id: number };
    try {
      const admin = new Client(node.url);
      await admin.login(ADMIN.email, ADMIN.password);
      device = await createDevice(admin, 'Crash', 'crash-1');
      let next = 0;
      let killed: Promise<void> | null = null;
      // Eight devices' worth of concurrent reports; the node dies after 60 answers, mid-stream.
      const sender = async () => {
        while (!killed) {
          const seq = next++;
          const query = `id=crash-1&lat=-23.5&lon=-46.6&timestamp=${t0 + seq}&seq=${seq}`;
          try {
            const response = await fetch(`${node.osmandUrl}/?${query}`, { method: 'POST' });
            await response.text();
            if (response.status === 200) acknowledged.push(seq);
          } catch {
            return; // the node is gone
          }
          if (acknowledged.length >= 60) killed ??= node.kill();
        }
      };
      await Promise.all(Array.from({ length: 8 }, sender));
      await killed;
    } finally {
      await node.kill();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const farol = await startTestServer(dir);
    try {
      const admin = new Client(farol.url);
      await admin.login(ADMIN.email, ADMIN.password);
      const from = new Date((t0 - 1) * 1000).toISOString();
      const to = new Date((t0 + 10_000) * 1000).toISOString();
      const stored = (
        await admin.get(`/api/positions?deviceId=${device!.id}&from=${from}&to=${to}`)
      ).json() as { attributes: { seq?: number } }[];
      const seqs = new Set(stored.map((position) => Number(position.attributes.seq)));
      expect(acknowledged.filter((seq) => !seqs.has(seq))).toEqual([]);
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });
});
