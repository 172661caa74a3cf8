import type { IncomingPosition } from '../../pipeline/types';
import type { Attrs, CellTower, WifiAccessPoint } from '../../storage';
import type { OsmandMessage } from './types';
import {
  javaBoolean,
  javaDouble,
  parseOsmandTimestamp,
  requireDouble,
  requireInteger,
} from './values';

/**
 * The query's parameters with repeated keys grouped in first-appearance order, as Java's
 * QueryStringDecoder does, as a map (what `queryPairs` gives, grouped).
 */
export function queryParams(query: string): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  const pairs = queryPairs(query);
  for (let i = 0; i < pairs.length; i += 2) addParam(grouped, pairs[i]!, pairs[i + 1]!);
  return grouped;
}

/**
 * The query's parameters as one flat list, key then value, repeated keys grouped in
 * first-appearance order (QueryStringDecoder's order). A query with nothing to unescape (no
 * `%`, no `+`: OsmAnd's usual report) is split directly; any other goes through
 * URLSearchParams. A query without a repeated key (the usual report) is returned as split:
 * grouping it through a map of lists was ~5% of what the pipeline allocated per position.
 */
export function queryPairs(query: string): string[] {
  const pairs: string[] = [];
  if (query.includes('%') || query.includes('+')) {
    for (const [key, value] of new URLSearchParams(query)) pairs.push(key, value);
  } else {
    let start = query.charCodeAt(0) === 63 /* ? */ ? 1 : 0;
    while (start <= query.length) {
      let end = query.indexOf('&', start);
      if (end < 0) end = query.length;
      if (end > start) {
        const equals = query.indexOf('=', start);
        if (equals < 0 || equals > end) pairs.push(query.slice(start, end), '');
        else pairs.push(query.slice(start, equals), query.slice(equals + 1, end));
      }
      start = end + 1;
    }
  }
  return hasRepeatedKey(pairs) ? grouped(pairs) : pairs;
}

function hasRepeatedKey(pairs: string[]): boolean {
  if (pairs.length > 64)
    return new Set(pairs.filter((_, i) => i % 2 === 0)).size < pairs.length / 2;
  for (let i = 2; i < pairs.length; i += 2) {
    for (let j = 0; j < i; j += 2) if (pairs[i] === pairs[j]) return true;
  }
  return false;
}

/** The pairs with each key's values brought after its first appearance. */
function grouped(pairs: string[]): string[] {
  const byKey = new Map<string, string[]>();
  for (let i = 0; i < pairs.length; i += 2) addParam(byKey, pairs[i]!, pairs[i + 1]!);
  const out: string[] = [];
  for (const [key, values] of byKey) for (const value of values) out.push(key, value);
  return out;
}

function addParam(grouped: Map<string, string[]>, key: string, value: string): void {
  const list = grouped.get(key);
  if (list) list.push(value);
  else grouped.set(key, [value]);
}

function cellTower(text: string): CellTower {
  const [mcc = '', mnc = '', lac = '', cid = '', rssi] = text.split(',');
  const tower: CellTower = {
    mobileCountryCode: requireInteger('cell', mcc),
    mobileNetworkCode: requireInteger('cell', mnc),
    locationAreaCode: requireInteger('cell', lac),
    cellId: requireInteger('cell', cid),
  };
  if (rssi !== undefined) tower.signalStrength = requireInteger('cell', rssi);
  return tower;
}

function wifiPoint(text: string): WifiAccessPoint {
  const [mac = '', rssi = ''] = text.split(',');
  return { macAddress: mac.replaceAll('-', ':'), signalStrength: requireInteger('wifi', rssi) };
}

/**
 * Any other key: a double if numeric and finite, a boolean for "true"/"false", else the text
 * ("NaN" stays text: no database column or JSON document holds it as a number).
 */
function typed(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  const number = javaDouble(value);
  if (number !== null && Number.isFinite(number)) return number;
  return value;
}

/**
 * Decodes the query-string form of OsmAnd (traccar-api.md §l). Pure: `now` is the time used
 * when the message has no timestamp. Throws IllegalArgumentError on malformed values.
 */
export function decodeOsmandQuery(query: string, now: number): OsmandMessage {
  let uniqueId: string | null = null;
  let time: number | null = null;
  const attributes: Attrs = {};
  const cells: CellTower[] = [];
  const wifis: WifiAccessPoint[] = [];
  const position = {
    valid: true,
    latitude: 0,
    longitude: 0,
    altitude: 0,
    speed: 0,
    course: 0,
    accuracy: 0,
  };
  const pairs = queryPairs(query);
  for (let i = 0; i < pairs.length; i += 2) {
    const key = pairs[i]!;
    const value = pairs[i + 1]!;
    switch (key) {
      case 'id':
      case 'deviceid':
        uniqueId = value;
        break;
      case 'valid':
        position.valid = javaBoolean(value) || value === '1';
        break;
      case 'timestamp':
        time = parseOsmandTimestamp(value);
        break;
      case 'lat':
        position.latitude = requireDouble(key, value);
        break;
      case 'lon':
        position.longitude = requireDouble(key, value);
        break;
      case 'location': {
        const [lat = '', lon = ''] = value.split(',');
        position.latitude = requireDouble(key, lat);
        position.longitude = requireDouble(key, lon);
        break;
      }
      case 'cell':
        cells.push(cellTower(value));
        break;
      case 'wifi':
        wifis.push(wifiPoint(value));
        break;
      case 'speed':
        position.speed = requireDouble(key, value);
        break;
      case 'bearing':
      case 'heading':
        position.course = requireDouble(key, value);
        break;
      case 'altitude':
      case 'accuracy':
        position[key] = requireDouble(key, value);
        break;
      case 'hdop':
        attributes.hdop = requireDouble(key, value);
        break;
      case 'batt':
        attributes.batteryLevel = requireDouble(key, value);
        break;
      case 'driverUniqueId':
        attributes.driverUniqueId = value;
        break;
      case 'charge':
        attributes.charge = javaBoolean(value);
        break;
      case 'notificationToken':
        break;
      default:
        attributes[key] = typed(value);
    }
  }
  if (uniqueId === null) return { uniqueId: null, positions: [], form: 'query' };
  const fixTime = time ?? now;
  const incoming: IncomingPosition = {
    protocol: 'osmand',
    deviceTime: fixTime,
    fixTime,
    ...position,
    network:
      cells.length || wifis.length
        ? {
            radioType: 'gsm',
            considerIp: false,
            ...(cells.length ? { cellTowers: cells } : {}),
            ...(wifis.length ? { wifiAccessPoints: wifis } : {}),
          }
        : null,
    attributes,
    outdated: position.latitude === 0 && position.longitude === 0,
  };
  return { uniqueId, positions: [incoming], form: 'query' };
}
