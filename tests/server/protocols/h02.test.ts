import { describe } from 'vitest';
import { h02 } from '../../../server/protocols/h02';
import { describeSamples } from './samples';

describe('h02 samples', () => describeSamples(h02));
