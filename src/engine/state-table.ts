/**
 * Tables of visited states: each state gets a dense index in insertion order,
 * with the index of the state it was reached from. Breadth-first searches use
 * the insertion order as their queue, so no separate queue is kept.
 *
 * The packed table stores keys in 32-bit words in chunks of typed arrays and
 * finds them through an open-addressing index of entry numbers, so it holds
 * billions of states (no Map's 2^24 limit, no single typed array's 4 GiB
 * limit) at 4 bytes a word of key, 4 for the parent and 5.3-10.7 for the
 * index. A string table is the fallback for puzzles whose states cannot pack.
 *
 * Searches pass their limits (`tableOptionsFor`): a known `maxStates` sizes
 * the index up front, so it never doubles on the way there, and the memory
 * cap is checked before the index or the entries grow, so a table never
 * allocates past it. An index that does double is rebuilt from the stored
 * keys; a big one region by region, in the old index's memory (placeByRegion).
 */
import type { SearchLimits } from './budget.js';
import type { StateCodec } from './problem.js';
import { render, type Message } from '../i18n/index.js';
import { ENGINE_MESSAGES } from './messages.js';

/** The parent of the start state(s). */
export const NO_PARENT = -1;

/**
 * A table cannot take another state: a hard limit, met only by huge searches.
 * The searches turn it into a `limit` result; code that fills a table itself
 * catches it.
 *
 * @example
 * ```ts
 * const table = createStateTable(problem.codec, { parents: false, maxBytes: 64 * 2 ** 20 });
 * try {
 *   for (let i = 0; i < 1e9; i++) table.insert(i, NO_PARENT); // problem.codec: number states
 * } catch (error) {
 *   if (!(error instanceof StateTableFullError)) throw error;
 *   console.error(`stopped at ${table.size} states: ${error.message}`);
 * }
 * ```
 */
export class StateTableFullError extends RangeError {
  override readonly name = 'StateTableFullError';
  /** Why, as a catalog message (ENGINE_MESSAGES), where it was made from one: a front end words it in its language. */
  readonly words?: Message;

  /** `message`: English words, or a catalog message (its English becomes the error's message). */
  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : render(message, 'en'));
    if (typeof message !== 'string') this.words = message;
  }
}

export interface StateTable<S> {
  /** Number of states stored. */
  readonly size: number;
  /**
   * Stores `state` if it is new and returns its index; if it is already
   * stored, returns `-(index + 1)` and leaves it as it was.
   */
  insert(state: S, parent: number): number;
  /** The index of `state`, or -1. */
  indexOf(state: S): number;
  state(index: number): S;
  parent(index: number): number;
  setParent(index: number, parent: number): void;
  /** Bytes of memory the table holds now. */
  bytes(): number;
}

export interface StateTableOptions {
  /** Keep each state's parent (default true); a whole-space count needs none. */
  parents?: boolean;
  /**
   * States the table will probably hold (a search's maxStates): the index is
   * sized for them up front, up to 2^24 slots (64 MiB), so it does not double
   * on the way there.
   */
  expectedStates?: number;
  /**
   * The memory cap: the table does not grow past it (beyond the least any
   * table holds: its smallest index and first chunk of entries, 64 KiB plus
   * 256-768 KiB for one- and two-word keys). Once growing would pass
   * it, the table keeps filling the index it has (up to 90 % full) and
   * `bytes()` reports what growing would hold, so the search's memory check
   * stops it; a table filled that far, or out of room for its next 65,536
   * entries, throws StateTableFullError.
   */
  maxBytes?: number;
}

/** The table options of a search with these limits. */
export function tableOptionsFor(limits: SearchLimits | undefined, parents = true): StateTableOptions {
  return { parents, expectedStates: limits?.maxStates, maxBytes: limits?.maxMemoryBytes };
}

/**
 * A table for the codec's kind of key.
 *
 * @example
 * ```ts
 * const table = createStateTable(problem.codec, { parents: true });
 * const index = table.insert(problem.start, NO_PARENT); // >= 0: new; -(i + 1): already at i
 * console.log(index, table.size, table.bytes());
 * ```
 */
