/**
 * Helpers of the Sokoban tests: an exhaustive search written on plain sets
 * (the truth the solver is checked against) and seeded random small levels.
 */
import { seededRandom } from '../../src/puzzles/generator-start.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import type { SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import { positionCode } from '../../src/puzzles/sokoban/xsb.js';

export const parseCode = (code: string): SokobanLevel => sokoban.parse({ source: { kind: 'code', code }, params: {} });

/** The exhaustive search: every position by plain steps (boxes as a sorted list), forward and backward. */
export function exhaustive(lv: SokobanLevel) {
  const n = lv.neighbour;
  const keyOf = (boxes: number[], player: number) => `${boxes.join(',')}/${player}`;
  const index = new Map<string, number>();
  const positions: { boxes: number[]; player: number }[] = [];
  const edges: { from: number; to: number; push: boolean }[] = [];
  const add = (boxes: number[], player: number) => {
    const key = keyOf(boxes, player);
    let i = index.get(key);
    if (i === undefined) {
      i = positions.length;
      index.set(key, i);
      positions.push({ boxes, player });
    }
    return i;
  };
  add([...lv.boxes], lv.player);
  for (let i = 0; i < positions.length; i++) {
    const { boxes, player } = positions[i];
    for (let d = 0; d < 4; d++) {
      const next = n[player * 4 + d];
      if (next < 0) continue;
      if (!boxes.includes(next)) {
        edges.push({ from: i, to: add(boxes, next), push: false });
        continue;
      }
      const to = n[next * 4 + d];
      if (to < 0 || boxes.includes(to)) continue;
      const moved = boxes.map((b) => (b === next ? to : b)).sort((a, b) => a - b);
      edges.push({ from: i, to: add(moved, next), push: true });
    }
  }
  const solved = positions.map((p) => p.boxes.every((b) => lv.goal[b] === 1));
  // Least pushes (then walks free) and least steps to a goal, from every position: 0-1 BFS and BFS backwards.
  const back: { from: number; push: boolean }[][] = positions.map(() => []);
  for (const e of edges) back[e.to].push({ from: e.from, push: e.push });
  const pushesLeft = new Array<number>(positions.length).fill(Infinity);
  const stepsLeft = new Array<number>(positions.length).fill(Infinity);
  const deque: number[] = [];
  solved.forEach((s, i) => {
    if (s) {
      pushesLeft[i] = 0;
      stepsLeft[i] = 0;
      deque.push(i);
    }
  });
  const queue = [...deque];
  while (deque.length) {
    const i = deque.shift()!;
    for (const { from, push } of back[i]) {
      const d = pushesLeft[i] + (push ? 1 : 0);
      if (d < pushesLeft[from]) {
        pushesLeft[from] = d;
        if (push) deque.push(from);
        else deque.unshift(from);
      }
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    for (const { from } of back[i]) {
      if (stepsLeft[from] === Infinity) {
        stepsLeft[from] = stepsLeft[i] + 1;
        queue.push(from);
      }
    }
  }
  return { positions, edges, pushesLeft, stepsLeft };
}

/**
 * A small random level, or null when the draw is no level: a room with
 * scattered walls and `boxes` goals; the boxes start on the goals and are
 * pulled about at random (`pulls` tries), so most levels are solvable, or,
 * with `pulls` 0, are dropped anywhere, so many are not.
 */
export function randomLevel(seed: number, boxes: number, pulls: number): SokobanLevel | null {
  const rand = seededRandom(seed);
  const rows = 4 + Math.floor(rand() * 2);
  const cols = 4 + Math.floor(rand() * 2);
  const grid: string[][] = [];
  for (let r = 0; r < rows + 2; r++) grid.push([...'#'.repeat(cols + 2)]);
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++) grid[r][c] = rand() < 0.15 ? '#' : ' ';
  const floor = grid.flatMap((row, r) => row.map((ch, c) => (ch === ' ' ? [r, c] : null))).filter((x): x is number[] => x !== null);
  if (floor.length < 2 * boxes + 2) return null;
  for (let i = floor.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [floor[i], floor[j]] = [floor[j], floor[i]];
  }
  floor.slice(0, boxes).forEach(([r, c]) => (grid[r][c] = pulls > 0 ? '*' : '.'));
  if (pulls === 0) floor.slice(boxes, 2 * boxes).forEach(([r, c]) => (grid[r][c] = '$'));
  const [pr, pc] = floor[2 * boxes];
  grid[pr][pc] = '@';
  let lv: SokobanLevel;
  try {
    lv = parseCode(grid.map((row) => row.join('')).join('|'));
  } catch {
    return null;
  }
  if (pulls === 0) return lv;
  // Pull the boxes about: the player steps back in a random direction, taking the box in front of it along or not.
  const n = lv.neighbour;
  const boxSet = new Set(lv.boxes);
  let player = lv.player;
  for (let i = 0; i < pulls; i++) {
    const d = Math.floor(rand() * 4);
    const to = n[player * 4 + d];
    if (to < 0 || boxSet.has(to)) continue;
    const front = n[player * 4 + (d ^ 1)];
    if (front >= 0 && boxSet.has(front) && rand() < 0.6) {
      boxSet.delete(front);
      boxSet.add(player);
    }
    player = to;
  }
  return parseCode(positionCode(lv, [...boxSet].sort((a, b) => a - b), player));
}

