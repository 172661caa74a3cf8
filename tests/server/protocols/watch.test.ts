import { describe } from 'vitest';
import { watch } from '../../../server/protocols/watch';
import { describeSamples } from './samples';

describe('watch samples', () => describeSamples(watch));
