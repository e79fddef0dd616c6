/**
 * A dense numbering of the region space's states (region-pattern-space.ts):
 * a state is a placement of the pattern's k tiles and one region of the
 * cells they leave free (the blank's). Numbering each placement with F slots
 * (one per free cell) wastes two thirds of the numbers for 8 tiles of 16,
 * since the free cells form 2.75 regions on average; here the states are
 * numbered in the same order (placements by their lexicographic rank, then
 * regions by smallest cell) with no gaps, so the search's two bits a state
 * cover 1.43e9 states rather than 4.15e9 ranks.
 *
 * A placement's first number is the count of states of every placement
 * lexicographically before it. Those placements are, for each tile i, the
 * ones that agree on tiles 0..i-1 and put tile i on a free cell below its
 * own; how many states they hold depends only on the set A of cells under
 * tiles 0..i-1 and that cell, since the region count depends only on which
 * cells are taken. So `before[id(A) * (cells + 1) + y]` holds it, and a
 * placement's first number is k reads of it. A set's id is its rank by
 * size, then colex order, found with two table reads (`setId`).
 */

/** The free cells connected to `seed` (one-bit mask within `freeCells`), by flood fill on a width-wide board. */
export function floodFill(width: number, cells: number): (seed: number, freeCells: number) => number {
  let notFirstColumn = 0;
  let notLastColumn = 0;
  for (let c = 0; c < cells; c++) {
    if (c % width !== 0) notFirstColumn |= 1 << c;
    if (c % width !== width - 1) notLastColumn |= 1 << c;
  }
  return (seed, freeCells) => {
    let r = seed;
    for (;;) {
      const grown = (r | ((r << 1) & notFirstColumn) | ((r >>> 1) & notLastColumn) | (r << width) | (r >>> width)) & freeCells;
      if (grown === r) return r;
      r = grown;
    }
  };
}

export interface RegionNumbering {
  /** How many states: placements times their regions, summed. */
  states: number;
  /** The id of a set of at most k cells given as a bit mask: sets by size, then in colex order. */
  setId: (mask: number) => number;
  /**
   * For a set A of i < k cells (those of tiles 0..i-1) and a cell y, at
   * id(A) * (cells + 1) + y: the states of placements starting with tiles on
   * A whose tile i stands on a free cell below y; at y = cells, those of all
   * placements starting on A.
   */
  before: Uint32Array;
  /** The first id of a set of k cells. */
  firstFull: number;
  /** For the k-set of id firstFull + s: its regions are regionMasks[regionStart[s] .. regionStart[s + 1]), by smallest cell. */
  regionStart: Int32Array;
  regionMasks: Int32Array;
  /** At s * cells + c, for a free cell c of k-set s: the place of its region among the set's regions. */
  regionOrdinal: Uint8Array;
  /**
   * On boards of up to 16 cells, `before` and `regionOrdinal` again, indexed
   * by mask * 16 + cell: one read a term where the search's moves need two
   * (the set's id, then the entry). Rows are one 64-byte line of `before`
   * each, and only those of sets of up to k cells are ever read.
   */
  byMask?: { before: Uint32Array; regionOrdinal: Uint8Array };
}

/** Binomial coefficients below (cells + 1) x (k + 2). */
function binomials(n: number, k: number): number[][] {
  const c: number[][] = [];
  for (let i = 0; i <= n; i++) {
    c.push(new Array<number>(k + 2).fill(0));
    c[i][0] = 1;
    for (let j = 1; j <= Math.min(i, k + 1); j++) c[i][j] = c[i - 1][j - 1] + (j <= i - 1 ? c[i - 1][j] : 0);
  }
  return c;
}

