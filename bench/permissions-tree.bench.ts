/**
 * The permission check's cost per request in a reseller tree: 5 levels (resellers R1 → R2 →
 * R3 → R4, each with BENCH_FANOUT customers beside the next reseller, and the customer C at
 * the bottom) over BENCH_DEVICES devices (100,000) spread across the customers, seeded through
 * storage and measured in-process over the API (`farol.inject`, no socket). Rows: one device
 * (GET /api/devices/{id}) and the visible list (GET /api/devices) for C, for the top reseller
 * (whose check walks the tree) and for a mid one; the top reseller reading C's account.
 * Baseline: the same single-device request by an administrator, which checks nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFarol } from '../server/app';
import { hashPassword } from '../server/services/passwords';
import { newDeviceRecord } from '../server/services/devices';
import { newUserRecord } from '../server/services/users';
import { openStorage, type Storage } from '../server/storage';
import { BENCH_ADMIN } from './support/benchServer';
import { percentileOf, printColumns } from './support/table';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const FANOUT = Number(process.env.BENCH_FANOUT ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const LIST_ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 10);
const LEVELS = 5;
const PASSWORD = 'bench-pass';

interface Tree {
  /** Resellers from the top (R1) down, then the bottom customer C. */
  chain: number[];
  /** A device of C's and one of a plain user outside any tree. */
  bottomDevice: number;
  plainDevice: number;
}

