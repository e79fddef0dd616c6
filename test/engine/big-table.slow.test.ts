import { describe, expect, it } from 'vitest';
import { createStateTable, NO_PARENT } from '../../src/engine/index.js';
import { createSeenStates } from '../../src/engine/seen-set.js';
import { keyWithA, keyWithHash } from '../support/table-keys.js';

describe('state tables beyond a Map', () => {
  // A Map stops at 2^24 entries; the table must not. 2^24 + 1000 distinct
  // keys go straight into the table every search uses: its index passes 2^24
  // slots (two index chunks, the chunked path of every probe and rebuild)
  // and its entries fill 257 chunks.
  //
  // The keys are picked by their hash, 2i for the i-th key, so that inserts,
  // the rebuild and lookups walk the index in order instead of missing the
  // cache at every step: what this test proves is the table's size and
  // addressing, while state-table-stress.test.ts proves it right on random
  // and colliding keys. Even hashes still collide: at 2^24 slots the keys
  // past 2^23 wrap onto the first ones, at 2^25 slots those past 2^24 do
  // (differing in their fingerprint bit), and each moves to the odd slot
  // after. The last 100 keys all hash to the last slot of the first index
  // chunk, so their probes run across into the second.
  it('stores 16,778,216 states, each once, with their parents', () => {
    const n = 2 ** 24 + 1000;
    const crossing = 100;
    const key = (i: number) => (i < n - crossing ? keyWithHash(2 * i) : keyWithHash(2 ** 24 - 1 + (i - (n - crossing) + 1) * 2 ** 25));
    // The parents of a binary tree, as a breadth-first search would record them.
    const parentOf = (i: number) => (i === 0 ? NO_PARENT : (i - 1) >>> 1);
    const table = createStateTable<number>({ kind: 'uint32', encode: (s) => s, decode: (s) => s });
    let wrong = 0;
    for (let i = 0; i < n; i++) if (table.insert(key(i), parentOf(i)) !== i) wrong++;
    expect(wrong, 'inserts that did not return the next index').toBe(0);
    expect(table.size).toBe(n);
    // 257 chunks of 65,536 entries (a key and a parent, 4 bytes each) and an index of 2^25 slots.
    expect(table.bytes()).toBe(257 * 2 ** 16 * 8 + 2 ** 25 * 4);

    // Every state and parent read back by index.
    for (let i = 0; i < n; i++) if (table.state(i) !== key(i) || table.parent(i) !== parentOf(i)) wrong++;
    expect(wrong, 'entries whose key or parent came back wrong').toBe(0);
    // Every key found again through the index, at its own entry, and never stored twice.
    for (let i = 0; i < n; i++) if (table.indexOf(key(i)) !== i) wrong++;
    expect(wrong, 'keys the index did not find at their entry').toBe(0);
    for (let i = 0; i < n; i += 997) if (table.insert(key(i), 0) !== -(i + 1)) wrong++;
    for (let i = n - 1000; i < n; i++) if (table.insert(key(i), 0) !== -(i + 1)) wrong++;
    expect(wrong, 'repeated inserts that did not return the stored entry').toBe(0);
    expect(table.size).toBe(n);
    expect(table.parent(n - 1)).toBe(parentOf(n - 1));
    // Keys never stored are not found: odd hashes (slots the colliding keys took), and random ones.
    for (let i = 0; i < 100_000; i++) {
      if (table.indexOf(keyWithHash(2 * i + 1)) !== -1) wrong++;
      if (table.indexOf(keyWithHash(Math.imul(i, 0x9e3779b1) | 0x80000000)) !== -1) wrong++;
    }
    expect(wrong, 'keys found that were never stored').toBe(0);
  });

  // The seen set of explore and breadthFirst (keys in the slots, seen-set.ts)
  // past 2^24 states: its slots double from 2^24 to 2^25 on the way. The
  // keys go in by hash order as above, so the test proves size and growth,
  // and seen-set.test.ts proves it right on colliding keys.
  it('a set of 16,778,216 uint32 keys without parents, each once, in insertion order', () => {
    const n = 2 ** 24 + 1000;
    const key = (i: number) => keyWithHash(2 * i);
    const seen = createSeenStates<number>({ kind: 'uint32', encode: (s) => s, decode: (s) => s }, { parents: false });
    let wrong = 0;
    for (let i = 0; i < n; i++) if (seen.insert(key(i), NO_PARENT) !== i) wrong++;
    expect(wrong, 'inserts that did not return the next index').toBe(0);
    // 2^25 slots and 1,025 chunks of 16,384 keys, 4 bytes each.
    expect(seen.bytes()).toBe(2 ** 25 * 4 + 1025 * 2 ** 14 * 4);
    for (let i = 0; i < n; i += 7) if (seen.state(i) !== key(i) || seen.insert(key(i), 0) !== -1) wrong++;
    for (let i = 0; i < 100_000; i++) if (seen.insert(keyWithHash(2 * (n + i)), 0) !== n + i) wrong++;
    expect(wrong, 'keys lost, repeated, or new ones refused').toBe(0);
    expect(seen.size).toBe(n + 100_000);
  });

  // The same for float53 keys of 44 bits (the 4x3 puzzle's), which move from
  // slots of keys into quotient slots (quotient-slots.ts) at 2^21 slots and
  // double there up to 2^25, each doubling rebuilt from the slots alone. The
  // keys are picked so that their homes come in order (keyWithA), as above.
  it('a set of 16,778,216 float53 keys in quotient slots, each once, in insertion order', () => {
    const n = 2 ** 24 + 1000;
    const key = (i: number) => keyWithA(2 * i, 4_095 - (i % 4_096));
    const seen = createSeenStates<number>({ kind: 'float53', encode: (s) => s, decode: (s) => s }, { parents: false });
    let wrong = 0;
    for (let i = 0; i < n; i++) if (seen.insert(key(i), NO_PARENT) !== i) wrong++;
    expect(wrong, 'inserts that did not return the next index').toBe(0);
    // 2^25 slots of 4 bytes and 1,025 chunks of 16,384 keys, 8 bytes each: 14 bytes a state.
    expect(seen.bytes()).toBe(2 ** 25 * 4 + 1025 * 2 ** 14 * 8);
    for (let i = 0; i < n; i += 7) if (seen.state(i) !== key(i) || seen.insert(key(i), 0) !== -1) wrong++;
    for (let i = 0; i < 100_000; i++) if (seen.insert(key(n + i), 0) !== n + i) wrong++;
    expect(wrong, 'keys lost, repeated, or new ones refused').toBe(0);
    expect(seen.size).toBe(n + 100_000);
  });

  it('keeps float53 keys exact near 2^53', () => {
    const table = createStateTable<number>({ kind: 'float53', encode: (s) => s, decode: (s) => s });
    const big = 2 ** 53 - 1;
    const keys = [big, big - 1, 2 ** 32, 2 ** 32 - 1, 0, 2 ** 52 + 12345];
    keys.forEach((k, i) => expect(table.insert(k, i - 1)).toBe(i));
    keys.forEach((k, i) => {
      expect(table.insert(k, 99)).toBe(-(i + 1));
      expect(table.state(i)).toBe(k);
      expect(table.parent(i)).toBe(i - 1);
    });
  });
});
