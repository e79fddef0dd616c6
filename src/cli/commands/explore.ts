/** `puzzlekit explore`: the whole reachable space of an instance. */
import type { ExploreResult, SearchOptions } from '../../engine/index.js';
import { GRAPH_FORMATS } from '../../midend/index.js';
import { EXIT, requirePartner, UsageError } from '../errors.js';
import { grouped, printJson, useColor } from '../format.js';
import { EXPLORE } from '../messages/explore.js';
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
import type { CliWords } from '../cli-words.js';

export interface ExploreCommandOptions extends InstanceOptions, LimitOptions, CompactCommandOptions, GraphFileOptions {
  metric?: string;
  examples?: string;
  mergeSymmetric?: boolean;
  diagram?: boolean;
  json?: boolean;
}

export async function exploreCommand(cli: CliWords, puzzleId: string, options: ExploreCommandOptions, signal: AbortSignal): Promise<number> {
  requirePartner(cli, '--jobs', options.jobs !== undefined, '--cluster', options.cluster !== undefined);
  requirePartner(cli, '--force', options.force === true, '--out', options.out !== undefined);
  const graphTarget = graphTargetOf(cli, options);
  const opened = openInstance(cli, puzzleId, options);
  const { problem } = opened;
  const merge = options.mergeSymmetric === true;
  if (graphTarget && merge) throw new UsageError(cli.words(EXPLORE.graphNotMerged()));
  if (wantsCompact(cli, opened, options)) {
    if (graphTarget) {
      throw new UsageError(cli.words(EXPLORE.graphNotCompact({ most: grouped(GRAPH_FILE_STATES) })));
    }
    // The compact search keeps no states to draw: saying so beats a run without the picture asked for.
    if (options.diagram) {
      throw new UsageError(cli.words(EXPLORE.diagramNotCompact()));
    }
    return exploreCompactCommand(cli, opened, options, signal);
  }
  const id = opened.puzzleId;
  if (merge && !problem.canonical) throw new UsageError(cli.words(EXPLORE.noSymmetry({ puzzle: id })));
  const limits = searchLimits(cli, options);
  // Each worker thread counts against --max-memory: too many asked for is refused, the default cut to what fits.
  const threadsAtMost = threadsWithinMemory(cli, threadsOption(cli, id, options.threads, graphTarget ? 1 : defaultThreads()), options.threads !== undefined, limits.maxMemoryBytes);
  const diagram = options.diagram ? spaceDiagramOf(cli, opened)() : undefined;
  // A graph file is refused past GRAPH_FILE_STATES: no need to explore an absurdly large space whole to say so.
  if (graphTarget) limits.maxStates = Math.min(limits.maxStates ?? Infinity, GRAPH_FILE_STATES + 1);
  const progress = options.json ? undefined : progressReporter(cli, 'exploring');
  let result: ExploreResult<unknown>;
  let threads: number;
  let graph: GraphOutcome | undefined;
  try {
    const search = { ...limits, signal, onProgress: progress?.onProgress, mergeSymmetric: merge };
    // Asked for, that many threads from the start; else every core once the search proves long.
    ({ result, threads } = await opened.exploreOnThreads({ ...search, threads: threadsAtMost, onlyIfLong: options.threads === undefined }));
    if (graphTarget) graph = await graphOutcome(cli, opened, graphTarget, result, { ...limits, signal, onProgress: progress?.onProgress });
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
    if (threads > 1) out.push(cli.words(EXPLORE.threads({ threads })));
    if (merge) out.push(cli.words(EXPLORE.merged()));
    if (result.status === 'limit') out.push(cli.words(EXPLORE.stoppedEarly({ why: cli.limitWords(result.limit!) })));
    out.push(
      cli.words(EXPLORE.reachable({ states: grouped(result.reachableStates) })),
      cli.words(EXPLORE.goals({ states: grouped(result.goalStates) })),
      cli.words(EXPLORE.solvable({ solvable: solvableWords(cli, result) })),
      cli.words(EXPLORE.farthestFromStart({ states: result.farthest.count, moves: result.farthest.distance })),
    );
    out.push(...farthestExampleLines(cli, opened, result, examples));
    // A line a depth, one by one: a spread of 125,000 or more arguments overflows the stack.
    out.push(cli.words(EXPLORE.perDistance()));
    for (const line of depthLines(cli, result)) out.push(line);
    if (diagram) out.push(diagram.renderText({ color: useColor() }));
    if (graph?.written) {
      const { states, moves } = graph.written;
      const [format, path] = [GRAPH_FORMATS[graph.target.format].name, graph.target.path];
      out.push(cli.words(EXPLORE.graphWritten({ format, states, moves, path })));
    }
    cliIo().stdout.write(out.join('\n') + '\n');
  }
  if (graph?.refused) cliIo().stderr.write(`puzzlekit: ${cli.words(EXPLORE.graphRefused({ path: graph.target.path, why: graph.refused }))}\n`);
  return result.status === 'limit' || graph?.refused ? EXIT.limit : EXIT.ok;
}

interface GraphOutcome {
  target: GraphTarget;
  written?: { states: number; moves: number };
  /** Why no file was written. */
  refused?: string;
}

/** Writes the graph file when the space was explored whole and is small enough; else says why not. */
async function graphOutcome(cli: CliWords, opened: OpenInstance, target: GraphTarget, result: ExploreResult<unknown>, options: SearchOptions): Promise<GraphOutcome> {
  const tooBig = cli.words(EXPLORE.graphTooBig({ most: grouped(GRAPH_FILE_STATES) }));
  if (result.status !== 'complete') {
    const early = cli.words(EXPLORE.graphStoppedEarly({ why: cli.limitWords(result.limit!) }));
    return { target, refused: result.limit === 'states' && result.reachableStates > GRAPH_FILE_STATES ? tooBig : early };
  }
  if (result.reachableStates > GRAPH_FILE_STATES) return { target, refused: tooBig };
  const written = await writeGraphFile(opened, target, options);
  return written.status === 'written' ? { target, written } : { target, refused: cli.words(EXPLORE.graphLimit()) };
}
