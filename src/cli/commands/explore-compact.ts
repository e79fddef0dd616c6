/**
 * `puzzlekit explore --compact`: the whole space of a ranked puzzle by the
 * compact search (2 bits a state, a byte with --out), on worker threads, and
 * `--out FILE`: the distance table from the goals, saved for `solve --db`.
 * The midend plans and runs it (compact-plan.ts, compact-explore.ts); this
 * reads the options, checks which go together, and says what came of it.
 */
import type { SearchProblem } from '../../engine/index.js';
import type { OpenedInstance } from '../../midend/index.js';
import type { ClusterAsk, CompactOutcome } from '../../midend/compact-contract.js';
import { exploreCompact } from '../../midend/compact-explore.js';
import { compactPlan, exploreSearchOf } from '../../midend/compact-plan.js';
import { opensOnWorkerThreads } from '../../midend/worker-threads.js';
import { defaultThreads } from '../../parallel/worker-pool.js';
import { runFolders } from '../../storage/run-folders.js';
import { statOrNothing } from '../../storage/output-path.js';
import { statusLine } from '../../cluster/status-line.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { byteSize, grouped, printJson } from '../format.js';
import { COMPACT } from '../messages/compact.js';
import { EXPLORE } from '../messages/explore.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, threadsWithinMemory, type LimitOptions } from '../limits.js';
import { progressReporter } from '../progress.js';
import { checkFileOption, checkFolderOption } from '../output-options.js';
import { cliIo } from '../io.js';
import { depthLines, farthestExampleLines, solvableWords, spaceFigures } from '../explore-report.js';
import { compactTroubleError } from '../compact-trouble.js';
import type { CliWords } from '../cli-words.js';

export interface CompactCommandOptions extends InstanceOptions, LimitOptions {
  metric?: string;
  examples?: string;
  compact?: boolean;
  threads?: string;
  out?: string;
  force?: boolean;
  checkpoints?: string;
  resume?: string;
  segments?: string;
  /** A Redis URL: the layers go to `puzzlekit worker`s as jobs. */
  cluster?: string;
  shared?: string;
  jobs?: string;
  json?: boolean;
}

/**
 * --threads N, or `fallback` without it. A puzzle added by --puzzle-module
 * runs on one thread: a worker opens the instance again by the puzzle's id,
 * and a worker's catalog holds only the built-in puzzles.
 */
export function threadsOption(cli: CliWords, puzzleId: string, raw: string | undefined, fallback: number): number {
  const builtIn = opensOnWorkerThreads(puzzleId);
  if (raw === undefined) return builtIn ? fallback : 1;
  const threads = wholeNumberOption(cli, '--threads', raw, 1, 256);
  if (threads > 1 && !builtIn) throw new UsageError(cli.words(COMPACT.threadsOfModule({ raw, puzzle: puzzleId })));
  return threads;
}

/**
 * Whether `explore` takes the compact search (the midend decides:
 * exploreSearchOf); the options that only the compact search has ask for it.
 */
export function wantsCompact(cli: CliWords, opened: OpenedInstance, options: CompactCommandOptions & { mergeSymmetric?: boolean }): boolean {
  const compact =
    options.compact === true ||
    options.out !== undefined ||
    options.checkpoints !== undefined ||
    options.resume !== undefined ||
    options.segments !== undefined ||
    options.cluster !== undefined;
  const search = exploreSearchOf(opened.problem, { compact, threads: options.threads !== undefined, mergeSymmetric: options.mergeSymmetric === true });
  if (search === 'compact' || search === 'hash-table') return search === 'compact';
  if (search.refused === 'not-ranked') {
    throw new UsageError(cli.words(COMPACT.notRanked()));
  }
  throw new UsageError(cli.words(COMPACT.mergeNotCompact()));
}

