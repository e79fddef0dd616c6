/**
 * A set of float53 keys whose slots are 4 bytes and still hold each key's
 * whole identity (quotienting, or "compact hashing"), so that telling a new
 * key from a seen one reads one cache line, as a C++ hash set of 8-byte keys
 * does, at half its bytes. The state table (state-table.ts) keeps 4-byte
 * slots too, but they hold entry numbers, and confirming a repeat fetches
 * the stored key from a second array: a second cache miss in a big search.
 *
 * How a key fits in 32 bits: the keys are below 2^W (W from 33 to 53, the
 * width of the biggest key seen; seen-set.ts learns it). A key is split
 * into its low word `lo` and its high bits `hi` (W - 32 of them), and
 * mapped by a bijection to A = mix32(lo ^ imul(hi, c)), keeping hi: mix32
 * (murmur3's finaliser) is itself a bijection on 32 bits, so (lo, hi) ->
 * (A, hi) is one, and two keys are equal exactly when their A and hi are.
 * With 2^s slots, a key's home is the low s bits of A; its remainder q is
 * the rest of A and hi, W - s bits; a slot holds q in its top bits and the
 * key's displacement from its home plus one in the low D = 32 - (W - s)
 * bits (0 is an empty slot). Two keys with the same home and the same q are
 * the same key, so a probe from home compares `slots[home + j]` with
 * q * 2^D + j + 1 and needs nothing else. D must leave room for the
 * displacements of linear probing: at least MIN_DISPLACEMENT_BITS, checked
 * by `fits`; a displacement that does not fit is reported, and the caller
 * doubles the slots (one more bit of D) or moves the keys elsewhere.
 *
 * A is the state table's hash of the key (hash2 without its constant), and
 * it does not depend on W: a wider W only moves the boundary between q and
 * the displacement (`widen`, one pass in place), and a doubling takes one
 * bit of q into the home (`doubled`, rebuilt from the slots alone, writing
 * the new slots nearly in order), so neither needs the keys again.
 */
import { mix32 } from './state-table.js';

/** The fewest displacement bits worth the trouble: probes of up to 254 slots. */
const MIN_DISPLACEMENT_BITS = 8;
const TWO_32 = 4294967296;
const HI_MULTIPLIER = 0x9e3779b1;

/** What `find` says when the key cannot be stored here: it is 2^W or more, or its displacement would not fit. */
export const TOO_WIDE = -2;
export const NO_ROOM = -3;

/**
 * The bits of the widest key below 2^53 (at least 33, so that the high part has a bit).
 *
 * @example
 * ```ts
 * keyBits(2 ** 43 + 5); // 44
 * ```
 */
export function keyBits(key: number): number {
  const hi = Math.floor(key / TWO_32);
  return hi === 0 ? 33 : Math.max(33, 64 - Math.clz32(hi));
}

/**
 * Slots for float53 keys below 2^width, 4 bytes each (see the file's comment).
 * Stores keys only: the caller keeps them in order (its queue) if it wants them back.
 *
 * @example
 * ```ts
 * const set = new QuotientSlots(1 << 21, 44);
 * const slot = set.find(2 ** 43 + 12345);
 * if (slot >= 0) set.place(slot); // new: stored; -1: already there
 * ```
 */
export class QuotientSlots {
  readonly capacity: number;
  private slots: Int32Array;
  private readonly mask: number;
  /** log2(capacity): the bits of A that pick the home. */
  private readonly s: number;
  width = 0;
  /** Displacement bits (D) and their mask. */
  private d = 0;
  private dMask = 0;
  /** hi's largest value and where its bits go in a slot. */
  private hiMask = 0;
  private hiShift = 0;
  /** The slot value `find` computed for the key it did not find, for `place`. */
  private value = 0;
  /** Keys stored. */
  size = 0;

  /** Whether keys below 2^width fit in slots of 2^s with room for displacements. */
  static fits(capacity: number, width: number): boolean {
    return 32 - width + Math.log2(capacity) >= MIN_DISPLACEMENT_BITS;
  }

  constructor(capacity: number, width: number) {
    if (!QuotientSlots.fits(capacity, width)) throw new RangeError(`internal error: keys of ${width} bits do not fit in ${capacity} quotient slots`);
    this.capacity = capacity;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.s = Math.log2(capacity);
    this.setWidth(width);
  }

