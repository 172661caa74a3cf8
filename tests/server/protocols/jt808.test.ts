import { describe } from 'vitest';
import { jt808 } from '../../../server/protocols/jt808';
import { describeSamples } from './samples';

describe('jt808 samples', () => describeSamples(jt808));
