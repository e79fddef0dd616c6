/**
 * The packed state table against a Map on many random operations over
 * adversarial keys (test/engine/state-table-stress.test.ts runs them at a
 * quarter of their size, test/engine/state-table-stress.slow.test.ts at
 * the millions of operations they were written for).
 */
import { expect } from 'vitest';
import { createStateTable, type StateCodec } from '../../src/engine/index.js';
import { keyWithHash, raw32, raw53, raw3, random } from './table-keys.js';

/**
 * `operations` random inserts and lookups of keys drawn from `pool`, checked
 * one by one against the first index of each distinct key (found through a
 * Map once per pool entry, not once per operation); then every key once more.
 */
export function compareWithMap<S>(codec: StateCodec<S>, pool: S[], operations: number, seed: number, id: (k: S) => string | number): void {
  const table = createStateTable(codec);
  // Each pool entry's distinct key, numbered; the same key twice in the pool gets one number.
  const distinct = new Map<string | number, number>();
  const keyOf = Int32Array.from(pool, (k) => {
    const known = distinct.get(id(k));
    if (known !== undefined) return known;
    distinct.set(id(k), distinct.size);
    return distinct.size - 1;
  });
  const first = new Int32Array(distinct.size).fill(-1);
  let stored = 0;
  const next = random(seed);
  let wrong = 0;
  for (let op = 0; op < operations; op++) {
    const at = Math.floor(next() * pool.length);
    const key = pool[at];
    const known = first[keyOf[at]];
    if (next() < 0.3) {
      if (table.indexOf(key) !== known) wrong++;
      continue;
    }
    const got = table.insert(key, op);
    if (known < 0) {
      if (got !== stored) wrong++;
      first[keyOf[at]] = got;
      stored++;
    } else if (got !== -known - 1) wrong++;
  }
  expect(wrong).toBe(0);
  expect(table.size).toBe(stored);
  for (const [k, d] of distinct) if (first[d] >= 0 && id(table.state(first[d])) !== k) wrong++;
  expect(wrong).toBe(0);
}

/** A comparison: its name, and the run at `scale` (1: the pools and operations as written; fewer keys and operations below 1). */
export interface StressCase {
  name: string;
  run(scale: number): void;
}

const scaled = (n: number, scale: number) => Math.round(n * scale);

export const STRESS_CASES: StressCase[] = [
  {
    name: 'one-word keys that all collide in their low bits',
    run(scale) {
      // Keys that differ only above bit 16, and keys that are small.
      const pool = Array.from({ length: scaled(600_000, scale) }, (_, i) => (i % 2 ? (i << 16) >>> 0 : i));
      compareWithMap(raw32, pool, scaled(2_000_000, scale), 1, (k) => k);
    },
  },
  {
    name: 'one-word keys whose hashes share their low 20 bits and others that share their high bits',
    run(scale) {
      // Up to 2^20 slots these all start at one slot: every probe walks one long run (as many at every scale).
      const oneBucket = Array.from({ length: 2_000 }, (_, i) => keyWithHash(((i << 20) | 0x5a5a5) >>> 0));
      // Same fingerprint (high hash bits), different slots: the stored key decides.
      const oneFingerprint = Array.from({ length: scaled(200_000, scale) }, (_, i) => keyWithHash((0xfff00000 | i) >>> 0));
      compareWithMap(raw32, [...oneBucket, ...oneFingerprint], scaled(1_500_000, scale), 2, (k) => k);
    },
  },
  {
    name: 'two-word keys equal in one word, near 2^53 and around 2^32',
    run(scale) {
      const pool: number[] = [];
      for (let i = 0; i < scaled(200_000, scale); i++) pool.push(i * 2 ** 32 + 7, 2 ** 52 + i, 2 ** 32 - 1 - i, Number.MAX_SAFE_INTEGER - i);
      compareWithMap(raw53, pool, scaled(2_000_000, scale), 3, (k) => k);
    },
  },
  {
    name: 'three-word keys that differ in one word only',
    run(scale) {
      const pool: number[][] = [];
      for (let i = 0; i < scaled(100_000, scale); i++) pool.push([i, 0, 0], [0, i, 0], [0, 0, i], [0xffffffff, i, 0xffffffff]);
      compareWithMap(raw3, pool, scaled(1_000_000, scale), 4, (k) => k.join(','));
    },
  },
];
