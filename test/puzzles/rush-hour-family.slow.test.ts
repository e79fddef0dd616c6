/**
 * The Rush Hour family against the published database of every 5x5 puzzle
 * (../shared/data/rush-hour-5x5.txt), line for line: a few seconds of a core,
 * so in `npm run test:slow`. The suite checks the same census on 4x4 and 3x3
 * against a naive search, and on worker threads against one thread
 * (rush-hour-family.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { RUSH_HOUR_FAMILY } from '../../src/puzzles/rush-hour/family/index.js';
import { sharedData } from '../support/puzzle-checks.js';
import type { runCensus as RunCensus } from '../../src/midend/census.js';
import type { CensusFamily } from '../../src/puzzles/census-family.js';

// The build's modules, whose worker threads the run starts (node-runners registers them).
await import('../../dist/node-runners.js' as string);
const builtRunCensus = ((await import('../../dist/midend/census.js' as string)) as { runCensus: typeof RunCensus }).runCensus;
const BUILT_FAMILY = ((await import('../../dist/puzzles/rush-hour/family/index.js' as string)) as { RUSH_HOUR_FAMILY: CensusFamily }).RUSH_HOUR_FAMILY;

const published = sharedData<string>('rush-hour-5x5.txt');

describe('the Rush Hour family', () => {
  it.skipIf(published === null)('lists every 5x5 puzzle of the published database, line for line (1,730, the hardest 20 moves)', async () => {
    // On two worker threads (the build's): the run is a few seconds of a core.
    const settings = RUSH_HOUR_FAMILY.settings({ size: '5' });
    const { puzzles, complete } = await builtRunCensus('rush-hour', BUILT_FAMILY, settings, { threads: 2 });
    expect(complete).toBe(true);
    const lines = puzzles.map((p) => RUSH_HOUR_FAMILY.listLine(p));
    expect(lines.length).toBe(1730);
    expect(puzzles.at(-1)!.moves).toBe(20);
    expect(lines.join('\n') + '\n').toBe(published);
  });

});
