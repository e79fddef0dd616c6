/** `puzzlekit explore`: the whole reachable space of an instance. */
import { describeLimit, type ExploreResult, type SearchOptions } from '../../engine/index.js';
import { GRAPH_FORMATS } from '../../midend/index.js';
import { EXIT, requirePartner, UsageError } from '../errors.js';
import { grouped, plural, printJson, useColor } from '../format.js';
import { limitWords, say } from '../lang.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, threadsWithinMemory, type LimitOptions } from '../limits.js';
import { openInstance, type OpenInstance } from '../open-instance.js';
import { progressReporter } from '../progress.js';
import { spaceDiagramOf } from '../space-diagram.js';
import { exploreCompactCommand, threadsOption, wantsCompact, type CompactCommandOptions } from './explore-compact.js';
import { defaultThreads } from '../../parallel/worker-pool.js';
import '../../node-runners.js';
import { GRAPH_FILE_STATES, graphTargetOf, writeGraphFile, type GraphFileOptions, type GraphTarget } from '../graph-file.js';
import { cliIo } from '../io.js';
import { depthLines, farthestExampleLines, solvableWords, spaceFigures } from '../explore-report.js';

export interface ExploreCommandOptions extends InstanceOptions, LimitOptions, CompactCommandOptions, GraphFileOptions {
  metric?: string;
  examples?: string;
  mergeSymmetric?: boolean;
  diagram?: boolean;
  json?: boolean;
}

