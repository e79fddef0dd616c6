/**
 * The cluster code (src/cluster), loaded only by the commands that use it
 * (src/cluster/load-module.ts), and its setup errors as the command line's.
 */
import type { ClusterModule } from '../cluster/load-module.js';
import { UsageError } from './errors.js';
import type { CliWords } from './cli-words.js';

export { loadCluster, type ClusterModule } from '../cluster/load-module.js';

/** Runs cluster code, turning its setup errors into usage errors (one line, exit 2). */
export async function withClusterErrors<T>(cli: CliWords, cluster: ClusterModule, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof cluster.ClusterSetupError || error instanceof cluster.SharedFolderError) throw new UsageError(cli.errorWords(error));
    throw error;
  }
}
