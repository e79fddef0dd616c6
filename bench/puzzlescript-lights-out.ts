/**
 * `npm run bench:puzzlescript -- --only lights-out [--level N]`: the `lights-out` example's level N
 * (1: 3x3, 2: the classic 5x5, every light on) solved exactly by breadth-first search over every
 * input, each played through the interpreter, its states packed to one number each: the lights (a
 * bit a cell that is not a wall) and the cursor's cell. A state that does not pack so (anything
 * else changed on the board) stops the run, so the packing assumes nothing the rules could break.
 * A table over all packed numbers keeps each reached state's parent (4 bytes a number: 3.4 GB for
 * the 5x5's 2^25 x 25, zero pages until reached); the route is replayed through the interpreter to a win. Beside it, the
 * answer from Lights Out's own algebra (the press sets that clear the board, over GF(2), and the
 * cursor's shortest walk through each from its start), which the search must meet.
 */
import { compileGame } from '../src/puzzles/puzzlescript/engine/compile.js';
import { LIGHTS_OUT } from '../src/puzzles/puzzlescript/examples/lights-out.js';
import { createProblem, type PuzzleScriptState } from '../src/puzzles/puzzlescript/problem.js';

const ACTION = 4;

interface Packing {
  /** The tiles that are not walls, in storage order. */
  readonly free: readonly number[];
  readonly count: number;
  pack(cells: Int32Array): number;
  unpack(index: number): Int32Array;
}

function objectId(game: ReturnType<typeof compileGame>, name: string): number {
  const object = game.objects.find((o) => o.name.toLowerCase() === name);
  if (object === undefined) throw new Error(`the game has no ${name}`);
  return object.id;
}

function packing(game: ReturnType<typeof compileGame>, start: Int32Array): Packing {
  const stride = game.stride;
  const [light, player, wall] = ['light', 'player', 'wall'].map((name) => objectId(game, name));
  const has = (cells: Int32Array, tile: number, id: number) => ((cells[tile * stride + (id >> 5)] >>> (id & 31)) & 1) === 1;
  const tiles = start.length / stride;
  const free = Array.from({ length: tiles }, (_, t) => t).filter((t) => !has(start, t, wall));
  // The board with no light and no cursor: every packed state is this plus its lights and its cursor.
  const base = start.slice();
  for (const t of free) for (const id of [light, player]) base[t * stride + (id >> 5)] &= ~(1 << (id & 31));
  const n = free.length;
  if (n > 26) throw new Error(`${n} cells: too many to pack`);
  // Per word of the cells, the light and cursor bits a state may change there.
  const changing = new Int32Array(start.length);
  for (const t of free) for (const id of [light, player]) changing[t * stride + (id >> 5)] |= 1 << (id & 31);
  const count = 2 ** n * n;
  return {
    free,
    count,
    pack(cells) {
      let lights = 0;
      let cursor = -1;
      for (let k = 0; k < n; k++) {
        const t = free[k];
        if (has(cells, t, light)) lights += 2 ** k;
        if (has(cells, t, player)) {
          if (cursor >= 0) throw new Error('two cursors: the state does not pack');
          cursor = k;
        }
      }
      if (cursor < 0) throw new Error('no cursor: the state does not pack');
      for (let w = 0; w < cells.length; w++) {
        if ((cells[w] & ~changing[w]) !== base[w]) throw new Error(`cell ${(w / stride) | 0} holds more than lights and the cursor: the state does not pack`);
      }
      return lights * n + cursor;
    },
    unpack(index) {
      const cells = base.slice();
      const cursor = index % n;
      let lights = Math.floor(index / n);
      for (let k = 0; k < n; k++, lights = Math.floor(lights / 2)) {
        if (lights % 2 === 1) cells[free[k] * stride + (light >> 5)] |= 1 << (light & 31);
      }
      cells[free[cursor] * stride + (player >> 5)] |= 1 << (player & 31);
      return cells;
    },
  };
}

