/** `puzzlekit solve`: a shortest solution, counts of solutions, or all of them. */
import {
  ALGORITHMS,
  allSolutionsSteps,
  countShortestSteps,
  describeLimit,
  isAlgorithmName,
  resolveAlgorithm,
  runAsync,
  solveSteps,
  type AllSolutionsResult,
  type CountShortestResult,
  type SearchOptions,
  type SearchResult,
  type LimitReason,
} from '../../engine/index.js';
import type { AnyPuzzle } from '../../puzzles/puzzle.js';
import { replayMoves } from '../../puzzles/replay.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, indent, jsonCount, milliseconds, printJson, useColor } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { openInstance } from '../open-instance.js';
import { progressReporter } from '../progress.js';
import { spaceDiagramOf } from '../space-diagram.js';

export interface SolveCommandOptions extends InstanceOptions, LimitOptions {
  metric?: string;
  algorithm?: string;
  count?: string;
  all?: boolean;
  maxSolutions?: string;
  maxDepth?: string;
  boards?: boolean;
  diagram?: boolean;
  json?: boolean;
}

type Counting = 'shortest' | 'all' | undefined;

export async function solveCommand(puzzleId: string, options: SolveCommandOptions, signal: AbortSignal): Promise<number> {
  const counting = parseCounting(options.count);
  const algorithmName = options.algorithm ?? 'auto';
  if (!isAlgorithmName(algorithmName)) {
    throw new UsageError(`unknown algorithm "${algorithmName}" (algorithms: ${Object.keys(ALGORITHMS).join(', ')})`);
  }
  const maxSolutions = options.maxSolutions === undefined ? 100 : wholeNumberOption('--max-solutions', options.maxSolutions, 0);
  const maxDepth = options.maxDepth === undefined ? undefined : wholeNumberOption('--max-depth', options.maxDepth, 1);
  const { puzzle, instance, metric, problem } = openInstance(puzzleId, options);
  const diagramOf = options.diagram ? spaceDiagramOf(puzzle, instance) : undefined;
  const algorithm = resolveAlgorithm(problem, algorithmName);
  if (maxDepth !== undefined && algorithm !== 'dfs' && !options.all && counting !== 'all') {
    throw new UsageError('--max-depth applies to --algorithm dfs, --all and --count all');
  }
  const limits = { ...searchLimits(options), signal };
  // --max-seconds bounds the whole command: each phase (solve, count, list) gets what is left.
  const deadline = limits.maxSeconds === undefined ? Infinity : performance.now() + limits.maxSeconds * 1000;

  const search = async <T>(label: string, steps: (o: SearchOptions) => Generator<void, T, void>): Promise<T> => {
    const progress = options.json ? undefined : progressReporter(label);
    const secondsLeft = Math.max((deadline - performance.now()) / 1000, 1e-6);
    try {
      return await runAsync(steps({ ...limits, ...(deadline === Infinity ? {} : { maxSeconds: secondsLeft }), onProgress: progress?.onProgress }));
    } finally {
      progress?.stop();
    }
  };

  const result = await search('solving', (o) => solveSteps(problem, algorithm, { ...o, maxDepth }));
  const shortest =
    counting === 'shortest' && result.status === 'solved' ? await search('counting shortest', (o) => countShortestSteps(problem, o)) : undefined;
  const every =
    counting === 'all' || options.all
      ? await search('enumerating', (o) =>
          allSolutionsSteps(problem, {
            ...o,
            maxDepth,
            maxSolutions: options.all ? maxSolutions : 0,
            // A list shows the shortest solutions first; a bare count walks once.
            order: options.all ? 'shortest-first' : 'depth-first',
            // Listing alone stops one past the cap: enough to know there are more.
            stopAfter: counting === 'all' ? undefined : maxSolutions + 1,
          }),
        )
      : undefined;

  const report: SolveReport = {
    puzzle,
    instance,
    metric,
    algorithm,
    result,
    start: problem.start,
    shown: result.solution ? replayMoves(puzzle, instance, problem.start, result.solution.moves) : [],
    shortest,
    every,
    counting,
    listAll: options.all === true,
  };
  // The diagram traces the solution found, or shows the bare space when there is none.
  const diagram = diagramOf?.(report.shown.length > 0 ? report.shown : undefined);
  if (options.json) printJson({ ...solveJson(report), ...(diagram ? { diagram: diagram.drawing } : {}) });
  else {
    printHuman(report, options.boards !== false);
    if (diagram) process.stdout.write(diagram.renderText({ color: useColor }) + '\n');
  }
  return exitCode(report);
}

interface SolveReport {
  puzzle: AnyPuzzle;
  instance: unknown;
  metric: string;
  algorithm: string;
  result: SearchResult<unknown, unknown>;
  start: unknown;
  /** The best solution's states replayed by the rules (see replayMoves); empty without one. */
  shown: unknown[];
  shortest?: CountShortestResult<unknown, unknown>;
  every?: AllSolutionsResult<unknown, unknown>;
  counting: Counting;
  listAll: boolean;
}

/** The limit that cut any phase short (the search, the count of shortest solutions, the listing), if one did. */
function limitReached({ result, shortest, every }: SolveReport): LimitReason | undefined {
  // `every` without a limit reason stopped at --max-solutions on purpose.
  return result.limit ?? shortest?.limit ?? every?.limit;
}

