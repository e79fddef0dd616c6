/**
 * The fast path for classic 4x5 boards. A state in the search is a number
 * below 2^45 (a float53 key): 2 bits for each of the 20 cells saying which
 * piece has its top-left cell there (0 none, 1 a 1x2, 2 a 2x1, 3 a 1x1:
 * bits 2c and 2c+1 for cell c), and above them, from bit 40, the 2x2 block's
 * cell. A move then changes the key by one sum, mark * (4^to - 4^from) or
 * (to - from) * 2^40, where the community's layout code (layout-code.ts)
 * would need the whole layout encoded again, since its items are in reading
 * order. Expanding a state reads the marks a byte (four cells) at a time
 * through tables into 20-bit masks of the occupied cells and of the pieces'
 * top-left cells; a piece next to an empty cell then walks its free
 * positions with bit masks. Nothing is allocated per state.
 *
 * The problem's states are placements, which keep the pieces' letters (the
 * start, `applyMove`'s results); its keys are the numbers above, and its
 * `keyed` form (engine/problem.ts) is the search on them, so a search never
 * decodes a key into a placement but for what it returns. The layout code is
 * what a person sees: `layoutCodeOfKey` converts.
 */
import type { Emit, KeyedForm } from '../../engine/problem.js';
import type { SuccessorKeys } from '../../engine/successor-keys.js';
import type { BlocksInstance } from './board.js';
import * as board from './board.js';
import * as layout from './layout-code.js';
import { COVERED, EMPTY, itemMask, itemOfSize, ITEM_SIZE } from './layout-code.js';
import * as moveCodes from './moves.js';
import { decodeMove, encodeMove, type BlocksMove, type MoveStyle } from './moves.js';
import { mirrorPlacement, type Placement } from './placement.js';
import type { PathProblem } from './path-problem.js';

/*
 * The constants the search reads, as this module's own: V8 folds a module's
 * own constants into the optimised code, where it loads an imported binding
 * (and checks that it is initialised) at each read.
 */
const { BLOCK, CELLS, SINGLE, TALL, WIDE, TWO_32, WIDTH } = layout;
const { MAX_CELLS } = board;
const { SLIDE, STEP } = moveCodes;

/** Masks of each item kind at each top-left cell (0 where it does not fit). */
const MASK: Int32Array[] = ITEM_SIZE.map((_, item) => Int32Array.from({ length: CELLS }, (_, cell) => itemMask(item, cell)));
/** The cells each item covers at each top-left cell. */
const COVER: Int8Array[][] = ITEM_SIZE.map((_, item) =>
  Array.from({ length: CELLS }, (_, cell) => {
    const out: number[] = [];
    for (let b = 0; b < CELLS; b++) if (MASK[item][cell] & (1 << b)) out.push(b);
    return Int8Array.from(out);
  }),
);
/** Cells next to an item (outside it): a piece with no empty cell here cannot move. */
const AROUND: Int32Array[] = ITEM_SIZE.map((_, item) =>
  Int32Array.from({ length: CELLS }, (_, cell) => {
    const m = MASK[item][cell];
    if (m === 0) return 0;
    let around = 0;
    for (let b = 0; b < CELLS; b++) {
      if (!(m & (1 << b))) continue;
      const r = Math.floor(b / WIDTH);
      const c = b % WIDTH;
      if (r > 0) around |= 1 << (b - WIDTH);
      if (r < 4) around |= 1 << (b + WIDTH);
      if (c > 0) around |= 1 << (b - 1);
      if (c < WIDTH - 1) around |= 1 << (b + 1);
    }
    return around & ~m;
  }),
);
const NOT_COL0 = 0xeeeee;
const NOT_COL3 = 0x77777;
const NOT_ROW4 = 0x0ffff;

/** The most successors a key has: each of at most 20 pieces (each has a top-left cell of its own) to at most 19 other places. */
const MAX_SUCCESSORS = CELLS * (CELLS - 1);

const P4 = Float64Array.from({ length: CELLS }, (_, c) => 4 ** c);
const BLOCK_UNIT = 2 ** 40;
const ALL_CELLS = (1 << CELLS) - 1;

/** The item grid of a key (see layout-code.ts), for conversions; written into `items` where given. */
export function itemsOfKey(key: number, items = new Int8Array(CELLS)): Int8Array {
  items.fill(EMPTY);
  const put = (item: number, cell: number) => {
    const cells = COVER[item][cell];
    for (let k = 0; k < cells.length; k++) items[cells[k]] = COVERED;
    items[cell] = item;
  };
  put(BLOCK, Math.floor(key / BLOCK_UNIT));
  for (let cell = 0; cell < CELLS; cell++) {
    const mark = Math.floor(key / P4[cell]) % 4;
    if (mark) put(mark, cell);
  }
  return items;
}

