/**
 * Keys on their way between the threads of the hash-table explore
 * (explore-threads.ts): which thread owns a key, the codec under which an
 * owner's state table stores keys as they come (no decoding to insert), and
 * the batches a thread fills for each other thread.
 */
import type { StateCodec } from '../engine/index.js';
import { mix32 } from '../engine/state-table.js';

export type KeyKind = StateCodec<unknown>['kind'];

/** A words key where it lies: `words` words from `src[at]`. A table of these stores the words; reading one back gives a view, not a copy. */
export interface WordsAt {
  src: Uint32Array;
  at: number;
}

/** A key as an owner's table holds it: the number, the string, or where its words lie. */
export type TableKey = number | string | WordsAt;

/** A batch of keys for one owner: `count` keys (numbers, strings, or `count * words` words). */
export interface KeyBatch {
  count: number;
  keys: Uint32Array | Float64Array | string[];
}

/**
 * The seed of the owner hash. The state table hashes keys with murmur3's
 * finaliser and takes the low bits for the slot: the owner must come from
 * another hash, or each thread's table would use only every n-th slot.
 */
const SEED = 0x6a09e667;
const TWO_32 = 4294967296;

/** The owner hash of a numeric key (uint32 or float53). */
export function numberHash(key: number): number {
  const lo = key >>> 0;
  const hi = (key - lo) / TWO_32;
  return mix32(lo ^ Math.imul(hi, 0x9e3779b1) ^ SEED);
}

/** The owner hash of the words key at `src[at .. at + words)`. */
export function wordsHash(words: number): (src: Uint32Array, at: number) => number {
  return (src, at) => {
    let h = SEED;
    for (let w = 0; w < words; w++) h = mix32(h ^ src[at + w]);
    return h;
  };
}

/** The owner hash of a string key (FNV-1a over its code units, then mixed). */
export function stringHash(key: string): number {
  let h = SEED;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/**
 * The thread (0 .. threads - 1) that owns a key of this owner hash: its high
 * bits. The low bits are left for the slot of the key in the cache of keys
 * sent (explore-worker.ts), so the two do not go together.
 */
export function ownerOf(hash: number, threads: number): number {
  return Math.floor((hash * threads) / TWO_32);
}

/** A codec that stores keys as they are: an owner inserts what it receives without decoding a state. */
export function keyTableCodec(kind: KeyKind, words: number): StateCodec<TableKey> {
  switch (kind) {
    case 'uint32':
    case 'float53':
      return { kind, encode: (k) => k as number, decode: (k) => k };
    case 'string':
      return { kind, encode: (k) => k as string, decode: (k) => k };
    case 'words':
      return {
        kind,
        words,
        encode: (k, out, at) => {
          const { src, at: from } = k as WordsAt;
          for (let w = 0; w < words; w++) out[at + w] = src[from + w];
        },
        decode: (src, at) => ({ src, at }),
      };
  }
}

/** An empty batch buffer for `keys` keys. */
export function batchBuffer(kind: KeyKind, words: number, keys: number): KeyBatch['keys'] {
  switch (kind) {
    case 'uint32':
      return new Uint32Array(keys);
    case 'float53':
      return new Float64Array(keys);
    case 'words':
      return new Uint32Array(keys * words);
    case 'string':
      return [];
  }
}