export function createStateTable<S>(codec: StateCodec<S>, options: StateTableOptions = {}): StateTable<S> {
  return codec.kind === 'string' ? new StringStateTable(codec) : new PackedStateTable(codec, options);
}

const ENTRY_CHUNK_BITS = 16;
const ENTRY_CHUNK = 1 << ENTRY_CHUNK_BITS;
const ENTRY_MASK = ENTRY_CHUNK - 1;
const INDEX_CHUNK_BITS = 24;
const INDEX_CHUNK = 1 << INDEX_CHUNK_BITS;
const INDEX_MASK = INDEX_CHUNK - 1;
const MIN_CAPACITY = 1 << 14;
/** An index this big or bigger is rebuilt region by region (see placeByRegion); a smaller one fits the caches anyway. */
const REGIONS_FROM = 1 << 20;
/** A region of the index: 2^16 slots, 256 KiB. */
const REGION_BITS = 16;
/** The largest index sized up front from expectedStates. */
const UPFRONT_CAPACITY = 1 << 24;
/** How full the index may get once the memory cap stops it growing. */
const CAPPED_LOAD = 0.9;
/** Index slots hold entry numbers in 32 bits, so the index stops at 2^31 slots. */
const MAX_CAPACITY = 2 ** 31;
const TWO_32 = 4294967296;

/** murmur3's 32-bit finaliser: every input bit affects every output bit. (Also the threads' owner hash, from its own seed.) */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A growable array in chunks of typed arrays: no reallocation, no 4 GiB limit. */
class ChunkedArray<A extends Uint32Array | Float64Array> {
  private chunks: A[] = [];
  private allocated = 0;
  constructor(private readonly makeChunk: (length: number) => A) {}
  ensure(entries: number): void {
    while (this.allocated < entries) {
      this.chunks.push(this.makeChunk(ENTRY_CHUNK));
      this.allocated += ENTRY_CHUNK;
    }
  }
  get(i: number): number {
    return this.chunks[i >>> ENTRY_CHUNK_BITS][i & ENTRY_MASK];
  }
  set(i: number, value: number): void {
    this.chunks[i >>> ENTRY_CHUNK_BITS][i & ENTRY_MASK] = value;
  }
  bytes(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  }
}

/** Costs or counts per table entry. */
export class ChunkedFloat64 extends ChunkedArray<Float64Array> {
  constructor() {
    super((length) => new Float64Array(length));
  }
}

/** Unsigned 32-bit values per table entry. */
export class ChunkedUint32 extends ChunkedArray<Uint32Array> {
  constructor() {
    super((length) => new Uint32Array(length));
  }
}

/**
 * States packed into `words` 32-bit words each. One- and two-word keys (the
 * uint32 and float53 codecs) take paths of their own with no loop over words
 * and no scratch array: they are the hot paths of every big search.
 */
export class PackedStateTable<S> implements StateTable<S> {
  size = 0;
  private readonly words: number;
  private readonly kind: 'uint32' | 'float53' | 'words';
  private readonly keyChunks: Uint32Array[] = [];
  private readonly parentChunks: Int32Array[] = [];
  private readonly withParents: boolean;
  private index: Uint32Array[] = [];
  /** The index itself when it is one chunk (up to 2^24 slots): probes then skip the chunk lookup. */
  private flat: Uint32Array | null = null;
  private capacity = 0;
  private readonly maxBytes: number;
  /** Set once growing would pass maxBytes. */
  private capped = false;
  /** Entries the index takes before the table is full: CAPPED_LOAD of it once capped. */
  private fullAt = Infinity;
  private mask = 0;
  private growAt = 0;
  /** Hash of the key most recently looked up, and the key itself for one- and two-word keys. */
  private hash = 0;
  private lo = 0;
  private hi = 0;
  /** A numeric key (uint32, float53), or for 'words' the key written into `probe`. */
  private readonly encodeNumber: (state: S) => number;
  private readonly encodeWords: (state: S, out: Uint32Array) => void;
  private readonly decodeAt: (chunk: Uint32Array, at: number) => S;
  /** The key being inserted or looked up, for 'words' keys. */
  private readonly probe: Uint32Array;

