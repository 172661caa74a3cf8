import type { PositionRecord } from '../../../storage';
import type { DetectedEvent, PositionHandler } from '../../types';

const TIMES = new Set(['serverTime', 'deviceTime', 'fixTime']);

function valueOf(position: Readonly<PositionRecord>, type: string): number {
  if (TIMES.has(type)) return position[type as 'serverTime' | 'deviceTime' | 'fixTime'];
  const value = position.attributes[type];
  return typeof value === 'number' ? value : 0;
}

/**
 * `maintenance` for each maintenance linked to the device (or its groups) with a period, when
 * the value of its `type` crosses `start + k·period` between the last and this position.
 */
export const maintenance: PositionHandler = {
  name: 'maintenance',
  latestOnly: true,
  handle(position, last, { env }) {
    if (!last) return null;
    const events: DetectedEvent[] = [];
    for (const item of env.maintenances) {
      if (item.period === 0) continue;
      const before = valueOf(last, item.type);
      const now = valueOf(position, item.type);
      if (before === 0 || now === 0 || now < item.start) continue;
      const step = (value: number) => Math.floor((value - item.start) / item.period);
      if (before < item.start || step(before) < step(now)) {
        events.push({
          type: 'maintenance',
          maintenanceId: item.id,
          attributes: { [item.type]: now },
        });
      }
    }
    return events.length ? { events } : null;
  },
};
