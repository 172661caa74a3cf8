import { describe, expect, it } from 'vitest';
import { newPosition } from '../../../server/protocols/base/position';
import { teltonika } from '../../../server/protocols/teltonika';
import { decodeCells } from '../../../server/protocols/teltonika/network';
import { describeSamples } from './samples';

describe('teltonika samples', () =>
  describeSamples(teltonika, (context, lines) => {
    for (const line of lines) {
      const model = /setModelOverride\("(.+)"\)/.exec(line)?.[1];
      if (model) context.model = model;
    }
  }));

describe('teltonika cells', () => {
  const position = (attributes: Record<string, unknown>) => ({
    ...newPosition('teltonika', 0),
    attributes: { ...attributes },
  });

  it('a 4G cell id alone is an LTE cell; a 2G one a GSM cell', () => {
    const lte = position({ lac: 4660, cid4g: 123456, operator: 72405 });
    decodeCells(lte, null, 0);
    expect(lte.network).toEqual({
      radioType: 'lte',
      considerIp: false,
      cellTowers: [
        { mobileCountryCode: 724, mobileNetworkCode: 5, locationAreaCode: 4660, cellId: 123456 },
      ],
    });
    expect(lte.attributes).toEqual({ operator: 72405 });
    const gsm = position({ lac: 4660, cid2g: 321, cid4g: 123456 });
    decodeCells(gsm, null, 0);
    expect(gsm.network?.radioType).toBe('gsm');
    expect(gsm.network?.cellTowers?.[0]?.cellId).toBe(321);
  });
});
