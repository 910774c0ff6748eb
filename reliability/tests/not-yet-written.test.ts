// The plan's tests that have no file yet: each is a todo, which Vitest reports as neither passed
// nor failed and scripts/test.mjs counts as not run, and each is named plainly in the output.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLANNED_TESTS, unwrittenTests } from '../src/plan.js';

const unwritten = unwrittenTests(fileURLToPath(new URL('.', import.meta.url)));

console.log(
  [
    ...unwritten.map((test) => `NOT RUN (not written yet): ${test.id} ${test.name}`),
    `reliability plan: ${String(PLANNED_TESTS.length - unwritten.length)} of ${String(PLANNED_TESTS.length)} tests written, ${String(unwritten.length)} NOT RUN`,
  ].join('\n'),
);

describe('reliability plan tests not written yet', () => {
  for (const test of unwritten) it.todo(`NOT RUN (not written yet): ${test.id} ${test.name}`);
  if (unwritten.length === 0)
    it('finds a test file for every one of the plan tests', () => {
      expect(PLANNED_TESTS.length).toBe(24);
      expect(unwritten).toEqual([]);
    });
});
