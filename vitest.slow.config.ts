/**
 * `npm run test:slow`: the checks too slow for the suite (files named *.slow.test.ts), such as the
 * state table beyond 2^24 states and the PuzzleScript games that take seconds each to replay. Run by
 * hand and before a release; CI runs the suite (`npm test`).
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The suite's settings with its own files: mergeConfig would add these lists to the suite's, not replace them.
export default defineConfig({ ...base, test: { ...base.test, include: ['test/**/*.slow.test.ts'], exclude: ['**/node_modules/**'], globalSetup: [] } });
