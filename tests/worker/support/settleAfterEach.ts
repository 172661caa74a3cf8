import { afterEach } from 'vitest';

/**
 * Mutation runs only (vitest.mutation.worker.config.ts): lets the work a test left pending
 * (promise continuations, zero-delay timers) finish before the test ends, so StrykerJS counts
 * the code it runs as covered by that test instead of "static" (which reruns every test).
 */
afterEach(async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
