/**
 * Seen states for breadth-first searches that never ask where a repeated
 * state is stored (explore, breadthFirst): a set of keys plus the queue of
 * keys in insertion order, each with its parent where one is kept.
 *
 * For one-word keys (the uint32 codec) the set's slots hold the keys
 * themselves, so telling a new state from a seen one touches one cache line,
 * as a C++ hash set does, at the state table's bytes (4 a slot, 4 a queued
 * key); the state table (state-table.ts) holds entry numbers in its index
 * and must fetch the stored key from a second array to confirm a repeat.
 * Two-word keys (float53) sit in slots of 8 bytes while the set is small (up
 * to 2^20 slots, 8 MiB), where the second touch is a cache hit anyway and
 * what counts is the shorter code (the whole insert inlines into a search's
 * loop). Past that, slots of keys would cost 21.4 bytes a state (the 4x3
 * puzzle's first 10 million states) and a state table's two touches a
 * probe; so the keys move into quotient slots (quotient-slots.ts), 4 bytes
 * each, that still hold a key's whole identity: one touch a probe at 14.7
 * bytes a state. Keys too wide for them (past 2^45 at 2^21 slots, 2^48 at
 * 2^24) move into a state table instead. Other codecs go through a state
 * table.
 */
import {
  createStateTable,
  hash2,
  indexCapacityFor,
  mib,
  mix32,
  NO_PARENT,
  packedTableBytesFor,
  PackedStateTable,
  StateTableFullError,
  type StateTable,
  type StateTableOptions,
} from './state-table.js';
import type { StateCodec } from './problem.js';
import { ENGINE_MESSAGES } from './messages.js';
import { keyBits, QuotientSlots, TOO_WIDE } from './quotient-slots.js';

export interface SeenStates<S> {
  /** Number of states stored. */
  readonly size: number;
  /** Stores `state` if it is new and returns its index (insertion order); -1 if it was already stored. */
  insert(state: S, parent: number): number;
  state(index: number): S;
  parent(index: number): number;
  /** Bytes of memory held now (past the memory cap once growing would pass it, as a state table's). */
  bytes(): number;
  /**
   * For uint32 and float53 keys: reads the memory a lookup of `key` will
   * touch first, so that the misses of several keys touched one after the
   * other overlap (see explore.ts). Returns what it read, to keep the read alive.
   */
  touch(key: number): number;
}

/**
 * The seen set for a codec: keys in the slots for uint32 keys and for
 * float53 keys up to 2^20 slots, quotient slots for more float53 keys
 * (while they are narrow enough), else a state table.
 *
 * @example
 * ```ts
 * const seen = createSeenStates(problem.codec, { parents: false, expectedStates: 1e6 });
 * if (seen.insert(next, NO_PARENT) >= 0) console.log('new', seen.size);
 * ```
 */
export function createSeenStates<S>(codec: StateCodec<S>, options: StateTableOptions = {}): SeenStates<S> {
  if (codec.kind === 'uint32') return new Uint32SeenStates(codec, options);
  if (codec.kind === 'float53') return new Float53SeenStates(codec, options);
  return new TableSeenStates(createStateTable(codec, options));
}

/** Seen states kept in a state table (its index holds entry numbers, so a repeat is confirmed in a second array). */
class TableSeenStates<S> implements SeenStates<S> {
  constructor(private readonly table: StateTable<S>) {}
  get size(): number {
    return this.table.size;
  }
  insert(state: S, parent: number): number {
    const index = this.table.insert(state, parent);
    return index >= 0 ? index : -1;
  }
  touch(key: number): number {
    return this.table instanceof PackedStateTable ? this.table.touch(key) : 0;
  }
  state(index: number): S {
    return this.table.state(index);
  }
  parent(index: number): number {
    return this.table.parent(index);
  }
  bytes(): number {
    return this.table.bytes();
  }
}

const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK - 1;
const MIN_CAPACITY = 1 << 14;
const MAX_LOAD = 0.75;
/** How full the slots may get once the memory cap stops them growing. */
const CAPPED_LOAD = 0.9;
/** Typed arrays stop at 2^32 bytes of slots; so does this set. */
const MAX_CAPACITY = 2 ** 29;

