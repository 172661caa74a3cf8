import { describe } from 'vitest';
import { suntech } from '../../../server/protocols/suntech';
import { describeSamples } from './samples';

describe('suntech samples', () => describeSamples(suntech));
