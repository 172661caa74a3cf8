import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower, WifiAccessPoint } from '../../storage';
import type { ByteReader } from '../base/reader';

/** One `CCE` record being read: its position, and the location parts seen so far. */
export interface CceRecord {
  position: IncomingPosition;
  latitude: number;
  longitude: number;
  cells: CellTower[];
  wifis: WifiAccessPoint[];
}

/** A parameter id: one byte, or two when the first is 0xFE. */
export const paramId = (r: ByteReader): number => (r.byteAt(r.index) === 0xfe ? r.u16() : r.u8());
