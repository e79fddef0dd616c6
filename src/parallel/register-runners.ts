/**
 * The runners this platform (Node, with worker threads) gives the midend:
 * imported once at start by the command line (and by anything else that
 * explores on threads), it registers them in the midend's table, which
 * cannot import them itself (src/midend/runners.ts says why).
 */
import type { ExploreResult } from '../engine/index.js';
import { registerRunner, type ThreadsRunnerOptions } from '../midend/index.js';
import { exploreThreaded } from './explore-threads.js';

// Each thread opens the same instance from the request as the midend settled it.
registerRunner<ThreadsRunnerOptions, ExploreResult<unknown>>('threads', (opened, options) =>
  exploreThreaded({ puzzle: opened.puzzleId, request: opened.request, metric: opened.metric }, options),
);
