import type { IncomingPosition } from '../../pipeline/types';

/** What one OsmAnd request says. */
export interface OsmandMessage {
  /** The device's uniqueId (`id`/`deviceid`, or `device_id` in JSON); null when missing. */
  uniqueId: string | null;
  positions: IncomingPosition[];
  /** JSON form answers an unknown device with 404, the query form with 400. */
  form: 'query' | 'json';
}