const TWO_32 = 4294967296;

/** float53 keys stay in slots of keys up to this many slots (8 MiB): past them, quotient slots of 4 bytes (or a state table). */
const FLOAT53_SLOTS_UP_TO = 1 << 20;

/**
 * What both kinds share: sizing, the memory cap, the parents. The key 0
 * marks an empty slot, so the key 0 itself is kept aside (`zeroStored`).
 */
abstract class KeySlots {
  size = 0;
  protected capacity = 0;
  protected mask = 0;
  protected growAt = 0;
  protected zeroStored = false;
  protected capped = false;
  protected fullAt = Infinity;
  protected readonly maxBytes: number;
  protected parents: Int32Array[] | null;
  protected chunks = 0;

  /** Bytes of a slot: a queued key's, except for float53 keys in quotient slots (4). */
  protected slotBytes: number;

  constructor(
    options: StateTableOptions,
    /** Bytes of a queued key. */
    protected readonly keyBytes: number,
  ) {
    this.maxBytes = options.maxBytes !== undefined && options.maxBytes >= 0 ? options.maxBytes : Infinity;
    this.parents = (options.parents ?? true) ? [] : null;
    this.slotBytes = keyBytes;
  }

  /** Room for `expected` states at 3/4 load, within what a state table sizes up front (indexCapacityFor) and the memory cap. */
  protected initialCapacity(expected: number | undefined): number {
    let capacity = indexCapacityFor(expected);
    while (capacity > MIN_CAPACITY && capacity * this.slotBytes + this.chunkBytes() > this.maxBytes) capacity /= 2;
    return capacity;
  }

  protected chunkBytes(): number {
    return CHUNK * (this.keyBytes + (this.parents ? 4 : 0));
  }

  /** Bytes the arrays hold now. */
  allocatedBytes(): number {
    return this.chunks * this.chunkBytes() + this.capacity * this.slotBytes;
  }

  bytes(): number {
    const held = this.allocatedBytes();
    return this.capped ? Math.max(held + this.capacity * this.slotBytes * 2, this.maxBytes + 1) : held;
  }

  parent(index: number): number {
    return this.parents ? this.parents[index >>> CHUNK_BITS][index & CHUNK_MASK] : NO_PARENT;
  }

  protected setCapacity(capacity: number): void {
    checkCapacity(capacity);
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * MAX_LOAD);
  }

  /** Throws when the set may not take another state (the memory cap). */
  protected checkRoom(): void {
    // Full at the capped load, or about to take a chunk of queue the cap has no room for.
    if (this.size >= this.fullAt || ((this.size & CHUNK_MASK) === 0 && this.chunks > 0 && this.allocatedBytes() + this.chunkBytes() > this.maxBytes)) {
      throw this.memoryFull();
    }
  }

  protected memoryFull(): StateTableFullError {
    return new StateTableFullError(ENGINE_MESSAGES.seenMemoryFull({ limit: mib(this.maxBytes), states: this.size.toLocaleString('en-US') }));
  }

  /** A new chunk of queue (and parents) is taken: the first always; later ones within the cap (checkRoom). */
  protected addChunk(): void {
    this.chunks++;
    if (this.parents) this.parents.push(new Int32Array(CHUNK));
    // No room for the chunk after this one: say so now, while this one leaves the search room to stop.
    if (this.allocatedBytes() + this.chunkBytes() > this.maxBytes) this.stopGrowing();
  }

  /** Doubles the slots if the doubled ones fit beside the present ones within the cap; else fills the present ones further. */
  protected grow(): void {
    if (this.canDouble()) this.resize(this.capacity * 2);
    else this.stopGrowing();
  }

  /** Whether doubled slots fit beside the present ones, and a chunk of queue more, within the cap. */
  protected canDouble(): boolean {
    return this.allocatedBytes() + this.capacity * 2 * this.slotBytes + this.chunkBytes() <= this.maxBytes;
  }

  protected stopGrowing(): void {
    this.capped = true;
    this.fullAt = Math.floor(this.capacity * CAPPED_LOAD);
  }

  /** Drops the slots' arrays (the states moved elsewhere): they count no more. */
  protected releaseChunks(): void {
    if (this.parents) this.parents.length = 0;
    this.chunks = 0;
    this.capacity = 0;
  }

  protected abstract resize(capacity: number): void;
}