export interface LightsOutRun {
  readonly level: number;
  readonly cells: number;
  readonly inputs: number;
  readonly presses: number;
  readonly route: readonly number[];
  readonly statesSeen: number;
  readonly turns: number;
  readonly cpuSeconds: number;
  /** From the algebra: the fewest presses, and the fewest inputs (presses and the cursor's steps). */
  readonly algebra: { readonly presses: number; readonly inputs: number } | null;
}

/** The exact search on level `level` (counted from 1), breadth-first to the first won state. */
export function solveLightsOut(level: number, log: (line: string) => void = () => {}): LightsOutRun {
  const game = compileGame(LIGHTS_OUT);
  const startIndex = game.levels.map((l, i) => (l.kind === 'level' ? i : -1)).filter((i) => i >= 0)[level - 1];
  if (startIndex === undefined) throw new Error(`lights-out has no level ${level}`);
  const problem = createProblem({ source: LIGHTS_OUT, game, startIndex, level, example: 'lights-out' });
  const pack = packing(game, problem.start.cells);
  const started = process.cpuUsage();
  // The parent's number plus 1 (0: not reached), so that the table needs no filling.
  const parent = new Uint32Array(pack.count);
  const startKey = pack.pack(problem.start.cells);
  parent[startKey] = startKey + 1;
  let frontier = new Uint32Array([startKey]);
  let goal = -1;
  let depth = 0;
  let seen = 1;
  let turns = 0;
  const inputs = 5;
  while (goal < 0 && frontier.length > 0) {
    let next = new Uint32Array(Math.max(16, frontier.length * 2));
    let size = 0;
    for (let f = 0; f < frontier.length && goal < 0; f++) {
      const from = frontier[f];
      const state: PuzzleScriptState = { cells: pack.unpack(from), restartTarget: null, won: false };
      problem.successors(state, (child) => {
        if (goal >= 0) return;
        const key = pack.pack(child.cells);
        if (parent[key] !== 0) return;
        parent[key] = from + 1;
        seen++;
        if (child.won) goal = key;
        if (size === next.length) {
          const grown = new Uint32Array(next.length * 2);
          grown.set(next);
          next = grown;
        }
        next[size++] = key;
      });
      turns += inputs;
    }
    depth++;
    frontier = next.subarray(0, size);
    const cpu = process.cpuUsage(started);
    log(`depth ${depth}: ${size} new states (${seen} in all), ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`);
  }
  if (goal < 0) throw new Error('no win reachable');
  const cpu = process.cpuUsage(started);
  // The route: parents back to the start, each step's input found by playing the five from the parent.
  const keys = [goal];
  while (keys[0] !== startKey) keys.unshift(parent[keys[0]] - 1);
  const route: number[] = [];
  let state = problem.start;
  for (let k = 1; k < keys.length; k++) {
    let stepped: PuzzleScriptState | null = null;
    for (let input = 0; input < inputs && stepped === null; input++) {
      const after = problem.play(state, input);
      if (after !== null && pack.pack(after.cells) === keys[k]) {
        route.push(input);
        stepped = after;
      }
    }
    if (stepped === null) throw new Error(`no input leads from step ${k - 1} to step ${k}`);
    state = stepped;
  }
  if (!state.won) throw new Error('the route does not win');
  if (route.length !== depth) throw new Error(`the route has ${route.length} inputs, the search ${depth}`);
  return {
    level,
    cells: pack.free.length,
    inputs: route.length,
    presses: route.filter((input) => input === ACTION).length,
    route,
    statesSeen: seen,
    turns,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    algebra: algebra(pack, (game.levels[startIndex] as { height: number }).height, problem.start.cells),
  };
}

