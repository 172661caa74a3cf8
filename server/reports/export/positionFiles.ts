import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { DateTime } from 'luxon';
import { formatTraccarDate } from '@farol/model';
import type { DeviceRecord, PositionRecord } from '../../storage';

/**
 * The position exports of `GET /api/positions/{csv|gpx|kml|kmz}` (Traccar's CsvExportProvider,
 * GpxExportProvider and KmlExportProvider), as text produced chunk by chunk.
 */

export type PositionChunks = AsyncIterable<PositionRecord[]>;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const FIELDS = [
  'id',
  'deviceId',
  'protocol',
  'serverTime',
  'deviceTime',
  'fixTime',
  'valid',
  'latitude',
  'longitude',
  'altitude',
  'speed',
  'course',
  'address',
  'accuracy',
] as const;
const TIMES = new Set(['serverTime', 'deviceTime', 'fixTime']);

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed with `'`, where
 * Traccar blanks it.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV: Traccar's columns, then every attribute key any position has (sorted); times as
 * `yyyy-MM-dd HH:mm:ss` in the reader's zone. The attribute columns need every row first, so
 * the positions (at most `report.maxPositions`) are read before the first line.
 */
export async function* csvFile(chunks: PositionChunks, zone: string): AsyncIterable<string> {
  const positions: PositionRecord[] = [];
  for await (const chunk of chunks) positions.push(...chunk);
  const keys = [...new Set(positions.flatMap((position) => Object.keys(position.attributes)))];
  keys.sort();
  const time = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat('yyyy-LL-dd HH:mm:ss');
  yield [...FIELDS, ...keys].map(csvCell).join(',') + '\r\n';
  let lines: string[] = [];
  for (const position of positions) {
    const cells = FIELDS.map((field) =>
      TIMES.has(field) ? time(position[field] as number) : csvCell(position[field]),
    );
    for (const key of keys) cells.push(csvCell(position.attributes[key]));
    lines.push(cells.join(','));
    if (lines.length === 1000) {
      yield lines.join('\r\n') + '\r\n';
      lines = [];
    }
  }
  if (lines.length) yield lines.join('\r\n') + '\r\n';
}

/** GPX 1.1: one track named after the device, one point per position (elevation and time). */
export async function* gpxFile(
  chunks: PositionChunks,
  device: DeviceRecord,
): AsyncIterable<string> {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="Farol" xmlns="http://www.topografix.com/GPX/1/1">' +
    `<trk><name>${escapeXml(device.name)}</name><trkseg>`
  );
  for await (const chunk of chunks) {
    yield chunk
      .map(
        (p) =>
          `<trkpt lat="${p.latitude}" lon="${p.longitude}"><ele>${p.altitude}</ele>` +
          `<time>${formatTraccarDate(p.fixTime).replace('+00:00', 'Z')}</time></trkpt>`,
      )
      .join('');
  }
  yield '</trkseg></trk></gpx>\n';
}

/**
 * KML: a document named after the device with one placemark, the period (in the reader's
 * zone), holding the track as a line string of `lon,lat,altitude` triples.
 */
export async function* kmlFile(
  chunks: PositionChunks,
  device: DeviceRecord,
  period: { from: number; to: number; zone: string },
): AsyncIterable<string> {
  const time = (ms: number) =>
    DateTime.fromMillis(ms, { zone: period.zone }).toFormat('yyyy-LL-dd HH:mm');
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
    `<name>${escapeXml(device.name)}</name><Placemark>` +
    `<name>${time(period.from)} - ${time(period.to)}</name>` +
    '<LineString><extrude>1</extrude><tessellate>1</tessellate>' +
    '<altitudeMode>absolute</altitudeMode><coordinates>'
  );
  let separator = '';
  for await (const chunk of chunks) {
    const text = chunk
      .map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)},${p.altitude.toFixed(6)}`)
      .join(' ');
    if (!text) continue;
    yield separator + text;
    separator = ' ';
  }
  yield '</coordinates></LineString></Placemark></Document></kml>\n';
}

/** A zip archive of one file (KMZ holds `doc.kml`), compressed as the text arrives. */
export function zipOf(name: string, text: AsyncIterable<string>): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, data, final) => {
    if (error) return void output.destroy(error);
    output.write(data);
    if (final) output.end();
  });
  const entry = new ZipDeflate(name, { level: 6 });
  zip.add(entry);
  void (async () => {
    const encoder = new TextEncoder();
    for await (const part of text) entry.push(encoder.encode(part));
    entry.push(new Uint8Array(0), true);
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
