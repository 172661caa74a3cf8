import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower } from '../../storage';
import { cellTower, network } from '../base/position';

function take(position: IncomingPosition, key: string): number | undefined {
  const value = position.attributes[key];
  delete position.attributes[key];
  return typeof value === 'number' ? value : undefined;
}

function operatorCodes(tower: CellTower, operator: number): void {
  const text = String(operator);
  tower.mobileCountryCode = Number(text.slice(0, 3));
  tower.mobileNetworkCode = Number(text.slice(3));
}

/** Cell tower IO elements become the position's network (Traccar's decodeNetwork). */
export function decodeCells(position: IncomingPosition, model: string | null, mcc: number): void {
  if (model === 'TAT100') {
    const cells: CellTower[] = [];
    const groups = [
      ['io1200', 'io287', 'io288', 'io289'],
      ['io1201', 'io290', 'io291', 'io292'],
      ['io1202', 'io293', 'io294', 'io295'],
      ['io1203', 'io296', 'io297', 'io298'],
    ] as const;
    for (const [mncKey, lacKey, cidKey, rssiKey] of groups) {
      const a = position.attributes;
      if (a[mncKey] === undefined || a[lacKey] === undefined || a[cidKey] === undefined) continue;
      const tower = cellTower(
        mcc,
        take(position, mncKey)!,
        take(position, lacKey)!,
        take(position, cidKey)!,
      );
      const rssi = take(position, rssiKey);
      if (rssi !== undefined) tower.signalStrength = rssi;
      cells.push(tower);
    }
    if (cells.length) position.network = network(cells);
    return;
  }
  const cid2g = take(position, 'cid2g');
  const cid4g = take(position, 'cid4g');
  const lac = take(position, 'lac');
  if (lac === undefined || (cid2g === undefined && cid4g === undefined)) return;
  const tower = cellTower(mcc, 0, lac, (cid2g ?? cid4g)!);
  const operator = position.attributes.operator;
  if (typeof operator === 'number' && operator >= 1000) operatorCodes(tower, operator);
  // A 4G cell id alone is an LTE cell (Traccar sets the network's radio type to lte).
  position.network = network([tower], [], cid2g === undefined ? 'lte' : 'gsm');
}