/**
 * Lights Out's own answer for the level: a press toggles its cell and the free cells beside it, so
 * the press sets that clear the lit cells are the solutions of a linear system over GF(2); the
 * fewest presses are the smallest, and the fewest inputs the least, over them, of presses plus the
 * cursor's shortest walk (steps between free cells) from its start through the pressed cells.
 * Null where the sets are too many or too large to walk through here.
 */
function algebra(pack: Packing, height: number, start: Int32Array): { presses: number; inputs: number } | null {
  const free = pack.free;
  const n = free.length;
  const startKey = pack.pack(start);
  const cursor = free[startKey % n];
  const lit = Math.floor(startKey / n);
  const xy = (tile: number) => [Math.floor(tile / height), tile % height];
  const beside = (a: number, b: number) => {
    const [ax, ay] = xy(a);
    const [bx, by] = xy(b);
    return Math.abs(ax - bx) + Math.abs(ay - by) <= 1;
  };
  // Rows of [A | b]: cell r is toggled by a press at c when they are the same cell or neighbours.
  const rows = free.map((r, i) => ({ m: free.reduce((m, c, j) => (beside(r, c) ? m | (1n << BigInt(j)) : m), 0n), b: Math.floor(lit / 2 ** i) % 2 }));
  const pivots: number[] = [];
  for (let c = 0; c < n; c++) {
    const p = rows.findIndex((row, i) => i >= pivots.length && (row.m >> BigInt(c)) & 1n);
    if (p < 0) continue;
    const r = pivots.length;
    [rows[r], rows[p]] = [rows[p], rows[r]];
    for (let i = 0; i < n; i++) {
      if (i !== r && (rows[i].m >> BigInt(c)) & 1n) {
        rows[i].m ^= rows[r].m;
        rows[i].b ^= rows[r].b;
      }
    }
    pivots.push(c);
  }
  if (rows.slice(pivots.length).some((row) => row.b === 1)) return null;
  const others = Array.from({ length: n }, (_, c) => c).filter((c) => !pivots.includes(c));
  if (others.length > 12) return null;
  let presses = Infinity;
  let inputs = Infinity;
  for (let f = 0; f < 2 ** others.length; f++) {
    const pressed = new Set(others.filter((_, k) => Math.floor(f / 2 ** k) % 2 === 1));
    pivots.forEach((c, i) => {
      let v = rows[i].b;
      for (const o of others) if ((rows[i].m >> BigInt(o)) & 1n && pressed.has(o)) v ^= 1;
      if (v === 1) pressed.add(c);
    });
    const cells = [...pressed].map((k) => free[k]);
    if (cells.length > 18) return null;
    const steps = shortestWalk(cursor, cells, (a, b) => {
      const [ax, ay] = xy(a);
      const [bx, by] = xy(b);
      return Math.abs(ax - bx) + Math.abs(ay - by);
    });
    presses = Math.min(presses, cells.length);
    inputs = Math.min(inputs, cells.length + steps);
  }
  return { presses, inputs };
}

/** The fewest steps from `from` through every cell of `cells` (any order), by dynamic programming over subsets. */
function shortestWalk(from: number, cells: readonly number[], distance: (a: number, b: number) => number): number {
  const k = cells.length;
  if (k === 0) return 0;
  const best = new Float64Array((1 << k) * k).fill(Infinity);
  for (let i = 0; i < k; i++) best[(1 << i) * k + i] = distance(from, cells[i]);
  for (let set = 1; set < 1 << k; set++) {
    for (let i = 0; i < k; i++) {
      const here = best[set * k + i];
      if (here === Infinity) continue;
      for (let j = 0; j < k; j++) {
        if ((set >> j) & 1) continue;
        const at = (set | (1 << j)) * k + j;
        const via = here + distance(cells[i], cells[j]);
        if (via < best[at]) best[at] = via;
      }
    }
  }
  let least = Infinity;
  for (let i = 0; i < k; i++) least = Math.min(least, best[((1 << k) - 1) * k + i]);
  return least;
}
