/**
 * A run's BullMQ queue, seen from the machine that started the run: jobs go
 * in with fixed ids (adding one twice is a no-op), retries and stalled-job
 * handling are BullMQ's, and the run's queue is listed in a Redis set that
 * the workers watch, so that one `puzzlekit worker` serves every run.
 *
 * A job is done when its output is in the shared folder, not when Redis says
 * so: Redis restarting loses no finished work, and a job Redis lost (a
 * restart without persistence) is simply added again.
 */
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { render, type Message } from '../i18n/index.js';
import { decodeJobFailure } from './job-failure.js';
import { queueName, RUNS_KEY, type ClusterJob } from './job-payloads.js';
import { CLUSTER_MESSAGES } from './messages.js';

/** A cluster run that cannot start (no Redis, a bad URL): one line, exit 2. */
export class ClusterSetupError extends Error {
  override readonly name = 'ClusterSetupError';
  /** The message as data, and its Chinese rendered here: this module may be loaded apart from the front end, with catalogs of its own. */
  readonly words: Message;
  readonly zh: string;

  constructor(words: Message) {
    super(render(words, 'en'));
    this.words = words;
    this.zh = render(words, 'zh');
  }
}

/** A run that stopped before its end (a job failed for good): finished work is kept. */
export class ClusterStoppedError extends Error {
  override readonly name = 'ClusterStoppedError';
  /** As ClusterSetupError's: the message as data, and its Chinese rendered here. */
  readonly words: Message;
  readonly zh: string;

  constructor(words: Message) {
    super(render(words, 'en'));
    this.words = words;
    this.zh = render(words, 'zh');
  }
}

/** A run cancelled (Ctrl-C); finished work is kept. */
export class ClusterCancelledError extends Error {
  override readonly name = 'ClusterCancelledError';
}

/** Tries a job gets before the run stops (a job killed with its worker is retried without counting here). */
export const JOB_ATTEMPTS = 3;

const JOB_OPTIONS: JobsOptions = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: 'fixed', delay: 500 },
  removeOnComplete: true,
  removeOnFail: false,
};

/** Checks a Redis URL's form; a ClusterSetupError otherwise. */
export function checkRedisUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ClusterSetupError(CLUSTER_MESSAGES.notRedisUrl({ url: maskedUrl(url) }));
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') throw new ClusterSetupError(CLUSTER_MESSAGES.notRedisUrl({ url: maskedUrl(url) }));
  return url;
}

/** The URL without its password, for messages (one that does not parse without anything before its last @). */
export function maskedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    // No parse to find the password by: everything before the last @ (where a password could be) is hidden.
    const at = url.lastIndexOf('@');
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url)?.[0] ?? '';
    if (at >= 0) return `${scheme}***${url.slice(at)}`;
    // Without an @, only a host and a numeric port are shown as they are (":secret" with the host left out is hidden).
    return /^[a-z][a-z0-9+.-]*:\/\/[^:/]*(:\d*)?(\/.*)?$/i.test(url) ? url : `${scheme}***`;
  }
}

/** The connection options BullMQ needs (blocking commands must never give up). */
export function connectionOf(url: string): { url: string; maxRetriesPerRequest: null } {
  return { url, maxRetriesPerRequest: null };
}

/** A plain client for the runs set; connects once and fails clearly when Redis is not there. */
export async function openRedis(url: string): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null, connectTimeout: 5000, retryStrategy: (times) => Math.min(times * 200, 2000) });
  client.on('error', () => {
    // Reconnects on its own; a first connection that fails is reported below.
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    // Redis's own words for why, attached as they come.
    throw new ClusterSetupError(CLUSTER_MESSAGES.redisUnreachable({ url: maskedUrl(url), why: error instanceof Error ? error.message : String(error) }));
  }
  return client;
}

export interface QueuedJob {
  id: string;
  data: ClusterJob;
  /** Whether the job's output is in the shared folder (asked often: it may answer from a listing a few milliseconds old). */
  done(): boolean;
  /** The same, looked at now: asked when Redis no longer knows the job, which a job just finished and removed is not to be taken for (default: done). */
  doneNow?(): boolean;
  /** For messages: what the job is. */
  what: Message;
}

