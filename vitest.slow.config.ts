/**
 * `npm run test:slow`: the checks too slow for the suite (files named *.slow.test.ts), such as the
 * PuzzleScript games that take seconds each to replay. Run by hand and before a release; CI runs
 * the suite (`npm test`).
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(base, defineConfig({ test: { include: ['test/**/*.slow.test.ts'], exclude: ['**/node_modules/**'] } }));
