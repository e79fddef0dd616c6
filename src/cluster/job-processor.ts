/**
 * The processor a worker's BullMQ Worker runs each job in, in a worker thread
 * of its own (a sandboxed processor): the work is long and synchronous, and
 * kept off the main thread it cannot hold up the lock renewals that tell
 * Redis the worker is alive. A payload that does not parse fails at once,
 * without retries; so does a job that can never succeed.
 */
import { UnrecoverableError, type SandboxedJob } from 'bullmq';
import { BadJobError, parseJob } from './job-payloads.js';
import { runLayerJob, runTypeJob } from './job-work.js';
import { SharedFolderError } from './shared-folder.js';

/** The shared folder the worker was started for (`puzzlekit worker --shared`), if any. */
const served = process.env.PUZZLEKIT_SHARED || undefined;

export default async function processJob(job: SandboxedJob): Promise<number> {
  try {
    const payload = parseJob(job.data);
    return payload.kind === 'layer' ? runLayerJob(payload, served) : runTypeJob(payload, served);
  } catch (error) {
    if (error instanceof BadJobError || error instanceof SharedFolderError) throw new UnrecoverableError(error.message);
    throw error;
  }
}
