/**
 * The midend: the one place that turns "this puzzle, this source, these
 * parameters, this metric" into an opened instance. The command line's
 * commands, `table`, the browser's selection and its worker all open
 * instances here, so they settle sources and check metrics the same way.
 *
 * @example
 * const opened = openInstance('river-crossing', { params: { couples: '3' } });
 * opened.legalMoves(opened.start).map((m) => m.words);
 */
import { resolvePuzzle } from '../puzzles/catalog.js';
import { metricId } from '../puzzles/metric-name.js';
import { puzzleTitle } from '../puzzles/localized.js';
import type { SearchProblem } from '../engine/problem.js';
import type { Lang } from '../puzzles/lang.js';
import type { AnyPuzzle, InstanceRequest, PuzzleBackend } from '../puzzles/puzzle.js';
import { settledRequest, type InstanceChoice } from './instance-choice.js';
import { legalMovesFrom } from './legal-moves.js';
import type { OpenedInstance } from './opened-instance.js';
import { hintFrom } from './hint-search.js';
import { hintTableSet, hintTablesKept, readyHintTables } from './hint-tables.js';
import { buildTables, prepareTables, tableSetToBuild } from './prepare-tables.js';

/**
 * Opens an instance of a puzzle given by id or alias (`klotski`, `华容道`, `15-puzzle`)
 * or by its backend. Bad input of any kind is a PuzzleInputError naming what and where.
 */
export function openInstance(puzzle: string | AnyPuzzle, choice: InstanceChoice = {}): OpenedInstance {
  const { backend, preset } = typeof puzzle === 'string' ? byName(puzzle) : { backend: puzzle, preset: undefined };
  return openWith(backend, choice, preset ?? backend.defaultPreset);
}

/** `openInstance` for a backend whose types are known, keeping them. */
export function openTyped<I, S, M>(backend: PuzzleBackend<I, S, M>, choice: InstanceChoice = {}): OpenedInstance<I, S, M> {
  return openWith(backend, choice, backend.defaultPreset);
}

/** The metric's id for a puzzle: its first when none is named; a PuzzleInputError naming the known ones otherwise. */
export function checkedMetric(puzzle: AnyPuzzle, name: string | undefined): string {
  return metricId(puzzle.id, puzzle.metrics, name);
}

function byName(name: string): { backend: AnyPuzzle; preset?: string } {
  const { puzzle, preset } = resolvePuzzle(name);
  return { backend: puzzle, preset };
}

function openWith<I, S, M>(puzzle: PuzzleBackend<I, S, M>, choice: InstanceChoice, fallback: string | undefined): OpenedInstance<I, S, M> {
  // The metric first: a typo in it is reported before any work on the instance.
  const metric = metricId(puzzle.id, puzzle.metrics, choice.metric);
  const request = settledRequest(choice, fallback);
  const instance = puzzle.parse(request);
  return bound(puzzle, instance, request, metric, puzzle.problem(instance, metric), choice.lang ?? 'en');
}

/** The opened instance with its words in `lang`: the same instance and problem, so states and moves carry over. */
function bound<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, request: InstanceRequest, metric: string, problem: SearchProblem<S, M>, lang: Lang): OpenedInstance<I, S, M> {
  return {
    puzzle,
    instance,
    request,
    lang,
    metric,
    problem,
    start: problem.start,
    code: puzzle.instanceCode(instance),
    header: `${puzzleTitle(puzzle, lang)}${lang === 'zh' ? '：' : ': '}${puzzle.instanceTitle?.(instance, lang) ?? puzzle.instanceCode(instance)}`,
    isGoal: (state) => problem.isGoal(state),
    stateCode: (state) => puzzle.stateCode(instance, state),
    parseState: (code) => puzzle.parseState(instance, code),
    describeMove: (move, before) => puzzle.describeMove(instance, move, before, lang),
    moveCode: (move) => puzzle.moveCode(instance, move),
    applyMove: (state, move) => puzzle.applyMove(instance, state, move),
    legalMoves: (state) => legalMovesFrom(puzzle, instance, problem, state, lang),
    renderText: (state, options) => puzzle.renderText(instance, state, { ...options, lang }),
    draw: (state) => puzzle.draw(instance, state, lang),
    legend: () => puzzle.legend?.(instance, lang) ?? null,
    withLang: (other) => bound(puzzle, instance, request, metric, problem, other),
    drawPath: (states) => (puzzle.drawPath ? puzzle.drawPath(instance, states) : puzzle.draw(instance, states[states.length - 1], lang)),
    prepareTables: (store, options) => prepareTables(puzzle, instance, metric, store, options),
    tableSetToBuild: (partition) => tableSetToBuild(puzzle, instance, partition),
    buildTables: (spec, store, options) => buildTables(puzzle, spec, store, options),
    hintTableSet: (mapStates) => hintTableSet(puzzle, instance, metric, problem, mapStates),
    readyHintTables: (spec, store, options) => readyHintTables(puzzle, spec, store, options),
    hintTablesKept: (spec) => hintTablesKept(spec),
    hint: (state, spec, store, options) => hintFrom(puzzle, instance, problem, state, spec, store, options),
  };
}
