/**
 * The runs' folders in the shared folder every machine of a cluster sees.
 * A job names only the shared folder and its run's id; a worker given
 * `--shared DIR` takes jobs for that folder only, and every path it reads or
 * writes is checked to lie inside the run's folder (links resolved,
 * src/storage/shared-folder.ts), so a job cannot make it touch anything else.
 */
import { folderInShared, SharedFolderError, sharedRoot } from '../storage/shared-folder.js';
import { RUN_ID } from './job-payloads.js';
import { CLUSTER_MESSAGES } from './messages.js';

// The cluster's code reaches the shared folder through this module only.
export { runFile, SharedFolderError, sharedRoot } from '../storage/shared-folder.js';

/**
 * A run's folder in the shared folder (made if missing). `served` is the
 * folder a worker was started for, if any: a job for another one is refused.
 */
export function runFolder(shared: string, run: string, served?: string): string {
  if (!RUN_ID.test(run)) throw new SharedFolderError(CLUSTER_MESSAGES.notRunName({ run: JSON.stringify(run) }));
  const root = sharedRoot(shared);
  if (served !== undefined && root !== sharedRoot(served)) {
    throw new SharedFolderError(CLUSTER_MESSAGES.otherSharedFolder({ shared, served }));
  }
  return folderInShared(root, run);
}
