/**
 * The level designer, by search (no classified database needed): a
 * candidate is a random 6x6 layout (the red car on its row, then cars and
 * trucks dropped at random where they fit). Its whole cluster, everything
 * reachable from it, is mapped once with the engine's `distances`, which
 * gives every position's distance to the exit; the cluster's hardest
 * position that meets the request becomes the new puzzle, lettered in
 * reading order as the database letters its boards.
 *
 * Each puzzle is checked again by breadth-first search and countShortest
 * before it is handed out.
 */
import { breadthFirst, countShortest, distancesSteps, type DistancesOptions } from '../../engine/index.js';
import type { GenerateOptions, GenerateSummary, Generated } from '../puzzle.js';
import { generatorStart, generatorSummary } from '../generator-start.js';
import { exitRow, positionCode, RED, type RushInstance } from './board.js';
import { readBoard } from './code.js';
import { RUSH } from './messages.js';
import { createRushProblem } from './problem.js';

const SIDE = 6;
/**
 * The most moves of any puzzle the designer was seen to make: 28 (seed 1,
 * --min-moves 20, in about 3 s); 537 puzzles of seed 3 in two minutes went
 * no further than 25, and 879 candidates of seed 1 none to 40.
 */
export const LONGEST_GENERATED = 28;

/**
 * A random layout's code: the red car somewhere on its row, then up to 9 to
 * 14 other pieces (about one in four a truck) wherever they fit. None lies
 * along the exit row, where it could never let the red car by.
 */
export function randomLayout(random: () => number): string {
  const pick = (n: number) => Math.floor(random() * n);
  const cells = Array<string>(SIDE * SIDE).fill('o');
  const red = pick(SIDE - 1);
  const exit = exitRow(SIDE);
  cells[exit * SIDE + red] = cells[exit * SIDE + red + 1] = RED;
  const wanted = 9 + pick(6);
  let letter = 1;
  for (let tries = 0; tries < 200 && letter <= wanted; tries++) {
    const horizontal = random() < 0.5;
    const length = random() < 0.25 ? 3 : 2;
    const line = pick(SIDE);
    if (horizontal && line === exit) continue;
    const place = pick(SIDE - length + 1);
    const at = Array.from({ length }, (_, k) => (horizontal ? line * SIDE + place + k : (place + k) * SIDE + line));
    if (at.some((c) => cells[c] !== 'o')) continue;
    for (const c of at) cells[c] = String.fromCharCode(65 + letter);
    letter++;
  }
  return cells.join('');
}

/** A code's pieces lettered B, C, ... in reading order (the red car stays A), as the database letters them. */
export function inReadingOrder(code: string): string {
  const names = new Map<string, string>([[RED, RED]]);
  return [...code].map((ch) => (/[A-Z]/.test(ch) ? (names.get(ch) ?? names.set(ch, String.fromCharCode(65 + names.size)).get(ch)!) : ch)).join('');
}

export function* generateBoards(options: GenerateOptions = {}): Generator<Generated<RushInstance> | undefined, GenerateSummary, void> {
  const start = generatorStart(options);
  const { minMoves, count, random, ctx } = start;
  const made = new Set<string>();
  let candidates = 0;
  let explored = 0;
  let hardest = 0;
  const summary = (limit: GenerateSummary['limit']): GenerateSummary => generatorSummary(start, candidates, explored, limit);
  /** The limits left for the next candidate's map. */
  const remaining = (): DistancesOptions => {
    const left: DistancesOptions = { countPaths: options.unique === true };
    if (options.signal) left.signal = options.signal;
    if (options.maxMemoryBytes !== undefined) left.maxMemoryBytes = options.maxMemoryBytes;
    if (options.maxStates !== undefined) left.maxStates = Math.max(1, options.maxStates - explored);
    if (options.maxSeconds !== undefined) left.maxSeconds = Math.max(0.001, options.maxSeconds - ctx.budget.elapsedMs() / 1000);
    return left;
  };

  while (made.size < count) {
    candidates++;
    const candidate = readBoard(randomLayout(random), SIDE, RUSH.placeCode());
    const problem = createRushProblem(candidate);
    // Every position of the candidate's cluster, with its distance to the exit.
    const mapping = distancesSteps(problem, remaining());
    let slice = mapping.next();
    for (; !slice.done; slice = mapping.next()) yield undefined;
    const map = slice.value;
    explored += map.reachableStates;
    if (map.status === 'limit') return summary(map.limit);
    const limit = ctx.step(explored, hardest, () => 0);
    if (limit) return summary(limit);
    let best = -1;
    for (let i = 0; i < map.reachableStates; i++) {
      const d = map.distanceAt(i);
      if (!Number.isFinite(d)) continue;
      if (d > hardest) hardest = d;
      if (d < minMoves || (options.unique === true && map.pathsAt(i) !== 1)) continue;
      if (best < 0 || d > map.distanceAt(best)) best = i;
    }
    if (best < 0) continue;
    const code = inReadingOrder(positionCode(candidate, problem.placesOf(map.state(best))));
    if (made.has(code)) continue;
    made.add(code);
    yield confirmed(readBoard(code, SIDE, RUSH.placeCode()), map.distanceAt(best), options.unique === true);
  }
  return summary(undefined);
}

/** The puzzle with its difficulty, as the engine finds it on its own; a disagreement is a bug. */
function confirmed(instance: RushInstance, moves: number, unique: boolean): Generated<RushInstance> {
  const problem = createRushProblem(instance);
  const length = breadthFirst(problem).solution?.moves.length;
  const counted = countShortest(problem);
  const code = positionCode(instance, instance.start);
  if (length !== moves || counted.cost !== moves) throw new Error(`generator: the map gave ${moves} moves for ${code}, but a search finds ${length}`);
  if (unique && counted.count !== 1) throw new Error(`generator: ${code} has ${counted.count} shortest solutions, not one`);
  return { instance, moves, shortestSolutions: counted.count! };
}