  constructor(codec: Exclude<StateCodec<S>, { kind: 'string' }>, options: StateTableOptions = {}) {
    this.withParents = options.parents ?? true;
    this.maxBytes = options.maxBytes !== undefined && options.maxBytes >= 0 ? options.maxBytes : Infinity;
    this.kind = codec.kind;
    const unused = () => {
      throw new Error('internal error: wrong key path');
    };
    switch (codec.kind) {
      case 'uint32':
        this.words = 1;
        this.encodeNumber = (state) => codec.encode(state);
        this.encodeWords = unused;
        this.decodeAt = (chunk, at) => codec.decode(chunk[at]);
        break;
      case 'float53':
        this.words = 2;
        this.encodeNumber = (state) => codec.encode(state);
        this.encodeWords = unused;
        this.decodeAt = (chunk, at) => codec.decode(chunk[at + 1] * TWO_32 + chunk[at]);
        break;
      case 'words':
        if (!(codec.words >= 1 && Number.isInteger(codec.words))) {
          throw new RangeError(`a words codec needs a whole number of words, not ${codec.words}`);
        }
        this.words = codec.words;
        this.encodeNumber = unused;
        this.encodeWords = (state, out) => codec.encode(state, out, 0);
        this.decodeAt = (chunk, at) => codec.decode(chunk, at);
        break;
    }
    this.probe = new Uint32Array(this.words);
    this.resizeIndex(this.initialCapacity(options.expectedStates));
  }

  /** Room for `expected` states at 3/4 load, within UPFRONT_CAPACITY and the memory cap. */
  private initialCapacity(expected: number | undefined): number {
    let capacity = indexCapacityFor(expected);
    while (capacity > MIN_CAPACITY && capacity * 4 + this.chunkBytes() > this.maxBytes) capacity /= 2;
    return capacity;
  }

  /** Bytes of one chunk of entries (keys and parents). */
  private chunkBytes(): number {
    return ENTRY_CHUNK * 4 * (this.words + (this.withParents ? 1 : 0));
  }

  insert(state: S, parent: number): number {
    const slot = this.locate(state);
    const chunk = this.index[slot >>> INDEX_CHUNK_BITS];
    const found = chunk[slot & INDEX_MASK];
    if (found !== 0) return -(found & this.mask);
    if (this.size >= this.fullAt) {
      throw new StateTableFullError(ENGINE_MESSAGES.tableMemoryFull({ limit: mib(this.maxBytes), states: this.size.toLocaleString('en-US') }));
    }
    const entry = this.size++;
    chunk[slot & INDEX_MASK] = this.slotValue(this.hash, entry);
    const c = entry >>> ENTRY_CHUNK_BITS;
    if (c === this.keyChunks.length && !this.addEntryChunk()) {
      this.size--;
      chunk[slot & INDEX_MASK] = 0;
      throw this.fullAtEntry(entry);
    }
    const keys = this.keyChunks[c];
    const at = (entry & ENTRY_MASK) * this.words;
    if (this.kind === 'words') {
      for (let w = 0; w < this.words; w++) keys[at + w] = this.probe[w];
    } else {
      keys[at] = this.lo;
      if (this.kind === 'float53') keys[at + 1] = this.hi;
    }
    if (this.withParents) this.parentChunks[c][entry & ENTRY_MASK] = parent;
    if (this.size > this.growAt && !this.capped) this.grow();
    return entry;
  }

  /** Takes the next chunk of entries (keys and parents), or says false where it would pass the memory cap. */
  private addEntryChunk(): boolean {
    // The first chunk is always allowed: a table holds at least its start.
    if (this.keyChunks.length > 0 && this.allocatedBytes() + this.chunkBytes() > this.maxBytes) return false;
    this.keyChunks.push(new Uint32Array(ENTRY_CHUNK * this.words));
    if (this.withParents) this.parentChunks.push(new Int32Array(ENTRY_CHUNK));
    // No room for the chunk after this one: say so now, while this one leaves the search room to stop.
    if (this.allocatedBytes() + this.chunkBytes() > this.maxBytes) this.stopGrowing();
    return true;
  }

