/** `puzzlekit solve`: a shortest solution, counts of solutions, or all of them. */
import {
  ALGORITHMS,
  isAlgorithmName,
  runAsync,
  type AllSolutionsResult,
  type CountShortestResult,
  type SearchOptions,
  type SearchResult,
  type LimitReason,
} from '../../engine/index.js';
import { quickSolve, secondCountUnproven, type OpenedInstance } from '../../midend/index.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, indent, jsonCount, milliseconds, printJson, useColor } from '../format.js';
import { costWords } from '../words.js';
import { SOLVE } from '../messages/solve.js';
import { framesFit, pauseFor, playInPlace, type PlaybackEnd, type PlaybackTerminal } from '../playback.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { openInstance } from '../open-instance.js';
import { progressReporter } from '../progress.js';
import { checkPrintableSolution } from '../solution-size.js';
import { spaceDiagramOf } from '../space-diagram.js';
import { solveFromDbCommand } from './solve-db.js';
import { cacheDirectory } from '../table-cache.js';
import { prepareTables } from '../table-setup.js';
import { cliIo } from '../io.js';
import { isAllLevels } from '../instance-options.js';
import { LEVELS } from '../messages/levels.js';
import { solveLevelsCommand } from './solve-levels.js';
import type { CliWords } from '../cli-words.js';

export interface SolveCommandOptions extends InstanceOptions, LimitOptions {
  metric?: string;
  algorithm?: string;
  count?: string;
  all?: boolean;
  maxSolutions?: string;
  maxDepth?: string;
  boards?: boolean;
  diagram?: boolean;
  /** false (--no-play): list the boards even in a terminal. */
  play?: boolean;
  json?: boolean;
  db?: string;
  /** False with --no-pdb. */
  pdb?: boolean;
  cacheDir?: string;
  /** With --level all (solve-levels.ts). */
  levelSeconds?: string;
  threads?: string;
}

type Counting = 'shortest' | 'all' | undefined;