export async function exploreCompactCommand(cli: CliWords, opened: OpenedInstance, options: CompactCommandOptions, signal: AbortSignal): Promise<number> {
  const { puzzle, problem } = opened;
  const fromGoals = options.out !== undefined;
  const onCluster = options.cluster !== undefined;
  if (onCluster && options.segments !== undefined) throw new UsageError(cli.words(COMPACT.clusterNoSegments()));
  const size = (problem as SearchProblem<unknown, unknown> & { size: number }).size;
  const limits = searchLimits(cli, options);
  if (!onCluster) refuseSegmentsWithCheckpoints(cli, options);
  const planned = compactPlan(
    opened,
    {
      ...(fromGoals && { table: { path: options.out!, overwrite: options.force === true } }),
      // Read as written: anything but `--threads 1` asks for more, so that a one-thread run refuses even a bad count with its own reason first.
      moreThreads: options.threads !== undefined && options.threads !== '1',
      checkpoints: options.checkpoints,
      resume: options.resume,
      segments: options.segments,
      cluster: onCluster,
      maxMemoryBytes: limits.maxMemoryBytes,
    },
    runFolders,
  );
  if ('trouble' in planned) throw compactTroubleError(cli, planned.trouble);
  const { plan } = planned;
  const marksNeed = plan.marksBytes;
  const segmentedPlan = plan.kind === 'segmented' ? plan : undefined;
  const savingDir = plan.kind === 'in-memory' ? plan.checkpoints?.dir : undefined;
  checkOutputOptions(cli, options);
  // The worker threads count against --max-memory beside the marks they share.
  const threads = plan.kind === 'in-memory' && !plan.checkpoints ? threadsWithinMemory(cli, threadsOption(cli, puzzle.id, options.threads, defaultThreads()), options.threads !== undefined, limits.maxMemoryBytes, marksNeed) : 1;
  const cluster = onCluster ? clusterAsk(cli, options) : undefined;
  const progress = options.json || onCluster ? undefined : progressReporter(cli, fromGoals ? cli.words(COMPACT.progressTabling()) : 'exploring');
  let outcome: CompactOutcome;
  try {
    outcome = await exploreCompact(opened, plan, { ...limits, signal, onProgress: progress?.onProgress, threads, ...(cluster && { cluster }) });
  } finally {
    progress?.stop();
  }
  if (outcome.kind === 'trouble') throw compactTroubleError(cli, outcome.trouble);
  if (outcome.kind === 'stopped') {
    const why = outcome.why;
    if (why.kind === 'cancelled') {
      cliIo().stderr.write(`puzzlekit: ${cli.words(COMPACT.cancelled())}\n`);
    } else cliIo().stderr.write(`puzzlekit: ${cli.words(COMPACT.clusterStopped({ why: why.message }))}\n`);
    return EXIT.limit;
  }
  const { result, segments } = outcome;
  const saved = outcome.table;
  const examples = result.farthest.examples.map((s) => opened.stateCode(s));
  const from = fromGoals ? 'goals' : 'start';
  if (options.json) {
    const json: Record<string, unknown> = {
      puzzle: puzzle.id,
      instance: opened.code,
      status: result.status,
      search: segments ? 'out-of-core' : 'compact',
      from: fromGoals ? 'goals' : 'start',
      threads,
      ...(onCluster ? { cluster: true } : {}),
      ...spaceFigures(result, examples),
      bytesPerState: result.bytesPerState,
      stats: { statesExplored: result.stats.statesExplored, bytes: result.stats.bytes, milliseconds: Math.round(result.stats.milliseconds * 100) / 100 },
    };
    if (result.limit) json.limit = result.limit;
    if (saved) json.table = saved;
    if (savingDir) json.checkpoints = savingDir;
    if (segments) json.segments = segments;
    printJson(json);
  } else {
    const out: string[] = [opened.header];
    const bits = result.bytesPerState * 8;
    if (segments) {
      const { dir } = segments;
      if (segmentedPlan?.automatic) out.push(cli.words(COMPACT.outOfCoreAutomatic({ marks: byteSize(marksNeed), dir })));
      const [onDisk, inMemory, buckets] = [byteSize(segments.bytes), byteSize(result.stats.bytes), byteSize(segments.bucketBytes)];
      out.push(cli.words(COMPACT.outOfCore({ from, bits, segments: segments.count, ranks: grouped(segments.ranksPerSegment), dir, onDisk, inMemory, buckets })));
    } else {
      const mb = grouped(Math.ceil(result.stats.bytes / 2 ** 20));
      out.push(cli.words(COMPACT.inMemory({ from, cluster: onCluster ? 'yes' : 'no', threads, bits, mb })));
    }
    if (result.status === 'limit') out.push(cli.words(EXPLORE.stoppedEarly({ why: cli.limitWords(result.limit!) })));
    if (result.status === 'limit' && result.limit === 'memory' && !segments && marksNeed > (limits.maxMemoryBytes ?? Infinity)) {
      out.push(cli.words(COMPACT.marksTooBig({ marks: byteSize(marksNeed) })));
    }
    const savedIn = savingDir ?? segments?.dir;
    const started = segmentedPlan?.automatic || savingDir ? '--checkpoints' : '--segments';
    if (result.status === 'limit' && savedIn && !segmentedPlan?.resume && !options.resume) {
      out.push(cli.words(COMPACT.goOnInPlace({ dir: savedIn, started })));
    } else if (result.status === 'limit' && savedIn) out.push(cli.words(COMPACT.goOn({ dir: savedIn })));
    out.push(
      cli.words(EXPLORE.reachable({ states: grouped(result.reachableStates) })),
      cli.words(EXPLORE.goals({ states: grouped(result.goalStates) })),
      cli.words(fromGoals ? EXPLORE.farthestFromGoal({ states: result.farthest.count, moves: result.farthest.distance }) : EXPLORE.solvable({ solvable: solvableWords(cli, result) })),
    );
    if (!fromGoals) out.push(cli.words(EXPLORE.farthestFromStart({ states: result.farthest.count, moves: result.farthest.distance })));
    out.push(...farthestExampleLines(cli, opened, result, examples));
    out.push(cli.words(fromGoals ? EXPLORE.perDistanceToGoal() : EXPLORE.perDistance()));
    // One by one: a spread of 125,000 or more arguments overflows the stack.
    for (const line of depthLines(cli, result)) out.push(line);
    if (saved) out.push(cli.words(COMPACT.tableWritten({ path: saved, bytes: grouped(size), puzzle: puzzle.id })));
    cliIo().stdout.write(out.join('\n') + '\n');
  }
  return result.status === 'limit' ? EXIT.limit : EXIT.ok;
}