  private fullAtEntry(entry: number): StateTableFullError {
    return new StateTableFullError(ENGINE_MESSAGES.tableMemoryFull({ limit: mib(this.maxBytes), states: entry.toLocaleString('en-US') }));
  }

  /**
   * Stores a uint32 or float53 key known not to be in the table yet, without
   * placing it in the index; `placeAppended` then places all such keys in
   * one pass. For a set of seen states moving its states into a new table
   * (seen-set.ts): one loop over keys in order, where inserting each would
   * look it up first (and run the whole insert path cold, at 100-160 ms
   * for the 786,433 states of the 4x3 puzzle's move).
   */
  appendNew(key: number, parent: number): void {
    const entry = this.size;
    // Appended keys wait for placeAppended, so the index cannot grow meanwhile: the table must have been sized for them.
    if (entry >= (this.capped ? this.fullAt : this.growAt)) {
      if (this.capped) throw this.fullAtEntry(entry);
      throw new Error('internal error: appendNew past the room of the index; size the table for the keys (expectedStates)');
    }
    const c = entry >>> ENTRY_CHUNK_BITS;
    if (c === this.keyChunks.length && !this.addEntryChunk()) throw this.fullAtEntry(entry);
    const keys = this.keyChunks[c];
    const at = (entry & ENTRY_MASK) * this.words;
    if (this.kind === 'uint32') keys[at] = key;
    else if (this.kind === 'float53') {
      const lo = key >>> 0;
      keys[at] = lo;
      keys[at + 1] = (key - lo) / TWO_32;
    } else throw new Error('internal error: appendNew takes numeric keys');
    if (this.withParents) this.parentChunks[c][entry & ENTRY_MASK] = parent;
    this.size = entry + 1;
  }

  /** Places the entries from `first` on (stored by appendNew) in the index. */
  placeAppended(first: number): void {
    for (let entry = first; entry < this.size; entry++) this.place(this.hashOf(entry), entry);
  }

  /**
   * Reads the index slot where a one- or two-word key's probe starts and, if
   * its fingerprint matches, the stored key it names: a search that knows
   * its next keys touches them all first, so that their cache misses overlap
   * instead of coming one after the other (see explore.ts). Returns what it
   * read, for the caller to keep (a read whose value nobody uses may be dropped).
   */
  touch(key: number): number {
    const flat = this.flat;
    if (flat === null || this.kind === 'words') return 0;
    let h: number;
    if (this.kind === 'uint32') h = mix32(key);
    else {
      const lo = key >>> 0;
      h = hash2(lo, (key - lo) / TWO_32);
    }
    const mask = this.mask;
    const found = flat[h & mask];
    if (found === 0 || ((found ^ h) & ~mask) !== 0) return found;
    const e = (found & mask) - 1;
    return this.keyChunks[e >>> ENTRY_CHUNK_BITS][(e & ENTRY_MASK) * this.words];
  }

  indexOf(state: S): number {
    const slot = this.locate(state);
    return (this.index[slot >>> INDEX_CHUNK_BITS][slot & INDEX_MASK] & this.mask) - 1;
  }

  /**
   * Encodes `state` (into lo/hi, or into `probe` for words keys) and returns
   * the slot that holds its key, or the empty slot where it belongs.
   */
  private locate(state: S): number {
    if (this.kind === 'uint32') {
      this.lo = this.encodeNumber(state);
      return this.slotOf1(this.lo);
    }
    if (this.kind === 'float53') {
      const key = this.encodeNumber(state);
      this.lo = key >>> 0;
      this.hi = (key - this.lo) / TWO_32;
      return this.slotOf2(this.lo, this.hi);
    }
    this.encodeWords(state, this.probe);
    return this.slotOfProbe();
  }

  state(index: number): S {
    return this.decodeAt(this.keyChunks[index >>> ENTRY_CHUNK_BITS], (index & ENTRY_MASK) * this.words);
  }

