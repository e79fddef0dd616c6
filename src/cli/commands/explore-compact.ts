/**
 * `puzzlekit explore --compact`: the whole space of a ranked puzzle by the
 * compact search (2 bits a state, a byte with --out), on worker threads, and
 * `--out FILE`: the distance table from the goals, saved for `solve --db`.
 * The midend plans and runs it (compact-plan.ts, compact-explore.ts); this
 * reads the options, checks which go together, and says what came of it.
 */
import { describeLimit, type SearchProblem } from '../../engine/index.js';
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
import { plural } from '../words.js';
import { cliLang, limitWords, say } from '../lang.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, threadsWithinMemory, type LimitOptions } from '../limits.js';
import { progressReporter } from '../progress.js';
import { checkFileOption, checkFolderOption } from '../output-options.js';
import { cliIo } from '../io.js';
import { depthLines, farthestExampleLines, solvableWords, spaceFigures } from '../explore-report.js';
import { compactTroubleError } from '../compact-trouble.js';

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
  const builtIn = opensOnWorkerThreads(puzzleId);
  if (raw === undefined) return builtIn ? fallback : 1;
  const threads = wholeNumberOption('--threads', raw, 1, 256);
  if (threads > 1 && !builtIn) throw new UsageError(`--threads ${raw}: ${puzzleId} comes from --puzzle-module, and worker threads open only the built-in puzzles; leave out --threads`);
  return threads;
}

/**
 * Whether `explore` takes the compact search (the midend decides:
 * exploreSearchOf); the options that only the compact search has ask for it.
 */
export function wantsCompact(opened: OpenedInstance, options: CompactCommandOptions & { mergeSymmetric?: boolean }): boolean {
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
    throw new UsageError(
      say(
        '--compact, --out, --checkpoints, --resume, --segments and --cluster need a ranked puzzle (sliding-tiles of 2 to 14 cells, at least 2x2, or hanoi)',
        '--compact、--out、--checkpoints、--resume、--segments 和 --cluster 只用于可排序的谜题（2 到 14 格、至少 2x2 的 sliding-tiles，或 hanoi）',
      ),
    );
  }
  throw new UsageError(say('--merge-symmetric applies to the hash-table search, not to --compact', '--merge-symmetric 用于哈希表搜索，不能和 --compact 一起用'));
}

