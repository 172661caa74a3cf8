/**
 * The load generator of the pipeline benchmarks, run as a child process (`fork`) so the server
 * under test has its process to itself. It sends OsmAnd query-form reports over keep-alive
 * HTTP and, for the fan-out benchmark, listens on /api/socket, timing everything on its own
 * clock. Jobs arrive and results leave over IPC.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { reportPath } from './osmandReport';
import { RawConnection } from './rawHttp';
import { percentileOf } from './table';

export interface ThroughputJob {
  kind: 'throughput';
  osmandUrl: string;
  uniqueIds: string[];
  /** Reports per device. */
  rounds: number;
  concurrency: number;
  /** Epoch seconds of the first round. */
  t0: number;
  /** Sockets watching every device while the load runs (they only count messages). */
  socket: { url: string; cookie: string; count: number } | null;
  /** The generator's HTTP client: bare connections (default) or Node's `http.request`. */
  client?: 'raw' | 'node';
}

export interface PacedJob {
  kind: 'paced';
  osmandUrl: string;
  uniqueIds: string[];
  /** Reports per second. */
  rate: number;
  durationMs: number;
  socket: { url: string; cookie: string; count: number } | null;
  t0: number;
}

export interface LoadResult {
  sent: number;
  failed: number;
  elapsedMs: number;
  ackP50: number;
  ackP99: number;
  /** Paced jobs with sockets: report → socket message, over every socket. */
  deliveries?: number;
  expected?: number;
  pushP50?: number;
  pushP99?: number;
  pushMax?: number;
  /** The load generator's own event-loop delay p99 (ms): high means it, not Farol, lagged. */
  clientLagP99?: number;
}

// Keep-alive connections, opened before timing starts: a connection made under load can lose
// its SYN and wait a second for the retry, which would be measured as Farol's latency.
let agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** Opens `count` keep-alive connections with requests Farol answers at once (no device id). */
async function warmUp(osmandUrl: string, count: number): Promise<void> {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: count });
  const base = new URL(osmandUrl);
  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.request(
        { host: base.hostname, port: base.port, path: '/', method: 'GET', agent },
        (response) => response.resume().on('end', resolve),
      );
      request.on('error', () => resolve());
      request.end();
    });
  await Promise.all(Array.from({ length: count }, once));
}

/** One report: device `index` of the job at `second`; resolves with the ack latency (ms). */
function report(osmandUrl: string, uniqueId: string, index: number, second: number, round: number) {
  const base = new URL(osmandUrl);
  const path = reportPath(uniqueId, index, second, round);
  const started = performance.now();
  return new Promise<{ ok: boolean; latency: number }>((resolve) => {
    const request = http.request(
      { host: base.hostname, port: base.port, path, method: 'POST', agent },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ok: response.statusCode === 200, latency: performance.now() - started }),
        );
      },
    );
    request.on('error', () => resolve({ ok: false, latency: performance.now() - started }));
    request.end();
  });
}

/** Sends report (device, second, round) on lane `lane`; resolves whether it was answered 200. */
type SendReport = (
  lane: number,
  uniqueId: string,
  device: number,
  second: number,
  round: number,
) => Promise<boolean>;

/**
 * The job's reports over `job.concurrency` lanes, each sending its next report as soon as the
 * last is answered; the ack latency of each and the time for all.
 */
async function closedLoop(job: ThroughputJob, send: SendReport): Promise<LoadResult> {
  const total = job.uniqueIds.length * job.rounds;
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const lane = async (_: unknown, index: number) => {
    for (let i = next++; i < total; i = next++) {
      const device = i % job.uniqueIds.length;
      const round = Math.floor(i / job.uniqueIds.length);
      const sent = performance.now();
      const ok = await send(index, job.uniqueIds[device]!, device, job.t0 + round * 10, round);
      if (!ok) failed++;
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, lane));
  return {
    sent: total,
    failed,
    elapsedMs: performance.now() - started,
    ackP50: percentileOf(latencies, 50),
    ackP99: percentileOf(latencies, 99),
  };
}

/**
 * As many reports as the server takes (`closedLoop`). Bare connections (`rawHttp.ts`): Node's
 * HTTP client cost more per report than the server under test; `client: 'node'` measures it.
 */