export async function solveCommand(cli: CliWords, puzzleId: string, options: SolveCommandOptions, signal: AbortSignal): Promise<number> {
  if (isAllLevels(options.level)) return solveLevelsCommand(cli, puzzleId, { ...options }, signal);
  for (const [given, option] of [[options.levelSeconds, '--level-seconds'], [options.threads, '--threads']] as const) {
    if (given !== undefined) throw new UsageError(cli.words(LEVELS.onlyWithAll({ option })));
  }
  const counting = parseCounting(cli, options.count);
  const algorithmName = options.algorithm ?? 'auto';
  if (!isAlgorithmName(algorithmName)) {
    const names = Object.keys(ALGORITHMS).join(', ');
    throw new UsageError(cli.words(SOLVE.unknownAlgorithm({ name: algorithmName, names })));
  }
  const maxSolutions = options.maxSolutions === undefined ? 100 : wholeNumberOption(cli, '--max-solutions', options.maxSolutions, 0);
  const maxDepth = options.maxDepth === undefined ? undefined : wholeNumberOption(cli, '--max-depth', options.maxDepth, 1);
  const opened = openInstance(cli, puzzleId, options);
  if (options.db !== undefined) return solveFromDbCommand(cli, opened, options.db, options);
  const diagramOf = options.diagram ? spaceDiagramOf(cli, opened) : undefined;
  const limits = { ...searchLimits(cli, options), signal };
  // --max-seconds bounds the whole command: each search phase (solve, count, list) gets what is left.
  const deadline = limits.maxSeconds === undefined ? Infinity : performance.now() + limits.maxSeconds * 1000;
  const searchable = !opened.provedUnsolvable();
  if (options.pdb !== false && searchable && (algorithmName === 'auto' || algorithmName === 'idastar')) {
    const { maxMemoryBytes } = limits;
    await prepareTables(cli, opened, cacheDirectory(options.cacheDir), { signal, maxMemoryBytes });
  }
  if (searchable) checkPrintableSolution(opened);
  const algorithm = opened.algorithmFor(algorithmName);
  if (maxDepth !== undefined && algorithm !== 'dfs' && !options.all && counting !== 'all') {
    throw new UsageError(cli.words(SOLVE.maxDepthAlone()));
  }

  const search = async <T>(label: string, steps: (o: SearchOptions) => Generator<void, T, void>): Promise<T> => {
    const progress = options.json ? undefined : progressReporter(cli, label);
    const secondsLeft = Math.max((deadline - performance.now()) / 1000, 1e-6);
    try {
      return await runAsync(steps({ ...limits, ...(deadline === Infinity ? {} : { maxSeconds: secondsLeft }), onProgress: progress?.onProgress }));
    } finally {
      progress?.stop();
    }
  };

  // `auto` on a problem with a quick estimate (Sokoban): exact first, a weighted A* where the exact search outgrows its limits.
  const quick = algorithmName === 'auto' && opened.problem.fastHeuristic !== undefined && counting === undefined && !options.all;
  // Neither depth-first nor greedy search proves what it finds shortest.
  let optimal = algorithm !== 'dfs' && algorithm !== 'greedy';
  let answeredBy: string = algorithm;
  let result: SearchResult<unknown, unknown>;
  if (quick) {
    const progress = options.json ? undefined : progressReporter(cli, 'solving');
    try {
      const secondsLeft = deadline === Infinity ? undefined : Math.max((deadline - performance.now()) / 1000, 1e-6);
      const answer = await quickSolve(opened, { ...limits, maxSeconds: secondsLeft, onProgress: progress?.onProgress });
      // Its first count proven or not; whether the second is, is asked below as for every exact search.
      ({ result, firstOptimal: optimal, algorithm: answeredBy } = answer);
    } finally {
      progress?.stop();
    }
  } else {
    result = await search('solving', (o) => opened.solve({ ...o, algorithm, maxDepth }));
  }
  const shortest = counting === 'shortest' && result.status === 'solved' ? await search('counting shortest', (o) => opened.countShortest(o)) : undefined;
  const every =
    counting === 'all' || options.all
      ? await search('enumerating', (o) =>
          opened.allSolutions({ ...o, maxDepth, keep: options.all ? maxSolutions : 0, countAll: counting === 'all', after: { algorithm, result } }),
        )
      : undefined;

  // A metric that breaks ties by a second count (Sokoban's pushes, then player moves): its second count is proven only where the second-order search answered.
  const tiesOpen = optimal && result.solution !== undefined && secondCountUnproven(opened.problem, result.solution);
  const report: SolveReport = {
    opened,
    algorithm: answeredBy,
    optimal: optimal && !tiesOpen,
    tiesOpen,
    result,
    shown: result.solution ? opened.replay(result.solution.moves) : [],
    shortest,
    every,
    counting,
    listAll: options.all === true,
  };
  // The diagram traces the solution found, or shows the bare space when there is none.
  const diagram = diagramOf?.(report.shown.length > 0 ? report.shown : undefined);
  if (options.json) printJson({ ...solveJson(report), ...(diagram ? { diagram: diagram.drawing } : {}) });
  else {
    // In a terminal the boards play in place (any key skips to the end); elsewhere they are listed.
    const io = cliIo();
    const play = options.boards !== false && options.play !== false && io.stdout.isTTY === true && !report.listAll;
    // A stream that says it is a terminal is one (tty.WriteStream, tty.ReadStream when it is too).
    const terminal = play ? { out: io.stdout as NodeJS.WriteStream, input: io.stdin as NodeJS.ReadStream } : undefined;
    const end = await printHuman(cli, report, options.boards !== false, terminal);
    if (end === 'interrupted') return 130;
    if (diagram) cliIo().stdout.write(diagram.renderText({ color: useColor() }) + '\n');
  }
  return exitCode(report);
}

