import { describe } from 'vitest';
import { meitrack } from '../../../server/protocols/meitrack';
import { describeSamples } from './samples';

describe('meitrack samples', () => describeSamples(meitrack));