  parent(index: number): number {
    if (!this.withParents) return NO_PARENT;
    return this.parentChunks[index >>> ENTRY_CHUNK_BITS][index & ENTRY_MASK];
  }

  setParent(index: number, parent: number): void {
    if (this.withParents) this.parentChunks[index >>> ENTRY_CHUNK_BITS][index & ENTRY_MASK] = parent;
  }

  /**
   * Bytes held now; once the memory cap stops growth, what growing would
   * hold, which is more than the cap, so that the search's memory check stops it.
   */
  bytes(): number {
    const held = this.allocatedBytes();
    return this.capped ? Math.max(held + this.capacity * 8, this.maxBytes + 1) : held;
  }

  /** Bytes the table's arrays hold now. */
  allocatedBytes(): number {
    return this.keyChunks.length * this.chunkBytes() + this.capacity * 4;
  }

  /**
   * Doubles the index, if the doubled one fits beside the present one (both
   * are held while it is rebuilt) within the memory cap; else fills the
   * present index further and says so through `bytes()`.
   */
  private grow(): void {
    const next = this.capacity * 2;
    // Room for the new index beside the old one, and for one more chunk of entries.
    if (this.allocatedBytes() + next * 4 + this.chunkBytes() <= this.maxBytes) {
      this.resizeIndex(next);
      return;
    }
    this.stopGrowing();
  }

  /** The memory cap is near: fill the present index up to CAPPED_LOAD, then refuse. */
  private stopGrowing(): void {
    this.capped = true;
    this.fullAt = Math.floor(this.capacity * CAPPED_LOAD);
  }