interface SolveReport {
  /** The instance, opened in the command line's language. */
  opened: OpenedInstance;
  algorithm: string;
  /** Whether a solution found is proven shortest (not by dfs, nor by the quick search `auto` may turn to), in both counts where the metric has two. */
  optimal: boolean;
  /** Whether its first count is proven least and its second count (the tie-break) is not. */
  tiesOpen: boolean;
  result: SearchResult<unknown, unknown>;
  /** The best solution's states replayed by the rules, ending at a goal (see `OpenedInstance.replay`); empty without one. */
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

/** Why there is no solution, in the command line's language where the backend words it so. */
function reasonWords({ opened, result }: SolveReport): string | undefined {
  return opened.unsolvableReason(result.reasonMessage ?? result.reason);
}

function exitCode(report: SolveReport): number {
  if (limitReached(report)) return EXIT.limit;
  return report.result.status === 'unsolvable' ? EXIT.unsolvable : EXIT.ok;
}

function parseCounting(cli: CliWords, raw: string | undefined): Counting {
  if (raw === undefined || raw === 'shortest' || raw === 'all') return raw;
  throw new UsageError(cli.words(SOLVE.badCount({ raw })));
}

function movesJson(opened: OpenedInstance, moves: readonly unknown[], states: readonly unknown[]) {
  const codes = opened.moveCodes(moves);
  return opened.moveWords(moves, states).map((text, i) => ({ text, code: codes[i] }));
}

function solveJson(report: SolveReport): Record<string, unknown> {
  const { opened, result } = report;
  const solution = result.solution;
  const json: Record<string, unknown> = {
    puzzle: opened.puzzleId,
    instance: opened.code,
    metric: opened.metric,
    algorithm: report.algorithm,
    status: result.status,
    length: solution ? solution.moves.length : null,
    cost: solution ? solution.cost : null,
    moves: solution ? movesJson(opened, solution.moves, report.shown) : [],
    states: report.shown.map((s) => opened.stateCode(s)),
    stats: { statesExplored: result.stats.statesExplored, milliseconds: Math.round(result.stats.milliseconds * 100) / 100 },
  };
  // A puzzle with a notation of its own (Sokoban's LURD) adds the solution in it, its counts, and whether it is proven shortest.
  const written = solution ? opened.writeSolution(report.shown, solution.moves) : null;
  // `costOptimal`: not optimal only for want of the tie-break (Sokoban's player moves under push), the cost proven.
  if (written) Object.assign(json, written.counts, { optimal: report.optimal, ...(report.tiesOpen && { costOptimal: true }), solution: written.text });
  // A solution found, then a count or a listing cut short: the whole answer is not complete, and says so.
  const limit = limitReached(report);
  if (limit) {
    json.status = 'limit';
    json.limit = limit;
    if (result.status === 'solved') json.solved = true;
  }
  if (result.reason) json.reason = reasonWords(report);
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
      json.solutions = every.solutions.map((s) => ({ length: s.moves.length, cost: s.cost, moves: movesJson(opened, s.moves, opened.replay(s.moves)) }));
      json.complete = every.status === 'complete' && every.solutions.length === every.count;
    }
  }
  return json;
}