export async function exploreCommand(puzzleId: string, options: ExploreCommandOptions, signal: AbortSignal): Promise<number> {
  requirePartner('--jobs', options.jobs !== undefined, '--cluster', options.cluster !== undefined);
  requirePartner('--force', options.force === true, '--out', options.out !== undefined);
  const graphTarget = graphTargetOf(options);
  const opened = openInstance(puzzleId, options);
  const { problem } = opened;
  const merge = options.mergeSymmetric === true;
  if (graphTarget && merge) throw new UsageError(say('--graph writes every state, so it does not go with --merge-symmetric', '--graph 会写出每个状态，所以不能和 --merge-symmetric 一起用'));
  if (wantsCompact(opened, options)) {
    if (graphTarget) {
      throw new UsageError(
        say(
          `--graph writes spaces of up to ${grouped(GRAPH_FILE_STATES)} states, explored by the hash-table search, not by the compact one (--compact, --segments, --checkpoints, --resume, --out)`,
          `--graph 只写出最多 ${grouped(GRAPH_FILE_STATES)} 个状态、由哈希表搜索探索的空间，不用紧凑搜索（--compact、--segments、--checkpoints、--resume、--out）`,
        ),
      );
    }
    // The compact search keeps no states to draw: saying so beats a run without the picture asked for.
    if (options.diagram) {
      throw new UsageError(
        say(
          '--diagram draws spaces explored by the hash-table search, not by the compact one (--compact, --segments, --checkpoints, --resume, --out, --cluster)',
          '--diagram 只画由哈希表搜索探索的空间，不画紧凑搜索的（--compact、--segments、--checkpoints、--resume、--out、--cluster）',
        ),
      );
    }
    return exploreCompactCommand(opened, options, signal);
  }
  const id = opened.puzzleId;
  if (merge && !problem.canonical) throw new UsageError(say(`--merge-symmetric: this ${id} instance has no symmetry to merge`, `--merge-symmetric：这个 ${id} 实例没有可合并的对称`));
  const limits = searchLimits(options);
  // Each worker thread counts against --max-memory: too many asked for is refused, the default cut to what fits.
  const threadsAtMost = threadsWithinMemory(threadsOption(id, options.threads, graphTarget ? 1 : defaultThreads()), options.threads !== undefined, limits.maxMemoryBytes);
  const diagram = options.diagram ? spaceDiagramOf(opened)() : undefined;
  // A graph file is refused past GRAPH_FILE_STATES: no need to explore an absurdly large space whole to say so.
  if (graphTarget) limits.maxStates = Math.min(limits.maxStates ?? Infinity, GRAPH_FILE_STATES + 1);
  const progress = options.json ? undefined : progressReporter('exploring');
  let result: ExploreResult<unknown>;
  let threads: number;
  let graph: GraphOutcome | undefined;
  try {
    const search = { ...limits, signal, onProgress: progress?.onProgress, mergeSymmetric: merge };
    // Asked for, that many threads from the start; else every core once the search proves long.
    ({ result, threads } = await opened.exploreOnThreads({ ...search, threads: threadsAtMost, onlyIfLong: options.threads === undefined }));
    if (graphTarget) graph = await graphOutcome(opened, graphTarget, result, { ...limits, signal, onProgress: progress?.onProgress });
  } finally {
    progress?.stop();
  }
  const examples = result.farthest.examples.map((s) => opened.stateCode(s));
  if (options.json) {
    const json: Record<string, unknown> = {
      puzzle: id,
      instance: opened.code,
      status: result.status,
      ...spaceFigures(result, examples),
      stats: { statesExplored: result.stats.statesExplored, milliseconds: Math.round(result.stats.milliseconds * 100) / 100 },
    };
    if (result.limit) json.limit = result.limit;
    if (threads > 1) json.threads = threads;
    if (merge) json.mergedSymmetric = true;
    if (diagram) json.diagram = diagram.drawing;
    if (graph) json.graph = graph.written ? { file: graph.target.path, format: graph.target.format, states: graph.written.states, moves: graph.written.moves } : { file: graph.target.path, written: false, reason: graph.refused };
    printJson(json);
  } else {
    const out: string[] = [opened.header];
    if (threads > 1) out.push(say(`Hash-table search on ${threads} threads.`, `哈希表搜索，${threads} 个线程。`));
    if (merge) out.push(say('States that are the same up to symmetry count once (one example of each).', '对称意义下相同的状态只算一次（每种举一个例子）。'));
    if (result.status === 'limit') out.push(say(`Stopped early: ${describeLimit(result.limit!)}; the figures below are partial.`, `提前停止：${limitWords(result.limit!)}；下面的数字不完整。`));
    const solvable = solvableWords(result);
    out.push(
      say(`Reachable states: ${grouped(result.reachableStates)}`, `可达状态：${grouped(result.reachableStates)}`),
      say(`Goal states: ${grouped(result.goalStates)}`, `完成状态：${grouped(result.goalStates)}`),
      say(`Solvable: ${solvable}`, `有解：${solvable}`),
      say(
        `Farthest from the start: ${plural(result.farthest.count, 'state')} at ${plural(result.farthest.distance, 'move')}`,
        `离起点最远：${grouped(result.farthest.count)} 个状态，${grouped(result.farthest.distance)} 步`,
      ),
    );
    out.push(...farthestExampleLines(opened, result, examples));
    // A line a depth, one by one: a spread of 125,000 or more arguments overflows the stack.
    out.push(say('States per distance:', '各距离上的状态数：'));
    for (const line of depthLines(result)) out.push(line);
    if (diagram) out.push(diagram.renderText({ color: useColor() }));
    if (graph?.written) {
      const { states, moves } = graph.written;
      const [format, path] = [GRAPH_FORMATS[graph.target.format].name, graph.target.path];
      out.push(
        say(
          `State graph (${format}): ${plural(states, 'state')} and ${plural(moves, 'move')} written to ${path}`,
          `状态图（${format}）：${grouped(states)} 个状态和 ${grouped(moves)} 步已写入 ${path}`,
        ),
      );
    }
    cliIo().stdout.write(out.join('\n') + '\n');
  }
  if (graph?.refused) cliIo().stderr.write(`puzzlekit: --graph ${graph.target.path}: ${graph.refused}\n`);
  return result.status === 'limit' || graph?.refused ? EXIT.limit : EXIT.ok;
}

interface GraphOutcome {
  target: GraphTarget;
  written?: { states: number; moves: number };
  /** Why no file was written. */
  refused?: string;
}

/** Writes the graph file when the space was explored whole and is small enough; else says why not. */
async function graphOutcome(opened: OpenInstance, target: GraphTarget, result: ExploreResult<unknown>, options: SearchOptions): Promise<GraphOutcome> {
  const tooBig = say(
    `the space has more than ${grouped(GRAPH_FILE_STATES)} states, too many for a graph file; nothing written`,
    `状态空间超过 ${grouped(GRAPH_FILE_STATES)} 个状态，图文件放不下；什么也没写`,
  );
  if (result.status !== 'complete') {
    const early = say(`the exploration stopped early (${describeLimit(result.limit!)}); nothing written`, `探索提前停止了（${limitWords(result.limit!)}）；什么也没写`);
    return { target, refused: result.limit === 'states' && result.reachableStates > GRAPH_FILE_STATES ? tooBig : early };
  }
  if (result.reachableStates > GRAPH_FILE_STATES) return { target, refused: tooBig };
  const written = await writeGraphFile(opened, target, options);
  return written.status === 'written' ? { target, written } : { target, refused: say('a limit stopped the graph before it was whole; nothing written', '图还没完整就达到了上限；什么也没写') };
}
