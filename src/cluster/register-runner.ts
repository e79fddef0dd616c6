/**
 * Registers the cluster's compact runner: the command line imports this at
 * start. It loads no BullMQ until a cluster run starts (load-module.ts).
 */
import { registerRunner } from '../midend/runners.js';
import { runCompactOnCluster } from './explore-runner.js';

registerRunner('cluster', runCompactOnCluster);
