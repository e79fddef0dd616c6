/**
 * `puzzlekit explore --compact`: the whole space of a ranked puzzle by the
 * compact search (2 bits a state, a byte with --out), on worker threads, and
 * `--out FILE`: the distance table from the goals, saved for `solve --db`.
 */
import { describeLimit, isRanked, marksBytes, runAsync, compactExploreSteps, type CompactOptions, type CompactResult, type RankedProblem, type SearchProblem } from '../../engine/index.js';
import { loadCluster, withClusterErrors } from '../cluster-module.js';
import { compactExploreThreaded, defaultThreads } from '../../parallel/compact-threads.js';
import type { OpenedInstance } from '../../midend/index.js';
import { isBuiltIn } from '../../puzzles/catalog.js';
import { CheckpointError, hasCheckpoint, readCheckpoint, writeCheckpoint, type CheckpointRun } from '../../storage/checkpoint-dir.js';
import { hasSegments } from '../../storage/segment-files.js';
import { DistanceFileError, writeDistanceFile, writeDistanceFileParts } from '../../storage/distance-file.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { byteSize, grouped, printJson } from '../format.js';
import { instanceHeader, plural } from '../words.js';
import { cliLang, limitWords, say } from '../lang.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, threadsWithinMemory, type LimitOptions } from '../limits.js';
import { progressReporter } from '../progress.js';
import { runSegmented, segmentedPlan, type SegmentedRun } from './explore-segmented.js';
import { checkFileOption, checkFolderOption } from '../output-options.js';
import { statOrNothing } from '../../storage/output-path.js';
import { cliIo } from '../io.js';
import { depthLines, farthestExampleLines, solvableWords, spaceFigures } from '../explore-report.js';
import { statusLine } from '../../cluster/status-line.js';

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
export function threadsOption(puzzleId: string, raw: string | undefined, fallback: number): number {
  const builtIn = isBuiltIn(puzzleId);
  if (raw === undefined) return builtIn ? fallback : 1;
  const threads = wholeNumberOption('--threads', raw, 1, 256);
  if (threads > 1 && !builtIn) throw new UsageError(`--threads ${raw}: ${puzzleId} comes from --puzzle-module, and worker threads open only the built-in puzzles; leave out --threads`);
  return threads;
}

/** Ranked spaces from this many states on are explored compactly unless asked otherwise. */
export const AUTO_COMPACT_STATES = 2 ** 22;

/**
 * Whether `explore` takes the compact search: asked for, or a big ranked
 * space. `--threads` alone asks for it on a ranked puzzle (without
 * --merge-symmetric); elsewhere it runs the hash-table search on threads.
 */
export function wantsCompact(problem: SearchProblem<unknown, unknown>, options: CompactCommandOptions & { mergeSymmetric?: boolean }): boolean {
  const asked =
    options.compact === true ||
    options.out !== undefined ||
    options.checkpoints !== undefined ||
    options.resume !== undefined ||
    options.segments !== undefined ||
    options.cluster !== undefined;
  if (asked) {
    if (!isRanked(problem)) {
      throw new UsageError(
        say(
          '--compact, --out, --checkpoints, --resume, --segments and --cluster need a ranked puzzle (sliding-tiles of 2 to 14 cells, at least 2x2, or hanoi)',
          '--compact、--out、--checkpoints、--resume、--segments 和 --cluster 只用于可排序的谜题（2 到 14 格、至少 2x2 的 sliding-tiles，或 hanoi）',
        ),
      );
    }
    if (options.mergeSymmetric) throw new UsageError(say('--merge-symmetric applies to the hash-table search, not to --compact', '--merge-symmetric 用于哈希表搜索，不能和 --compact 一起用'));
    return true;
  }
  if (options.mergeSymmetric || !isRanked(problem)) return false;
  return options.threads !== undefined || problem.size >= AUTO_COMPACT_STATES;
}

