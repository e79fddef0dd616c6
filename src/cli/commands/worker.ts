/**
 * `puzzlekit worker --redis URL [--threads N] [--shared DIR]`: serves every
 * cluster run on that Redis (explore --cluster, classify --cluster, the
 * census of `classify rush-hour --cluster` among them: every job kind goes
 * through the same job threads, src/cluster/job-thread.ts) until stopped. Ctrl-C stops taking jobs and ends once the jobs in hand are done;
 * a second Ctrl-C quits at once (those jobs then go to other workers).
 */
import { availableParallelism } from 'node:os';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { loadCluster, withClusterErrors } from '../cluster-module.js';
import { WORKER } from '../messages/worker.js';
import { cliIo } from '../io.js';
import type { CliWords } from '../cli-words.js';

export interface WorkerOptions {
  redis?: string;
  threads?: string;
  shared?: string;
  stallSeconds?: string;
}

export async function workerCommand(cli: CliWords, options: WorkerOptions, signal: AbortSignal): Promise<number> {
  if (options.redis === undefined) {
    throw new UsageError(cli.words(WORKER.needsRedis()));
  }
  if (options.shared === undefined) {
    // A job names its shared folder: a worker that took any would write wherever a job on the Redis said.
    throw new UsageError(cli.words(WORKER.needsShared()));
  }
  const shared = options.shared;
  const threads = options.threads === undefined ? availableParallelism() : wholeNumberOption(cli, '--threads', options.threads, 1, 256);
  const stallSeconds = options.stallSeconds === undefined ? 30 : wholeNumberOption(cli, '--stall-seconds', options.stallSeconds, 1, 3600);
  const cluster = await loadCluster();
  const url = withUrl(cli, cluster.checkRedisUrl, options.redis);
  const log = (line: string) => cliIo().stderr.write(`puzzlekit worker: ${line}\n`);
  const { jobs, failed } = await withClusterErrors(cli, cluster, () => cluster.serveRuns({ url, threads, shared, stallSeconds, signal, log, lang: cli.lang }));
  log(cli.words(WORKER.stopped({ jobs, failed })));
  return EXIT.ok;
}

function withUrl(cli: CliWords, check: (url: string) => string, url: string): string {
  try {
    return check(url);
  } catch (error) {
    throw new UsageError(error instanceof Error ? cli.errorWords(error) : String(error));
  }
}
