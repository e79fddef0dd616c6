/**
 * The suite's test environment (vitest.config.ts `environment`): vitest's own
 * `node` environment, plus work done once a worker process has run its last
 * test file. Test files share a worker's modules (`isolate: false`), so a
 * support module may keep something costly for all the files of its worker,
 * such as the browser tests' Chromium (test/e2e/browser.ts), and hand its
 * closing here: vitest tears the environment down when it stops the worker,
 * before it ends the process, which no afterAll of a test file can know.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';
import { expectWorkerCleanups, takeWorkerCleanups } from './worker-cleanups.js';

const node = builtinEnvironments.node;

export default {
  name: 'node-with-worker-cleanups',
  viteEnvironment: node.viteEnvironment,
  async setup(global, options) {
    const inner = await node.setup(global, options);
    expectWorkerCleanups();
    return {
      async teardown(global) {
        // Each runs whatever the others did: one that fails must not leave a browser behind.
        const failures = (await Promise.allSettled(takeWorkerCleanups().map((cleanup) => cleanup()))).filter((r) => r.status === 'rejected');
        await inner.teardown(global);
        if (failures.length > 0) throw new AggregateError(failures.map((f) => f.reason), "a worker's cleanup failed");
      },
    };
  },
} satisfies Environment;