  private setWidth(width: number): void {
    this.width = width;
    this.d = 32 - width + this.s;
    this.dMask = 2 ** this.d - 1;
    this.hiMask = 2 ** (width - 32) - 1;
    this.hiShift = 64 - width;
  }

  /**
   * The empty slot where `key` goes (its value kept for `place`), or -1
   * when it is stored, TOO_WIDE when it is 2^width or more, NO_ROOM when its
   * displacement would not fit.
   */
  find(key: number): number {
    const lo = key >>> 0;
    const hi = (key - lo) / TWO_32;
    if (hi > this.hiMask) return TOO_WIDE;
    const a = mix32(lo ^ Math.imul(hi, HI_MULTIPLIER));
    const slots = this.slots;
    const mask = this.mask;
    let slot = a & mask;
    let want = ((a >>> this.s) << this.d) | (hi << this.hiShift) | 1;
    const last = want | this.dMask;
    for (;;) {
      const found = slots[slot];
      if (found === want) return -1;
      if (found === 0) {
        this.value = want;
        return slot;
      }
      if (want === last) return NO_ROOM;
      want++;
      slot = (slot + 1) & mask;
    }
  }

  /** Stores the key `find` just found missing, in the slot it returned. */
  place(slot: number): void {
    this.slots[slot] = this.value;
    this.size++;
  }

  /** Reads the slot where `key`'s probe starts (see SeenStates.touch). */
  touch(key: number): number {
    const lo = key >>> 0;
    const hi = (key - lo) / TWO_32;
    return this.slots[mix32(lo ^ Math.imul(hi, HI_MULTIPLIER)) & this.mask];
  }

  /**
   * Takes keys below 2^width (wider than now) from here on: the slots are
   * repacked in place (homes and displacements stay; q gains the new high
   * bits, all 0 for the keys stored). False, changing nothing, when the
   * displacements stored would not fit the fewer bits left to them.
   */
  widen(width: number): boolean {
    if (width <= this.width) return true;
    if (!QuotientSlots.fits(this.capacity, width)) return false;
    const slots = this.slots;
    const oldD = this.d;
    const oldMask = this.dMask;
    if (this.size > 0) {
      // The largest displacement plus one, found when needed rather than kept up to date on every insert.
      let farthest = 0;
      for (let i = 0; i < slots.length; i++) farthest = Math.max(farthest, slots[i] & oldMask);
      if (farthest > 2 ** (32 - width + this.s) - 1) return false;
    }
    this.setWidth(width);
    if (this.size === 0) return true;
    // q moves down by oldD - d bits; its top (the new high bits of hi) is 0.
    for (let i = 0; i < slots.length; i++) {
      const v = slots[i];
      if (v !== 0) slots[i] = ((v >>> oldD) << this.d) | (v & oldMask);
    }
    return true;
  }

  /**
   * The same keys in twice the slots, rebuilt from these slots alone: a
   * key's home gains q's lowest bit, q loses it, and D grows by one. Read in
   * slot order, the keys go into the new slots nearly in order too (homes
   * only rise within each half), so the rebuild streams through memory. Null
   * when a displacement in the new slots would not fit (keys crowded into
   * one home by design: the caller stores them elsewhere).
   */
  doubled(): QuotientSlots | null {
    const next = new QuotientSlots(this.capacity * 2, this.width);
    const old = this.slots;
    const slots = next.slots;
    const oldMask = this.mask;
    const mask = next.mask;
    const d = this.d;
    const dMask = this.dMask;
    const topBit = this.capacity;
    for (let i = 0; i < old.length; i++) {
      const v = old[i];
      if (v === 0) continue;
      const q = v >>> d;
      const home = ((i - ((v & dMask) - 1)) & oldMask) | ((q & 1) * topBit);
      let slot = home;
      // The new value: q without its lowest bit, above one more displacement bit.
      let want = ((q >>> 1) << (d + 1)) | 1;
      const last = want | next.dMask;
      while (slots[slot] !== 0) {
        if (want === last) return null;
        want++;
        slot = (slot + 1) & mask;
      }
      slots[slot] = want;
    }
    next.size = this.size;
    return next;
  }

  /** Bytes of the slots. */
  bytes(): number {
    return this.capacity * 4;
  }
}
