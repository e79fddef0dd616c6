/**
 * `puzzlekit worker --redis URL [--threads N] [--shared DIR]`: serves every
 * cluster run on that Redis (explore --cluster, classify --cluster) until
 * stopped. Ctrl-C stops taking jobs and ends once the jobs in hand are done;
 * a second Ctrl-C quits at once (those jobs then go to other workers).
 */
import { availableParallelism } from 'node:os';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { loadCluster, withClusterErrors } from '../cluster-module.js';
import { cliLang, say } from '../lang.js';
import { cliIo } from '../io.js';

export interface WorkerOptions {
  redis?: string;
  threads?: string;
  shared?: string;
  stallSeconds?: string;
}

export async function workerCommand(options: WorkerOptions, signal: AbortSignal): Promise<number> {
  if (options.redis === undefined) {
    throw new UsageError(say('worker: give the Redis the runs are on, e.g. --redis redis://:PASSWORD@10.0.0.5:6379', 'worker：请给出运行所在的 Redis，如 --redis redis://:PASSWORD@10.0.0.5:6379'));
  }
  if (options.shared === undefined) {
    // A job names its shared folder: a worker that took any would write wherever a job on the Redis said.
    throw new UsageError(say('worker: give the shared folder it takes jobs for, e.g. --shared /mnt/puzzlekit (the folder the runs name by --shared)', 'worker：请给出它接任务的共享文件夹，如 --shared /mnt/puzzlekit（各次运行用 --shared 指定的文件夹）'));
  }
  const shared = options.shared;
  const threads = options.threads === undefined ? availableParallelism() : wholeNumberOption('--threads', options.threads, 1, 256);
  const stallSeconds = options.stallSeconds === undefined ? 30 : wholeNumberOption('--stall-seconds', options.stallSeconds, 1, 3600);
  const cluster = await loadCluster();
  const url = withUrl(cluster.checkRedisUrl, options.redis);
  const log = (line: string) => cliIo().stderr.write(`puzzlekit worker: ${line}\n`);
  const { jobs, failed } = await withClusterErrors(cluster, () => cluster.serveRuns({ url, threads, shared, stallSeconds, signal, log, lang: cliLang() }));
  log(say(`stopped after ${jobs} job${jobs === 1 ? '' : 's'} done${failed > 0 ? `, ${failed} failed` : ''}`, `已停止：做完了 ${jobs} 个任务${failed > 0 ? `，${failed} 个失败` : ''}`));
  return EXIT.ok;
}

function withUrl(check: (url: string) => string, url: string): string {
  try {
    return check(url);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
