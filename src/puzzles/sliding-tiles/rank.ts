/**
 * A perfect hash of the reachable positions of an m x n sliding puzzle onto
 * 0 .. cells!/2 - 1, and its inverse, so a whole space can be searched with a
 * few bits a position instead of a hashed key.
 *
 * A position is the blank's cell and the order of the tiles read row by row
 * around it. A vertical move carries one tile past width - 1 others, a
 * horizontal one changes nothing in that order, so on boards at least 2 wide
 * and 2 high the reachable positions are exactly those whose tile order has
 * the parity fixed by the blank's row: (width - 1) * row + parity is constant.
 * Rank = blank * (tiles!/2) + the tiles' order as a Lehmer code without its
 * last two digits (the second to last is fixed by the parity, the last is 0).
 */

/** Largest board ranked: 18!/2 is below 2^53, so ranks stay exact doubles. */
export const MAX_RANKED_CELLS = 18;

export interface TileRanking {
  /** cells!/2: the number of positions reachable from any one. */
  readonly size: number;
  rank(board: ArrayLike<number>): number;
  /** Writes the position of `index` into `out` (cells long) and returns it. */
  unrank(index: number, out?: Uint8Array): Uint8Array;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 63;
}

/**
 * The ranking of the class of `start` (the positions reachable from it).
 * Boards of one row or column, and boards over MAX_RANKED_CELLS cells, have
 * none: there the positions are not half the permutations, or too many.
 */
export function tileRanking(width: number, height: number, start: ArrayLike<number>): TileRanking | null {
  const cells = width * height;
  if (width < 2 || height < 2 || cells > MAX_RANKED_CELLS) return null;
  const tiles = cells - 1;
  const half = factorial(tiles) / 2;
  const rowOf = Int32Array.from({ length: cells }, (_, c) => Math.floor(c / width));
  const startBlank = Array.prototype.indexOf.call(start, 0) as number;
  const startOrder = Array.from(start).filter((t) => t !== 0);
  /** (width - 1) * row + order parity, the invariant of the class. */
  const invariant = ((width - 1) * rowOf[startBlank] + orderParity(startOrder)) & 1;
  /** The parity the tile order must have with the blank in each cell. */
  const parityAt = Uint8Array.from({ length: cells }, (_, b) => (invariant + (width - 1) * rowOf[b]) & 1);
  const order = new Uint8Array(tiles);
  const digits = new Uint8Array(tiles);

  function rank(board: ArrayLike<number>): number {
    let blank = 0;
    let k = 0;
    for (let c = 0; c < cells; c++) {
      const t = board[c];
      if (t === 0) blank = c;
      else order[k++] = t;
    }
    // Lehmer digit of position i: how many tiles not yet placed are smaller.
    let unused = ((1 << tiles) - 1) << 1;
    let r = 0;
    for (let i = 0; i < tiles - 2; i++) {
      const t = order[i];
      r = r * (tiles - i) + popcount(unused & ((1 << t) - 1));
      unused &= ~(1 << t);
    }
    return blank * half + r;
  }

  function unrank(index: number, out: Uint8Array = new Uint8Array(cells)): Uint8Array {
    const blank = Math.floor(index / half);
    let r = index - blank * half;
    let sum = 0;
    for (let i = tiles - 3; i >= 0; i--) {
      const radix = tiles - i;
      const d = r % radix;
      r = (r - d) / radix;
      digits[i] = d;
      sum += d;
    }
    digits[tiles - 2] = (sum + parityAt[blank]) & 1;
    digits[tiles - 1] = 0;
    let unused = ((1 << tiles) - 1) << 1;
    let k = 0;
    for (let c = 0; c < cells; c++) {
      if (c === blank) {
        out[c] = 0;
        continue;
      }
      // The digits[k]-th smallest tile not yet placed.
      let m = unused;
      for (let skip = digits[k++]; skip > 0; skip--) m &= m - 1;
      const t = 31 - Math.clz32(m & -m);
      out[c] = t;
      unused &= ~(1 << t);
    }
    return out;
  }

  return { size: half * cells, rank, unrank };
}

/** Parity of the number of inversions of a sequence of distinct numbers. */
function orderParity(order: readonly number[]): number {
  let inversions = 0;
  for (let i = 0; i < order.length; i++) for (let j = i + 1; j < order.length; j++) if (order[i] > order[j]) inversions++;
  return inversions & 1;
}

const TWO_32 = 4294967296;

/**
 * The ranking members of the search problem for boards of up to 14 cells,
 * whose states are packed numbers (see packed.ts: cell i in bits 4i..4i+3,
 * the last cell not stored). The packed form is read and written here
 * directly, so ranking a state allocates nothing.
 */
export function packedRankMembers(
  width: number,
  height: number,
  start: ArrayLike<number>,
  goal: ArrayLike<number>,
): { size: number; rank(state: number): number; unrank(index: number): number; spaceName: string } | null {
  const ranking = tileRanking(width, height, start);
  const cells = width * height;
  if (!ranking || cells > 14) return null;
  const board = new Uint8Array(cells);
  const total = (cells * (cells - 1)) / 2;
  const weight = Float64Array.from({ length: cells }, (_, i) => (i < cells - 1 ? 16 ** i : 0));
  const goalCode = Array.from({ length: height }, (_, r) => Array.from(goal).slice(r * width, (r + 1) * width).join(',')).join('/');
  return {
    size: ranking.size,
    spaceName: `${width}x${height} to ${goalCode}`,
    rank(s) {
      const lo = s >>> 0;
      const hi = (s - lo) / TWO_32;
      let sum = 0;
      for (let i = 0; i < cells - 1; i++) {
        const t = i < 8 ? (lo >>> (4 * i)) & 15 : (hi >>> (4 * (i - 8))) & 15;
        board[i] = t;
        sum += t;
      }
      board[cells - 1] = total - sum;
      return ranking.rank(board);
    },
    unrank(index) {
      ranking.unrank(index, board);
      let s = 0;
      for (let i = 0; i < cells - 1; i++) s += board[i] * weight[i];
      return s;
    },
  };
}
