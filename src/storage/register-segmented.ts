/** Registers the out-of-core compact runner on a platform with a disk: the command line imports this at start. */
import { registerRunner } from '../midend/runners.js';
import { runSegmented } from './segmented-runner.js';

registerRunner('segmented', runSegmented);
