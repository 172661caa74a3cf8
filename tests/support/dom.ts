/** Set-up of the component tests: each test starts from an empty document. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