/**
 * uint32 keys: a slot is the key itself, 4 bytes; the queue holds the keys, 4 bytes a state.
 * Its insert is written out again in Float53SeenStates on purpose: each loop
 * then sees one kind of typed array and one hash, which V8 inlines into a
 * search's loop, where one shared insert would see both kinds.
 */
class Uint32SeenStates<S> extends KeySlots implements SeenStates<S> {
  private slots: Uint32Array;
  private readonly queue: Uint32Array[] = [];

  constructor(
    private readonly codec: Extract<StateCodec<S>, { kind: 'uint32' }>,
    options: StateTableOptions,
  ) {
    super(options, 4);
    const capacity = this.initialCapacity(options.expectedStates);
    this.setCapacity(capacity);
    this.slots = new Uint32Array(capacity);
  }

  insert(state: S, parent: number): number {
    const key = this.codec.encode(state);
    const slots = this.slots;
    const mask = this.mask;
    let slot = mix32(key) & mask;
    if (key === 0) {
      if (this.zeroStored) return -1;
    } else {
      for (;;) {
        const found = slots[slot];
        if (found === key) return -1;
        if (found === 0) break;
        slot = (slot + 1) & mask;
      }
    }
    const entry = this.size;
    // checkRoom has nothing to say but at a chunk's start or once full: looked at only then, out of line, the insert stays small enough to inline.
    if ((entry & CHUNK_MASK) === 0 || entry >= this.fullAt) this.makeRoom(entry);
    if (key === 0) this.zeroStored = true;
    else slots[slot] = key;
    this.queue[entry >>> CHUNK_BITS][entry & CHUNK_MASK] = key;
    if (this.parents) this.parents[entry >>> CHUNK_BITS][entry & CHUNK_MASK] = parent;
    this.size = entry + 1;
    if (this.size > this.growAt && !this.capped) this.grow();
    return entry;
  }

  /** Throws when the set may not take entry `entry` (checkRoom); takes a new chunk of queue at a chunk's start. */
  private makeRoom(entry: number): void {
    this.checkRoom();
    if ((entry & CHUNK_MASK) === 0) {
      this.queue.push(new Uint32Array(CHUNK));
      this.addChunk();
    }
  }

  state(index: number): S {
    return this.codec.decode(this.queue[index >>> CHUNK_BITS][index & CHUNK_MASK]);
  }

  touch(key: number): number {
    return this.slots[mix32(key) & this.mask];
  }

  protected resize(capacity: number): void {
    const old = this.slots;
    this.setCapacity(capacity);
    const slots = new Uint32Array(capacity);
    const mask = this.mask;
    for (let i = 0; i < old.length; i++) {
      const key = old[i];
      if (key === 0) continue;
      let slot = mix32(key) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = key;
    }
    this.slots = slots;
  }
}

/**
 * float53 keys: up to FLOAT53_SLOTS_UP_TO slots, a slot is the key as a
 * double, 8 bytes; past them (or sized past them up front), quotient slots
 * of 4 bytes (quotient-slots.ts), while the keys' width leaves them room
 * for displacements (keys below 2^45 at 2^21 slots, 2^48 at 2^24); else the
 * states move into a state table, which then holds them. The queue holds
 * the keys, 8 bytes a state, in the first two stages.
 */
class Float53SeenStates<S> extends KeySlots implements SeenStates<S> {
  private slots: Float64Array;
  /** The quotient slots, once there were too many keys for slots of keys (and until a key will not fit them). */
  private quotient: QuotientSlots | null = null;
  private readonly queue: Float64Array[] = [];
  /** The state table the states moved into, where quotient slots could not take them. */
  private table: PackedStateTable<S> | null = null;
  private readonly expectedStates: number;

