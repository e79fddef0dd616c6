/**
 * The packed state table under stress: a randomized comparison with a Map
 * over millions of operations on adversarial keys, the index sized up front,
 * and the memory cap checked before anything is allocated past it.
 */
import { describe, expect, it } from 'vitest';
import { createStateTable, explore, NO_PARENT, StateTableFullError, type StateCodec } from '../../src/engine/index.js';
import { PackedStateTable } from '../../src/engine/state-table.js';
import { endlessCounter } from '../support/graphs.js';
import { keyWithHash, raw32, raw53, raw3, random } from '../support/table-keys.js';

/**
 * `operations` random inserts and lookups of keys drawn from `pool`, checked
 * one by one against the first index of each distinct key (found through a
 * Map once per pool entry, not once per operation); then every key once more.
 */
function compareWithMap<S>(codec: StateCodec<S>, pool: S[], operations: number, seed: number, id: (k: S) => string | number): void {
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

describe('a state table against a Map, on millions of operations', () => {
  it('one-word keys that all collide in their low bits', () => {
    // Keys that differ only above bit 16, and keys that are small.
    const pool = Array.from({ length: 600_000 }, (_, i) => (i % 2 ? (i << 16) >>> 0 : i));
    compareWithMap(raw32, pool, 2_000_000, 1, (k) => k);
  });

  it('one-word keys whose hashes share their low 20 bits and others that share their high bits', () => {
    // Up to 2^20 slots these all start at one slot: every probe walks one long run.
    const oneBucket = Array.from({ length: 2_000 }, (_, i) => keyWithHash(((i << 20) | 0x5a5a5) >>> 0));
    // Same fingerprint (high hash bits), different slots: the stored key decides.
    const oneFingerprint = Array.from({ length: 200_000 }, (_, i) => keyWithHash((0xfff00000 | i) >>> 0));
    compareWithMap(raw32, [...oneBucket, ...oneFingerprint], 1_500_000, 2, (k) => k);
  });

  it('two-word keys equal in one word, near 2^53 and around 2^32', () => {
    const pool: number[] = [];
    for (let i = 0; i < 200_000; i++) pool.push(i * 2 ** 32 + 7, 2 ** 52 + i, 2 ** 32 - 1 - i, Number.MAX_SAFE_INTEGER - i);
    compareWithMap(raw53, pool, 2_000_000, 3, (k) => k);
  });

  it('three-word keys that differ in one word only', () => {
    const pool: number[][] = [];
    for (let i = 0; i < 100_000; i++) pool.push([i, 0, 0], [0, i, 0], [0, 0, i], [0xffffffff, i, 0xffffffff]);
    compareWithMap(raw3, pool, 1_000_000, 4, (k) => k.join(','));
  });
});

describe('the index sized up front', () => {
  it('holds the expected states without rebuilding: its size does not change', () => {
    const table = new PackedStateTable(raw32, { parents: false, expectedStates: 1_000_000 });
    const entryBytes = (n: number) => Math.ceil(n / 65536) * 65536 * 4;
    // Nothing stored yet: the index alone, 2^21 slots for a million states at 3/4 load.
    const indexBytes = table.allocatedBytes();
    expect(indexBytes).toBe(2 ** 21 * 4);
    for (let k = 0; k < 1_000_000; k++) table.insert(Math.imul(k, 7919) >>> 0, NO_PARENT);
    expect(table.allocatedBytes() - entryBytes(1_000_000)).toBe(indexBytes);
    for (let k = 0; k < 1_000_000; k += 997) expect(table.indexOf(Math.imul(k, 7919) >>> 0)).toBe(k);
  });

  it('stays within the memory cap when the expected states would not fit', () => {
    const table = new PackedStateTable(raw32, { expectedStates: 10_000_000, maxBytes: 3_000_000 });
    expect(table.allocatedBytes()).toBeLessThanOrEqual(3_000_000);
  });
});

describe('the memory cap', () => {
  it('is never passed by what the table allocates; the table says it is full instead', () => {
    for (const [codec, parents] of [[raw32, false], [raw53, true]] as const) {
      const cap = 5_000_000;
      // Distinct one-word keys (12345 is odd, so this is a bijection on 32 bits).
      const key = (k: number) => (Math.imul(k, 12345) + 1) >>> 0;
      const table = new PackedStateTable(codec, { parents, maxBytes: cap });
      let stored = 0;
      let peak = 0;
      let capped = -1;
      expect(() => {
        for (;;) {
          table.insert(key(stored), NO_PARENT);
          stored++;
          peak = Math.max(peak, table.allocatedBytes());
          if (capped < 0 && table.bytes() > cap) capped = stored;
        }
      }).toThrow(StateTableFullError);
      expect(peak).toBeLessThanOrEqual(cap);
      // It said so (bytes() past the cap) long before it was full.
      expect(capped).toBeGreaterThan(0);
      expect(stored - capped).toBeGreaterThan(10_000);
      // Everything stored is still there.
      expect(table.size).toBe(stored);
      for (let k = 0; k < stored; k += 101) expect(table.indexOf(key(k))).toBe(k);
    }
  });

  it('stops a search with limit memory, not an error, even under a cap smaller than one chunk', () => {
    const r = explore(endlessCounter(), { maxMemoryBytes: 1000 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('memory');
  });

  it('stops explore with limit memory, its table never having held more than the cap', () => {
    const cap = 3_000_000;
    const r = explore(endlessCounter(), { maxMemoryBytes: cap });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('memory');
    // Two words a key, no parents: what it stored fits in the cap.
    expect(r.reachableStates * 8).toBeLessThan(cap);
  });
});
