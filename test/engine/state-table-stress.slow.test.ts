/**
 * The packed state table against a Map over millions of operations on
 * adversarial keys: the comparisons the suite runs at a quarter of their size
 * (state-table-stress.test.ts), at the size they were written for.
 */
import { describe, it } from 'vitest';
import { STRESS_CASES } from '../support/state-table-compare.js';

describe('a state table against a Map, on millions of operations', () => {
  it.each(STRESS_CASES.map((c) => [c.name, c] as const))('%s', (_, stress) => stress.run(1));
});