  constructor(
    private readonly codec: Extract<StateCodec<S>, { kind: 'float53' }>,
    options: StateTableOptions,
  ) {
    super(options, 8);
    this.expectedStates = options.expectedStates ?? 0;
    this.slotBytes = 4;
    let capacity = this.initialCapacity(options.expectedStates);
    if (capacity > FLOAT53_SLOTS_UP_TO) {
      this.setCapacity(capacity);
      // Sized for keys of 33 bits: the first key widens them to its own width (or moves the set into a state table).
      this.quotient = new QuotientSlots(capacity, 33);
      this.slots = new Float64Array(0);
      return;
    }
    this.slotBytes = 8;
    capacity = this.initialCapacity(options.expectedStates);
    this.setCapacity(capacity);
    this.slots = new Float64Array(capacity);
  }

  insert(state: S, parent: number): number {
    // The slots of keys first, with the rest out of line: small sets (Klotski's) are where the insert's
    // size decides whether V8 inlines it into a search's loop.
    if (this.slots.length === 0) return this.insertBig(state, parent);
    const key = this.codec.encode(state);
    const slots = this.slots;
    const mask = this.mask;
    let slot = hash53(key) & mask;
    if (key === 0) {
      if (this.zeroStored) return -1;
    } else {
      for (;;) {
        const found = slots[slot];
        if (found === key) return -1;
        if (found === 0) break;
        slot = (slot + 1) & mask;
      }
    }
    this.checkRoom();
    if (key === 0) this.zeroStored = true;
    else slots[slot] = key;
    return this.append(key, parent);
  }

  /** The insert into quotient slots or a state table, once the keys left their slots. */
  private insertBig(state: S, parent: number): number {
    const quotient = this.quotient;
    if (quotient !== null) {
      const key = this.codec.encode(state);
      const slot = quotient.find(key);
      if (slot >= 0) {
        this.checkRoom();
        quotient.place(slot);
        return this.append(key, parent);
      }
      if (slot === -1) return -1;
      this.makeRoom(key, slot);
      return this.insertBig(state, parent);
    }
    const index = this.table!.insert(state, parent);
    this.size = this.table!.size;
    return index >= 0 ? index : -1;
  }

  /** Queues a new key (its slot taken), and grows the slots at 3/4 load. */
  private append(key: number, parent: number): number {
    const entry = this.size;
    if ((entry & CHUNK_MASK) === 0) {
      this.queue.push(new Float64Array(CHUNK));
      this.addChunk();
    }
    this.queue[entry >>> CHUNK_BITS][entry & CHUNK_MASK] = key;
    if (this.parents) this.parents[entry >>> CHUNK_BITS][entry & CHUNK_MASK] = parent;
    this.size = entry + 1;
    if (this.size > this.growAt && !this.capped) this.grow();
    return entry;
  }

  /**
   * A key the quotient slots cannot take: wider than their keys (they
   * widen, if their displacements leave the room), or too far from its home
   * (they double, if at least a quarter full: keys crowded by design would
   * double them for nothing). Otherwise the states move into a state table.
   */
  private makeRoom(key: number, why: number): void {
    const quotient = this.quotient!;
    if (why === TOO_WIDE) {
      if (quotient.widen(keyBits(key))) return;
    } else if (this.size >= this.capacity / 4 && !this.capped && this.canDouble() && this.capacity * 2 <= MAX_CAPACITY) {
      const doubled = quotient.doubled();
      if (doubled !== null) {
        this.useQuotient(doubled);
        return;
      }
    }
    if (!this.moveToTable()) throw this.memoryFull();
  }

  state(index: number): S {
    if (this.table !== null) return this.table.state(index);
    return this.codec.decode(this.queue[index >>> CHUNK_BITS][index & CHUNK_MASK]);
  }

  override parent(index: number): number {
    return this.table !== null ? this.table.parent(index) : super.parent(index);
  }

  override bytes(): number {
    return this.table !== null ? this.table.bytes() : super.bytes();
  }

  touch(key: number): number {
    const quotient = this.quotient;
    if (quotient !== null) return quotient.touch(key);
    return this.table !== null ? this.table.touch(key) : this.slots[hash53(key) & this.mask];
  }

