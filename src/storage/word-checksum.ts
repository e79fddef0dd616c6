/**
 * A fast checksum of data made of 32-bit words (marks, bucket offsets),
 * where SHA-256 would cost more than the search over hundreds of MB a
 * layer. Two FNV-style lanes over the words and the length: each step is a
 * bijection of the running value for a given word, so a change to any one
 * word, or a cut, always changes the result. It guards against truncation
 * and damage on disk, not against anyone forging data.
 */
export class WordChecksum {
  private a = 0x811c9dc5;
  private b = 0x9e3779b9;
  private words = 0;

  /** Adds words (the bytes must be a whole number of words, little-endian as typed arrays are here). */
  add(bytes: Uint8Array): this {
    if (bytes.byteLength % 4 !== 0) throw new Error('internal error: the checksum takes whole 32-bit words');
    const words = bytes.byteOffset % 4 === 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4) : new Uint32Array(bytes.slice().buffer);
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b + w, 0x85ebca6b) ^ (b >>> 13);
    }
    this.a = a;
    this.b = b;
    this.words += words.length;
    return this;
  }

  /** 16 hex digits and the length in words. */
  digest(): string {
    const hex = (x: number) => (x >>> 0).toString(16).padStart(8, '0');
    return `${hex(this.a)}${hex(this.b)}-${this.words}`;
  }
}

/** The checksum of one buffer. */
export function wordChecksum(bytes: Uint8Array): string {
  return new WordChecksum().add(bytes).digest();
}
