import { describe } from 'vitest';
import { teltonika } from '../../../server/protocols/teltonika';
import { describeSamples } from './samples';

describe('teltonika samples', () =>
  describeSamples(teltonika, (context, lines) => {
    for (const line of lines) {
      const model = /setModelOverride\("(.+)"\)/.exec(line)?.[1];
      if (model) context.model = model;
    }
  }));
