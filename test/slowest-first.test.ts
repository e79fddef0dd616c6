/**
 * The order test files start in (test/support/slowest-first.ts): the listed
 * slowest files first when vitest's results cache does not know every file
 * (a fresh clone), the cache's order (longest first) when it does.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import SlowestFirst, { SLOWEST_FILES } from './support/slowest-first.js';
import { REPO_ROOT } from './support/cli.js';

const project = { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } };
const spec = (path: string) => ({ moduleId: join(REPO_ROOT, path), project }) as unknown as TestSpecification;
const pathOf = (file: TestSpecification) => relative(REPO_ROOT, file.moduleId);

/** A sequencer whose results cache knows these durations (ms) and these file sizes. */
function sequencer(durations: Record<string, number>, sizes: Record<string, number> = {}): SlowestFirst {
  const cache = {
    getFileTestResults: (key: string) => (key.slice(1) in durations ? { duration: durations[key.slice(1)], failed: false } : undefined),
    getFileStats: (key: string) => (key.slice(1) in sizes ? { size: sizes[key.slice(1)] } : undefined),
  };
  return new SlowestFirst({ config: { root: REPO_ROOT }, cache } as unknown as Vitest);
}

describe('the slowest test files first', () => {
  it('lists files that exist, each once', () => {
    expect(SLOWEST_FILES.filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
    expect(new Set(SLOWEST_FILES).size).toBe(SLOWEST_FILES.length);
  });

  it('starts the listed files first, in their order, in a clone with no results cache', async () => {
    const files = ['test/engine/counting.test.ts', SLOWEST_FILES[2], 'test/puzzles/frogs.test.ts', SLOWEST_FILES[0]];
    // The largest file first among the unlisted ones, as vitest does without a cache.
    const sorted = await sequencer({}, { 'test/engine/counting.test.ts': 10, 'test/puzzles/frogs.test.ts': 20 }).sort(files.map(spec));
    expect(sorted.map(pathOf)).toEqual([SLOWEST_FILES[0], SLOWEST_FILES[2], 'test/puzzles/frogs.test.ts', 'test/engine/counting.test.ts']);
  });

  it('keeps the cache order, longest first, once the cache knows every file', async () => {
    const durations = { 'test/engine/counting.test.ts': 90_000, [SLOWEST_FILES[0]]: 1_000, [SLOWEST_FILES[1]]: 5_000 };
    const sorted = await sequencer(durations).sort(Object.keys(durations).map(spec));
    expect(sorted.map(pathOf)).toEqual(['test/engine/counting.test.ts', SLOWEST_FILES[1], SLOWEST_FILES[0]]);
  });
});
