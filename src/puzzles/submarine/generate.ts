/**
 * The level designer. A candidate is the toy's tile set placed at random (a
 * random slot for each tile, random rotations, no two attachments on one
 * cell). Rather than solve one start at a time, it maps the candidate's
 * whole reachable space once with the engine's `distances`, counting paths:
 * one pass back from the goal gives every position's distance to it and the
 * number of shortest ways there, at once. The farthest position that meets
 * the request becomes the new level.
 *
 * Each level is checked again by the engine (breadth-first search and
 * countShortest) before it is handed out.
 */
import { breadthFirst, countShortest, distancesSteps, type DistancesOptions } from '../../engine/index.js';
import type { GenerateOptions, GenerateSummary, Generated } from '../puzzle.js';
import { generatorStart, generatorSummary } from '../generator-start.js';
import { EMPTY, kindsOf, unpackArrangement } from './arrangement.js';
import { levelCode } from './code.js';
import { finishLevel, firstOverlap, type SubmarineLevel } from './level.js';
import { createSubmarineProblem } from './problem.js';
import { CORNERS, SIDES, SLOTS, type Tile } from './tiles.js';

/**
 * The toy's tiles in random rotations: the submarine, one big mine, one
 * middle mine, three tiles with one small mine, one with two on adjacent
 * corners and one with two on diagonal corners.
 */
export function toyTiles(random: () => number): Tile[] {
  const pick = (n: number) => Math.floor(random() * n);
  const corner = () => CORNERS[pick(4)];
  const adjacent = pick(4);
  const diagonal = pick(2);
  const pair = (a: number, b: number) => [CORNERS[Math.min(a, b)], CORNERS[Math.max(a, b)]];
  return [
    { type: 'submarine' },
    { type: 'big', corner: corner() },
    { type: 'middle', side: SIDES[pick(4)] },
    { type: 'small', corners: [corner()] },
    { type: 'small', corners: [corner()] },
    { type: 'small', corners: [corner()] },
    { type: 'small', corners: pair(adjacent, (adjacent + 1) % 4) },
    { type: 'small', corners: pair(diagonal, diagonal + 2) },
  ];
}

/** The toy's tiles shuffled into the 9 slots, or null when two attachments would overlap. */
export function randomToyGrid(random: () => number): (Tile | null)[] | null {
  const grid: (Tile | null)[] = [...toyTiles(random), null];
  for (let i = grid.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [grid[i], grid[j]] = [grid[j], grid[i]];
  }
  return firstOverlap(grid) ? null : grid;
}

export function* generateLevels(options: GenerateOptions = {}): Generator<Generated<SubmarineLevel> | undefined, GenerateSummary, void> {
  const start = generatorStart(options);
  const { minMoves, count, random, ctx } = start;
  const made = new Set<string>();
  let candidates = 0;
  let explored = 0;
  let hardest = 0;
  const summary = (limit: GenerateSummary['limit']): GenerateSummary => generatorSummary(start, candidates, explored, limit);
  const step = () => ctx.step(explored, hardest, () => 0);
  /** The limits left for the next candidate's map (which counts its own memory against the cap). */
  const remaining = (): DistancesOptions => {
    const left: DistancesOptions = { countPaths: true };
    if (options.signal) left.signal = options.signal;
    if (options.maxMemoryBytes !== undefined) left.maxMemoryBytes = options.maxMemoryBytes;
    if (options.maxStates !== undefined) left.maxStates = Math.max(1, options.maxStates - explored);
    if (options.maxSeconds !== undefined) left.maxSeconds = Math.max(0.001, options.maxSeconds - ctx.budget.elapsedMs() / 1000);
    return left;
  };

  while (made.size < count) {
    const grid = randomToyGrid(random);
    if (!grid) {
      const limit = step();
      if (limit) return summary(limit);
      continue;
    }
    candidates++;
    const candidate = finishLevel(grid);
    const problem = createSubmarineProblem(candidate);

    // Every position reachable from the candidate, with its distance to the exit and its number of shortest ways out.
    const mapping = distancesSteps(problem, remaining());
    let slice = mapping.next();
    for (; !slice.done; slice = mapping.next()) yield undefined;
    const map = slice.value;
    // Positions, as before: the goal states (the submarine out) are not positions on the board.
    explored += map.reachableStates - map.goalStates;
    if (map.status === 'limit') return summary(map.limit);
    const limit = step();
    if (limit) return summary(limit);
    let best = -1;
    for (let i = 0; i < map.reachableStates; i++) {
      const d = map.distanceAt(i);
      if (!Number.isFinite(d)) continue;
      if (d > hardest) hardest = d;
      // The farthest position with at least minMoves to go (and one shortest way out, if asked); the first found on a tie.
      if (d < minMoves || (options.unique === true && map.pathsAt(i) !== 1)) continue;
      if (best < 0 || d > map.distanceAt(best)) best = i;
    }
    if (best < 0) continue;

    const level = levelAt(candidate, map.state(best) as number);
    const code = levelCode(level);
    if (made.has(code)) continue;
    made.add(code);
    yield confirmed(level, map.distanceAt(best), options.unique === true);
  }
  return summary(undefined);
}

/** The level that starts at a stored position of the candidate. */
function levelAt(candidate: SubmarineLevel, key: number): SubmarineLevel {
  const { kinds } = kindsOf(candidate);
  const slots = new Array<number>(SLOTS);
  unpackArrangement(key, slots);
  return finishLevel(slots.map((k) => (k === EMPTY ? null : kinds[k])));
}

/** The level with its difficulty, as the engine finds it on its own; a disagreement is a bug. */
function confirmed(level: SubmarineLevel, moves: number, unique: boolean): Generated<SubmarineLevel> {
  const problem = createSubmarineProblem(level);
  const solved = breadthFirst(problem);
  const counted = countShortest(problem);
  const length = solved.solution?.moves.length;
  if (length !== moves || counted.cost !== moves) {
    throw new Error(`generator: the walk back gave ${moves} moves for ${levelCode(level)}, but a search finds ${length}`);
  }
  if (unique && counted.count !== 1) throw new Error(`generator: ${levelCode(level)} has ${counted.count} shortest solutions, not one`);
  return { instance: level, moves, shortestSolutions: counted.count! };
}