function popcount(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * Every set of `size` cells among `cells`, as masks in increasing order
 * (which is colex order: the order of its rank sum of C(cell, index + 1)).
 */
function* setsOfSize(cells: number, size: number): Generator<number> {
  if (size === 0) {
    yield 0;
    return;
  }
  let m = 2 ** size - 1;
  const limit = 2 ** cells;
  while (m < limit) {
    yield m;
    // Gosper's hack: the next larger mask with as many bits.
    const low = m & -m;
    const r = m + low;
    m = r | (((r ^ m) >>> 2) / low); // the quotient truncates to an integer here
  }
}

/**
 * The numbering of the region space of k tiles on a width x height board
 * (at most 30 cells, k below the cell count). Its tables are small: 7.4 MB for
 * 8 tiles of 16 (5.2 MB of them the copies by mask), 13 MB for 6 of 25.
 */
export function regionNumbering(width: number, height: number, k: number): RegionNumbering {
  const cells = width * height;
  const flood = floodFill(width, cells);
  const all = 2 ** cells - 1;
  const choose = binomials(cells, k);
  // Sets by size, then colex: sets of size j start at firstOfSize[j].
  const firstOfSize: number[] = [0];
  for (let j = 0; j <= k; j++) firstOfSize.push(firstOfSize[j] + choose[cells][j]);
  const ids = firstOfSize[k + 1];
  // setId(m) = low[m's first `lowBits` cells] + high[(their count) and m's other cells]: colex adds C(cell, index + 1) a cell.
  const lowBits = Math.min(cells, 16);
  const highBits = cells - lowBits;
  const low = new Int32Array(2 ** lowBits);
  for (let m = 0; m < low.length; m++) {
    let sum = 0;
    let t = 0;
    for (let c = 0; c < lowBits; c++) if (m & (1 << c)) sum += choose[c][++t];
    low[m] = sum;
  }
  const high = new Int32Array((k + 1) * 2 ** highBits);
  for (let p = 0; p <= k; p++) {
    for (let h = 0; h < 2 ** highBits; h++) {
      const size = p + popcount(h);
      if (size > k) continue; // never asked: sets hold at most k cells
      let sum = firstOfSize[size];
      let t = p;
      for (let c = 0; c < highBits; c++) if (h & (1 << c)) sum += choose[lowBits + c][++t];
      high[p * 2 ** highBits + h] = sum;
    }
  }
  const lowMask = 2 ** lowBits - 1;
  const split = (m: number) => low[m & lowMask] + high[popcount16(m & lowMask) * 2 ** highBits + Math.floor(m / 2 ** lowBits)];
  // On boards of up to 16 cells one read of a table by mask (256 KB) does: the search asks for several ids a move.
  let setId = split;
  if (highBits === 0) {
    const byMask = new Int32Array(2 ** cells);
    for (let m = 0; m < byMask.length; m++) if (popcount16(m) <= k) byMask[m] = split(m);
    setId = (m: number) => byMask[m];
  }

  // The regions of every k-set, and under[id]: states of the placements on a set's cells, per ordering of the tiles left.
  const firstFull = firstOfSize[k];
  const full = choose[cells][k];
  const regionStart = new Int32Array(full + 1);
  const regionOrdinal = new Uint8Array(full * cells);
  const masks: number[] = [];
  const under = new Float64Array(ids);
  let s = 0;
  for (const set of setsOfSize(cells, k)) {
    regionStart[s] = masks.length;
    let left = all & ~set;
    let ordinal = 0;
    while (left !== 0) {
      const region = flood(left & -left, all & ~set);
      masks.push(region);
      for (let r = region; r !== 0; r &= r - 1) regionOrdinal[s * cells + 31 - Math.clz32(r & -r)] = ordinal;
      ordinal++;
      left &= ~region;
    }
    under[firstFull + s] = ordinal;
    s++;
  }
  regionStart[full] = masks.length;
  // A set of j cells: the k-sets holding it, each counted once (its completions reach each k-set in (k - j)! orders).
  for (let j = k - 1; j >= 0; j--) {
    for (const set of setsOfSize(cells, j)) {
      let sum = 0;
      for (let x = 0; x < cells; x++) if (!(set & (1 << x))) sum += under[setId(set | (1 << x))];
      under[setId(set)] = sum / (k - j);
    }
  }
  const stride = cells + 1;
  const before = new Uint32Array(firstFull * stride);
  let states = 0;
  for (let j = 0; j < k; j++) {
    // Placements of the k - 1 - j tiles after tile j, in any order: (k - 1 - j)!.
    let orders = 1;
    for (let t = 2; t <= k - 1 - j; t++) orders *= t;
    for (const set of setsOfSize(cells, j)) {
      const row = setId(set) * stride;
      let sum = 0;
      for (let y = 0; y < cells; y++) {
        before[row + y] = sum;
        if (!(set & (1 << y))) sum += under[setId(set | (1 << y))] * orders;
      }
      if (sum >= 2 ** 32) throw new RangeError(`the region space of ${k} tiles on ${cells} cells has over 2^32 states`);
      before[row + cells] = sum;
      if (j === 0) states = sum;
    }
  }
  let byMask: RegionNumbering['byMask'];
  if (cells <= 16) {
    byMask = { before: new Uint32Array(2 ** cells * 16), regionOrdinal: new Uint8Array(2 ** cells * 16) };
    for (let j = 0; j <= k; j++) {
      for (const set of setsOfSize(cells, j)) {
        const id = setId(set);
        for (let c = 0; c < cells; c++) {
          if (j < k) byMask.before[set * 16 + c] = before[id * stride + c];
          else byMask.regionOrdinal[set * 16 + c] = regionOrdinal[(id - firstFull) * cells + c];
        }
      }
    }
  }
  return { states, setId, before, firstFull, regionStart, regionMasks: Int32Array.from(masks), regionOrdinal, byMask };
}

/** States of the region space of k tiles on a width x height board, from the region counts alone. */
export function regionStateCount(width: number, height: number, k: number): number {
  const cells = width * height;
  const flood = floodFill(width, cells);
  const all = 2 ** cells - 1;
  let regions = 0;
  for (const set of setsOfSize(cells, k)) {
    for (let left = all & ~set; left !== 0; regions++) left &= ~flood(left & -left, all & ~set);
  }
  let orders = 1;
  for (let t = 2; t <= k; t++) orders *= t;
  return regions * orders;
}

const bitCounts = new Uint8Array(1 << 16);
for (let m = 1; m < 1 << 16; m++) bitCounts[m] = bitCounts[m >> 1] + (m & 1);
function popcount16(m: number): number {
  return bitCounts[m];
}
