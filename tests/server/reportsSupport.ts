import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { Farol } from '../../server/app';
import { osmand } from './helpers';
import { METRES_PER_DEGREE } from './support/track';

/** Synthetic tracks for the report tests, sent through the OsmAnd port like a real device. */

/** Where the tracks start: São Paulo; they move due north, so distances are exact arcs. */
export const BASE = { lat: -23.6, lon: -46.63 };
/** 10 m/s in knots (OsmAnd's default speed unit). */
export const KN_10MS = 19.4384;
const KNOTS_PER_MPS = 1.943844;

/** One report of a track: `t` seconds after its start, `north` metres from BASE. */
export interface Fix {
  t: number;
  north: number;
  /** Knots. */
  speed: number;
  attributes: Record<string, string | number | boolean>;
}

/** A leg: until `until` seconds, moving north at `mps` metres per second. */
export interface Leg {
  until: number;
  mps: number;
  attributes?: Record<string, string | number | boolean>;
}

/**
 * A track reporting every `step` seconds from `start` (seconds), through the legs in turn; the
 * fix at t has covered the step that ends at t (so the first fix of a drive is already 1 step
 * away). Speeds are sent in knots, as OsmAnd does.
 */
export function track(legs: Leg[], step = 10, start = 0): Fix[] {
  const fixes: Fix[] = [];
  let north = 0;
  let t = start;
  for (const leg of legs) {
    for (; t <= leg.until; t += step) {
      if (fixes.length) north += leg.mps * step;
      const speed = leg.mps === 10 ? KN_10MS : leg.mps * KNOTS_PER_MPS;
      fixes.push({ t, north, speed, attributes: leg.attributes ?? {} });
    }
  }
  return fixes;
}

/** Sends fixes in order for `uniqueId`, `t0` being epoch seconds of t = 0. */
export async function send(farol: Farol, uniqueId: string, t0: number, fixes: Fix[]) {
  for (const fix of fixes) {
    const status = await osmand(farol, {
      id: uniqueId,
      lat: BASE.lat + fix.north / METRES_PER_DEGREE,
      lon: BASE.lon,
      timestamp: t0 + fix.t,
      speed: fix.speed,
      ...fix.attributes,
    });
    if (status !== 200) throw new Error(`OsmAnd refused ${uniqueId} at t=${fix.t}: ${status}`);
  }
}

/** Traccar's date text of `t0 + t` seconds. */
export const iso = (t0: number, t = 0): string =>
  new Date((t0 + t) * 1000).toISOString().replace('Z', '+00:00');

/** A query string for a report over [t0 + from, t0 + to] seconds. */
export const period = (t0: number, from: number, to: number): string =>
  `from=${new Date((t0 + from) * 1000).toISOString()}&to=${new Date((t0 + to) * 1000).toISOString()}`;

/** Reads an .xlsx file back. */
export async function workbook(bytes: ArrayBuffer | Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as ArrayBuffer);
  return book;
}

/** A row's cell values from column 1 (exceljs rows are 1-based with a hole at 0). */
export const cellsOf = (sheet: ExcelJS.Worksheet, row: number): unknown[] =>
  (sheet.getRow(row).values as unknown[]).slice(1);

/** The text a PDF draws: its content streams inflated, the hex and literal strings decoded. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  // Each stream is read by its dictionary's /Length: compressed bytes may end in a \r, which a
  // pattern up to "\nendstream" would take for the line break and cut off.
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content = bytes.subarray(start, start + Number(match[1]));
    try {
      content = inflateSync(content);
    } catch {
      // An uncompressed stream.
    }
    const text = content.toString('latin1');
    for (const hex of text.matchAll(/<([0-9a-fA-F]+)>/g)) {
      parts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
    for (const literal of text.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(literal[1]!);
  }
  return parts.join('');
}

/**
 * A cell's number: exceljs reads cells with a time format ([h]:mm:ss) back as Dates from
 * 1899-12-30, Excel's day zero, so those are turned back into days.
 */
export const excelNumber = (value: unknown): number =>
  value instanceof Date ? (value.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : Number(value);
