/**
 * The level designer. A candidate is the toy's tile set placed at random (a
 * random slot for each tile, random rotations, no two attachments on one
 * cell). Rather than solve one start at a time, it explores the candidate's
 * whole reachable space once, then walks back from the exit: one
 * breadth-first pass from every position where the submarine can leave gives
 * every position's distance to the goal, and the number of shortest ways
 * there, at once. The farthest position that meets the request becomes the
 * new level. Slides are reversible (a sweep covers the same cells both
 * ways), so the space walked forward is the space walked back.
 *
 * Each level is checked again by the engine (breadth-first search and
 * countShortest) before it is handed out.
 */
import { breadthFirst, countShortest, createStateTable, NO_PARENT, type StateTable } from '../../engine/index.js';
import type { LimitReason } from '../../engine/budget.js';
import { SearchContext } from '../../engine/search-context.js';
import type { GenerateOptions, GenerateSummary, Generated } from '../puzzle.js';
import { EMPTY, isOut, kindsOf, unpackArrangement } from './arrangement.js';
import { levelCode } from './code.js';
import { finishLevel, firstOverlap, type SubmarineLevel } from './level.js';
import { createSubmarineProblem, type SubmarineProblem } from './problem.js';
import { CORNERS, SIDES, SLOTS, type Tile } from './tiles.js';

/** mulberry32: a small, fast, seedable generator; plenty for shuffling tiles. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/** A growable byte array, one entry a stored position. */
class Bytes {
  data = new Uint8Array(1 << 14);
  ensure(n: number): void {
    if (n <= this.data.length) return;
    const next = new Uint8Array(Math.max(n, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
}

interface Space {
  table: StateTable<number>;
  /** 1 for positions from which the submarine can leave at once. */
  exits: Uint8Array;
}

/** Distances to the goal (0: no way out) and shortest-path counts capped at 2, for every stored position. */
interface Distances {
  distance: Int32Array;
  /** 1 when exactly one shortest solution starts there; 2 for more. */
  ways: Uint8Array;
}

export function* generateLevels(options: GenerateOptions = {}): Generator<Generated<SubmarineLevel> | undefined, GenerateSummary, void> {
  const seed = options.seed ?? Math.floor(Math.random() * 4294967296);
  const minMoves = Math.max(1, options.minMoves ?? 1);
  const count = options.count ?? 1;
  const random = seededRandom(seed);
  const ctx = new SearchContext(options);
  const made = new Set<string>();
  let candidates = 0;
  let explored = 0;
  let hardest = 0;
  /** The table of the candidate being explored, whose bytes count against maxMemoryBytes. */
  let table: StateTable<number> | undefined;
  const summary = (limit: GenerateSummary['limit']): GenerateSummary => ({
    status: limit ? 'limit' : 'complete',
    ...(limit ? { limit } : {}),
    seed,
    candidates,
    statesExplored: explored,
    milliseconds: ctx.budget.elapsedMs(),
  });
  const step = () => ctx.step(explored, hardest, () => table?.bytes() ?? 0);

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

    // Forward: every position reachable from the candidate.
    table = createStateTable(problem.codec, { parents: false });
    const exits = new Bytes();
    table.insert(problem.start, NO_PARENT);
    let current = 0;
    const store = (next: number) => {
      if (isOut(next)) exits.data[current] = 1;
      else if (table!.insert(next, NO_PARENT) >= 0) explored++;
    };
    explored++;
    for (; current < table.size; current++) {
      exits.ensure(table.size + 4);
      problem.successors(table.state(current), store);
      const limit = step();
      if (limit) return summary(limit);
      if (ctx.shouldYield()) yield undefined;
    }

    // Backward: one breadth-first pass from every position next to the exit.
    const space: Space = { table, exits: exits.data };
    const distances = yield* walkBack(problem, space, ctx, step);
    if (typeof distances === 'string') return summary(distances);
    const best = farthest(distances, minMoves, options.unique === true);
    for (let i = 0; i < table.size; i++) if (distances.distance[i] > hardest) hardest = distances.distance[i];
    if (best < 0) continue;

    const level = levelAt(candidate, table.state(best));
    const code = levelCode(level);
    if (made.has(code)) continue;
    made.add(code);
    yield confirmed(level, distances.distance[best], options.unique === true);
  }
  return summary(undefined);
}

/** Distances to the goal by one backward breadth-first pass, or the limit that stopped it. */
function* walkBack(
  problem: SubmarineProblem,
  space: Space,
  ctx: SearchContext,
  step: () => ReturnType<SearchContext['step']>,
): Generator<undefined, Distances | LimitReason, void> {
  const { table, exits } = space;
  const n = table.size;
  const distance = new Int32Array(n);
  const ways = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (exits[i]) {
      distance[i] = 1;
      ways[i] = 1;
      queue[tail++] = i;
    }
  }
  let from = 0;
  const relax = (next: number) => {
    if (isOut(next)) return;
    const j = table.indexOf(next);
    if (distance[j] === 0) {
      distance[j] = distance[from] + 1;
      ways[j] = ways[from];
      queue[tail++] = j;
    } else if (distance[j] === distance[from] + 1) {
      ways[j] = Math.min(2, ways[j] + ways[from]);
    }
  };
  for (let head = 0; head < tail; head++) {
    from = queue[head];
    problem.successors(table.state(from), relax);
    const limit = step();
    if (limit) return limit;
    if (ctx.shouldYield()) yield undefined;
  }
  return { distance, ways };
}

/** The index of the farthest position with at least `minMoves` to go (and one shortest way, if asked), or -1. */
function farthest({ distance, ways }: Distances, minMoves: number, unique: boolean): number {
  let best = -1;
  for (let i = 0; i < distance.length; i++) {
    if (distance[i] < minMoves || (unique && ways[i] !== 1)) continue;
    if (best < 0 || distance[i] > distance[best]) best = i;
  }
  return best;
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
