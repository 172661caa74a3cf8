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

/** Groups repeated keys in first-appearance order, as Java's QueryStringDecoder does. */
function groupParams(params: URLSearchParams): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) {
    const list = grouped.get(key);
    if (list) list.push(value);
    else grouped.set(key, [value]);
  }
  return grouped;
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
  const number = javaDouble(value);
  if (number !== null && Number.isFinite(number)) return number;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * Decodes the query-string form of OsmAnd (traccar-api.md §l). Pure: `now` is the time used
 * when the message has no timestamp. Throws IllegalArgumentError on malformed values.
 */
export function decodeOsmandQuery(params: URLSearchParams, now: number): OsmandMessage {
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
  for (const [key, values] of groupParams(params)) {
    for (const value of values) {
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
