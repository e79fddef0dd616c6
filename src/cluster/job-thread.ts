/**
 * A job thread of `puzzlekit worker` (job-threads.ts): it runs the jobs it is
 * sent, one at a time, and answers each with its outcome. The work is long
 * and synchronous; kept off the worker's main thread it cannot hold up the
 * lock renewals that tell Redis the worker is alive. A payload that does not
 * parse, or a job that can never succeed, is answered as hopeless (BullMQ
 * then fails it without retries). A failure is answered as a message, never
 * as words, so that the machine that started the run words it in its user's
 * language (job-failure.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Message } from '../i18n/index.js';
import { HopelessJobError } from './job-errors.js';
import { wordsOfError } from './job-failure.js';
import { parseJob } from './job-payloads.js';
import { runLayerJob, runTypeJob } from './job-work.js';
import { runCensusJob } from './census-work.js';
import { CLUSTER_MESSAGES } from './messages.js';
import { SharedFolderError } from './shared-folder.js';

export interface JobRequest {
  id: number;
  data: unknown;
}

export type JobReply = { id: number; ok: true; value: number } | { id: number; ok: false; hopeless: boolean; words: Message };

/** The shared folder the worker was started for (`puzzlekit worker --shared`); every job must be for it. */
const served = (workerData as { served?: string } | undefined)?.served;

parentPort!.on('message', ({ id, data }: JobRequest) => {
  let reply: JobReply;
  try {
    const job = parseJob(data);
    // Never a job without the folder served to check it against: it could name any folder.
    if (served === undefined) throw new SharedFolderError(CLUSTER_MESSAGES.servesNoFolder());
    reply = { id, ok: true, value: job.kind === 'layer' ? runLayerJob(job, served) : job.kind === 'type' ? runTypeJob(job, served) : runCensusJob(job, served) };
  } catch (error) {
    // A bad payload (BadJobError) is a HopelessJobError too.
    const hopeless = error instanceof SharedFolderError || error instanceof HopelessJobError;
    reply = { id, ok: false, hopeless, words: wordsOfError(error) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage('ready');