  /**
   * Doubles the slots. Past FLOAT53_SLOTS_UP_TO slots of keys, the keys
   * move into quotient slots if their width leaves room, else into a state
   * table; either only if it fits beside them within the memory cap.
   */
  protected override grow(): void {
    const next = this.capacity * 2;
    if (this.quotient !== null) {
      if (!this.canDouble()) this.stopGrowing();
      else {
        checkCapacity(next);
        const doubled = this.quotient.doubled();
        if (doubled !== null) this.useQuotient(doubled);
        else if (!this.moveToTable()) this.stopGrowing();
      }
      return;
    }
    if (next <= FLOAT53_SLOTS_UP_TO) {
      super.grow();
      return;
    }
    let widest = 0;
    for (let i = 0; i < this.size; i++) widest = Math.max(widest, this.queue[i >>> CHUNK_BITS][i & CHUNK_MASK]);
    const width = keyBits(widest);
    if (QuotientSlots.fits(next, width) && next <= MAX_CAPACITY) {
      if (this.allocatedBytes() + next * 4 + this.chunkBytes() > this.maxBytes) {
        this.stopGrowing();
        return;
      }
      const quotient = new QuotientSlots(next, width);
      let placed = 0;
      for (; placed < this.size; placed++) {
        const slot = quotient.find(this.queue[placed >>> CHUNK_BITS][placed & CHUNK_MASK]);
        if (slot < 0) break;
        quotient.place(slot);
      }
      if (placed === this.size) {
        this.useQuotient(quotient);
        return;
      }
    }
    if (!this.moveToTable()) this.stopGrowing();
  }

  private useQuotient(quotient: QuotientSlots): void {
    this.quotient = quotient;
    this.slots = new Float64Array(0);
    this.slotBytes = 4;
    this.setCapacity(quotient.capacity);
  }

  /**
   * Moves the states into a state table, if it fits beside them within the
   * memory cap (else false, changing nothing). The keys are distinct: those
   * the table is sized for are stored in order and placed in its index in
   * one pass; any more (a set bigger than a table sizes itself for up front)
   * are inserted one by one.
   */
  private moveToTable(): boolean {
    const parents = this.parents !== null;
    const expected = Math.max(this.size + 1, this.expectedStates);
    // Its index twice the slots' count at least, as a doubling would have made them.
    if (this.allocatedBytes() + packedTableBytesFor(expected, 2, parents) + 4 * Math.max(0, 2 * this.capacity - indexCapacityFor(expected)) > this.maxBytes) return false;
    const table = new PackedStateTable(this.codec, { parents, expectedStates: expected, maxBytes: this.maxBytes });
    const appended = Math.min(this.size, Math.floor(indexCapacityFor(expected) * MAX_LOAD));
    for (let i = 0; i < appended; i++) table.appendNew(this.queue[i >>> CHUNK_BITS][i & CHUNK_MASK], super.parent(i));
    table.placeAppended(0);
    for (let i = appended; i < this.size; i++) table.insert(this.codec.decode(this.queue[i >>> CHUNK_BITS][i & CHUNK_MASK]), super.parent(i));
    this.table = table;
    this.quotient = null;
    this.slots = new Float64Array(0);
    this.queue.length = 0;
    this.releaseChunks();
    return true;
  }

  protected resize(capacity: number): void {
    const old = this.slots;
    this.setCapacity(capacity);
    const slots = new Float64Array(capacity);
    const mask = this.mask;
    for (let i = 0; i < old.length; i++) {
      const key = old[i];
      if (key === 0) continue;
      let slot = hash53(key) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = key;
    }
    this.slots = slots;
  }
}

/** Throws past the most slots a set takes. */
function checkCapacity(capacity: number): void {
  if (capacity > MAX_CAPACITY) {
    throw new StateTableFullError(ENGINE_MESSAGES.seenAtMost({ most: Math.floor(MAX_CAPACITY * MAX_LOAD).toLocaleString('en-US') }));
  }
}

/** The hash of a key below 2^53: the state table's, of its two 32-bit halves. */
function hash53(key: number): number {
  const lo = key >>> 0;
  return hash2(lo, (key - lo) / TWO_32);
}