/** Seeds the tree and the fleet straight through storage (HTTP would take minutes). */
async function seed(storage: Storage): Promise<Tree> {
  const hash = await hashPassword(PASSWORD);
  const admin = await storage.users.insert(
    newUserRecord({ name: 'Bench Admin', email: BENCH_ADMIN.email, administrator: true }, hash),
  );
  const user = (email: string, attributes: Record<string, unknown> = {}) =>
    storage.users.insert(newUserRecord({ name: email, email, attributes }, hash));
  const chain: number[] = [];
  const customers: number[] = [];
  const links: { ownerId: number; propertyId: number; propertyKind: string }[] = [];
  for (let level = 1; level < LEVELS; level++) {
    const reseller = await user(`r${level}@farol.test`, {
      'tarkan.reseller': true,
      'tarkan.subReseller': true,
    });
    if (chain.length)
      links.push({ ownerId: chain.at(-1)!, propertyId: reseller.id, propertyKind: 'user' });
    chain.push(reseller.id);
    for (let i = 0; i < FANOUT; i++) {
      const customer = await user(`c${level}-${i}@farol.test`);
      links.push({ ownerId: reseller.id, propertyId: customer.id, propertyKind: 'user' });
      customers.push(customer.id);
    }
  }
  const bottom = await user('bottom@farol.test');
  links.push({ ownerId: chain.at(-1)!, propertyId: bottom.id, propertyKind: 'user' });
  chain.push(bottom.id);
  customers.push(bottom.id);
  const plain = await user('plain@farol.test');

  const records = Array.from({ length: DEVICES }, (_, i) =>
    newDeviceRecord({ name: `Vehicle ${i}`, uniqueId: `tree-${i}` }),
  );
  const devices = await storage.devices.insertMany(records, admin.id);
  devices.forEach((device, i) =>
    links.push({
      ownerId: customers[i % customers.length]!,
      propertyId: device.id,
      propertyKind: 'device',
    }),
  );
  links.push({ ownerId: plain.id, propertyId: devices[0]!.id, propertyKind: 'device' });
  await storage.links.bulk(
    links.map((link) => ({ ownerKind: 'user', ...link })),
    'add',
  );
  const bottomDevice = devices[customers.length - 1]!.id;
  return { chain, bottomDevice, plainDevice: devices[0]!.id };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-tree-'));
try {
  const storage = await openStorage({ dataDir });
  const seedStart = performance.now();
  const tree = await seed(storage);
  await storage.close();
  const users = FANOUT * (LEVELS - 1) + LEVELS + 1;
  console.log(
    `seeded ${users} users (${LEVELS} levels, ${FANOUT} customers per reseller) and ${DEVICES.toLocaleString('en-US')} devices in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const farol = await startFarol({
    host: '127.0.0.1',
    port: 0,
    osmandPort: 0,
    protocolPorts: 'ephemeral',
    dataDir,
    demoDevices: 0,
    adminEmail: BENCH_ADMIN.email,
    adminPassword: PASSWORD,
    adminPasswordIsDefault: false,
    mapUrl: '',
  });
  try {
    const cookieOf = async (email: string) => {
      const reply = await farol.inject({
        method: 'POST',
        url: '/api/session',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
      });
      if (reply.statusCode !== 200)
        throw new Error(`login ${email}: ${reply.statusCode} ${reply.body}`);
      return reply.cookies.find((c) => c.name === 'JSESSIONID')!.value;
    };
    const as = {
      admin: await cookieOf(BENCH_ADMIN.email),
      plain: await cookieOf('plain@farol.test'),
      top: await cookieOf('r1@farol.test'),
      mid: await cookieOf('r3@farol.test'),
      bottom: await cookieOf('bottom@farol.test'),
    };

    /** Times `rounds` GETs (after 3 untimed), each answered 200; counts what the last one held. */
    async function time(cookie: string, url: string, rounds: number) {
      const get = async () => {
        const reply = await farol.inject({ method: 'GET', url, cookies: { JSESSIONID: cookie } });
        if (reply.statusCode !== 200)
          throw new Error(`GET ${url}: ${reply.statusCode} ${reply.body}`);
        return reply;
      };
      for (let i = 0; i < 3; i++) await get();
      const samples: number[] = [];
      let last = '';
      for (let i = 0; i < rounds; i++) {
        const start = performance.now();
        last = (await get()).body;
        samples.push(performance.now() - start);
      }
      const parsed = JSON.parse(last) as unknown;
      return { samples, items: Array.isArray(parsed) ? parsed.length : 1 };
    }

    const cases: [string, string, string, number][] = [
      [
        'baseline: administrator, one device (no check)',
        as.admin,
        `/api/devices/${tree.bottomDevice}`,
        ROUNDS,
      ],
      ['plain user (no tree), one device', as.plain, `/api/devices/${tree.plainDevice}`, ROUNDS],
      [
        'bottom customer (level 5), one device',
        as.bottom,
        `/api/devices/${tree.bottomDevice}`,
        ROUNDS,
      ],
      ['bottom customer, visible devices', as.bottom, '/api/devices', LIST_ROUNDS],
      [
        'mid reseller (level 3), a bottom device',
        as.mid,
        `/api/devices/${tree.bottomDevice}`,
        ROUNDS,
      ],
      [
        'top reseller (level 1), a bottom device',
        as.top,
        `/api/devices/${tree.bottomDevice}`,
        ROUNDS,
      ],
      ['top reseller, the bottom customer', as.top, `/api/users/${tree.chain.at(-1)}`, ROUNDS],
      ['mid reseller, visible devices', as.mid, '/api/devices', LIST_ROUNDS],
      ['top reseller, visible devices (whole tree)', as.top, '/api/devices', LIST_ROUNDS],
    ];
    const rows: (string | number)[][] = [];
    for (const [name, cookie, url, rounds] of cases) {
      const { samples, items } = await time(cookie, url, rounds);
      const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
      rows.push([
        name,
        items,
        rounds,
        Math.round(1000 / mean),
        percentileOf(samples, 50).toFixed(2),
        percentileOf(samples, 95).toFixed(2),
      ]);
    }
    printColumns(
      `Permission checks in a ${LEVELS}-level reseller tree, ${DEVICES.toLocaleString('en-US')} devices (in-process requests)`,
      ['request', 'items', 'rounds', 'req/s', 'p50 ms', 'p95 ms'],
      rows,
    );
  } finally {
    await farol.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
