import { describe } from 'vitest';
import { gps103 } from '../../../server/protocols/gps103';
import { describeSamples } from './samples';

describe('gps103 samples', () => describeSamples(gps103));
