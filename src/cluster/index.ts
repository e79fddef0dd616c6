/**
 * Runs spread over many machines through BullMQ on Redis: what the command
 * line loads (on demand, so that other commands never load BullMQ).
 */
export { censusOnCluster } from './census-run.js';
export { classifyOnCluster, type ClusterClassifyOptions } from './classify-run.js';
export { compactExploreOnCluster, type ClusterExploreOptions, type ClusterExploreRun } from './explore-run.js';
export { ClusterCancelledError, ClusterSetupError, ClusterStoppedError, checkRedisUrl, maskedUrl } from './run-queue.js';
export { SharedFolderError } from './shared-folder.js';
export { serveRuns, type WorkerServiceOptions } from './worker-service.js';
