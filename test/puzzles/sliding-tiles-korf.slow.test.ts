/**
 * Korf's instance 3 (59 moves), the one of his first ten the suite leaves to
 * `npm run test:slow`: solved optimally on the 5-5-5 pattern databases, at
 * the published length, replayed through the rules (sliding-tiles-korf.test.ts
 * solves the other nine the same way).
 */
import { describe, it } from 'vitest';
import { expectKorfSolved, KORF_MISSING, KORF_ROWS, KORF_SLOW_IDS, withKorfDatabases } from '../support/korf.js';

describe.skipIf(KORF_MISSING)("Korf's slowest of the first ten 15-puzzle instances with 5-5-5 databases", () => {
  withKorfDatabases();
  const rows = KORF_ROWS.filter((row) => KORF_SLOW_IDS.has(row[0]));
  it.each(rows.map((row) => [row[0], row[1], row] as const))('instance %i needs %i moves', (_id, _optimal, row) => expectKorfSolved(row), 300_000);
});