export async function exploreCompactCommand(opened: OpenedInstance, options: CompactCommandOptions, signal: AbortSignal): Promise<number> {
  const { puzzle, instance, metric, problem } = opened;
  const fromGoals = options.out !== undefined;
  const onCluster = options.cluster !== undefined;
  if (onCluster && options.segments !== undefined) throw new UsageError(say('--cluster keeps its layers in the --shared folder: leave out --segments', '--cluster 把各层存在 --shared 文件夹里：请去掉 --segments'));
  const size = (problem as SearchProblem<unknown, unknown> & { size: number }).size;
  const limits = searchLimits(options);
  const marksNeed = marksBytes(fromGoals ? 'bytes' : 'bits', size);
  const plan = onCluster ? null : segmentedPlan(options, marksNeed <= (limits.maxMemoryBytes ?? Infinity));
  const saving = plan || onCluster ? undefined : checkpointsOf(opened, options, fromGoals);
  checkOutputOptions(options);
  // The worker threads count against --max-memory beside the marks they share.
  const threads = saving || plan || onCluster ? 1 : threadsWithinMemory(threadsOption(puzzle.id, options.threads, defaultThreads()), options.threads !== undefined, limits.maxMemoryBytes, marksNeed);
  const search = { ...limits, signal, distances: fromGoals, fromGoals, ...saving?.search };
  const progress = options.json || onCluster ? undefined : progressReporter(fromGoals ? say('tabling', '建表中') : 'exploring');
  let result: CompactResult<unknown>;
  let segmented: SegmentedRun | undefined;
  try {
    if (onCluster) {
      const outcome = await exploreOnCluster(opened, options, fromGoals, search.maxMemoryBytes, signal);
      if (typeof outcome === 'number') return outcome;
      result = outcome;
    } else if (plan) {
      segmented = await runSegmented(opened, plan, checkpointRunOf(opened, fromGoals), { ...search, onProgress: progress?.onProgress });
      result = segmented.result;
    } else if (threads === 1) {
      result = await runAsync(compactExploreSteps(problem, { ...search, onProgress: progress?.onProgress }));
    } else {
      // Each thread opens the same instance from the request as the midend settled it.
      const source = { puzzle: puzzle.id, request: opened.request, metric };
      result = await compactExploreThreaded(source, { ...search, threads, onProgress: progress?.onProgress });
    }
  } finally {
    progress?.stop();
  }
  let saved: string | undefined;
  if (fromGoals && result.status === 'complete') {
    const header = {
      puzzle: puzzle.id,
      // A table is always from the goals: the space alone decides it.
      instance: problem.spaceName ?? puzzle.instanceCode(instance),
      metric,
      size,
      reached: result.reachableStates,
      radius: result.farthest.distance,
    };
    try {
      if (segmented) writeDistanceFileParts(options.out!, header, () => segmented.files.committedTable(), options.force === true);
      else writeDistanceFile(options.out!, header, result.distanceTable!.subarray(0, size), options.force === true);
    } catch (error) {
      if (error instanceof DistanceFileError) throw new UsageError(error.message);
      throw error;
    }
    saved = options.out;
  }
  const examples = result.farthest.examples.map((s) => puzzle.stateCode(instance, s));
  const what = fromGoals ? 'from the goals' : 'from the start';
  const whatZh = fromGoals ? '从完成状态出发' : '从起点出发';
  if (options.json) {
    const json: Record<string, unknown> = {
      puzzle: puzzle.id,
      instance: puzzle.instanceCode(instance),
      status: result.status,
      search: segmented ? 'out-of-core' : 'compact',
      from: fromGoals ? 'goals' : 'start',
      threads,
      ...(onCluster ? { cluster: true } : {}),
      ...spaceFigures(result, examples),
      bytesPerState: result.bytesPerState,
      stats: { statesExplored: result.stats.statesExplored, bytes: result.stats.bytes, milliseconds: Math.round(result.stats.milliseconds * 100) / 100 },
    };
    if (result.limit) json.limit = result.limit;
    if (saved) json.table = saved;
    if (saving) json.checkpoints = saving.dir;
    if (segmented) {
      const { result: r, files } = segmented;
      json.segments = { dir: files.dir, count: r.segments, ranksPerSegment: r.ranksPerSegment, bytes: files.segmentBytes(), bucketBytes: r.bucketEntries * 4 };
    }
    printJson(json);
  } else {
    const out: string[] = [instanceHeader(puzzle, instance)];
    const perState = result.bytesPerState === 1 ? '1 byte' : `${result.bytesPerState * 8} bits`;
    const perStateZh = result.bytesPerState === 1 ? '1 字节' : `${result.bytesPerState * 8} 比特`;
    if (segmented) {
      const { result: r, files } = segmented;
      if (plan!.automatic) out.push(say(`The marks (${byteSize(marksNeed)}) do not fit in --max-memory: searching out of core, in ${files.dir}.`, `标记（${byteSize(marksNeed)}）超出了 --max-memory：改在磁盘上（${files.dir}）做外存搜索。`));
      const [onDisk, inMemory, buckets] = [byteSize(files.segmentBytes()), byteSize(result.stats.bytes), byteSize(r.bucketEntries * 4)];
      out.push(
        say(
          `Out-of-core compact search ${what}: ${perState} a state in ${plural(r.segments, 'segment file')} of ${grouped(r.ranksPerSegment)} ranks in ${files.dir} (${onDisk}), ${inMemory} in memory; ${buckets} of successors written to buckets by this run.`,
          `外存紧凑搜索（${whatZh}）：每个状态 ${perStateZh}，存在 ${files.dir} 中的 ${grouped(r.segments)} 个分段文件里，每段 ${grouped(r.ranksPerSegment)} 个序号（${onDisk}），内存中 ${inMemory}；这次运行向桶里写了 ${buckets} 的后继。`,
        ),
      );
    } else {
      const mb = grouped(Math.ceil(result.stats.bytes / 2 ** 20));
      out.push(
        say(
          `Compact search ${what} on ${onCluster ? 'the cluster' : plural(threads, 'thread')}: ${perState} a state of the ranked space, ${mb} MB in all.`,
          `紧凑搜索（${whatZh}，${onCluster ? '在集群上' : `${threads} 个线程`}）：每个状态 ${perStateZh}，共 ${mb} MB。`,
        ),
      );
    }
    if (result.status === 'limit') out.push(say(`Stopped early: ${describeLimit(result.limit!)}; the figures below are partial.`, `提前停止：${limitWords(result.limit!)}；下面的数字不完整。`));
    if (result.status === 'limit' && result.limit === 'memory' && !segmented && marksNeed > (limits.maxMemoryBytes ?? Infinity)) {
      out.push(say(`The marks need ${byteSize(marksNeed)}, more than --max-memory: give --segments DIR to keep them in files on disk (out of core).`, `标记需要 ${byteSize(marksNeed)}，超过了 --max-memory：给出 --segments 文件夹就能把它们存在磁盘文件里（外存搜索）。`));
    }
    const savedIn = saving?.dir ?? segmented?.files.dir;
    const started = plan?.automatic || saving ? '--checkpoints' : '--segments';
    if (result.status === 'limit' && savedIn && !plan?.resume && !options.resume) {
      out.push(say(`Every finished layer is saved in ${savedIn}: go on with the same command and --resume ${savedIn} in place of ${started}.`, `每个完成的层都保存在 ${savedIn}：用同样的命令、把 ${started} 换成 --resume ${savedIn} 就能接着做。`));
    } else if (result.status === 'limit' && savedIn) out.push(say(`Every finished layer is saved in ${savedIn}: go on with the same command.`, `每个完成的层都保存在 ${savedIn}：用同样的命令就能接着做。`));
    out.push(
      say(`Reachable states: ${grouped(result.reachableStates)}`, `可达状态：${grouped(result.reachableStates)}`),
      say(`Goal states: ${grouped(result.goalStates)}`, `完成状态：${grouped(result.goalStates)}`),
      fromGoals
        ? say(
            `Farthest from a goal: ${plural(result.farthest.count, 'state')} at ${plural(result.farthest.distance, 'move')}`,
            `离完成最远：${grouped(result.farthest.count)} 个状态，${grouped(result.farthest.distance)} 步`,
          )
        : say('Solvable: ', '有解：') + solvableWords(result),
    );
    if (!fromGoals) {
      out.push(
        say(
          `Farthest from the start: ${plural(result.farthest.count, 'state')} at ${plural(result.farthest.distance, 'move')}`,
          `离起点最远：${grouped(result.farthest.count)} 个状态，${grouped(result.farthest.distance)} 步`,
        ),
      );
    }
    out.push(...farthestExampleLines(opened, result, examples));
    out.push(fromGoals ? say('States per distance to the nearest goal:', '各距离（到最近的完成状态）上的状态数：') : say('States per distance:', '各距离上的状态数：'));
    // One by one: a spread of 125,000 or more arguments overflows the stack.
    for (const line of depthLines(result)) out.push(line);
    if (saved) out.push(say(`Distance table written to ${saved} (${grouped(size)} bytes); use it with: solve ${puzzle.id} --db ${saved}`, `距离表已写入 ${saved}（${grouped(size)} 字节）；用法：solve ${puzzle.id} --db ${saved}`));
    cliIo().stdout.write(out.join('\n') + '\n');
  }
  return result.status === 'limit' ? EXIT.limit : EXIT.ok;
}

