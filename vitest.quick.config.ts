/**
 * `npm run test:quick`, for the edit-test loop: the whole suite except the
 * browser tests (test/e2e: a build of the app and Chromium), the state table
 * beyond 2^24 states (test/engine/big-table.slow.test.ts, in `npm run test:slow`), the run of every
 * README command in a fresh clone (test/cli/readme-commands.test.ts) and the
 * cluster runs (test/cluster/cluster-runs.test.ts: a redis-server and worker processes).
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export const QUICK_LEAVES_OUT = ['test/e2e/**', 'test/cli/readme-commands.test.ts', 'test/cluster/cluster-runs.test.ts', 'test/cluster/census-cluster.test.ts'];

export default mergeConfig(base, defineConfig({ test: { exclude: ['**/node_modules/**', '**/*.slow.test.ts', ...QUICK_LEAVES_OUT] } }));