/** The item of each of a classic instance's kinds (the target is the 2x2 block). */
function itemsOfKinds(instance: BlocksInstance): number[] {
  return instance.kinds.map((k) => (k.target ? BLOCK : itemOfSize(k.rows, k.cols)));
}

/** The key of a placement on a classic board. */
export function keyOfPlacement(instance: BlocksInstance, placement: Placement, itemOfKind = itemsOfKinds(instance)): number {
  const { pieces } = instance;
  let key = 0;
  for (let i = 0; i < pieces.length; i++) {
    const item = itemOfKind[pieces[i].kind];
    key += item === BLOCK ? placement[i] * BLOCK_UNIT : item * P4[placement[i]];
  }
  return key;
}

/** The kind of each item on a classic board (-1 for an item none of its pieces is). */
function kindsOfItems(instance: BlocksInstance): Int32Array {
  const kindOfItem = new Int32Array(5).fill(-1);
  itemsOfKinds(instance).forEach((item, kind) => (kindOfItem[item] = kind));
  return kindOfItem;
}

/**
 * The placement of a key on a classic board, its pieces with the canonical
 * lettering (placement.ts): the block, then the other pieces of each kind in
 * reading order of their top-left cells.
 */
export function placementOfKey(instance: BlocksInstance, key: number, kindOfItem = kindsOfItems(instance)): Placement {
  const placement = new Int32Array(instance.pieces.length);
  const used = new Int32Array(instance.kinds.length);
  const put = (item: number, cell: number) => {
    const kind = kindOfItem[item];
    if (kind < 0 || used[kind] === instance.piecesOfKind[kind].length) throw new Error(`internal error: key ${key} is no layout of this puzzle: it has more ${ITEM_SIZE[item].join('x')} pieces`);
    placement[instance.piecesOfKind[kind][used[kind]++]] = cell;
  };
  put(BLOCK, Math.floor(key / BLOCK_UNIT));
  for (let cell = 0; cell < CELLS; cell++) {
    const mark = Math.floor(key / P4[cell]) % 4;
    if (mark) put(mark, cell);
  }
  if (used.some((n, kind) => n !== instance.piecesOfKind[kind].length)) throw new Error(`internal error: key ${key} is no layout of this puzzle: it has too few pieces`);
  return placement;
}

/** Two upper-case hex digits of each byte, for layoutCodeOfKey. */
const HEX_BYTE = Array.from({ length: 256 }, (_, b) => b.toString(16).toUpperCase().padStart(2, '0'));

/**
 * The community's layout code (layout-code.ts) of a key: what formatLayoutCode(encodeItems(itemsOfKey(key)))
 * gives, in one pass over the cells with no item grid (a server makes a code for every move of every position
 * it answers). Cells in reading order: the block's top-left is the code's top digit; a piece's top-left or an
 * empty cell takes the next two bits; a cell a piece covers from an earlier top-left takes none.
 */
export function layoutCodeOfKey(key: number): string {
  const block = Math.floor(key / BLOCK_UNIT);
  let covered = MASK[BLOCK][block];
  let lo = 0;
  let shift = 30;
  for (let cell = 0; cell < CELLS; cell++) {
    const mark = Math.floor(key / P4[cell]) % 4;
    if (mark !== 0) {
      lo += mark * 2 ** shift;
      shift -= 2;
      covered |= MASK[mark][cell];
    } else if (cell !== block && !(covered & (1 << cell))) shift -= 2;
  }
  return HEX_BYTE[block].slice(1) + HEX_BYTE[lo >>> 24] + HEX_BYTE[(lo >>> 16) & 0xff] + HEX_BYTE[(lo >>> 8) & 0xff] + HEX_BYTE[lo & 0xff];
}

/**
 * The problem on placements, searched on keys. A placement's moves are its
 * key's; each leads to the placement with the moved piece's letter kept.
 */
