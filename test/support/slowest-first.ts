/**
 * The order test files start in (vitest.config.ts `sequence.sequencer`).
 * Two workers share the files; a long file that starts last keeps one of
 * them busy after the other has run out of work, so the longest go first.
 * Vitest knows their lengths from its results cache (node_modules/.vite),
 * but a fresh clone has none and would start the largest files first, which
 * are not the slowest: there these files, the costliest of a whole run
 * (processor seconds, PUZZLEKIT_TEST_CPU: test/support/cpu-times.ts; a
 * file's wall time on a busy machine mostly shows what ran beside it), go
 * first, in this order, and the rest follow. Refreshed 2026-11-29 from a
 * whole run: rerun one the same way and list the costliest to refresh it.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const SLOWEST_FILES = [
  'test/e2e/app.test.ts',
  'test/cli/readme-commands.test.ts',
  'test/e2e/face.test.ts',
  'test/cli/puzzle-module.test.ts',
  'test/cluster/cluster-runs.test.ts',
  'test/cli/hostile-module.test.ts',
  'test/engine/seen-set.test.ts',
  'test/puzzles/catalog-contract.test.ts',
  'test/e2e/sokoban-play.test.ts',
  'test/e2e/merged-backends.test.ts',
  'test/puzzles/sliding-blocks.test.ts',
  'test/cli/compact-cli.test.ts',
  'test/cluster/census-cluster.test.ts',
  'test/cli/checkpoints.test.ts',
  'test/e2e/fixes.test.ts',
  'test/puzzles/sliding-tiles-pdb.test.ts',
  'test/cli/pdb-cache.test.ts',
  'test/cli/not-regular-files.test.ts',
  'test/e2e/search-view.test.ts',
  'test/e2e/play-hints.test.ts',
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The cache's order (failed first, then longest first) when it knows every file.
    const known = await super.sort(files);
    const path = (file: TestSpecification) => relative(this.ctx.config.root, file.moduleId).split('\\').join('/');
    if (files.every((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${path(file)}`) !== undefined)) return known;
    const rank = (file: TestSpecification) => {
      const at = SLOWEST_FILES.indexOf(path(file));
      return at < 0 ? SLOWEST_FILES.length : at;
    };
    // Array.prototype.sort is stable: the unlisted files keep the cache's order.
    return known.sort((a, b) => rank(a) - rank(b));
  }
}