/** --segments DIR is the run's checkpoint already: it goes with neither --checkpoints nor --resume. */
function refuseSegmentsWithCheckpoints(cli: CliWords, options: CompactCommandOptions): void {
  if (options.segments !== undefined && (options.checkpoints !== undefined || options.resume !== undefined)) {
    throw new UsageError(cli.words(COMPACT.segmentsAreCheckpoints()));
  }
}

/** The places this search will write, checked before it starts (--resume's folder only once it is known to be one). */
function checkOutputOptions(cli: CliWords, options: CompactCommandOptions): void {
  if (options.out !== undefined) checkFileOption(cli, '--out', options.out);
  if (options.checkpoints !== undefined) checkFolderOption(cli, '--checkpoints', options.checkpoints);
  if (options.segments !== undefined) checkFolderOption(cli, '--segments', options.segments);
  if (options.resume !== undefined && statOrNothing(options.resume)?.isDirectory()) checkFolderOption(cli, '--resume', options.resume);
}

/**
 * --cluster URL --shared DIR: the compact search with its layers done by
 * `puzzlekit worker`s, on the options that go with it.
 */
function clusterAsk(cli: CliWords, options: CompactCommandOptions): ClusterAsk {
  if (options.shared === undefined) throw new UsageError(cli.words(COMPACT.clusterNeedsShared()));
  if (options.checkpoints !== undefined || options.resume !== undefined) {
    throw new UsageError(cli.words(COMPACT.clusterKeepsCheckpoints()));
  }
  if (options.maxStates !== undefined || options.maxSeconds !== undefined) {
    throw new UsageError(cli.words(COMPACT.clusterNoLimits()));
  }
  const jobsPerLayer = options.jobs === undefined ? 16 : wholeNumberOption(cli, '--jobs', options.jobs, 1, 100_000);
  return {
    url: options.cluster!,
    shared: options.shared,
    jobsPerLayer,
    notice: (line) => cliIo().stderr.write(`puzzlekit: ${line}\n`),
    lang: cli.lang,
    status: statusLine(cliIo().stderr),
  };
}
