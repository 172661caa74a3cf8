/**
 * Every device protocol's frame buffer and decoder under 1,000,000 hostile inputs each (random
 * bytes and mutations of Traccar's samples and the simulator's frames, fed in random chunks):
 * no crash, no invalid position, no buffer beyond the protocol's largest frame. The same fuzzer
 * runs 10,000 cases per protocol in `npm test`. Exits non-zero on any failure.
 */
import { DEVICE_SPEAKERS } from '../server/demo/devices';
import type { VehicleReport } from '../server/demo/vehicle';
import { DEVICE_PROTOCOLS } from '../server/protocols';
import { fuzzProtocol } from '../tests/server/protocols/fuzz';
import { ENDLESS, STREAMS } from '../tests/server/protocols/streams';
import { printColumns } from './support/table';

const CASES = Number(process.env.BENCH_FUZZ_CASES ?? 1_000_000);
const ONLY = process.env.BENCH_PROTOCOLS?.split(',');

const REPORT: VehicleReport = {
  latitude: 12.5,
  longitude: -70.25,
  altitude: 10,
  speed: 50,
  course: 45,
  ignition: false,
  motion: true,
  power: 24,
  batteryLevel: 50,
};

const rows: (string | number)[][] = [];
let failed = 0;
for (const protocol of DEVICE_PROTOCOLS) {
  if (ONLY && !ONLY.includes(protocol.name)) continue;
  const speaker = DEVICE_SPEAKERS[protocol.name];
  const id = '123456789012345';
  const seeds = speaker
    ? [speaker.login(id, 1), speaker.report(id, Date.now(), REPORT, 2), speaker.heartbeat(id, 3)]
    : [];
  const started = performance.now();
  const report = fuzzProtocol(protocol, {
    cases: CASES,
    seed: 2024,
    toStream: STREAMS[protocol.name],
    seeds: seeds.filter((seed): seed is Buffer => seed !== null),
    endless: ENDLESS[protocol.name],
  });
  const seconds = (performance.now() - started) / 1000;
  failed += report.failures.length;
  for (const failure of report.failures.slice(0, 5)) console.error(`${protocol.name}: ${failure}`);
  rows.push([
    protocol.name,
    report.cases,
    report.frames,
    report.positions,
    report.decodeErrors,
    report.overflows,
    report.maxPending,
    protocol.maxFrame,
    report.failures.length,
    Math.round(report.cases / seconds),
  ]);
}
printColumns(
  `Decoders under ${CASES.toLocaleString('en-US')} hostile inputs per protocol`,
  [
    'protocol',
    'cases',
    'frames',
    'positions',
    'refused',
    'overflows',
    'max buffer',
    'max frame',
    'failures',
    'cases/s',
  ],
  rows,
);
if (failed > 0) process.exit(1);
