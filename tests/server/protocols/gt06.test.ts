import { describe } from 'vitest';
import { gt06 } from '../../../server/protocols/gt06';
import { describeSamples } from './samples';

describe('gt06 samples', () => describeSamples(gt06));
