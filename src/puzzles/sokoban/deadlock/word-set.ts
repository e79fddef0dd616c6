/**
 * A hash set of fixed-length keys of 32-bit words, each with a small value,
 * on flat typed arrays: no object per key, and `clear` is one stamp bump, so
 * a search that starts many times over reuses one set. Open addressing with
 * linear probing; a set that reaches `FULL_LOAD` of its slots says so
 * (`full`) and takes no more keys, so its owner clears it or stops.
 */

const FULL_LOAD = 0.7;

export class WordSet {
  private readonly keys: Uint32Array;
  /** used[slot] === generation: the slot holds a key of this generation. */
  private readonly used: Uint32Array;
  private readonly values: Uint8Array;
  private readonly mask: number;
  private readonly limit: number;
  private generation = 1;
  size = 0;

  constructor(
    readonly words: number,
    slotsLog2: number,
  ) {
    const slots = 1 << slotsLog2;
    this.mask = slots - 1;
    this.limit = Math.floor(slots * FULL_LOAD);
    this.keys = new Uint32Array(slots * words);
    this.used = new Uint32Array(slots);
    this.values = new Uint8Array(slots);
  }

  get full(): boolean {
    return this.size >= this.limit;
  }

  clear(): void {
    this.size = 0;
    if (++this.generation === 0xffffffff) {
      this.used.fill(0);
      this.generation = 1;
    }
  }

  /** The value stored with the key `src[at .. at + words)`, or -1 when the key is not there. */
  get(src: Uint32Array, at = 0): number {
    const slot = this.slotOf(src, at);
    return this.used[slot] === this.generation ? this.values[slot] : -1;
  }

  /** Stores the key with `value` (a new key, or a new value for one already there); false when the set is full and the key new. */
  set(src: Uint32Array, value: number, at = 0): boolean {
    const slot = this.slotOf(src, at);
    if (this.used[slot] !== this.generation) {
      if (this.full) return false;
      this.used[slot] = this.generation;
      this.keys.set(src.subarray(at, at + this.words), slot * this.words);
      this.size++;
    }
    this.values[slot] = value;
    return true;
  }

  /** The slot that holds the key, or the free slot where it would go. */
  private slotOf(src: Uint32Array, at: number): number {
    const { words, keys, used, generation, mask } = this;
    let h = 0x9e3779b9;
    for (let w = 0; w < words; w++) h = Math.imul(h ^ src[at + w], 0x85ebca6b) ^ (h >>> 13);
    h ^= h >>> 16;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      if (used[slot] !== generation) return slot;
      let same = true;
      const base = slot * words;
      for (let w = 0; w < words && same; w++) same = keys[base + w] === src[at + w];
      if (same) return slot;
    }
  }
}