export function randomLevels(count: number, boxes: number, pulls: number, firstSeed: number): SokobanLevel[] {
  const levels: SokobanLevel[] = [];
  for (let seed = firstSeed; levels.length < count; seed++) {
    const lv = randomLevel(seed, boxes, pulls);
    if (lv) levels.push(lv);
  }
  return levels;
}

/** Far more moves than a small level's solution has: a pair (a, b) costs a * PAIR + b, compared as a pair. */
const PAIR = 1_000_000;

/**
 * The least (pushes, then moves) and least (moves, then pushes) from the
 * start to a solved position, over every position: Dijkstra on the pairs.
 */
export function lexicographicBest(lv: SokobanLevel, truth: ReturnType<typeof exhaustive>): { pushMetric: [number, number]; moveMetric: [number, number] } | null {
  const solved = truth.positions.map((p) => p.boxes.every((b) => lv.goal[b] === 1));
  const out: (s: number) => { to: number; push: boolean }[] = (() => {
    const lists: { to: number; push: boolean }[][] = truth.positions.map(() => []);
    for (const e of truth.edges) lists[e.from].push({ to: e.to, push: e.push });
    return (s) => lists[s];
  })();
  const best = (cost: (push: boolean) => number): number => {
    const dist = new Array<number>(truth.positions.length).fill(Infinity);
    dist[0] = 0;
    const heap = new PairHeap();
    heap.push(0, 0);
    while (heap.size > 0) {
      const [d, s] = heap.pop();
      if (d > dist[s]) continue;
      if (solved[s]) return d;
      for (const { to, push } of out(s)) {
        const next = d + cost(push);
        if (next < dist[to]) {
          dist[to] = next;
          heap.push(next, to);
        }
      }
    }
    return Infinity;
  };
  const byPushes = best((push) => (push ? PAIR + 1 : 1));
  if (byPushes === Infinity) return null;
  const byMoves = best((push) => (push ? PAIR + 1 : PAIR));
  return {
    pushMetric: [Math.floor(byPushes / PAIR), byPushes % PAIR],
    moveMetric: [Math.floor(byMoves / PAIR), byMoves % PAIR],
  };
}

/** A binary min-heap of (cost, position) pairs. */
class PairHeap {
  private readonly items: [number, number][] = [];
  get size(): number {
    return this.items.length;
  }
  push(cost: number, item: number): void {
    const a = this.items;
    a.push([cost, item]);
    for (let i = a.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (a[p][0] <= a[i][0]) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }
  pop(): [number, number] {
    const a = this.items;
    const top = a[0];
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l][0] < a[m][0]) m = l;
        if (r < a.length && a[r][0] < a[m][0]) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i], a[m]];
        i = m;
      }
    }
    return top;
  }
}