async function throughput(job: ThroughputJob): Promise<LoadResult> {
  if (job.client === 'node') {
    await warmUp(job.osmandUrl, job.concurrency);
    return closedLoop(job, async (_lane, uniqueId, device, second, round) => {
      const result = await report(job.osmandUrl, uniqueId, device, second, round);
      return result.ok;
    });
  }
  const connections = await Promise.all(
    Array.from({ length: job.concurrency }, () => RawConnection.open(job.osmandUrl)),
  );
  const sockets: WebSocket[] = [];
  for (let i = 0; i < (job.socket?.count ?? 0); i += 1) {
    sockets.push(await openSocket(job.socket!.url, job.socket!.cookie, () => undefined));
  }
  const result = await closedLoop(job, async (lane, uniqueId, device, second, round) => {
    const path = reportPath(uniqueId, device, second, round);
    const reply = await connections[lane]!.request('POST', path);
    return reply?.status === 200;
  });
  for (const connection of connections) connection.close();
  for (const socket of sockets) socket.close();
  return result;
}

/** Opens a socket and waits for its first message (the snapshot of latest positions). */
function openSocket(url: string, cookie: string, onMessage: (text: string) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/socket`, {
      headers: { cookie },
    });
    socket.once('message', () => {
      socket.on('message', (data) => onMessage(String(data)));
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Connections of a paced job: enough for its bursts, all opened before timing. */
const PACED_CONNECTIONS = 64;

async function paced(job: PacedJob): Promise<LoadResult> {
  // Every report has its own second, so a socket message names the report it carries.
  const sentAt = new Map<number, number>();
  const push: number[] = [];
  const sockets: WebSocket[] = [];
  // Every socket sees the same fleet, so a batch reaches all of them as the same text: parse it
  // once, or the load generator, not the server, is what gets measured.
  const parsed = new Map<string, { seconds: number[]; left: number }>();
  const onMessage = (text: string) => {
    const arrived = performance.now();
    if (!text.startsWith('{"positions"')) return;
    let batch = parsed.get(text);
    if (!batch) {
      const seconds = [...text.matchAll(/"fixTime":"([^"]+)"/g)].map(
        (m) => Date.parse(m[1]!) / 1000,
      );
      parsed.set(text, (batch = { seconds, left: sockets.length }));
    }
    if (--batch.left <= 0) parsed.delete(text);
    for (const second of batch.seconds) {
      const at = sentAt.get(second);
      if (at !== undefined) push.push(arrived - at);
    }
  };
  for (let i = 0; i < (job.socket?.count ?? 0); i += 1) {
    sockets.push(await openSocket(job.socket!.url, job.socket!.cookie, onMessage));
  }
  await warmUp(job.osmandUrl, PACED_CONNECTIONS);
  const acks: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const total = Math.round((job.rate * job.durationMs) / 1000);
  process.send!({ phase: 'start' });
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / job.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const device = i % job.uniqueIds.length;
    const second = job.t0 + i;
    sentAt.set(second, performance.now());
    pending.push(
      report(
        job.osmandUrl,
        job.uniqueIds[device]!,
        device,
        second,
        Math.floor(i / job.uniqueIds.length),
      ).then((r) => {
        if (!r.ok) failed++;
        acks.push(r.latency);
      }),
    );
  }
  await Promise.all(pending);
  const elapsedMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  process.send!({ phase: 'end' });
  lag.disable();
  for (const socket of sockets) socket.close();
  return {
    sent: total,
    failed,
    elapsedMs,
    ackP50: percentileOf(acks, 50),
    ackP99: percentileOf(acks, 99),
    deliveries: push.length,
    expected: (total - failed) * sockets.length,
    pushP50: percentileOf(push, 50),
    pushP99: percentileOf(push, 99),
    pushMax: push.reduce((max, value) => Math.max(max, value), 0),
    clientLagP99: lag.percentile(99) / 1e6,
  };
}

process.on('message', (job: ThroughputJob | PacedJob) => {
  const run = job.kind === 'throughput' ? throughput(job) : paced(job);
  run.then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
