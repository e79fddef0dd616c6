/**
 * Per-state marks of a compact breadth-first search over a ranked space,
 * kept in a flat (optionally shared) buffer so that several threads can mark
 * states at once with atomic operations and still get the same marks.
 *
 * - `TwoBitMarks`: 2 bits a state, 16 to a word: 0 unseen, 3 expanded, and
 *   1 and 2 taking turns as "in the layer being expanded" and "in the next
 *   layer" (Korf's 2-bit breadth-first search). No distances kept.
 * - `ByteMarks`: a byte a state holding its distance (255 unseen): the
 *   distance table itself, used as the search's marks.
 */

export interface LayerMarks {
  readonly kind: 'bits' | 'bytes';
  /** Ranks covered (the space's size). */
  readonly size: number;
  /** The buffer holding the marks (a SharedArrayBuffer to share with workers). */
  readonly buffer: ArrayBufferLike;
  readonly bytes: number;
  /**
   * Calls `visit(rank)` for every state of layer `depth` whose rank is in
   * [from, to), in rank order, and marks it expanded where marks say so.
   * Returns how many it visited.
   */
  scanLayer(depth: number, from: number, to: number, visit: (rank: number) => void): number;
  /** Puts an unseen state into layer `depth`; true when this call did (it was unseen). */
  claim(rank: number, depth: number): boolean;
}

/**
 * Bytes a marks array of each kind needs for `size` states (rounded to whole words).
 *
 * @example
 * ```ts
 * console.log(marksBytes('bits', 239_500_800)); // 59,875,200 bytes: 2 bits a state
 * ```
 */
export function marksBytes(kind: 'bits' | 'bytes', size: number): number {
  return kind === 'bits' ? Math.ceil(size / 16) * 4 : Math.ceil(size / 4) * 4;
}

/** The largest space a marks array can cover (typed arrays are indexed below 2^32 words). */
export const MAX_MARKED_STATES = 2 ** 36;

/**
 * Marks for the compact search: 2 bits (`bits`) or a byte (`bytes`, with distances) a rank, optionally in shared memory.
 *
 * @example
 * ```ts
 * const marks = createMarks('bits', 1_000_000, true); // shared, for worker threads
 * marks.claim(0, 0);
 * ```
 */
export function createMarks(kind: 'bits' | 'bytes', size: number, shared: boolean): LayerMarks {
  const bytes = marksBytes(kind, size);
  const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  return attachMarks(kind, size, buffer, true);
}

/**
 * Marks over an existing buffer (a worker's view of the shared one); `fresh` clears a new buffer's "unseen".
 *
 * @example
 * ```ts
 * // A worker thread's view of marks another thread created in a SharedArrayBuffer.
 * const marks = attachMarks('bits', ranked.size, shared.buffer);
 * ```
 */
export function attachMarks(kind: 'bits' | 'bytes', size: number, buffer: ArrayBufferLike, fresh = false): LayerMarks {
  if (kind === 'bits') return new TwoBitMarks(size, buffer);
  const marks = new ByteMarks(size, buffer);
  if (fresh) marks.clear();
  return marks;
}

const FIELDS_LOW = 0x55555555;

class TwoBitMarks implements LayerMarks {
  readonly kind = 'bits';
  private readonly words: Uint32Array;
  constructor(
    readonly size: number,
    readonly buffer: ArrayBufferLike,
  ) {
    this.words = new Uint32Array(buffer);
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  scanLayer(depth: number, from: number, to: number, visit: (rank: number) => void): number {
    const words = this.words;
    const pattern = (layerCode(depth) * FIELDS_LOW) >>> 0;
    let visited = 0;
    // from and to are multiples of 16 except at the space's end, so a word is never split between segments.
    for (let w = from >>> 4, end = (to + 15) >>> 4; w < end; w++) {
      const word = words[w];
      if (word === 0) continue;
      const x = word ^ pattern;
      // Low bit of every 2-bit field that equals the layer's code.
      let hits = ~(x | (x >>> 1)) & FIELDS_LOW;
      if (hits === 0) continue;
      const base = w * 16;
      // Close them first (1|3 = 2|3 = 3), so a state is never expanded twice.
      Atomics.or(words, w, hits * 3);
      while (hits !== 0) {
        const bit = hits & -hits;
        hits ^= bit;
        const rank = base + ((31 - Math.clz32(bit)) >>> 1);
        if (rank >= to) break;
        visit(rank);
        visited++;
      }
    }
    return visited;
  }

  claim(rank: number, depth: number): boolean {
    const w = rank >>> 4;
    const shift = (rank & 15) << 1;
    if (((this.words[w] >>> shift) & 3) !== 0) return false;
    const before = Atomics.or(this.words, w, layerCode(depth) << shift);
    return ((before >>> shift) & 3) === 0;
  }
}

/** 1 for even layers, 2 for odd ones (the start is layer 0). */
function layerCode(depth: number): number {
  return 1 + (depth & 1);
}

export const UNSEEN = 255;
/** Distances a byte table can hold: 0..254. */
export const MAX_BYTE_DEPTH = 254;

class ByteMarks implements LayerMarks {
  readonly kind = 'bytes';
  /** Distances, 255 for unseen. */
  readonly table: Uint8Array;
  private readonly words: Uint32Array;
  constructor(
    readonly size: number,
    readonly buffer: ArrayBufferLike,
  ) {
    this.table = new Uint8Array(buffer);
    this.words = new Uint32Array(buffer);
  }

  clear(): void {
    this.table.fill(UNSEEN);
  }

  get bytes(): number {
    return this.table.byteLength;
  }

  scanLayer(depth: number, from: number, to: number, visit: (rank: number) => void): number {
    const table = this.table;
    const words = this.words;
    const pattern = Math.imul(depth, 0x01010101) >>> 0;
    let visited = 0;
    for (let w = from >>> 2, end = (to + 3) >>> 2; w < end; w++) {
      const x = words[w] ^ pattern;
      // Some byte of the word is zero, that is equals depth (the classic test).
      if (((x - 0x01010101) & ~x & 0x80808080) === 0) continue;
      for (let rank = w * 4, last = Math.min(rank + 4, to); rank < last; rank++) {
        if (table[rank] === depth) {
          visit(rank);
          visited++;
        }
      }
    }
    return visited;
  }

  claim(rank: number, depth: number): boolean {
    if (this.table[rank] !== UNSEEN) return false;
    return Atomics.compareExchange(this.table, rank, UNSEEN, depth) === UNSEEN;
  }
}

/** The distance table behind byte marks. */
export function distanceTableOf(marks: LayerMarks): Uint8Array {
  if (marks.kind !== 'bytes') throw new Error('internal error: 2-bit marks keep no distances');
  return (marks as ByteMarks).table;
}