export async function exploreCompactCommand(opened: OpenedInstance, options: CompactCommandOptions, signal: AbortSignal): Promise<number> {
  const { puzzle, problem } = opened;
  const fromGoals = options.out !== undefined;
  const onCluster = options.cluster !== undefined;
  if (onCluster && options.segments !== undefined) throw new UsageError(say('--cluster keeps its layers in the --shared folder: leave out --segments', '--cluster 把各层存在 --shared 文件夹里：请去掉 --segments'));
  const size = (problem as SearchProblem<unknown, unknown> & { size: number }).size;
  const limits = searchLimits(options);
  if (!onCluster) refuseSegmentsWithCheckpoints(options);
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
  if ('trouble' in planned) throw compactTroubleError(planned.trouble);
  const { plan } = planned;
  const marksNeed = plan.marksBytes;
  const segmentedPlan = plan.kind === 'segmented' ? plan : undefined;
  const savingDir = plan.kind === 'in-memory' ? plan.checkpoints?.dir : undefined;
  checkOutputOptions(options);
  // The worker threads count against --max-memory beside the marks they share.
  const threads = plan.kind === 'in-memory' && !plan.checkpoints ? threadsWithinMemory(threadsOption(puzzle.id, options.threads, defaultThreads()), options.threads !== undefined, limits.maxMemoryBytes, marksNeed) : 1;
  const cluster = onCluster ? clusterAsk(options) : undefined;
  const progress = options.json || onCluster ? undefined : progressReporter(fromGoals ? say('tabling', '建表中') : 'exploring');
  let outcome: CompactOutcome;
  try {
    outcome = await exploreCompact(opened, plan, { ...limits, signal, onProgress: progress?.onProgress, threads, ...(cluster && { cluster }) });
  } finally {
    progress?.stop();
  }
  if (outcome.kind === 'trouble') throw compactTroubleError(outcome.trouble);
  if (outcome.kind === 'stopped') {
    const why = outcome.why;
    if (why.kind === 'cancelled') {
      cliIo().stderr.write(`puzzlekit: ${say('explore cancelled; the finished layers are kept in the shared folder: give the same command again to go on', 'explore 已取消；已完成的层保存在共享文件夹里：再给一次同样的命令就能接着做')}\n`);
    } else cliIo().stderr.write(`puzzlekit: ${say('the cluster run stopped: ', '集群运行已停止：')}${why.message}\n`);
    return EXIT.limit;
  }
  const { result, segments } = outcome;
  const saved = outcome.table;
  const examples = result.farthest.examples.map((s) => opened.stateCode(s));
  const what = fromGoals ? 'from the goals' : 'from the start';
  const whatZh = fromGoals ? '从完成状态出发' : '从起点出发';
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
    const perState = result.bytesPerState === 1 ? '1 byte' : `${result.bytesPerState * 8} bits`;
    const perStateZh = result.bytesPerState === 1 ? '1 字节' : `${result.bytesPerState * 8} 比特`;
    if (segments) {
      const { dir } = segments;
      if (segmentedPlan?.automatic) out.push(say(`The marks (${byteSize(marksNeed)}) do not fit in --max-memory: searching out of core, in ${dir}.`, `标记（${byteSize(marksNeed)}）超出了 --max-memory：改在磁盘上（${dir}）做外存搜索。`));
      const [onDisk, inMemory, buckets] = [byteSize(segments.bytes), byteSize(result.stats.bytes), byteSize(segments.bucketBytes)];
      out.push(
        say(
          `Out-of-core compact search ${what}: ${perState} a state in ${plural(segments.count, 'segment file')} of ${grouped(segments.ranksPerSegment)} ranks in ${dir} (${onDisk}), ${inMemory} in memory; ${buckets} of successors written to buckets by this run.`,
          `外存紧凑搜索（${whatZh}）：每个状态 ${perStateZh}，存在 ${dir} 中的 ${grouped(segments.count)} 个分段文件里，每段 ${grouped(segments.ranksPerSegment)} 个序号（${onDisk}），内存中 ${inMemory}；这次运行向桶里写了 ${buckets} 的后继。`,
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
    if (result.status === 'limit' && result.limit === 'memory' && !segments && marksNeed > (limits.maxMemoryBytes ?? Infinity)) {
      out.push(say(`The marks need ${byteSize(marksNeed)}, more than --max-memory: give --segments DIR to keep them in files on disk (out of core).`, `标记需要 ${byteSize(marksNeed)}，超过了 --max-memory：给出 --segments 文件夹就能把它们存在磁盘文件里（外存搜索）。`));
    }
    const savedIn = savingDir ?? segments?.dir;
    const started = segmentedPlan?.automatic || savingDir ? '--checkpoints' : '--segments';
    if (result.status === 'limit' && savedIn && !segmentedPlan?.resume && !options.resume) {
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

/** --segments DIR is the run's checkpoint already: it goes with neither --checkpoints nor --resume. */
function refuseSegmentsWithCheckpoints(options: CompactCommandOptions): void {
  if (options.segments !== undefined && (options.checkpoints !== undefined || options.resume !== undefined)) {
    throw new UsageError(
      say(
        "--segments DIR is already the run's checkpoint: give --segments DIR for a new run or --resume DIR to go on with one, not --checkpoints or both",
        '--segments 文件夹本身就是这次运行的检查点：新的运行给 --segments 文件夹，接着做给 --resume 文件夹，不要再给 --checkpoints，也不要两个都给',
      ),
    );
  }
}

/** The places this search will write, checked before it starts (--resume's folder only once it is known to be one). */
function checkOutputOptions(options: CompactCommandOptions): void {
  if (options.out !== undefined) checkFileOption('--out', options.out);
  if (options.checkpoints !== undefined) checkFolderOption('--checkpoints', options.checkpoints);
  if (options.segments !== undefined) checkFolderOption('--segments', options.segments);
  if (options.resume !== undefined && statOrNothing(options.resume)?.isDirectory()) checkFolderOption('--resume', options.resume);
}

/**
 * --cluster URL --shared DIR: the compact search with its layers done by
 * `puzzlekit worker`s, on the options that go with it.
 */
function clusterAsk(options: CompactCommandOptions): ClusterAsk {
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
  return {
    url: options.cluster!,
    shared: options.shared,
    jobsPerLayer,
    notice: (line) => cliIo().stderr.write(`puzzlekit: ${line}\n`),
    lang: cliLang(),
    status: statusLine(cliIo().stderr),
  };
}
