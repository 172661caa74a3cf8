import { describe } from 'vitest';
import { gl200 } from '../../../server/protocols/gl200';
import { describeSamples } from './samples';

describe('gl200 samples', () => describeSamples(gl200));
