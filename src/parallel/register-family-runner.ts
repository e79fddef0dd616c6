/**
 * Registers the worker-thread family classification (family-classify.ts)
 * as the midend's `threads` family runner: a platform with worker threads
 * imports this module once, at start, for its effect.
 */
import { registerFamilyRunner } from '../midend/family-runners.js';
import { classifyFamily } from './family-classify.js';

registerFamilyRunner('threads', classifyFamily);