function exitCode(report: SolveReport): number {
  if (limitReached(report)) return EXIT.limit;
  return report.result.status === 'unsolvable' ? EXIT.unsolvable : EXIT.ok;
}

function parseCounting(raw: string | undefined): Counting {
  if (raw === undefined || raw === 'shortest' || raw === 'all') return raw;
  throw new UsageError(`--count ${raw}: expected shortest or all`);
}

function movesJson(puzzle: AnyPuzzle, instance: unknown, moves: readonly unknown[], states: readonly unknown[]) {
  return moves.map((move, i) => ({
    text: puzzle.describeMove(instance, move, states[i]),
    code: puzzle.moveCode(instance, move),
  }));
}

function solveJson(report: SolveReport): Record<string, unknown> {
  const { puzzle, instance, result } = report;
  const solution = result.solution;
  const json: Record<string, unknown> = {
    puzzle: puzzle.id,
    instance: puzzle.instanceCode(instance),
    metric: report.metric,
    algorithm: report.algorithm,
    status: result.status,
    length: solution ? solution.moves.length : null,
    cost: solution ? solution.cost : null,
    moves: solution ? movesJson(puzzle, instance, solution.moves, report.shown) : [],
    states: report.shown.map((s) => puzzle.stateCode(instance, s)),
    stats: { statesExplored: result.stats.statesExplored, milliseconds: Math.round(result.stats.milliseconds * 100) / 100 },
  };
  // A solution found, then a count or a listing cut short: the whole answer is not complete, and says so.
  const limit = limitReached(report);
  if (limit) {
    json.status = 'limit';
    json.limit = limit;
    if (result.status === 'solved') json.solved = true;
  }
  if (result.reason) json.reason = result.reason;
  if (report.counting === 'shortest') {
    json.shortestSolutions = report.shortest?.count === undefined ? (result.status === 'unsolvable' ? 0 : null) : jsonCount(report.shortest.count);
  }
  const every = report.every;
  if (every) {
    if (report.counting === 'all') {
      json.solutionCount = every.status === 'complete' ? every.count : null;
      if (every.status !== 'complete') json.solutionCountAtLeast = every.count;
    }
    if (report.listAll) {
      json.solutions = every.solutions.map((s) => ({ length: s.moves.length, cost: s.cost, moves: movesJson(puzzle, instance, s.moves, replayMoves(puzzle, instance, report.start, s.moves)) }));
      json.complete = every.status === 'complete' && every.solutions.length === every.count;
    }
  }
  return json;
}

function printHuman(report: SolveReport, boards: boolean): void {
  const { puzzle, instance, result } = report;
  const out: string[] = [];
  const draw = (state: unknown) => indent(puzzle.renderText(instance, state, { color: useColor }));
  const solution = result.solution;
  if (solution && !report.listAll) {
    out.push(`${puzzle.title}: ${puzzle.instanceCode(instance)}`);
    const states = report.shown;
    if (boards) out.push('Start:', draw(states[0]));
    solution.moves.forEach((move, i) => {
      out.push(`${i + 1}. ${puzzle.describeMove(instance, move, states[i])}`);
      if (boards) out.push(draw(states[i + 1]));
    });
  }
  const stats = `${report.algorithm}, ${grouped(result.stats.statesExplored)} states, ${milliseconds(result.stats.milliseconds)}`;
  if (result.status === 'solved' && solution) {
    const cost = solution.cost !== solution.moves.length ? `, cost ${solution.cost} (${report.metric})` : '';
    out.push(`Solved in ${solution.moves.length} moves${cost} (${stats}).`);
  } else if (result.status === 'unsolvable') {
    out.push(`No solution: ${result.reason ?? `every one of the ${grouped(result.stats.statesExplored)} reachable states was searched`} (${stats}).`);
  } else {
    out.push(`Stopped: ${describeLimit(result.limit!)} before a solution was found (${stats}).`);
  }
  const shortest = report.shortest;
  if (shortest) {
    if (shortest.status === 'solved') out.push(`Shortest solutions: ${grouped(shortest.count!)}.`);
    else if (shortest.status === 'limit') out.push(`Shortest solutions: not counted, ${describeLimit(shortest.limit!)}.`);
  }
  const every = report.every;
  if (every) {
    if (report.listAll) {
      every.solutions.forEach((s, i) => {
        const states = replayMoves(puzzle, instance, report.start, s.moves);
        const words = s.moves.map((m, j) => puzzle.describeMove(instance, m, states[j]));
        out.push(`Solution ${i + 1} (${s.moves.length} moves): ${words.join('; ')}`);
      });
    }
    const complete = every.status === 'complete';
    if (report.counting === 'all' || every.limit) {
      const why = every.limit ? `, ${describeLimit(every.limit)}` : '';
      if (!complete && every.count === 0) out.push(`Solutions without a repeated state: not known, none found before the stop${why}.`);
      else out.push(`Solutions without a repeated state: ${complete ? '' : 'at least '}${grouped(every.count)}${why}.`);
    }
    if (report.listAll && every.solutions.length < every.count) {
      out.push(`(${every.solutions.length} shown; there are more: raise --max-solutions to see them.)`);
    } else if (report.listAll && complete) {
      out.push(`All ${every.count} solutions without a repeated state are shown.`);
    }
  }
  process.stdout.write(out.join('\n') + '\n');
}
