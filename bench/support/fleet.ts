/** Deterministic synthetic fleets for the benchmarks. */
import { DEVICE_CATEGORIES, Device, Position } from '@farol/model';

/** mulberry32: a small seeded PRNG, so every run measures the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['Caminhão', 'Van', 'Ônibus', 'Moto', 'Trator', 'Carro', 'Ambulância', 'Guincho'];
const STATUSES = ['online', 'offline', 'unknown'] as const;
const BASE_TIME = Date.UTC(2026, 0, 1, 12);

const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

export interface Fleet {
  devices: Device[];
  positions: Position[];
}

/** `n` devices with varied names, statuses and categories, each with a latest position. */
export function makeFleet(n: number, seed = 1): Fleet {
  const rand = random(seed);
  const deviceTemplate = Device.parse({ id: 1, name: 'x', uniqueId: 'x' });
  const positionTemplate = Position.parse({ id: 1, deviceId: 1, latitude: 0, longitude: 0 });
  const devices: Device[] = [];
  const positions: Position[] = [];
  for (let id = 1; id <= n; id += 1) {
    const word = WORDS[Math.floor(rand() * WORDS.length)]!;
    const time = iso(BASE_TIME - Math.floor(rand() * 86_400_000));
    devices.push({
      ...deviceTemplate,
      id,
      name: `${word} ${Math.floor(rand() * n)}`,
      uniqueId: String(860000000000000 + id),
      status: STATUSES[Math.floor(rand() * 3)]!,
      category: DEVICE_CATEGORIES[Math.floor(rand() * DEVICE_CATEGORIES.length)]!,
      lastUpdate: time,
      positionId: id,
      attributes: { plate: `ABC${(id % 10_000).toString().padStart(4, '0')}` },
    });
    positions.push({
      ...positionTemplate,
      id,
      deviceId: id,
      latitude: -30 + rand() * 10,
      longitude: -55 + rand() * 10,
      course: Math.floor(rand() * 360),
      speed: rand() * 60,
      fixTime: time,
      attributes: { motion: rand() < 0.4, ignition: rand() < 0.5 },
    });
  }
  return { devices, positions };
}

/** A batch of `size` fresh positions for random devices of a fleet of `n`, newer each round. */
export function positionBatch(
  n: number,
  size: number,
  round: number,
  rand: () => number,
): Position[] {
  const template = Position.parse({ id: 1, deviceId: 1, latitude: 0, longitude: 0 });
  const fixTime = iso(BASE_TIME + round * 1000);
  return Array.from({ length: size }, () => {
    const deviceId = 1 + Math.floor(rand() * n);
    return {
      ...template,
      id: n + round * size + deviceId,
      deviceId,
      latitude: -30 + rand() * 10,
      longitude: -55 + rand() * 10,
      course: Math.floor(rand() * 360),
      speed: rand() * 60,
      fixTime,
      attributes: { motion: true },
    };
  });
}
