import { describe } from 'vitest';
import { tk103 } from '../../../server/protocols/tk103';
import { describeSamples } from './samples';

describe('tk103 samples', () => describeSamples(tk103));
