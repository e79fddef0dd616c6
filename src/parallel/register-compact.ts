/** Registers the in-memory compact runner (worker threads, checkpoints) on a platform that has them: the command line imports this at start. */
import { registerRunner } from '../midend/runners.js';
import { runCompactInMemory } from './compact-runner.js';

registerRunner('compact', runCompactInMemory);
