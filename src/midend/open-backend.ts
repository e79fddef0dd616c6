/**
 * The midend's opening of an instance from a backend in hand: everything of
 * open-instance.ts that does not look a puzzle up by name, so that a front end
 * that loads its backends on demand (the browser app, lazy-catalog.ts) opens
 * instances without bringing in the whole catalog.
 */
import { metricId } from '../puzzles/metric-name.js';
import { puzzleTitle } from '../puzzles/localized.js';
import { isMessage, render, type Message } from '../i18n/index.js';
import { MIDEND_MESSAGES } from './messages.js';
import { isIllegal, replaySolution } from '../puzzles/replay.js';
import type { SearchProblem } from '../engine/problem.js';
import type { Lang } from '../puzzles/lang.js';
import type { AnyPuzzle, InstanceRequest, PuzzleBackend } from '../puzzles/puzzle.js';
import { exploreOnThreads } from './explore-threads-run.js';
import { settledRequest, type InstanceChoice } from './instance-choice.js';
import { algorithmFor, allSolutionsRun, countShortestRun, distancesRun, exploreRun, movesAtLeast, problemFrom, solveRun } from './instance-runs.js';
import { legalMovesFrom } from './legal-moves.js';
import type { OpenedInstance, OpenedKeyPlay } from './opened-instance.js';
import { hintFrom } from './hint-search.js';
import { hintTableSet, hintTablesKept, readyHintTables } from './hint-tables.js';
import { buildTables, prepareTables, tableSetToBuild } from './prepare-tables.js';

/** Opens an instance of `backend` (its default preset when the choice names no source); bad input is a PuzzleInputError. */
export function openBackend(backend: AnyPuzzle, choice: InstanceChoice = {}): OpenedInstance {
  return openWith(backend, choice, backend.defaultPreset);
}

/** `openInstance` for a backend whose types are known, keeping them. */
export function openTyped<I, S, M>(backend: PuzzleBackend<I, S, M>, choice: InstanceChoice = {}): OpenedInstance<I, S, M> {
  return openWith(backend, choice, backend.defaultPreset);
}

/** The metric's id for a puzzle: its first when none is named; a PuzzleInputError naming the known ones otherwise. */
export function checkedMetric(puzzle: AnyPuzzle, name: string | undefined): string {
  return metricId(puzzle.id, puzzle.metrics, name);
}

/**
 * An instance a backend made itself (a level generator's), opened as if
 * from its code under `metricName` (default: the puzzle's first metric).
 */
export function openMade<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, lang: Lang = 'en', metricName?: string): OpenedInstance<I, S, M> {
  const metric = metricName === undefined ? (puzzle.metrics[0]?.id ?? '') : metricId(puzzle.id, puzzle.metrics, metricName);
  const request: InstanceRequest = { source: { kind: 'code', code: puzzle.instanceCode(instance) }, params: {} };
  return bound(puzzle, instance, request, metric, puzzle.problem(instance, metric), lang);
}

/** "Sliding tiles: 1,2,3/4,5,0": the puzzle's title and the instance's own title or code, in `lang`. */
export function instanceHeaderIn<I>(puzzle: PuzzleBackend<I, unknown, unknown>, instance: I, lang: Lang): string {
  return render(MIDEND_MESSAGES.instanceHeader({ puzzle: puzzleTitle(puzzle, lang), instance: puzzle.instanceTitle?.(instance, lang) ?? puzzle.instanceCode(instance) }), lang);
}

/** Opens `puzzle` on `choice`, with `fallback` as the preset when the choice names no source (an alias's preset, or the default). */
export function openWith<I, S, M>(puzzle: PuzzleBackend<I, S, M>, choice: InstanceChoice, fallback: string | undefined): OpenedInstance<I, S, M> {
  // The metric first: a typo in it is reported before any work on the instance.
  const metric = metricId(puzzle.id, puzzle.metrics, choice.metric);
  const request = settledRequest(choice, fallback);
  const instance = puzzle.parse(request);
  return bound(puzzle, instance, request, metric, puzzle.problem(instance, metric), choice.lang ?? 'en');
}

