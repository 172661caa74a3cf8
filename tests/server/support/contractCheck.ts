import { afterEach, expect } from 'vitest';
import { takeSocketProblems } from './contract';

/** Setup file of the server tests: a test fails when a socket message it received broke the contract. */
afterEach(() => {
  expect(takeSocketProblems()).toEqual([]);
});
