import { describe, expect, it } from 'vitest';
import { positionJson } from '../../server/json';
import { attributesText, positionText } from '../../server/positionText';
import type { PositionRecord } from '../../server/storage';

const position = (attributes: Record<string, unknown>, address: string | null): PositionRecord => ({
  id: 41,
  deviceId: 7,
  protocol: 'osmand',
  serverTime: Date.UTC(2026, 10, 28, 12, 0, 0),
  deviceTime: Date.UTC(2026, 10, 28, 11, 59, 59),
  fixTime: Date.UTC(2026, 10, 28, 11, 59, 59, 250),
  valid: true,
  latitude: -23.5,
  longitude: -46.6,
  altitude: 760,
  speed: 6.5,
  course: 90,
  address,
  accuracy: 5,
  network: null,
  geofenceIds: [3, 4],
  attributes,
});

describe('a position as JSON text, its attributes made once', () => {
  it('is exactly the text of its Traccar shape, whatever its strings hold', () => {
    const tricky = '\u0000attributes "quoted" \\ ção';
    const cases = [
      position({}, null),
      position({ ignition: true, batteryLevel: 80, note: tricky, nested: { a: [1, 'x'] } }, tricky),
    ];
    for (const item of cases) {
      expect(positionText(item)).toBe(JSON.stringify(positionJson(item)));
      expect(JSON.parse(positionText(item))).toEqual(
        JSON.parse(JSON.stringify(positionJson(item))),
      );
    }
  });

  it('stringifies one attributes object once: committed attributes are never changed', () => {
    const attributes: Record<string, unknown> = { ignition: true };
    expect(attributesText(attributes)).toBe('{"ignition":true}');
    attributes.ignition = false;
    expect(attributesText(attributes)).toBe('{"ignition":true}');
    expect(attributesText({ ignition: false })).toBe('{"ignition":false}');
  });
});
