/**
 * Checks every puzzle's tests share: replaying a solution through the
 * puzzle's own rules, catching the input error a bad instance must throw,
 * and reading the known answers in ../shared/data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { stateKey, type SearchProblem, type Solution } from '../../src/engine/index.js';
import { PuzzleInputError, type AnyPuzzle, type InstanceSource } from '../../src/puzzles/puzzle.js';
import { openInstance, replayCodes, type InstanceChoice } from '../../src/midend/index.js';
import { costByRules, solvedByRules } from './rules-goals.js';

export function instanceOf(puzzle: AnyPuzzle, source: InstanceSource, params: Record<string, string> = {}): unknown {
  return puzzle.parse({ source, params });
}

export function preset(puzzle: AnyPuzzle, name: string, params: Record<string, string> = {}): unknown {
  return instanceOf(puzzle, { kind: 'preset', name }, params);
}

/** The PuzzleInputError that `build` throws (failing the test if it throws nothing or something else). */
export function inputError(build: () => unknown): PuzzleInputError {
  try {
    build();
  } catch (e) {
    expect(e).toBeInstanceOf(PuzzleInputError);
    return e as PuzzleInputError;
  }
  throw new Error('expected a PuzzleInputError, but the input was accepted');
}

/**
 * Replays a solution move by move through `applyMove` (the rules, not the
 * successor generator), checks each state it reaches is the one the solution
 * lists, that the last is a goal (by the backend's test and again by the rules
 * written out in rules-goals.ts), and that the cost adds up (by the rules where
 * written out there, else from the cheapest move between each two states).
 */
export function expectReplaysToGoal(
  puzzle: AnyPuzzle,
  instance: unknown,
  solution: Solution<unknown, unknown>,
  metric?: string,
): void {
  const problem: SearchProblem<unknown, unknown> = puzzle.problem(instance, metric);
  expect(solution.states.length).toBe(solution.moves.length + 1);
  let state = problem.start;
  if (stateKey(problem.codec, solution.states[0]) !== stateKey(problem.codec, state)) {
    expect(puzzle.stateCode(instance, solution.states[0])).toBe(puzzle.stateCode(instance, state));
  }
  solution.moves.forEach((move, i) => {
    const next = puzzle.applyMove(instance, state, move);
    if (next && typeof next === 'object' && 'illegal' in next) {
      throw new Error(`move ${i + 1} (${puzzle.moveCode(instance, move)}) is illegal: ${(next as { illegal: string }).illegal}`);
    }
    state = next;
    // The state the search lists, or one it treats as the same (equal keys) where its states carry less than the rules'
    // (Sokoban under the push metric keeps the player's region, not the square the rules leave him on).
    const listed = solution.states[i + 1];
    if (stateKey(problem.codec, state) !== stateKey(problem.codec, listed)) {
      expect(puzzle.stateCode(instance, state), `state after move ${i + 1}`).toBe(puzzle.stateCode(instance, listed));
    }
  });
  expect(problem.isGoal(state), 'the last state is a goal').toBe(true);
  // The goal and the cost again, from the rules written out in rules-goals.ts, not the backend's own.
  const byRules = solvedByRules(puzzle, instance, state);
  if (byRules !== undefined) expect(byRules, `the last state (${puzzle.stateCode(instance, state)}) is solved by the puzzle's rules`).toBe(true);
  const replayed = [problem.start, ...solution.moves.map((_, i) => solution.states[i + 1])];
  const cost = costByRules(puzzle, instance, metric ?? puzzle.metrics[0].id, replayed);
  expect(solution.cost, 'the cost is the sum of the moves\' costs').toBe(cost ?? pathCost(problem, solution.states));
}

/** The cost of a path of states: for each step, the cheapest move between the two states. */
function pathCost(problem: SearchProblem<unknown, unknown>, states: unknown[]): number {
  let total = 0;
  for (let i = 1; i < states.length; i++) {
    const target = stateKey(problem.codec, states[i]);
    let best = Infinity;
    problem.successors(states[i - 1], (next, _move, cost = 1) => {
      if (cost < best && stateKey(problem.codec, next) === target) best = cost;
    });
    total += best;
  }
  return total;
}

const here = dirname(fileURLToPath(import.meta.url));
/** ../shared/data beside the checkout; CI has it, a user's clone may not. */
export const SHARED_DATA = join(here, '..', '..', '..', 'shared', 'data');

/**
 * The parsed JSON of a file in ../shared/data, or null with a visible notice
 * when the folder is missing (tests that need it are then skipped).
 */
export function sharedData<T = unknown>(file: string): T | null {
  const path = join(SHARED_DATA, file);
  if (!existsSync(path)) {
    console.warn(`NOTICE: ${path} is missing, so the tests that compare against it are skipped.`);
    return null;
  }
  const text = readFileSync(path, 'utf8');
  return (file.endsWith('.json') ? JSON.parse(text) : text) as T;
}

/**
 * A solution the command line printed as JSON (its `moves`, each with a
 * `code`), read back among the legal moves where each is made and replayed by
 * the rules from the start: every move legal, the end a goal by the backend's
 * test and by the rules written out in rules-goals.ts, the length as printed.
 */
export function expectCliSolutionSolves(puzzleId: string, choice: InstanceChoice, json: { length?: number | null; moves: { code: string }[] }): void {
  const opened = openInstance(puzzleId, choice);
  const replay = replayCodes(opened, json.moves.map((m) => m.code));
  expect(replay.illegal, `every printed move is legal where it is made`).toBeUndefined();
  const last = replay.states[replay.states.length - 1];
  expect(opened.isGoal(last), 'the last state is a goal').toBe(true);
  expect(solvedByRules(opened.puzzle, opened.instance, last), "the last state is solved by the puzzle's rules").toBe(true);
  if (typeof json.length === 'number') expect(replay.moves.length).toBe(json.length);
}