export interface WaitStatus {
  done: number;
  total: number;
  active: number;
  workers: number;
}

/** Milliseconds between looks at the shared folder, and between looks at Redis. */
const FILE_POLL_MS = 20;
const REDIS_POLL_MS = 1000;

export class RunQueue {
  /** When Redis was last asked about the jobs (kept across layers, so that short layers do not ask each time). */
  private lastLook = performance.now();
  private lastSeen = { active: 0, workers: 0 };

  private constructor(
    private readonly redis: Redis,
    readonly queue: Queue,
    readonly name: string,
  ) {}

  /** Opens the run's queue, clears what an earlier, interrupted session left in it, and lists it for the workers. */
  static async open(url: string, runId: string): Promise<RunQueue> {
    const redis = await openRedis(url);
    const name = queueName(runId);
    const queue = new Queue(name, { connection: connectionOf(url) });
    queue.on('error', () => {
      // ioredis reconnects; jobs in flight are found again by polling.
    });
    await queue.obliterate({ force: true });
    await redis.sadd(RUNS_KEY, name);
    return new RunQueue(redis, queue, name);
  }

  /** Puts jobs in; those already there (same id) are left as they are. */
  async add(jobs: readonly QueuedJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(jobs.map((j) => ({ name: j.data.kind, data: j.data, opts: { ...JOB_OPTIONS, jobId: j.id } })));
  }

  /**
   * Waits until every job's output is there. Stops the run (ClusterStoppedError)
   * when one has failed for good, adds again the jobs Redis lost, and reports
   * progress. `signal` cancels (ClusterCancelledError).
   */
  async waitFor(jobs: readonly QueuedJob[], signal: AbortSignal | undefined, onStatus: (status: WaitStatus) => void): Promise<void> {
    const pending = new Set(jobs);
    for (;;) {
      for (const job of pending) if (job.done()) pending.delete(job);
      onStatus({ done: jobs.length - pending.size, total: jobs.length, ...this.lastSeen });
      if (pending.size === 0) return;
      if (signal?.aborted) throw new ClusterCancelledError('cancelled');
      if (performance.now() - this.lastLook >= REDIS_POLL_MS) {
        this.lastLook = performance.now();
        try {
          this.lastSeen = await this.look([...pending]);
        } catch (error) {
          if (error instanceof ClusterStoppedError) throw error;
          // Redis away for a moment: the files still tell what is done.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, FILE_POLL_MS));
    }
  }

  private async look(pending: QueuedJob[]): Promise<{ active: number; workers: number }> {
    // Listed again each time: a Redis restarted without persistence has forgotten the run.
    await this.redis.sadd(RUNS_KEY, this.name);
    const lost: QueuedJob[] = [];
    for (const job of pending) {
      const state = await this.queue.getJobState(job.id);
      if (state === 'failed') {
        const failed = await this.queue.getJob(job.id);
        const reason = failed?.failedReason ? decodeJobFailure(failed.failedReason) : CLUSTER_MESSAGES.noReasonGiven();
        const tries = failed?.attemptsMade ?? JOB_ATTEMPTS;
        throw new ClusterStoppedError(CLUSTER_MESSAGES.jobFailed({ what: job.what, tries, reason }));
      }
      // Neither waiting, running nor finished: Redis lost it (unless its output has just appeared).
      if (state === 'unknown' && !(job.doneNow ?? job.done)()) lost.push(job);
    }
    await this.add(lost);
    const counts = await this.queue.getJobCounts('active');
    return { active: counts.active ?? 0, workers: await this.queue.getWorkersCount() };
  }

  /** Takes the run off the workers' list and, when it is over, its jobs out of Redis. */
  async close(over: boolean): Promise<void> {
    try {
      await this.redis.srem(RUNS_KEY, this.name);
      if (over) await this.queue.obliterate({ force: true });
      else await this.queue.drain();
    } finally {
      await this.queue.close();
      this.redis.disconnect();
    }
  }
}