async function printHuman(cli: CliWords, report: SolveReport, boards: boolean, terminal?: PlaybackTerminal): Promise<PlaybackEnd | undefined> {
  const { opened, result } = report;
  const out: string[] = [];
  const draw = (state: unknown) => indent(opened.renderText(state, { color: useColor() }));
  const solution = result.solution;
  let ended: PlaybackEnd | undefined;
  if (solution && !report.listAll) {
    out.push(opened.header);
    const states = report.shown;
    const said = opened.moveWords(solution.moves, states);
    const total = solution.moves.length;
    const legend = boards ? opened.legend() : undefined;
    const below = legend ? `\n${legend}` : '';
    const frames = boards ? states.map((s, i) => `${cli.words(i === 0 ? SOLVE.start({ total }) : SOLVE.move({ i, total, move: said[i - 1] }))}\n${draw(s)}${below}`) : [];
    const picture = boards ? opened.solutionPicture(states) : undefined;
    if (terminal && framesFit(frames, terminal.out) && total > 0) {
      cliIo().stdout.write(out.join('\n') + '\n');
      out.length = 0;
      ended = await playInPlace(frames, terminal, pauseFor(total));
      if (ended === 'interrupted') return ended;
      out.push(cli.words(SOLVE.played({ end: ended === 'skipped' ? 'skipped' : 'played' })));
      if (picture) out.push(cli.words(SOLVE.wholeSolution()), indent(picture));
    } else if (picture) {
      // One picture of the whole solution instead of a board a move (--no-boards lists the moves in words).
      out.push(cli.words(SOLVE.wholeSolution()), indent(picture));
    } else {
      if (boards) out.push(cli.words(SOLVE.startBoard()), draw(states[0]), ...(legend ? [legend] : []));
      said.forEach((text, i) => {
        out.push(`${i + 1}. ${text}`);
        if (boards) out.push(draw(states[i + 1]));
      });
    }
  }
  const stats = cli.words(SOLVE.stats({ algorithm: report.algorithm, states: result.stats.statesExplored, took: milliseconds(result.stats.milliseconds) }));
  const written = solution ? opened.writeSolution(report.shown, solution.moves) : null;
  if (written && !report.listAll) out.push(cli.words(LEVELS.notation({ text: written.text })));
  const ties = report.tiesOpen ? opened.costUnit()?.ties : undefined;
  if (ties) out.push(cli.words(LEVELS.secondNotProven(ties)));
  else if (solution && !report.optimal && report.algorithm !== 'dfs' && report.algorithm !== 'greedy') out.push(cli.words(LEVELS.notProven()));
  if (result.status === 'solved' && solution) {
    const withCost = solution.cost !== solution.moves.length ? 'yes' : 'no';
    out.push(cli.words(SOLVE.solved({ moves: solution.moves.length, withCost, cost: costWords(cli, opened, solution.cost), stats })));
  } else if (result.status === 'unsolvable') {
    const states = result.stats.statesExplored;
    const searched = cli.words(states === 1 ? SOLVE.onlyStartReachable() : SOLVE.everyStateSearched({ states: grouped(states) }));
    const reason = result.reason !== undefined ? reasonWords(report) : searched;
    out.push(cli.words(SOLVE.noSolution({ reason: reason ?? '', stats })));
  } else {
    out.push(cli.words(SOLVE.stopped({ why: cli.limitWords(result.limit!), stats })));
  }
  const shortest = report.shortest;
  if (shortest) {
    if (shortest.status === 'solved') out.push(cli.words(SOLVE.shortestCount({ count: grouped(shortest.count!) })));
    else if (shortest.status === 'limit') out.push(cli.words(SOLVE.shortestNotCounted({ why: cli.limitWords(shortest.limit!) })));
  }
  const every = report.every;
  if (every) {
    if (report.listAll) {
      // A title, then one numbered move a line, a blank line between solutions.
      out.unshift(opened.header);
      every.solutions.forEach((s, i) => {
        const said = opened.moveWords(s.moves, opened.replay(s.moves));
        const withCost = s.cost !== s.moves.length ? 'yes' : 'no';
        out.push(cli.words(SOLVE.solutionHeading({ n: i + 1, moves: s.moves.length, withCost, cost: costWords(cli, opened, s.cost) })));
        const width = String(s.moves.length).length;
        said.forEach((text, j) => out.push(`   ${String(j + 1).padStart(width)}. ${text}`));
        out.push('');
      });
    }
    const complete = every.status === 'complete';
    if (report.counting === 'all' || every.limit) {
      const stop = { limited: every.limit ? ('yes' as const) : ('no' as const), why: every.limit ? cli.limitWords(every.limit) : '' };
      if (!complete && every.count === 0) out.push(cli.words(SOLVE.noneFound(stop)));
      else out.push(cli.words(SOLVE.solutionCount({ complete: complete ? 'yes' : 'no', count: grouped(every.count), ...stop })));
    }
    if (report.listAll && every.solutions.length < every.count) {
      out.push(cli.words(SOLVE.moreNotShown({ shown: every.solutions.length })));
    } else if (report.listAll && complete) {
      out.push(
        cli.words(every.count === 1 ? SOLVE.onlySolutionShown() : SOLVE.allShown({ count: grouped(every.count) })),
      );
    }
  }
  cliIo().stdout.write(out.join('\n') + '\n');
  return ended;
}
