/**
 * A job thread of `puzzlekit worker` (job-threads.ts): it runs the jobs it is
 * sent, one at a time, and answers each with its outcome. The work is long
 * and synchronous; kept off the worker's main thread it cannot hold up the
 * lock renewals that tell Redis the worker is alive. A payload that does not
 * parse, or a job that can never succeed, is answered as hopeless (BullMQ
 * then fails it without retries).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BadJobError, parseJob } from './job-payloads.js';
import { HopelessJobError, runLayerJob, runTypeJob } from './job-work.js';
import { SharedFolderError } from './shared-folder.js';

export interface JobRequest {
  id: number;
  data: unknown;
}

export type JobReply = { id: number; ok: true; value: number } | { id: number; ok: false; hopeless: boolean; message: string };

/** The shared folder the worker was started for (`puzzlekit worker --shared`); every job must be for it. */
const served = (workerData as { served?: string } | undefined)?.served;

parentPort!.on('message', ({ id, data }: JobRequest) => {
  let reply: JobReply;
  try {
    const job = parseJob(data);
    // Never a job without the folder served to check it against: it could name any folder.
    if (served === undefined) throw new SharedFolderError('this worker serves no shared folder (start it with --shared DIR)');
    reply = { id, ok: true, value: job.kind === 'layer' ? runLayerJob(job, served) : runTypeJob(job, served) };
  } catch (error) {
    const hopeless = error instanceof BadJobError || error instanceof SharedFolderError || error instanceof HopelessJobError;
    reply = { id, ok: false, hopeless, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage('ready');
