import type { PositionHandler } from '../../types';

/** commandResult when the position carries a command's `result` (any position, as Traccar). */
export const commandResult: PositionHandler = {
  name: 'commandResult',
  handle(position) {
    const result = position.attributes.result;
    if (result === undefined || result === null) return null;
    return { events: [{ type: 'commandResult', attributes: { result: String(result) } }] };
  },
};