  /** The slot holding a one-word key, or the empty slot where it belongs. */
  private slotOf1(key: number): number {
    const mask = this.mask;
    const h = mix32(key);
    this.hash = h;
    let slot = h & mask;
    const flat = this.flat;
    if (flat !== null) {
      const keys0 = this.keyChunks;
      for (;;) {
        const found = flat[slot];
        if (found === 0) return slot;
        if (((found ^ h) & ~mask) === 0) {
          const e = (found & mask) - 1;
          if (keys0[e >>> ENTRY_CHUNK_BITS][e & ENTRY_MASK] === key) return slot;
        }
        slot = (slot + 1) & mask;
      }
    }
    for (;;) {
      const found = this.index[slot >>> INDEX_CHUNK_BITS][slot & INDEX_MASK];
      if (found === 0) return slot;
      if (((found ^ h) & ~mask) === 0) {
        const e = (found & mask) - 1;
        if (this.keyChunks[e >>> ENTRY_CHUNK_BITS][e & ENTRY_MASK] === key) return slot;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** The slot holding a two-word key, or the empty slot where it belongs. */
  private slotOf2(lo: number, hi: number): number {
    const mask = this.mask;
    const h = hash2(lo, hi);
    this.hash = h;
    let slot = h & mask;
    const flat = this.flat;
    if (flat !== null) {
      const chunks = this.keyChunks;
      for (;;) {
        const found = flat[slot];
        if (found === 0) return slot;
        if (((found ^ h) & ~mask) === 0) {
          const e = (found & mask) - 1;
          const keys = chunks[e >>> ENTRY_CHUNK_BITS];
          const at = (e & ENTRY_MASK) << 1;
          if (keys[at] === lo && keys[at + 1] === hi) return slot;
        }
        slot = (slot + 1) & mask;
      }
    }
    for (;;) {
      const found = this.index[slot >>> INDEX_CHUNK_BITS][slot & INDEX_MASK];
      if (found === 0) return slot;
      if (((found ^ h) & ~mask) === 0) {
        const e = (found & mask) - 1;
        const keys = this.keyChunks[e >>> ENTRY_CHUNK_BITS];
        const at = (e & ENTRY_MASK) << 1;
        if (keys[at] === lo && keys[at + 1] === hi) return slot;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** The slot holding the key in `probe`, or the empty slot where it belongs. */
  private slotOfProbe(): number {
    const probe = this.probe;
    const words = this.words;
    const mask = this.mask;
    const h = hashWords(probe, 0, words);
    this.hash = h;
    let slot = h & mask;
    for (;;) {
      const found = this.index[slot >>> INDEX_CHUNK_BITS][slot & INDEX_MASK];
      if (found === 0) return slot;
      if (((found ^ h) & ~mask) === 0) {
        const e = (found & mask) - 1;
        const keys = this.keyChunks[e >>> ENTRY_CHUNK_BITS];
        const at = (e & ENTRY_MASK) * words;
        let same = true;
        for (let w = 0; same && w < words; w++) same = keys[at + w] === probe[w];
        if (same) return slot;
      }
      slot = (slot + 1) & mask;
    }
  }

  /**
   * An index slot holds entry + 1 in its low log2(capacity) bits and, above
   * them, the key's hash bits that did not pick the slot: a fingerprint that
   * skips fetching the stored key (a cache miss) for almost every slot that
   * holds another key. Entries stay below the capacity, so they always fit.
   */
  private slotValue(hash: number, entry: number): number {
    return ((hash & ~this.mask) | (entry + 1)) >>> 0;
  }

  /**
   * Rebuilds the index at a new capacity (a power of two) from the stored
   * keys. A big index is rebuilt a region at a time (`placeByRegion`), in
   * the old index's memory, which is free once the rebuild starts.
   */
  private resizeIndex(capacity: number): void {
    if (capacity > MAX_CAPACITY) {
      throw new StateTableFullError(ENGINE_MESSAGES.tableAtMost({ most: Math.floor(MAX_CAPACITY * 0.75).toLocaleString('en-US') }));
    }
    const scratch = this.index.length > 0 ? this.index[0] : null;
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * 0.75);
    this.index = [];
    for (let left = capacity; left > 0; left -= INDEX_CHUNK) {
      this.index.push(new Uint32Array(Math.min(left, INDEX_CHUNK)));
    }
    this.flat = this.index.length === 1 ? this.index[0] : null;
    // The old index (its first chunk) holds pairs for half as many entries as its slots: a batch of at least 2^17.
    if (scratch !== null && capacity >= REGIONS_FROM && scratch.length >= REGIONS_FROM / 4) {
      for (let first = 0; first < this.size; first += scratch.length >>> 1) {
        this.placeByRegion(first, Math.min(this.size, first + (scratch.length >>> 1)), scratch);
      }
      return;
    }
    for (let first = 0; first < this.size; first += ENTRY_CHUNK) {
      const count = Math.min(ENTRY_CHUNK, this.size - first);
      for (let i = 0; i < count; i++) {
        const entry = first + i;
        this.place(this.hashOf(entry), entry);
      }
    }
  }

  /**
   * Puts entries [first, end) into the index sorted by the region (2^16
   * slots, 256 KiB) their slot falls in, by a counting sort into `scratch`
   * (hash, entry + 1 pairs): each region's slots are then written while they
   * sit in the cache, where placing entries in their own order writes all
   * over an index far bigger than the caches, a miss for nearly every entry
   * (the 2^23 -> 2^24 doubling of 6.3 million entries took 370-500 ms that
   * way). Each key is hashed twice, read in order both times: far cheaper
   * than a miss.
   */
  private placeByRegion(first: number, end: number, scratch: Uint32Array): void {
    const mask = this.mask;
    const starts = new Int32Array((this.capacity >>> REGION_BITS) + 1);
    for (let entry = first; entry < end; entry++) starts[((this.hashOf(entry) & mask) >>> REGION_BITS) + 1]++;
    for (let r = 1; r < starts.length; r++) starts[r] += starts[r - 1];
    for (let entry = first; entry < end; entry++) {
      const h = this.hashOf(entry);
      const at = starts[(h & mask) >>> REGION_BITS]++ << 1;
      scratch[at] = h;
      scratch[at + 1] = entry;
    }
    const pairs = (end - first) << 1;
    for (let at = 0; at < pairs; at += 2) this.place(scratch[at], scratch[at + 1]);
  }

  /** The hash of a stored entry's key, as that kind's lookup computes it (a two-word 'words' key is hashed by hashWords, not hash2). */
  private hashOf(entry: number): number {
    const keys = this.keyChunks[entry >>> ENTRY_CHUNK_BITS];
    const at = (entry & ENTRY_MASK) * this.words;
    return this.kind === 'uint32' ? mix32(keys[at]) : this.kind === 'float53' ? hash2(keys[at], keys[at + 1]) : hashWords(keys, at, this.words);
  }

  /** Puts a stored entry into the first free slot from its hash's (a rebuild: the entry is not there yet). */
  private place(h: number, entry: number): void {
    const mask = this.mask;
    const value = ((h & ~mask) | (entry + 1)) >>> 0;
    let slot = h & mask;
    const flat = this.flat;
    if (flat !== null) {
      while (flat[slot] !== 0) slot = (slot + 1) & mask;
      flat[slot] = value;
      return;
    }
    while (this.index[slot >>> INDEX_CHUNK_BITS][slot & INDEX_MASK] !== 0) slot = (slot + 1) & mask;
    this.index[slot >>> INDEX_CHUNK_BITS][slot & INDEX_MASK] = value;
  }
}

/** Slots for `expected` states at 3/4 load, from 2^14 up to UPFRONT_CAPACITY (the memory cap aside): also the seen sets' sizing (seen-set.ts). */
export function indexCapacityFor(expected: number | undefined): number {
  let capacity = MIN_CAPACITY;
  if (expected !== undefined && Number.isFinite(expected)) {
    while (capacity < UPFRONT_CAPACITY && capacity * 0.75 < expected) capacity *= 2;
  }
  return capacity;
}

/** Bytes a packed table sized up front for `expected` states of `words`-word keys holds with them stored: its index and its chunks of entries. */
export function packedTableBytesFor(expected: number, words: number, parents: boolean): number {
  return indexCapacityFor(expected) * 4 + (Math.ceil(expected / ENTRY_CHUNK) + 1) * ENTRY_CHUNK * 4 * (words + (parents ? 1 : 0));
}

export function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

/** The hash of a two-word key (a float53's halves). */
export function hash2(lo: number, hi: number): number {
  return mix32(lo ^ Math.imul(hi, 0x9e3779b1) ^ 0x5bd1e995);
}

function hashWords(words: Uint32Array, at: number, count: number): number {
  let h = mix32(words[at]);
  for (let w = 1; w < count; w++) h = mix32(h ^ Math.imul(words[at + w], 0x9e3779b1) ^ w);
  return h;
}

/** Fallback for string keys: a Map, which tops out near 2^24 states. */
export class StringStateTable<S> implements StateTable<S> {
  private readonly ids = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly parents = new ChunkedUint32();
  private keyChars = 0;

  constructor(private readonly codec: Extract<StateCodec<S>, { kind: 'string' }>) {}

  get size(): number {
    return this.keys.length;
  }

  insert(state: S, parent: number): number {
    const key = this.codec.encode(state);
    const found = this.ids.get(key);
    if (found !== undefined) return -(found + 1);
    const entry = this.keys.length;
    if (entry >= 16_000_000) {
      throw new StateTableFullError(ENGINE_MESSAGES.stringKeysAtMost());
    }
    this.ids.set(key, entry);
    this.keys.push(key);
    this.keyChars += key.length;
    this.parents.ensure(entry + 1);
    this.parents.set(entry, parent >>> 0);
    return entry;
  }

  indexOf(state: S): number {
    return this.ids.get(this.codec.encode(state)) ?? -1;
  }

  state(index: number): S {
    return this.codec.decode(this.keys[index]);
  }

  parent(index: number): number {
    return this.parents.get(index) | 0;
  }

  setParent(index: number, parent: number): void {
    this.parents.set(index, parent >>> 0);
  }

  bytes(): number {
    // A Map entry with a short string costs roughly 80 bytes in V8.
    return this.keys.length * 80 + this.keyChars * 2 + this.parents.bytes();
  }
}
