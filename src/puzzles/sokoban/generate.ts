/**
 * The level designer: search backwards from solved positions. A candidate
 * is a random room (`width` x `height` inside the walls, some inner walls,
 * its floor kept connected) with `boxes` goals; with every box on a goal and
 * the player in any region of the room, breadth-first search by pulls (the
 * player steps back, drawing a box after it) reaches every position from
 * which the level can be solved, each at its fewest pushes. The farthest
 * becomes the level; the engine then solves it forwards under the metric
 * asked and counts its shortest solutions, which must agree (a
 * disagreement is a bug), before it is handed out.
 */
import { aStar, countShortest } from '../../engine/index.js';
import { checkParamKeys, intParam } from '../params.js';
import type { GenerateOptions, GenerateSummary, Generated } from '../puzzle.js';
import { generatorStart, generatorSummary } from '../generator-start.js';
import type { SokobanLevel } from './level.js';
import { NONE } from './level.js';
import { createProblem } from './problem.js';
import { Reach } from './reach.js';
import { boxesOf, clearBox, emptyState, hasBox, setBox, type SokobanState } from './state.js';
import { parseLevel, positionCode } from './xsb.js';
import { SOKOBAN } from './messages.js';
import { PUZZLE_ID } from './instance.js';

export const GENERATE_PARAMS = ['width', 'height', 'boxes'] as const;


/** A room of floor and a few inner walls, its floor connected, as XSB rows; null when too little floor is left. */
function randomRoom(random: () => number, width: number, height: number, boxes: number): string[] | null {
  const grid: string[][] = [];
  for (let r = 0; r < height + 2; r++) grid.push([...'#'.repeat(width + 2)]);
  for (let r = 1; r <= height; r++) for (let c = 1; c <= width; c++) grid[r][c] = random() < 0.18 ? '#' : ' ';
  const floor: [number, number][] = [];
  for (let r = 1; r <= height; r++) for (let c = 1; c <= width; c++) if (grid[r][c] === ' ') floor.push([r, c]);
  if (floor.length < 2 * boxes + 2) return null;
  // Keep the floor connected to a random square; wall in the rest.
  const [sr, sc] = floor[Math.floor(random() * floor.length)];
  const seen = new Set([`${sr},${sc}`]);
  const queue: [number, number][] = [[sr, sc]];
  for (let i = 0; i < queue.length; i++) {
    const [r, c] = queue[i];
    for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) {
      if (grid[nr][nc] === ' ' && !seen.has(`${nr},${nc}`)) {
        seen.add(`${nr},${nc}`);
        queue.push([nr, nc]);
      }
    }
  }
  if (queue.length < 2 * boxes + 2) return null;
  for (const [r, c] of floor) if (!seen.has(`${r},${c}`)) grid[r][c] = '#';
  // Goals with their boxes on them, and the player: distinct squares at random.
  for (let i = queue.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queue[i], queue[j]] = [queue[j], queue[i]];
  }
  queue.slice(0, boxes).forEach(([r, c]) => (grid[r][c] = '*'));
  const [pr, pc] = queue[boxes];
  grid[pr][pc] = '@';
  return grid.map((row) => row.join(''));
}

