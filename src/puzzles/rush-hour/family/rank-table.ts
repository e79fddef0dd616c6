/**
 * A table from whole numbers (ranks and keys under 2^53) to small whole
 * numbers, for the hot loops: open addressing in typed arrays, emptied in
 * constant time by moving to a new generation (a slot counts only when its
 * stamp is the current one), so a search that fills it thousands of times
 * allocates nothing after its first few uses. A Map of numbers did the same
 * job at several times the cost.
 */
const FIRST_BITS = 10;
/** Split a number into 32-bit halves for the hash (ToUint32 and a division are exact on whole numbers). */
const TWO_32 = 4294967296;

export class RankTable {
  private bits = FIRST_BITS;
  private keys = new Float64Array(1 << FIRST_BITS);
  private values = new Int32Array(1 << FIRST_BITS);
  private stamps = new Uint32Array(1 << FIRST_BITS);
  private stamp = 1;
  private count = 0;

  /** Empties the table. */
  clear(): void {
    this.count = 0;
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  /** The value of `key`, or -1 when it has none. */
  get(key: number): number {
    const mask = (1 << this.bits) - 1;
    for (let i = this.slotOf(key); ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) return -1;
      if (this.keys[i] === key) return this.values[i];
    }
  }

  /** Sets `key` to `value` (0 or more). */
  set(key: number, value: number): void {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    const mask = (1 << this.bits) - 1;
    for (let i = this.slotOf(key); ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) {
        this.stamps[i] = this.stamp;
        this.keys[i] = key;
        this.values[i] = value;
        this.count++;
        return;
      }
      if (this.keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
  }

  private slotOf(key: number): number {
    const low = key >>> 0;
    const high = (key / TWO_32) >>> 0;
    const mixed = low ^ Math.imul(high, 0x9e3779b1);
    return Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b) >>> (32 - this.bits);
  }

  private grow(): void {
    const { keys, values, stamps, stamp } = this;
    this.bits++;
    this.keys = new Float64Array(1 << this.bits);
    this.values = new Int32Array(1 << this.bits);
    this.stamps = new Uint32Array(1 << this.bits);
    this.stamp = 1;
    this.count = 0;
    for (let i = 0; i < keys.length; i++) if (stamps[i] === stamp) this.set(keys[i], values[i]);
  }
}