export function createStandardPath(instance: BlocksInstance, style: MoveStyle): PathProblem {
  const keys = createStandardKeys(instance, style);
  const itemOfKind = itemsOfKinds(instance);
  const kindOfItem = kindsOfItems(instance);
  const keyOf = (placement: Placement) => keyOfPlacement(instance, placement, itemOfKind);
  const { piece: target, cell: goal } = instance.goal;
  const mirrored = new Int32Array(instance.pieces.length);
  return {
    codec: { kind: 'float53', encode: keyOf, decode: (key) => placementOfKey(instance, key, kindOfItem) },
    successors: (placement, emit) =>
      keys.successors(keyOf(placement), (_key, move) => {
        // A fresh placement each (the engine allows a reused one, but callers that walk states keep them): searches go by keys.
        const { from, to } = decodeMove(move);
        const next = placement.slice();
        next[placement.indexOf(from)] = to;
        emit(next, move);
      }),
    isGoal: (placement) => placement[target] === goal,
    canonical: (placement) => (keyOf(mirrorPlacement(instance, placement, mirrored)) < keyOf(placement) ? mirrored : placement),
    keyed: keys,
  };
}

/** Writes a key's successors (see makeExpansion). */
type Expansion = (keys: Float64Array, first: number, moves: Int32Array | null) => number;

/**
 * The expansion and the keys' writer of a move style, and the goal test of a
 * goal cell, are made once and shared by every instance: V8 compiles a
 * closure for the very values it captures, so a second instance with
 * closures of its own would throw away the code compiled for the first (a
 * search right after another layout's measured 15 % slower).
 */
const expansions = new Map<MoveStyle, { expand: Expansion; write: SuccessorKeys['write'] }>();
const goalTests = new Map<number, (key: number) => boolean>();

function expansionOf(style: MoveStyle): { expand: Expansion; write: SuccessorKeys['write'] } {
  let made = expansions.get(style);
  if (!made) {
    const expand = makeExpansion(style);
    made = { expand, write: (keys, at) => expand(keys, at, null) };
    expansions.set(style, made);
  }
  return made;
}

/** Whether the block sits on `cell`: its top-left cell is the key's top bits. */
function goalTestOf(cell: number): (key: number) => boolean {
  let test = goalTests.get(cell);
  if (!test) {
    const lo = cell * BLOCK_UNIT;
    const hi = lo + BLOCK_UNIT;
    test = (key) => key >= lo && key < hi;
    goalTests.set(cell, test);
  }
  return test;
}

/**
 * The arrays every problem's `successors` writes a key's successors into, shared: a server opens a problem for
 * each position it is asked, and 4.5 kB of arrays each would be most of what opening one allocates.
 */
const scratch = { keys: new Float64Array(MAX_SUCCESSORS), moves: new Int32Array(MAX_SUCCESSORS), busy: false };

/** The search on keys for each move style and goal cell: it depends on nothing else, and a server opens a problem for every position it is asked. */
const keyForms = new Map<number, Required<Omit<KeyedForm<BlocksMove>, 'matches'>>>();

/** The search on keys: what the problem's `keyed` form is, and what classify.ts walks for the whole family. */
export function createStandardKeys(instance: BlocksInstance, style: MoveStyle): Required<Omit<KeyedForm<BlocksMove>, 'matches'>> {
  const formKey = style * CELLS + instance.goal.cell;
  let form = keyForms.get(formKey);
  if (!form) keyForms.set(formKey, (form = makeStandardKeys(instance.goal.cell, style)));
  return form;
}

function makeStandardKeys(goalCell: number, style: MoveStyle): Required<Omit<KeyedForm<BlocksMove>, 'matches'>> {
  const { expand, write } = expansionOf(style);
  const emitAll = (s: number, emit: Emit<number, BlocksMove>, keys: Float64Array, moves: Int32Array) => {
    keys[0] = s;
    const count = expand(keys, 0, moves);
    for (let k = 0; k < count; k++) emit(keys[k], moves[k]);
  };
  const successors = (s: number, emit: Emit<number, BlocksMove>) => {
    // An emit that asks for successors again (of this problem or another), inside this call, gets arrays of its own, so that the ones being emitted stay intact.
    if (scratch.busy) {
      emitAll(s, emit, new Float64Array(MAX_SUCCESSORS), new Int32Array(MAX_SUCCESSORS));
      return;
    }
    scratch.busy = true;
    try {
      emitAll(s, emit, scratch.keys, scratch.moves);
    } finally {
      scratch.busy = false;
    }
  };

  const successorKeys: SuccessorKeys = { maxSuccessors: MAX_SUCCESSORS, write, matches: successors };

  /** The key of the left-right mirror image: a piece w wide at column c goes to column 4 - c - w. */
  function mirrorKey(key: number): number {
    const lo = key >>> 0;
    const hi = (key - lo) / TWO_32;
    const block = hi >>> 8;
    let mirrored = (block - 2 * (block % WIDTH) + 2) * BLOCK_UNIT;
    for (let word = lo, offset = 0; ; word = hi & 0xff, offset = 16) {
      while (word !== 0) {
        const cell = (31 - Math.clz32(word & -word)) >> 1;
        const mark = (word >>> (2 * cell)) & 3;
        word &= ~(3 << (2 * cell));
        const at = offset + cell;
        const c = at % WIDTH;
        mirrored += mark * P4[at - 2 * c + WIDTH - (mark === WIDE ? 2 : 1)];
      }
      if (offset === 16) break;
    }
    return mirrored;
  }

  return {
    successors,
    successorKeys,
    isGoal: goalTestOf(goalCell),
    canonical: (key) => {
      const m = mirrorKey(key);
      return m < key ? m : key;
    },
  };
}