/** Every position that can be solved, by pulls from the solved ones: its fewest pushes, by key. */
function pullDistances(level: SokobanLevel, maxStates: number): { positions: SokobanState[]; distance: number[]; complete: boolean } {
  const { size, neighbour } = level;
  const reach = new Reach(level);
  const index = new Map<string, number>();
  const positions: SokobanState[] = [];
  const distance: number[] = [];
  const add = (state: SokobanState, d: number) => {
    state[state.length - 1] = reach.fill(state, state[state.length - 1]);
    const key = state.join(',');
    if (index.has(key)) return;
    index.set(key, positions.length);
    positions.push(state.slice());
    distance.push(d);
  };
  const solved = emptyState(level);
  for (const g of level.boxes) setBox(solved, g);
  // One start for each region the solved boxes leave the player.
  for (let s = 0; s < size; s++) {
    if (hasBox(solved, s)) continue;
    const start = solved.slice();
    start[start.length - 1] = s;
    add(start, 0);
  }
  for (let i = 0; i < positions.length && positions.length < maxStates; i++) {
    const state = positions[i];
    reach.fill(state, state[state.length - 1]);
    const marks = Int32Array.from(reach.mark);
    const stamp = reach.stamp;
    for (const box of boxesOf(state)) {
      for (let d = 0; d < 4; d++) {
        // The player on `p` beside the box steps on to `q`, drawing the box onto `p`.
        const p = neighbour[box * 4 + d];
        if (p === NONE || marks[p] !== stamp) continue;
        const q = neighbour[p * 4 + d];
        if (q === NONE || hasBox(state, q)) continue;
        const next = state.slice();
        clearBox(next, box);
        setBox(next, p);
        next[next.length - 1] = q;
        add(next, distance[i] + 1);
      }
    }
  }
  return { positions, distance, complete: positions.length < maxStates };
}

export function* generateLevels(options: GenerateOptions = {}): Generator<Generated<SokobanLevel> | undefined, GenerateSummary, void> {
  const params = options.params ?? {};
  checkParamKeys(PUZZLE_ID, params, [...GENERATE_PARAMS]);
  const width = params.width === undefined ? 6 : intParam('width', params.width, 3, 12);
  const height = params.height === undefined ? 6 : intParam('height', params.height, 3, 12);
  const boxes = params.boxes === undefined ? 3 : intParam('boxes', params.boxes, 1, 6);
  const metric = options.metric === 'move' ? 'move' : 'push';
  const start = generatorStart(options);
  const { minMoves, count, random, ctx } = start;
  const made = new Set<string>();
  let candidates = 0;
  let explored = 0;
  let hardest = 0;
  const summary = (limit: GenerateSummary['limit']): GenerateSummary => generatorSummary(start, candidates, explored, limit);
  while (made.size < count) {
    const limit = ctx.step(explored, hardest, () => 0);
    if (limit) return summary(limit);
    yield undefined;
    const room = randomRoom(random, width, height, boxes);
    if (!room) continue;
    candidates++;
    const solvedLevel = parseLevel(room.join('\n'), { where: SOKOBAN.placeInstanceCode() });
    const left = options.maxStates === undefined ? 200_000 : Math.max(1, Math.min(200_000, options.maxStates - explored));
    const { positions, distance } = pullDistances(solvedLevel, left);
    explored += positions.length;
    // The farthest positions first; under the move metric a level's steps are counted once it is chosen.
    const order = positions.map((_, i) => i).sort((a, b) => distance[b] - distance[a]);
    if (distance[order[0]] > hardest) hardest = distance[order[0]];
    for (const i of order.slice(0, 8)) {
      if (distance[i] < 1) break;
      const state = positions[i];
      const level = parseLevel(positionCode(solvedLevel, boxesOf(state), state[state.length - 1]), { where: SOKOBAN.placeInstanceCode() });
      const problem = createProblem(level, metric);
      const solved = aStar(problem, { maxStates: 2_000_000 });
      if (solved.status !== 'solved') continue;
      const moves = solved.solution!.cost;
      if (metric === 'push' && moves !== distance[i]) throw new Error(`internal error: the designer's ${distance[i]} pushes, the search's ${moves}`);
      if (moves < minMoves) continue;
      const counted = countShortest(problem, { maxStates: 2_000_000 });
      if (counted.count === undefined || (options.unique === true && counted.count !== 1)) continue;
      const code = positionCode(level, level.boxes, level.player);
      if (made.has(code)) continue;
      made.add(code);
      yield { instance: level, moves, shortestSolutions: counted.count };
      break;
    }
  }
  return summary(undefined);
}
