/**
 * Registers the worker-thread census run (census-threads.ts) with the
 * midend: a platform with worker threads imports this module once, at start.
 */
import { registerCensusThreads } from '../midend/census.js';
import { classifyCensusChunks } from './census-threads.js';

registerCensusThreads(classifyCensusChunks);
