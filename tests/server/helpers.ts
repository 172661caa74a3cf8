import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { startFarol, type Farol } from '../../server/app';
import type { Config } from '../../server/config';
import { checkResponse, checkSocketMessage } from './support/contract';
import { testDatabaseUrl } from './support/database';

export const ADMIN = { email: 'admin@farol.test', password: 'admin-secret' };

/** A fresh temp data folder; removed by `removeDir`. */
export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'farol-test-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts Farol for a test: ephemeral ports, loopback, no demo, offline map, on the suite's
 * database (a real SQLite file in `dataDir`, or the PostgreSQL database that stands for it).
 */
export async function startTestServer(
  dataDir: string,
  overrides: Partial<Config> = {},
): Promise<Farol> {
  return startFarol({
    dataDir,
    databaseUrl: await testDatabaseUrl(dataDir),
    port: 0,
    osmandPort: 0,
    protocolPorts: 'ephemeral',
    host: '127.0.0.1',
    demoDevices: 0,
    mapUrl: '',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    statusTimeout: 600,
    webOrigins: [],
    ...overrides,
  });
}

/** A Farol of the enclosing describe, its data folder and its administrator. */
export interface TestServer {
  farol: Farol;
  dir: string;
  admin: Client;
}

/**
 * Starts a Farol before the enclosing describe's tests (with a signed-in administrator) and
 * stops it and removes its data after them. Read the fields inside hooks and tests.
 */
export function useTestServer(overrides: Partial<Config> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    server.dir = tempDir();
    server.farol = await startTestServer(server.dir, overrides);
    server.admin = await adminClient(server.farol);
  });
  afterAll(async () => {
    await server.farol.close();
    removeDir(server.dir);
  });
  return server;
}

/** Parsed JSON bodies are checked by the assertions that read them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A message received on /api/socket. */
export type SocketMessage = Record<string, Json>;

export interface Reply {
  status: number;
  text: string;
  headers: Headers;
  json(): Json;
}

type Body = { json: unknown } | { form: Record<string, string> } | undefined;

/**
 * A tiny HTTP client that keeps the JSESSIONID cookie like a browser; every JSON answer is
 * checked against its route's contract (support/contract.ts) and throws when it breaks it.
 */
export class Client {
  cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const init: RequestInit = { method, headers: { ...headers } };
    const all = init.headers as Record<string, string>;
    if (this.cookie) all.cookie = this.cookie;
    if (body && 'json' in body) {
      all['content-type'] = 'application/json';
      init.body = JSON.stringify(body.json);
    } else if (body && 'form' in body) {
      all['content-type'] = 'application/x-www-form-urlencoded';
      init.body = new URLSearchParams(body.form).toString();
    }
    const response = await fetch(this.baseUrl + url, init);
    const session = response.headers.getSetCookie().find((c) => c.startsWith('JSESSIONID='));
    if (session) {
      const value = session.split(';')[0]!;
      this.cookie = value === 'JSESSIONID=' ? null : value;
    }
    const text = await response.text();
    checkResponse(method, url, response.status, response.headers.get('content-type'), text);
    return {
      status: response.status,
      text,
      headers: response.headers,
      json: () => JSON.parse(text),
    };
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, json: unknown) => this.request('POST', url, { json });
  put = (url: string, json: unknown) => this.request('PUT', url, { json });
  delete = (url: string) => this.request('DELETE', url);

  /** Logs in with the form, as Traccar clients do; throws unless 200. */
  async login(email: string, password: string): Promise<Reply> {
    const reply = await this.request('POST', '/api/session', { form: { email, password } });
    if (reply.status !== 200)
      throw new Error(`login ${email} failed: ${reply.status} ${reply.text}`);
    return reply;
  }
}

/** An administrator client, logged in. */
export async function adminClient(farol: Farol): Promise<Client> {
  const client = new Client(farol.url);
  await client.login(ADMIN.email, ADMIN.password);
  return client;
}

/** Creates a user (as admin) and returns a client logged in as them, with their id. */
export async function userClient(
  farol: Farol,
  admin: Client,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ client: Client; id: number }> {
  const created = await admin.post('/api/users', {
    name: email,
    email,
    password: 'pass1234',
    ...extra,
  });
  if (created.status !== 200) throw new Error(`create ${email}: ${created.status} ${created.text}`);
  const client = new Client(farol.url);
  await client.login(email, 'pass1234');
  return { client, id: created.json().id };
}

/** Creates a device through the API and returns it. */
export async function createDevice(client: Client, name: string, uniqueId: string) {
  const reply = await client.post('/api/devices', { name, uniqueId });
  if (reply.status !== 200) throw new Error(`create device: ${reply.status} ${reply.text}`);
  return reply.json() as { id: number; uniqueId: string; name: string };
}

/** Sends an OsmAnd query-string report and returns the status. */
export async function osmand(
  farol: Farol,
  query: Record<string, string | number | boolean>,
): Promise<number> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${farol.osmandUrl}/?${params}`, { method: 'POST' });
  await response.text();
  return response.status;
}

/**
 * A WebSocket client on /api/socket that queues the messages it receives; each is checked
 * against the socket contract, and a test that received a broken one fails at its end.
 */
export class SocketClient {
  /** Messages not yet consumed by `next`. */
  readonly messages: SocketMessage[] = [];
  /** Every message ever received, for "never received" assertions. */
  readonly received: SocketMessage[] = [];
  private waiters: (() => void)[] = [];
  /** Resolves with the close code when the socket closes (from either side). */
  readonly closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data, isBinary) => {
      // A browser reads a binary frame as a Blob, never as the JSON text it expects.
      if (isBinary) throw new Error('/api/socket sent a binary frame');
      const message = JSON.parse(String(data)) as SocketMessage;
      checkSocketMessage(message);
      this.messages.push(message);
      this.received.push(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens a socket with the client's cookie (or a `?token=`); rejects on a refused upgrade. */
  static open(
    baseUrl: string,
    options: { cookie?: string | null; token?: string; origin?: string } = {},
  ): Promise<SocketClient> {
    const url =
      baseUrl.replace(/^http/, 'ws') +
      '/api/socket' +
      (options.token ? `?token=${options.token}` : '');
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      const client = new SocketClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`HTTP ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  /** Waits for the first queued message matching `match`, removing it and everything before. */
  async next(match: (message: SocketMessage) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex(match);
      if (index >= 0) return this.messages.splice(0, index + 1)[index]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching socket message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** Positions in a socket message, if any. */
export const positionsOf = (message: Record<string, unknown>) =>
  (message.positions ?? []) as { deviceId: number; latitude: number; id: number }[];
export const devicesOf = (message: Record<string, unknown>) =>
  (message.devices ?? []) as { id: number; status: string }[];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the socket's close code, or 'open' if it is still open after `ms`. */
export const closedWithin = (socket: SocketClient, ms: number) =>
  Promise.race([socket.closed, sleep(ms).then(() => 'open' as const)]);

/** A report period around now that every report accepts (within report.periodLimit). */
export const RECENT = {
  from: new Date(Date.now() - 180 * 86_400_000).toISOString(),
  to: new Date(Date.now() + 180 * 86_400_000).toISOString(),
};
export const RECENT_PERIOD = `from=${RECENT.from}&to=${RECENT.to}`;