/**
 * --checkpoints DIR (a fresh run, saved after every layer) and --resume DIR
 * (go on from the folder's last layer, saving there again): the search options
 * that do it, or undefined without either. They run on one thread.
 */
function checkpointsOf(opened: OpenedInstance, options: CompactCommandOptions, fromGoals: boolean): { dir: string; search: Pick<CompactOptions, 'onLayer' | 'resumeFrom'> } | undefined {
  if (options.checkpoints !== undefined && options.resume !== undefined) {
    throw new UsageError(say('give --checkpoints DIR for a new run or --resume DIR to go on with one, not both', '新的运行给 --checkpoints 文件夹，接着做给 --resume 文件夹，不要两个都给'));
  }
  const dir = options.resume ?? options.checkpoints;
  if (dir === undefined) return undefined;
  if (options.threads !== undefined && options.threads !== '1') {
    throw new UsageError(say('--checkpoints and --resume run the compact search on one thread for now: leave out --threads', '--checkpoints 和 --resume 目前只用一个线程做紧凑搜索：请去掉 --threads'));
  }
  const run = checkpointRunOf(opened, fromGoals);
  const search: Pick<CompactOptions, 'onLayer' | 'resumeFrom'> = { onLayer: (checkpoint) => writeCheckpoint(dir, run, checkpoint) };
  try {
    if (options.resume !== undefined) search.resumeFrom = readCheckpoint(dir, run);
    else if (hasSegments(dir)) throw new UsageError(say(`${dir} holds an out-of-core run: go on with it by --resume ${dir}, or give another folder`, `${dir} 里有一次外存运行：用 --resume ${dir} 接着做，或者换一个文件夹`));
    else if (hasCheckpoint(dir)) throw new UsageError(say(`${dir} already holds a checkpoint: go on with it by --resume ${dir}, or give another folder`, `${dir} 里已经有检查点：用 --resume ${dir} 接着做，或者换一个文件夹`));
  } catch (error) {
    if (error instanceof CheckpointError) throw new UsageError(error.message);
    throw error;
  }
  return { dir, search };
}

