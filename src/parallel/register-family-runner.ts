/**
 * Registers the worker-thread family classification (family-classify.ts)
 * as the midend's `threads` family runner: a platform with worker threads
 * imports this module once, at start, for its effect.
 */
import { registerRunner } from '../midend/runners.js';
import { classifyFamily } from './family-classify.js';

registerRunner('classify-threads', classifyFamily);
