/**
 * The runners this platform (Node, with worker threads) gives the midend:
 * imported once at start by the command line (and by anything else that
 * explores on threads), it registers them in the midend's table, which
 * cannot import them itself (src/midend/runners.ts says why).
 */
import { registerRunner } from '../midend/runners.js';
import { exploreThreaded } from './explore-threads.js';
import { solveLevelsThreaded } from './level-threads.js';

// Each thread opens the same instance from the request as the midend settled it.
registerRunner('threads', (opened, options) =>
  exploreThreaded({ puzzle: opened.puzzleId, request: opened.request, metric: opened.metric }, options),
);
// A level batch's levels spread over worker threads, each opening its level from the request.
registerRunner('levels', solveLevelsThreaded);
