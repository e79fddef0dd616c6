/**
 * Checks every puzzle's tests share: replaying a solution through the
 * puzzle's own rules, and reading the known answers in ../shared/data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { stateKey, type SearchProblem, type Solution } from '../../src/engine/index.js';
import type { AnyPuzzle, InstanceSource } from '../../src/puzzles/puzzle.js';

export function instanceOf(puzzle: AnyPuzzle, source: InstanceSource, params: Record<string, string> = {}): unknown {
  return puzzle.parse({ source, params });
}

export function preset(puzzle: AnyPuzzle, name: string, params: Record<string, string> = {}): unknown {
  return instanceOf(puzzle, { kind: 'preset', name }, params);
}

/**
 * Replays a solution move by move through `applyMove` (the rules, not the
 * successor generator), checks each state it reaches is the one the solution
 * lists, that the last is a goal, and that the cost adds up.
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
  expect(puzzle.stateCode(instance, solution.states[0])).toBe(puzzle.stateCode(instance, state));
  solution.moves.forEach((move, i) => {
    const next = puzzle.applyMove(instance, state, move);
    if (next && typeof next === 'object' && 'illegal' in next) {
      throw new Error(`move ${i + 1} (${puzzle.moveCode(instance, move)}) is illegal: ${(next as { illegal: string }).illegal}`);
    }
    state = next;
    expect(puzzle.stateCode(instance, state), `state after move ${i + 1}`).toBe(puzzle.stateCode(instance, solution.states[i + 1]));
  });
  expect(problem.isGoal(state), 'the last state is a goal').toBe(true);
  expect(solution.cost, 'the cost is the sum of the moves\' costs').toBe(pathCost(problem, solution.states));
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
