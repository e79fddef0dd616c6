import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import SlowestFirst from './test/support/slowest-first.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Checks too slow for the suite's minutes (`npm run test:slow`, vitest.slow.config.ts).
    exclude: ['**/node_modules/**', '**/*.slow.test.ts'],
    // Commands the tests run cache pattern databases here, never in the user's cache.
    env: { PUZZLEKIT_CACHE: join(tmpdir(), 'puzzlekit-test-cache') },
    // Both cores of a 2-core machine: vitest's default leaves one idle (cores - 1).
    maxWorkers: 2,
    // Test files share a worker's modules rather than load them afresh each (about 0.4 s of a
    // core a file, 25 s of the suite): no test leaves the environment or a module's state changed
    // (pattern databases installed are uninstalled; --puzzle-module runs are processes of their own).
    isolate: false,
    // The build (dist/, the command line the CLI tests run in-process) is loaded by Node itself, not transformed again.
    server: { deps: { external: [/\/dist\//] } },
    // The slowest files first, also in a fresh clone, so no long file starts last.
    sequence: { sequencer: SlowestFirst },
    // A folder where the browser test files share one build of the app.
    globalSetup: ['test/support/web-builds.ts'],
    // PUZZLEKIT_TEST_CPU=<file>: each test file's processor seconds appended there (test/support/cpu-times.ts).
    setupFiles: process.env.PUZZLEKIT_TEST_CPU ? ['test/support/cpu-times.ts'] : [],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The browser tests poll the page; on a busy 2-core machine a search can take seconds.
    expect: { poll: { timeout: 15_000 } },
  },
});