/** The places this search will write, checked before it starts (--resume's folder only once it is known to be one). */
function checkOutputOptions(options: CompactCommandOptions): void {
  if (options.out !== undefined) checkFileOption('--out', options.out);
  if (options.checkpoints !== undefined) checkFolderOption('--checkpoints', options.checkpoints);
  if (options.segments !== undefined) checkFolderOption('--segments', options.segments);
  if (options.resume !== undefined && statOrNothing(options.resume)?.isDirectory()) checkFolderOption('--resume', options.resume);
}

/** What a compact search is about, as its checkpoints name it. */
function checkpointRunOf(opened: OpenedInstance, fromGoals: boolean): CheckpointRun {
  const { puzzle, instance, metric, problem } = opened;
  return {
    puzzle: puzzle.id,
    // From the goals the space alone decides the run; from the start, the start does too.
    instance: fromGoals ? (problem.spaceName ?? puzzle.instanceCode(instance)) : `${puzzle.instanceCode(instance)}${problem.spaceName ? ` (${problem.spaceName})` : ''}`,
    metric,
    from: fromGoals ? 'goals' : 'start',
    marks: fromGoals ? 'bytes' : 'bits',
    size: (problem as { size: number }).size,
  };
}

/**
 * --cluster URL --shared DIR: the compact search with its layers done by
 * `puzzlekit worker`s. Returns the result, or the exit code of a run that
 * stopped (its finished layers kept for the same command to go on from).
 */
