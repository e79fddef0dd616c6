/**
 * The jobs a cluster run hands to its workers, as data only: a worker
 * validates every payload against these schemas and refuses what does not
 * parse, and a job names no path but the shared folder and its run's id
 * (the files inside are named by the worker), so a job cannot point a
 * worker at a file outside the shared folder or at code to run.
 */
import { z } from 'zod';
import { HopelessJobError } from './job-errors.js';
import { CLUSTER_MESSAGES } from './messages.js';

/** A run's id: also its folder in the shared directory and part of its queue's name. */
export const RUN_ID = /^(explore|classify)-[0-9a-f]{16}$/;

/** The prefix of every run's queue: a worker serves the queues named like this. */
export const QUEUE_PREFIX = 'puzzlekit-';

/** The Redis set of the queues of the runs going on now (workers look there for work). */
export const RUNS_KEY = 'puzzlekit:runs';

export function queueName(runId: string): string {
  return `${QUEUE_PREFIX}${runId}`;
}

const shared = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => p.startsWith('/'), 'the shared folder must be an absolute path');
const runId = z.string().regex(RUN_ID);
const count = z.number().int().nonnegative();

/** What a compact search is about, as its checkpoint names it (storage/checkpoint-dir.ts). */
export const checkpointRunSchema = z.strictObject({
  puzzle: z.string().max(100),
  instance: z.string().max(10_000),
  metric: z.string().max(100),
  from: z.enum(['start', 'goals']),
  marks: z.enum(['bits', 'bytes']),
  size: z.number().int().positive().max(2 ** 32),
});

/** Expand layer `depth` of a compact search over the ranks [from, to). */
export const layerJobSchema = z.strictObject({
  kind: z.literal('layer'),
  shared,
  run: runId,
  /** The instance as the catalog reopens it: a puzzle id, an instance code and a metric (no file, no module). */
  puzzle: z.string().regex(/^[a-z0-9-]{1,60}$/),
  code: z.string().max(10_000),
  metric: z.string().max(100),
  checkpoint: checkpointRunSchema,
  depth: count.max(254),
  index: count.max(1_000_000),
  from: count,
  to: count,
  examples: count.max(1000),
}).refine((j) => j.from < j.to && j.to <= j.checkpoint.size, 'the rank range must lie in the space');

/** Classify one type of a puzzle's family (its `family` ability checks the type: counts under names). */
export const typeJobSchema = z.strictObject({
  kind: z.literal('type'),
  shared,
  run: runId,
  /** The puzzle whose family it is, as the catalog opens it (no file, no module). */
  puzzle: z.string().regex(/^[a-z0-9-]{1,60}$/),
  type: z.record(z.string().regex(/^[a-z]{1,40}$/), count.max(1000)),
});

/**
 * Classify the chunks [from, to) of a census run (census-family.ts) of
 * `chunks` in all: the family's `checkSettings` checks the settings, and a
 * build that cuts the run into another number of chunks refuses the job.
 */
export const censusJobSchema = z
  .strictObject({
    kind: z.literal('census'),
    shared,
    run: runId,
    /** The puzzle whose census it is, as the catalog opens it (no file, no module). */
    puzzle: z.string().regex(/^[a-z0-9-]{1,60}$/),
    settings: z.record(z.string().regex(/^[a-zA-Z]{1,40}$/), z.number().int().min(-1_000_000).max(1_000_000)),
    chunks: z.number().int().positive().max(2 ** 40),
    from: count,
    to: count,
  })
  .refine((j) => j.from < j.to && j.to <= j.chunks, 'the chunks must lie in the run');

export const jobSchema = z.union([layerJobSchema, typeJobSchema, censusJobSchema]);

export type LayerJob = z.infer<typeof layerJobSchema>;
export type TypeJob = z.infer<typeof typeJobSchema>;
export type CensusJob = z.infer<typeof censusJobSchema>;
export type ClusterJob = z.infer<typeof jobSchema>;

/** A payload that does not parse: the job fails at once and is not retried. */
export class BadJobError extends HopelessJobError {
  override readonly name: string = 'BadJobError';
}

/** Parses a job's payload; a BadJobError naming the first problem otherwise. */
export function parseJob(data: unknown): ClusterJob {
  const parsed = jobSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') || undefined;
    // zod's words for the problem are English only: attached as they come.
    throw new BadJobError(CLUSTER_MESSAGES.badJob({ path: path ?? CLUSTER_MESSAGES.badJobPayload(), why: issue?.message ?? CLUSTER_MESSAGES.badJobNoParse() }));
  }
  return parsed.data;
}