/*
 * The tables of the search, flat and indexed by item * CELLS + cell: the
 * piece's cells as a mask (0 where it does not fit), the cells around it,
 * where the item's row starts, and what it adds to the key.
 */
const FLAT_MASK = Int32Array.from({ length: 5 * CELLS }, (_, k) => MASK[Math.floor(k / CELLS)][k % CELLS]);
const FLAT_AROUND = Int32Array.from({ length: 5 * CELLS }, (_, k) => AROUND[Math.floor(k / CELLS)][k % CELLS]);
/**
 * A byte of the key's marks (four cells, byte k for cells 4k..4k+3): the
 * cells its pieces cover (BYTE_COVER[k * 256 + byte]), and which of its four
 * cells hold a mark (BYTE_TOPS[byte], bit j for cell 4k+j). Five lookups
 * then give a layout's occupied cells and its pieces' top-left cells.
 */
const BYTE_COVER = Int32Array.from({ length: 5 * 256 }, (_, k) => {
  const first = 4 * (k >> 8);
  let cover = 0;
  for (let j = 0; j < 4 && first + j < CELLS; j++) {
    const mark = (k >> (2 * j)) & 3;
    if (mark) cover |= MASK[mark][first + j];
  }
  return cover;
});
const BYTE_TOPS = Int32Array.from({ length: 256 }, (_, byte) => {
  let tops = 0;
  for (let j = 0; j < 4; j++) if ((byte >> (2 * j)) & 3) tops |= 1 << j;
  return tops;
});
/** For each cell, the top-left cells of the 1x1, 1x2 and 2x1 pieces that would touch it from outside: only they may move into it. */
const NEAR_EMPTY = Int32Array.from({ length: CELLS }, (_, cell) => {
  let near = 0;
  for (const item of [WIDE, TALL, SINGLE]) for (let at = 0; at < CELLS; at++) if (AROUND[item][at] & (1 << cell)) near |= 1 << at;
  return near;
});
/** The first index of the item's row of these tables: item * CELLS. */
const ROW_OF = Int32Array.from({ length: 5 * CELLS }, (_, k) => Math.floor(k / CELLS) * CELLS);
const CONTRIBUTION = Float64Array.from({ length: 5 * CELLS }, (_, k) => {
  const item = Math.floor(k / CELLS);
  const cell = k % CELLS;
  return item === BLOCK ? cell * BLOCK_UNIT : item * P4[cell];
});