async function exploreOnCluster(
  opened: OpenedInstance,
  options: CompactCommandOptions,
  fromGoals: boolean,
  maxMemoryBytes: number | undefined,
  signal: AbortSignal,
): Promise<CompactResult<unknown> | number> {
  if (options.shared === undefined) throw new UsageError(say('--cluster needs --shared DIR: a folder every worker machine sees at the same path', '--cluster 需要 --shared 文件夹：每台工作机都能在同一路径看到的文件夹'));
  if (options.checkpoints !== undefined || options.resume !== undefined) {
    throw new UsageError(
      say(
        '--cluster keeps its checkpoints in the --shared folder and resumes from them when given the same command again: leave out --checkpoints and --resume',
        '--cluster 把检查点存在 --shared 文件夹里，再给同样的命令就从那里接着做：请去掉 --checkpoints 和 --resume',
      ),
    );
  }
  if (options.maxStates !== undefined || options.maxSeconds !== undefined) {
    throw new UsageError(say('--max-states and --max-seconds do not apply to --cluster runs (Ctrl-C stops one; the same command goes on with it)', '--max-states 和 --max-seconds 不适用于 --cluster 运行（按 Ctrl-C 停止；同样的命令会接着做）'));
  }
  const jobsPerLayer = options.jobs === undefined ? 16 : wholeNumberOption('--jobs', options.jobs, 1, 100_000);
  const cluster = await loadCluster();
  let url: string;
  try {
    url = cluster.checkRedisUrl(options.cluster!);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { puzzle, instance, metric, problem } = opened;
  const notice = (line: string) => cliIo().stderr.write(`puzzlekit: ${line}\n`);
  try {
    return await withClusterErrors(cluster, () =>
      cluster.compactExploreOnCluster(
        { puzzle: puzzle.id, code: puzzle.instanceCode(instance), metric, problem: problem as RankedProblem<unknown, unknown>, run: checkpointRunOf(opened, fromGoals) },
        { url, shared: options.shared!, jobsPerLayer, maxMemoryBytes, signal, notice, lang: cliLang(), status: statusLine(cliIo().stderr) },
      ),
    );
  } catch (error) {
    if (error instanceof cluster.ClusterCancelledError) {
      cliIo().stderr.write(`puzzlekit: ${say('explore cancelled; the finished layers are kept in the shared folder: give the same command again to go on', 'explore 已取消；已完成的层保存在共享文件夹里：再给一次同样的命令就能接着做')}\n`);
      return EXIT.limit;
    }
    if (error instanceof cluster.ClusterStoppedError) {
      cliIo().stderr.write(`puzzlekit: ${say('the cluster run stopped: ', '集群运行已停止：')}${error.message}\n`);
      return EXIT.limit;
    }
    if (error instanceof CheckpointError) throw new UsageError(error.message);
    throw error;
  }
}
