/**
 * The cluster code (src/cluster), loaded only by the commands that use it:
 * it brings BullMQ and a Redis client, which every other command would
 * otherwise pay for at start. Both the bundled and the per-module build find
 * it at dist/cluster/index.js.
 */
import { UsageError } from './errors.js';

export type ClusterModule = typeof import('../cluster/index.js');

export async function loadCluster(): Promise<ClusterModule> {
  return (await import(new URL('../cluster/index.js', import.meta.url).href)) as ClusterModule;
}

/** Runs cluster code, turning its setup errors into usage errors (one line, exit 2). */
export async function withClusterErrors<T>(cluster: ClusterModule, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof cluster.ClusterSetupError || error instanceof cluster.SharedFolderError) throw new UsageError(error.message);
    throw error;
  }
}