/** The opened instance with its words in `lang`: the same instance and problem, so states and moves carry over. */
function bound<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, request: InstanceRequest, metric: string, problem: SearchProblem<S, M>, lang: Lang): OpenedInstance<I, S, M> {
  const opened: OpenedInstance<I, S, M> = {
    puzzle,
    instance,
    request,
    lang,
    metric,
    problem,
    start: problem.start,
    code: puzzle.instanceCode(instance),
    header: instanceHeaderIn(puzzle, instance, lang),
    puzzleId: puzzle.id,
    title: puzzleTitle(puzzle, lang),
    isGoal: (state) => problem.isGoal(state),
    ...(puzzle.playInputs ? { playInputs: (codes: readonly string[]) => puzzle.playInputs!(instance, codes) } : {}),
    stateCode: (state) => puzzle.stateCode(instance, state),
    parseState: (code) => puzzle.parseState(instance, code),
    describeMove: (move, before) => puzzle.describeMove(instance, move, before, lang),
    moveCode: (move) => puzzle.moveCode(instance, move),
    applyMove: (state, move) => puzzle.applyMove(instance, state, move),
    legalMoves: (state) => legalMovesFrom(puzzle, instance, problem, state, lang),
    renderText: (state, options) => puzzle.renderText(instance, state, { ...options, lang }),
    draw: (state) => puzzle.draw(instance, state, lang),
    legend: () => puzzle.legend?.(instance, lang) ?? null,
    keyPlay: keyPlayOf(puzzle, instance, lang),
    credits: () => puzzle.credits?.(instance) ?? null,
    withLang: (other) => bound(puzzle, instance, request, metric, problem, other),
    drawPath: (states) => (puzzle.drawPath ? puzzle.drawPath(instance, states) : puzzle.draw(instance, states[states.length - 1], lang)),
    instanceTitle: () => puzzle.instanceTitle?.(instance, lang),
    solutionPicture: (states) => puzzle.solutionPicture?.(instance, states) ?? null,
    costUnit: () => puzzle.costUnit?.(instance, metric, lang) ?? null,
    provedUnsolvable: () => !!problem.unsolvableReason?.(),
    unsolvableReason: (found) => {
      const reason: string | Message | undefined = puzzle.unsolvableReason?.(instance, metric, lang) ?? found;
      return isMessage(reason) ? render(reason, lang) : reason;
    },
    movesAtLeast: () => movesAtLeast(problem as SearchProblem<unknown, unknown>),
    drawsSpaces: puzzle.spaceDiagram !== undefined,
    spaceDiagram: (path) => puzzle.spaceDiagram?.(instance, path, lang) ?? null,
    replay: (moves) => replaySolution(puzzle, instance, problem, moves),
    moveWords: (moves, states) => moves.map((move, i) => puzzle.describeMove(instance, move, states[i], lang)),
    moveCodes: (moves) => moves.map((move) => puzzle.moveCode(instance, move)),
    writeSolution: (states, moves) => puzzle.notation?.write(instance, metric, states, moves) ?? null,
    readSolution: (text) => puzzle.notation?.read(instance, metric, text) ?? null,
    whyIllegal: (code, state) => {
      const move = puzzle.parseMove?.(instance, code, state) ?? null;
      if (move === null) return null;
      const refused = puzzle.applyMove(instance, state, move, lang);
      return isIllegal(refused) ? refused.illegal : null;
    },
    algorithmFor: (name) => algorithmFor(problem as SearchProblem<unknown, unknown>, name),
    solve: (options) => solveRun(problem, options),
    solveFrom: (state, options) => solveRun(problemFrom(problem, state), options),
    countShortest: (options) => countShortestRun(problem, options),
    allSolutions: (options) => allSolutionsRun(problem, options),
    explore: (options) => exploreRun(problem, options),
    exploreOnThreads: (options) => exploreOnThreads(opened, options),
    distances: (options) => distancesRun(problem, options),
    prepareTables: (store, options) => prepareTables(puzzle, instance, metric, store, options),
    tableSetToBuild: (partition) => tableSetToBuild(puzzle, instance, partition),
    buildTables: (spec, store, options) => buildTables(puzzle, spec, store, options),
    hintTableSet: (mapStates) => hintTableSet(puzzle, instance, metric, problem, mapStates),
    readyHintTables: (spec, store, options) => readyHintTables(puzzle, spec, store, options),
    hintTablesKept: (spec) => hintTablesKept(spec),
    hint: (state, spec, store, options) => hintFrom(puzzle, instance, problem, state, spec, store, options),
  };
  return opened;
}

function keyPlayOf<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, lang: Lang): OpenedKeyPlay<S, M> | null {
  const play = puzzle.keyPlay;
  if (!play) return null;
  return {
    keys: play.keys,
    move: (state, key) => play.move(instance, state, key),
    stuck: (state) => play.stuck?.(instance, state) ?? [],
    hintMove: (states, moves) => play.hintMove?.(instance, states, moves, lang) ?? puzzle.describeMove(instance, moves[0], states[0], lang),
  };
}
