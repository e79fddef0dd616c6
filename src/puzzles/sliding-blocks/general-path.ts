/**
 * The search on any board: any size, walls, pieces of any size, direction
 * limits. A state is a placement (each piece's top-left cell). Its key
 * records, for each cell, which kind of piece has its top-left there (0 for
 * none), in bit fields of 32-bit words (one word, a uint32 key, when it
 * fits), so pieces of one kind are interchangeable.
 */
import type { Emit, StateCodec } from '../../engine/problem.js';
import type { BlocksInstance } from './board.js';
import { allows, DIRECTIONS, encodeMove, type BlocksMove, type MoveStyle, PATH, SLIDE, STEP } from './moves.js';
import { mirrorPlacement, placementOfKinds, type Placement } from './placement.js';
import type { PathProblem } from './path-problem.js';

export function createGeneralPath(instance: BlocksInstance, style: MoveStyle): PathProblem {
  const { width, height, pieces } = instance;
  const cells = width * height;
  const n = pieces.length;
  const base = instance.kinds.length + 1;
  const digitOf = Int32Array.from(pieces, (p) => p.kind + 1);

  // For each piece and top-left cell: the cells it covers (null when it does not fit the board and walls).
  const cover: (Int32Array | null)[][] = pieces.map((p) =>
    Array.from({ length: cells }, (_, cell) => {
      const r = Math.floor(cell / width);
      const c = cell % width;
      if (r + p.rows > height || c + p.cols > width) return null;
      const out: number[] = [];
      for (let dr = 0; dr < p.rows; dr++) for (let dc = 0; dc < p.cols; dc++) out.push(cell + dr * width + dc);
      return out.some((x) => instance.walls[x]) ? null : Int32Array.from(out);
    }),
  );
  // For each piece, cell and direction: the next top-left cell that fits the board and walls, or -1.
  const next: Int32Array[] = pieces.map((p, i) =>
    Int32Array.from({ length: cells * 4 }, (_, k) => {
      const cell = k >> 2;
      const [dr, dc] = DIRECTIONS[k & 3];
      if (!allows(p.limit, dr)) return -1;
      const r = Math.floor(cell / width) + dr;
      const c = (cell % width) + dc;
      if (r < 0 || c < 0 || r >= height || c >= width) return -1;
      return cover[i][r * width + c] ? r * width + c : -1;
    }),
  );

  const grid = new Int32Array(cells);
  const scratch = new Int32Array(n);
  const seen = new Int32Array(cells);
  let stamp = 0;
  const queue = new Int32Array(cells);

  const fitsFree = (i: number, at: number): boolean => {
    const list = cover[i][at]!;
    for (let k = 0; k < list.length; k++) {
      const v = grid[list[k]];
      if (v !== -1 && v !== i) return false;
    }
    return true;
  };

  const successors = (p: Placement, emit: Emit<Placement, BlocksMove>) => {
    grid.fill(-1);
    for (let i = 0; i < n; i++) {
      const list = cover[i][p[i]]!;
      for (let k = 0; k < list.length; k++) grid[list[k]] = i;
    }
    const go = (i: number, from: number, to: number, moveStyle: MoveStyle) => {
      scratch.set(p);
      scratch[i] = to;
      emit(scratch, encodeMove(moveStyle, from, to));
    };
    for (let i = 0; i < n; i++) {
      const from = p[i];
      const steps = next[i];
      if (style === STEP) {
        for (let d = 0; d < 4; d++) {
          const to = steps[from * 4 + d];
          if (to >= 0 && fitsFree(i, to)) go(i, from, to, STEP);
        }
      } else if (style === SLIDE) {
        for (let d = 0; d < 4; d++) {
          for (let to = steps[from * 4 + d]; to >= 0 && fitsFree(i, to); to = steps[to * 4 + d]) go(i, from, to, SLIDE);
        }
      } else {
        stamp++;
        seen[from] = stamp;
        queue[0] = from;
        for (let head = 0, tail = 1; head < tail; head++) {
          const at = queue[head];
          for (let d = 0; d < 4; d++) {
            const to = steps[at * 4 + d];
            if (to < 0 || seen[to] === stamp || !fitsFree(i, to)) continue;
            seen[to] = stamp;
            queue[tail++] = to;
            go(i, from, to, PATH);
          }
        }
      }
    }
  };

  const kindAt = new Int32Array(cells);
  const fromKindAt = (): Placement => {
    const placement = placementOfKinds(instance, kindAt);
    if (typeof placement === 'string') throw new Error(`internal error: a key is no layout of this puzzle: ${placement}`);
    return placement;
  };

  // Keys: `bits` bits a cell, `perWord` cells a 32-bit word, no cell split across two words.
  const bits = Math.ceil(Math.log2(base));
  const perWord = Math.floor(32 / bits);
  const words = Math.ceil(cells / perWord);
  const mask = (1 << bits) - 1;
  const wordOf = Int32Array.from({ length: cells }, (_, cell) => Math.floor(cell / perWord));
  const shiftOf = Int32Array.from({ length: cells }, (_, cell) => (cell % perWord) * bits);
  let codec: StateCodec<Placement>;
  let compare: (a: Placement, b: Placement) => number;
  if (words === 1) {
    const encode = (p: Placement) => {
      let key = 0;
      for (let i = 0; i < n; i++) key |= digitOf[i] << shiftOf[p[i]];
      return key >>> 0;
    };
    const decode = (key: number): Placement => {
      for (let cell = 0; cell < cells; cell++) kindAt[cell] = ((key >>> shiftOf[cell]) & mask) - 1;
      return fromKindAt();
    };
    codec = { kind: 'uint32', encode, decode };
    compare = (a, b) => encode(a) - encode(b);
  } else {
    const encode = (p: Placement, out: Uint32Array, at: number) => {
      out.fill(0, at, at + words);
      for (let i = 0; i < n; i++) out[at + wordOf[p[i]]] |= digitOf[i] << shiftOf[p[i]];
    };
    const decode = (src: Uint32Array, at: number): Placement => {
      for (let cell = 0; cell < cells; cell++) kindAt[cell] = ((src[at + wordOf[cell]] >>> shiftOf[cell]) & mask) - 1;
      return fromKindAt();
    };
    codec = { kind: 'words', words, encode, decode };
    const ka = new Uint32Array(words);
    const kb = new Uint32Array(words);
    compare = (a, b) => {
      encode(a, ka, 0);
      encode(b, kb, 0);
      for (let w = words - 1; w >= 0; w--) if (ka[w] !== kb[w]) return ka[w] - kb[w];
      return 0;
    };
  }

  const mirrored = new Int32Array(n);
  const goal = instance.goal;
  return {
    codec,
    successors,
    isGoal: (p) => p[goal.piece] === goal.cell,
    canonical: (p) => {
      mirrorPlacement(instance, p, mirrored);
      return compare(mirrored, p) < 0 ? mirrored : p;
    },
  };
}
