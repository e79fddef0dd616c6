/**
 * The packed state table growing: its index doubles from 2^14 slots to
 * 2^20, where a rebuild goes region by region in the old index's memory
 * (placeByRegion, from 2^20 slots on, here in two batches), checked
 * against a Map with inserts, repeats and lookups interleaved, for keys of
 * one, two and three words; keys appended without a lookup and placed
 * afterwards; and the memory cap honoured by a growth that rebuilds by
 * regions.
 */
import { describe, expect, it } from 'vitest';
import { NO_PARENT, StateTableFullError, type StateCodec } from '../../src/engine/index.js';
import { PackedStateTable } from '../../src/engine/state-table.js';
import { keyWithHash, raw32, raw53, raw3, random } from '../support/table-keys.js';

/** The sizes past which an index of 2^14 .. 2^22 slots doubles (3/4 load). */
const DOUBLINGS = [14, 15, 16, 17, 18, 19, 20, 21, 22].map((bits) => Math.floor(2 ** bits * 0.75) + 1);

/**
 * Inserts the distinct keys key(0), key(1), ... up to `count`, with a repeat
 * of an earlier key and a lookup of a stored or a never-stored key between
 * inserts, each checked against a Map; right after every doubling, every
 * 7th key stored so far is looked up again. Returns the wrong answers.
 */
function growAgainstMap<S>(codec: StateCodec<S>, count: number, key: (i: number) => S, id: (k: S) => string | number): number {
  const table = new PackedStateTable(codec as Exclude<StateCodec<S>, { kind: 'string' }>, { parents: true });
  const index = new Map<string | number, number>();
  const next = random(count);
  let wrong = 0;
  let doubling = 0;
  for (let i = 0; i < count; i++) {
    const k = key(i);
    if (table.insert(k, i - 1) !== i) wrong++;
    index.set(id(k), i);
    const earlier = Math.floor(next() * (i + 1));
    if (table.insert(key(earlier), 0) !== -earlier - 1) wrong++;
    // A key not stored yet: found nowhere, as the Map says.
    const later = key(i + 1 + Math.floor(next() * 1000));
    if (table.indexOf(later) !== (index.get(id(later)) ?? -1)) wrong++;
    if (table.size === DOUBLINGS[doubling]) {
      doubling++;
      for (let j = 0; j <= i; j += 7) if (table.indexOf(key(j)) !== j) wrong++;
    }
  }
  expect(doubling).toBeGreaterThanOrEqual(6);
  for (let j = 0; j < count; j++) {
    if (table.indexOf(key(j)) !== j || table.parent(j) !== j - 1 || id(table.state(j)) !== id(key(j))) wrong++;
  }
  return wrong;
}

describe('a state table growing through its doublings, against a Map', () => {
  it('one-word keys, half of them colliding in their low 4 bits, to 2^20 slots', () => {
    // Even i: hashes spread (and even); odd i: odd hashes that share their low 4 bits. keyWithHash is one to one.
    const key = (i: number) => keyWithHash(i % 2 === 0 ? Math.imul(i, 0x9e3779b1) >>> 0 : ((i >>> 1) * 16 + 11) >>> 0);
    expect(growAgainstMap(raw32, 400_000, key, (k) => k)).toBe(0);
  });

  it('two-word keys equal in their high word or their low word, to 2^20 slots', () => {
    const key = (i: number) => (i % 2 === 0 ? 2 ** 52 + i : (i + 1) * 2 ** 32 + 12345);
    expect(growAgainstMap(raw53, 400_000, key, (k) => k)).toBe(0);
  });

  it('three-word keys that differ in one word only, to 2^20 slots', () => {
    const key = (i: number) => [7, i % 3 === 0 ? i : 0, i % 3 === 0 ? 0 : i];
    expect(growAgainstMap(raw3, 400_000, key, (k) => k.join(','))).toBe(0);
  });
});

describe('keys appended without a lookup', () => {
  it('are placed in one pass and then found, repeated and joined by inserted keys', () => {
    const table = new PackedStateTable(raw53, { parents: true, expectedStates: 300_000 });
    const key = (i: number) => (i % 2 === 0 ? i * 2 ** 21 + 1 : 2 ** 53 - 1 - i);
    for (let i = 0; i < 200_000; i++) table.appendNew(key(i), i + 3);
    table.placeAppended(0);
    expect(table.size).toBe(200_000);
    let wrong = 0;
    for (let i = 0; i < 200_000; i++) {
      if (table.indexOf(key(i)) !== i || table.parent(i) !== i + 3 || table.state(i) !== key(i)) wrong++;
      if (table.insert(key(i), NO_PARENT) !== -i - 1) wrong++;
    }
    // The table goes on as any other, doubling past its 2^19 slots.
    for (let i = 200_000; i < 500_000; i++) if (table.insert(key(i), i) !== i) wrong++;
    for (let i = 0; i < 500_000; i += 3) if (table.indexOf(key(i)) !== i) wrong++;
    expect(wrong).toBe(0);
  });

  it('stop with StateTableFullError once the index could take no more, within the memory cap', () => {
    const cap = 400_000;
    const table = new PackedStateTable(raw32, { parents: false, expectedStates: 200_000, maxBytes: cap });
    expect(() => {
      for (let i = 0; ; i++) table.appendNew(i + 1, NO_PARENT);
    }).toThrow(StateTableFullError);
    expect(table.allocatedBytes()).toBeLessThanOrEqual(cap);
    const stored = table.size;
    expect(stored).toBeGreaterThan(10_000);
    table.placeAppended(0);
    let wrong = 0;
    for (let i = 0; i < stored; i++) if (table.indexOf(i + 1) !== i) wrong++;
    expect(wrong).toBe(0);
  });
});

describe('the memory cap while the index grows by regions', () => {
  it('lets the index double to 2^21 slots where that fits, never past the cap, then says the table is full', () => {
    // 20 MB: room for the 2^20 -> 2^21 doubling at 786,433 keys (4 + 8 MiB of
    // index beside 3 MiB of keys), not for the next one (16 MiB more).
    const cap = 20_000_000;
    const table = new PackedStateTable(raw32, { parents: false, maxBytes: cap });
    const key = (i: number) => (Math.imul(i, 0x9e3779b1) + 1) >>> 0;
    let stored = 0;
    let peak = 0;
    expect(() => {
      for (;;) {
        table.insert(key(stored), NO_PARENT);
        stored++;
        peak = Math.max(peak, table.allocatedBytes());
      }
    }).toThrow(StateTableFullError);
    expect(peak).toBeLessThanOrEqual(cap);
    // Full at 90 % of 2^21 slots: it did double by regions, and stopped there.
    expect(stored).toBe(Math.floor(2 ** 21 * 0.9));
    expect(table.bytes()).toBeGreaterThan(cap);
    let wrong = 0;
    for (let i = 0; i < stored; i++) if (table.indexOf(key(i)) !== i) wrong++;
    expect(wrong).toBe(0);
  });
});