/** The expansion of keys under a move style (made once a style: see expansionOf). */
function makeExpansion(style: MoveStyle): Expansion {
  const moveStyle = encodeMove(style, 0, 0);

  /**
   * Writes the successors of the key in `keys[first]` over `keys` from
   * there, and their moves into `moves` from index 0 (unless null: a search
   * on keys needs none), the block's first, then the other pieces' in reading order of
   * their top-left cells; returns how many. It calls nothing: a search that
   * takes the keys alone (successorKeys) then pays no call per successor,
   * and an emit called from one place (successors) is one V8 can inline,
   * where five call sites (one a straight line under `slide`) put it past
   * V8's budget. The key comes in the array, not as an argument: a number
   * past 2^31 passed to a function V8 does not inline is a heap number
   * allocated, one a state.
   */
  const expand = (keys: Float64Array, first: number, moves: Int32Array | null): number => {
    const s = keys[first];
    const slide = style === SLIDE;
    const step = style === STEP;
    const lo = s >>> 0;
    const hi = (s - lo) / TWO_32;
    const block = hi >>> 8;
    // The key's marks a byte (four cells) at a time: the cells they cover, and which of the cells are top-left cells.
    const b0 = lo & 0xff;
    const b1 = (lo >>> 8) & 0xff;
    const b2 = (lo >>> 16) & 0xff;
    const b3 = lo >>> 24;
    const b4 = hi & 0xff;
    const occupied = FLAT_MASK[BLOCK * CELLS + block] | BYTE_COVER[b0] | BYTE_COVER[256 + b1] | BYTE_COVER[512 + b2] | BYTE_COVER[768 + b3] | BYTE_COVER[1024 + b4];
    const tops = BYTE_TOPS[b0] | (BYTE_TOPS[b1] << 4) | (BYTE_TOPS[b2] << 8) | (BYTE_TOPS[b3] << 12) | (BYTE_TOPS[b4] << 16);
    const empties = ~occupied & ALL_CELLS;
    // Only a piece whose top-left cell is near an empty cell can move: the block first, then those in reading order.
    let near = 0;
    for (let e = empties; e !== 0; e &= e - 1) near |= NEAR_EMPTY[31 - Math.clz32(e & -e)];
    let candidates = tops & near;
    let count = 0;
    for (let at = BLOCK * CELLS + block; ; ) {
      if ((FLAT_AROUND[at] & empties) !== 0) {
        const row = ROW_OF[at];
        const from = at - row;
        const start = 1 << from;
        // Cells not taken by another piece, then the top-left cells where this piece fits on them.
        const free1 = ALL_CELLS & ~(occupied & ~FLAT_MASK[at]);
        let free: number;
        if (row === SINGLE * CELLS) free = free1;
        else if (row === WIDE * CELLS) free = free1 & (free1 >>> 1) & NOT_COL3;
        else if (row === TALL * CELLS) free = free1 & (free1 >>> WIDTH) & NOT_ROW4;
        else {
          const pair = free1 & (free1 >>> 1) & NOT_COL3;
          free = pair & (pair >>> WIDTH) & NOT_ROW4;
        }
        const base = s - CONTRIBUTION[at];
        const moveBase = moveStyle + from * MAX_CELLS;
        if (slide) {
          // Each straight line written out (up, down, left, right), nearest first: a loop over the four directions measured a quarter slower.
          let to: number;
          for (let r = (start >>> WIDTH) & free; r !== 0; r = (r >>> WIDTH) & free) {
            keys[first + count] = base + CONTRIBUTION[row + (to = 31 - Math.clz32(r))];
            if (moves !== null) moves[count] = moveBase + to;
            count++;
          }
          for (let r = (start << WIDTH) & free; r !== 0; r = (r << WIDTH) & free) {
            keys[first + count] = base + CONTRIBUTION[row + (to = 31 - Math.clz32(r))];
            if (moves !== null) moves[count] = moveBase + to;
            count++;
          }
          for (let r = ((start & NOT_COL0) >>> 1) & free; r !== 0; r = ((r & NOT_COL0) >>> 1) & free) {
            keys[first + count] = base + CONTRIBUTION[row + (to = 31 - Math.clz32(r))];
            if (moves !== null) moves[count] = moveBase + to;
            count++;
          }
          for (let r = ((start & NOT_COL3) << 1) & free; r !== 0; r = ((r & NOT_COL3) << 1) & free) {
            keys[first + count] = base + CONTRIBUTION[row + (to = 31 - Math.clz32(r))];
            if (moves !== null) moves[count] = moveBase + to;
            count++;
          }
        } else {
          let reach = start;
          // The cells one step up, down, left or right of `reach` (some off the 20 cells: `free` masks them).
          if (step) reach = ((start << WIDTH) | (start >>> WIDTH) | ((start & NOT_COL3) << 1) | ((start & NOT_COL0) >>> 1)) & free;
          else {
            // Flood fill of the free positions reachable from the start.
            for (let last = 0; reach !== last; ) {
              last = reach;
              reach |= ((reach << WIDTH) | (reach >>> WIDTH) | ((reach & NOT_COL3) << 1) | ((reach & NOT_COL0) >>> 1)) & free;
            }
            reach &= ~start;
          }
          while (reach !== 0) {
            const bit = reach & -reach;
            reach ^= bit;
            const to = 31 - Math.clz32(bit);
            keys[first + count] = base + CONTRIBUTION[row + to];
            if (moves !== null) moves[count] = moveBase + to;
            count++;
          }
        }
      }
      if (candidates === 0) break;
      const cell = 31 - Math.clz32(candidates & -candidates);
      candidates &= candidates - 1;
      at = (cell < 16 ? (lo >>> (2 * cell)) & 3 : (hi >>> (2 * cell - 32)) & 3) * CELLS + cell;
    }
    return count;
  };
  return expand;
}
