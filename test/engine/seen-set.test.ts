/**
 * The seen sets of breadth-first searches (src/engine/seen-set.ts): keys in
 * the slots for uint32 keys and small sets of float53 keys, quotient slots
 * for big sets of float53 keys, a state table for the others. Checked
 * against a Map on random and adversarial keys, across growth, under the
 * memory cap, and through explore, whose batched loop must give what the
 * plain one does, and whose quotient slots must give what a state table does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explore, NO_PARENT, StateTableFullError, type SearchProblem, type StateCodec } from '../../src/engine/index.js';
import { createSeenStates } from '../../src/engine/seen-set.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { keyWithA, keyWithHash, raw32, raw53, raw3 } from '../support/table-keys.js';

/** Inserts `keys` in order, each with its position as parent, checking every answer against a Map; then reads everything back. */
function agreesWithMap<S>(codec: StateCodec<S>, keys: S[], id: (k: S) => string | number, options = {}): void {
  const seen = createSeenStates(codec, options);
  const first = new Map<string | number, number>();
  const firstAt = new Map<string | number, number>();
  let wrong = 0;
  keys.forEach((key, i) => {
    const got = seen.insert(key, i);
    const known = first.get(id(key));
    if (known === undefined) {
      if (got !== first.size) wrong++;
      first.set(id(key), got);
      firstAt.set(id(key), i);
    } else if (got !== -1) wrong++;
    // A touch reads, never changes, the set.
    if (codec.kind === 'uint32' || codec.kind === 'float53') seen.touch(key as number);
  });
  expect(wrong, 'inserts that disagreed with the Map').toBe(0);
  expect(seen.size).toBe(first.size);
  for (const [k, index] of first) {
    if (id(seen.state(index)) !== k) wrong++;
    if (seen.parent(index) !== firstAt.get(k)) wrong++;
  }
  expect(wrong, 'states or parents read back wrong').toBe(0);
}

describe('a seen set against a Map', () => {
  it('uint32 keys all in one slot, colliding in their low bits, and the keys 0 and 2^32 - 1', () => {
    // The first 3,000 hash to one slot at every size the set takes here; the next differ only above bit 16.
    const oneSlot = Array.from({ length: 3_000 }, (_, i) => keyWithHash(((i << 20) | 0x1234) >>> 0));
    const lowBits = Array.from({ length: 20_000 }, (_, i) => ((i + 1) << 16) >>> 0);
    const pool = [0, 0xffffffff, ...oneSlot, ...lowBits];
    // Each key twice or more, in a shuffled order.
    const keys = [...pool, ...pool.filter((_, i) => i % 3 === 0), 0, ...pool.filter((_, i) => i % 2 === 1)];
    for (let i = keys.length - 1; i > 0; i--) {
      const j = Math.imul(i, 0x9e3779b1) >>> 0;
      const k = j % (i + 1);
      [keys[i], keys[k]] = [keys[k], keys[i]];
    }
    agreesWithMap(raw32, keys, (k) => k);
  });

  it('float53 keys equal in one word, near 2^53 and 0', () => {
    const pool: number[] = [0];
    for (let i = 0; i < 5_000; i++) pool.push(i * 2 ** 32 + 7, 2 ** 52 + i, 2 ** 32 - 1 - i, Number.MAX_SAFE_INTEGER - i);
    agreesWithMap(raw53, [...pool, ...pool.slice(0, 7_000)], (k) => k);
  });

  it('three-word keys that differ in one word only (through the state table)', () => {
    const pool: number[][] = [];
    for (let i = 0; i < 2_000; i++) pool.push([i, 0, 0], [0, i, 0], [0, 0, i]);
    agreesWithMap(raw3, [...pool, ...pool.slice(1_000)], (k) => k.join(','));
  });

  it('property: any uint32 keys, with repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(40), fc.integer({ min: 0, max: 0xffffffff })), { maxLength: 300 }), (keys) => {
        agreesWithMap(raw32, [...keys, ...keys], (k) => k);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a float53 seen set growing', () => {
  it('moves its states into a state table past 2^20 slots, and goes on there: every key, index and parent kept', () => {
    const seen = createSeenStates(raw53, { parents: true });
    const n = 900_000;
    // Keys that need both words, most of them equal in their low word.
    const key = (i: number) => i * 2 ** 32 + (i % 7);
    let wrong = 0;
    for (let i = 0; i < n; i++) if (seen.insert(key(i), i - 1) !== i) wrong++;
    expect(wrong, 'inserts that did not return the next index').toBe(0);
    expect(seen.size).toBe(n);
    for (let i = 0; i < n; i += 3) if (seen.insert(key(i), 0) !== -1 || seen.state(i) !== key(i) || seen.parent(i) !== i - 1) wrong++;
    expect(wrong, 'keys or parents lost on the move').toBe(0);
    // Now a state table: an index of 2^21 4-byte slots and chunks of 65,536 keys and parents.
    expect(seen.bytes()).toBe(2 ** 21 * 4 + Math.ceil(n / 65_536) * 65_536 * 12);
  });

  it('stays within the memory cap, moving or not', () => {
    for (const cap of [3_000_000, 20_000_000]) {
      const seen = createSeenStates(raw53, { parents: true, maxBytes: cap });
      let stored = 0;
      let capped = -1;
      expect(() => {
        for (;;) {
          seen.insert(stored * 2 ** 21 + 1, NO_PARENT);
          stored++;
          if (capped < 0 && seen.bytes() > cap) capped = stored;
        }
      }).toThrow(StateTableFullError);
      expect(capped).toBeGreaterThan(0);
      expect(seen.size).toBe(stored);
      for (let i = 0; i < stored; i += 101) if (seen.state(i) !== i * 2 ** 21 + 1) capped = -2;
      expect(capped).toBeGreaterThan(0);
    }
  });
});

/** Distinct pseudo-random keys below 2^44 (the 4x3 puzzle's width), numbered from 0. */
const key44 = (i: number) => (i % 4_096) * 2 ** 32 + (Math.imul(i, 0x2545f491) >>> 0);
/** Bytes of a set's queue of float53 keys, in chunks of 16,384, with parents or not. */
const queueBytes = (n: number, parents: boolean) => Math.ceil(n / 16_384) * 16_384 * (parents ? 12 : 8);

describe('a float53 seen set in quotient slots', () => {
  it('property: agrees with a Map on any keys, those of one home, those near 2^44, 0 and 2^53 - 1', () => {
    const pick = fc.oneof(
      fc.integer({ min: 0, max: 2 ** 44 - 1 }),
      fc.integer({ min: 2 ** 44 - 50, max: 2 ** 44 - 1 }),
      fc.nat(50),
      fc.tuple(fc.nat(3), fc.nat(4_095)).map(([a, hi]) => keyWithA(a * 0x1000193, hi)),
    );
    // Keys too wide for quotient slots, which move the set into a state table: in some runs only.
    const wide = fc.array(fc.integer({ min: 2 ** 53 - 20, max: 2 ** 53 - 1 }), { maxLength: 2 });
    fc.assert(
      fc.property(fc.array(pick, { maxLength: 400 }), wide, (keys, wideKeys) => {
        // Sized for a million states: quotient slots from the start.
        agreesWithMap(raw53, [...keys, ...wideKeys, ...keys.slice(0, 150)], (k) => k, { expectedStates: 1_000_000 });
      }),
      { numRuns: 60 },
    );
  });

  it('takes the keys from slots of keys past 2^20 slots and doubles: 4 bytes a slot, every key, index and parent kept', () => {
    const seen = createSeenStates(raw53, { parents: true });
    const n = 1_600_000;
    let wrong = 0;
    for (let i = 0; i < n; i++) if (seen.insert(key44(i), i - 1) !== i) wrong++;
    expect(wrong, 'inserts that did not return the next index').toBe(0);
    for (let i = 0; i < n; i += 3) if (seen.insert(key44(i), 0) !== -1 || seen.state(i) !== key44(i) || seen.parent(i) !== i - 1) wrong++;
    expect(wrong, 'keys or parents lost on the way').toBe(0);
    // 2^20 slots of keys, then 2^21 quotient slots at 786,433 states, doubled at 1,572,865.
    expect(seen.bytes()).toBe(2 ** 22 * 4 + queueBytes(n, true));
  });

  it('widens as wider keys come, and moves into a state table once they leave too few bits for displacements', () => {
    const keys: number[] = [];
    // 2^21 quotient slots: keys up to 2^45 leave D = 8 bits; a key of 46 bits, 7.
    for (const bits of [33, 36, 41, 44, 45]) for (let i = 0; i < 20_000; i++) keys.push(2 ** (bits - 1) + (Math.imul(i, 0x2545f491) >>> 0) * 2 ** (bits - 33) + (i % 2));
    const quotientOnly = keys.length;
    for (let i = 0; i < 20_000; i++) keys.push(2 ** 45 + i * 1_234_567);
    const seen = createSeenStates(raw53, { parents: false, expectedStates: 1_000_000 });
    let wrong = 0;
    keys.forEach((key, i) => {
      if (seen.insert(key, NO_PARENT) !== i) wrong++;
      if (i === quotientOnly - 1 && seen.bytes() !== 2 ** 21 * 4 + queueBytes(quotientOnly, false)) wrong += 1_000_000;
    });
    expect(wrong, 'inserts that did not return the next index (a million: not in quotient slots before the 46-bit keys)').toBe(0);
    for (let i = 0; i < keys.length; i += 5) if (seen.insert(keys[i], 0) !== -1 || seen.state(i) !== keys[i]) wrong++;
    expect(wrong, 'keys lost on the way').toBe(0);
    // A state table sized for a million states: 2^21 index slots and chunks of 65,536 two-word keys.
    expect(seen.bytes()).toBe(2 ** 21 * 4 + Math.ceil(keys.length / 65_536) * 65_536 * 8);
  });

  it('doubles when a displacement will not fit, or moves into a state table when it is less than a quarter full', () => {
    // 2^21 slots of 44-bit keys: displacements up to 510; then 600 keys of one home.
    const oneHome = Array.from({ length: 600 }, (_, i) => keyWithA(0x5555, 4_095 - i));
    for (const before of [2 ** 19, 1_000]) {
      const keys = [...Array.from({ length: before }, (_, i) => key44(i)), ...oneHome];
      const seen = createSeenStates(raw53, { parents: false, expectedStates: 1_000_000 });
      let wrong = 0;
      keys.forEach((key, i) => {
        if (seen.insert(key, NO_PARENT) !== i) wrong++;
      });
      expect(wrong, 'inserts that did not return the next index').toBe(0);
      for (let i = 0; i < keys.length; i++) if (seen.insert(keys[i], 0) !== -1 || seen.state(i) !== keys[i]) wrong++;
      expect(wrong, 'keys lost on the way').toBe(0);
      expect(seen.bytes()).toBe(
        before === 2 ** 19
          ? 2 ** 22 * 4 + queueBytes(keys.length, false) // doubled
          : 2 ** 21 * 4 + 65_536 * 8, // a state table sized for a million states
      );
    }
  });

  it('never allocates past the memory cap, in quotient slots too; says so through bytes() long before it is full', () => {
    const cap = 32_000_000;
    const seen = createSeenStates(raw53, { parents: true, maxBytes: cap }) as ReturnType<typeof createSeenStates<number>> & { allocatedBytes(): number };
    let stored = 0;
    let peak = 0;
    let capped = -1;
    expect(() => {
      for (;;) {
        seen.insert(key44(stored), NO_PARENT);
        stored++;
        peak = Math.max(peak, seen.allocatedBytes());
        if (capped < 0 && seen.bytes() > cap) capped = stored;
      }
    }).toThrow(/memory limit \(30\.5 MiB\)/);
    expect(peak).toBeLessThanOrEqual(cap);
    // More than 2^20 slots of keys hold under the cap (943,718 at 90 %): the quotient slots took them.
    expect(stored).toBeGreaterThan(1_000_000);
    expect(capped).toBeGreaterThan(0);
    expect(stored - capped).toBeGreaterThan(10_000);
    expect(seen.size).toBe(stored);
    for (let i = 0; i < stored; i += 101) if (seen.state(i) !== key44(i)) capped = -2;
    expect(capped).toBeGreaterThan(0);
  });
});

describe('a uint32 seen set growing', () => {
  it('keeps every key through its doublings, from 2^14 slots to 2^22', () => {
    const seen = createSeenStates(raw32, { parents: false });
    const n = 3_000_000;
    const key = (i: number) => Math.imul(i, 2654435761) >>> 0;
    let wrong = 0;
    for (let i = 0; i < n; i++) if (seen.insert(key(i), NO_PARENT) !== i) wrong++;
    expect(wrong, 'inserts that did not return the next index').toBe(0);
    for (let i = 0; i < n; i += 7) if (seen.insert(key(i), NO_PARENT) !== -1 || seen.state(i) !== key(i)) wrong++;
    expect(wrong, 'keys lost on the way').toBe(0);
    expect(seen.parent(5)).toBe(NO_PARENT);
    // 2^22 slots of 4 bytes and the queue in chunks of 16,384 keys.
    expect(seen.bytes()).toBe(2 ** 22 * 4 + Math.ceil(n / 16_384) * 16_384 * 4);
  });

  it('is sized up front for the expected states, and then does not grow', () => {
    const seen = createSeenStates(raw32, { parents: false, expectedStates: 100_000 });
    const before = seen.bytes();
    expect(before).toBe(2 ** 18 * 4);
    for (let i = 0; i < 100_000; i++) seen.insert(Math.imul(i, 7919) >>> 0, NO_PARENT);
    expect(seen.bytes() - Math.ceil(100_000 / 16_384) * 16_384 * 4).toBe(before);
  });

  it('never allocates past the memory cap; says so through bytes() long before it is full', () => {
    const cap = 3_000_000;
    for (const parents of [false, true]) {
      const seen = createSeenStates(raw32, { parents, maxBytes: cap }) as ReturnType<typeof createSeenStates<number>> & { allocatedBytes(): number };
      let stored = 0;
      let peak = 0;
      let capped = -1;
      expect(() => {
        for (;;) {
          seen.insert((Math.imul(stored, 12345) + 1) >>> 0, NO_PARENT);
          stored++;
          peak = Math.max(peak, seen.allocatedBytes());
          if (capped < 0 && seen.bytes() > cap) capped = stored;
        }
      }).toThrow(StateTableFullError);
      expect(peak).toBeLessThanOrEqual(cap);
      expect(capped).toBeGreaterThan(0);
      expect(stored - capped).toBeGreaterThan(10_000);
      expect(seen.size).toBe(stored);
    }
  });
});

/**
 * A counter problem on 0 .. n-1 (moves +1, +7, *2 mod n), once with a codec
 * whose encode and decode are one function (explore's batched loop) and once
 * with two (its plain loop). It claims a ranked space of 4,000,000 states, so
 * that explore sizes its table for them up front: 16 MiB and more, past the
 * size from which explore batches.
 */
function counter(n: number, kind: 'uint32' | 'float53', batched: boolean): SearchProblem<number, number> {
  const identity = (k: number) => k;
  return {
    start: 1,
    isGoal: (s) => s === n - 1,
    successors: (s, emit) => {
      emit((s + 1) % n, 0);
      emit((s + 7) % n, 1);
      emit((s * 2) % n, 2);
    },
    codec: batched ? { kind, encode: identity, decode: identity } : { kind, encode: (k) => k, decode: (k) => k },
    canonical: (s) => Math.min(s, n - s),
    size: 4_000_000,
    rank: identity,
    unrank: identity,
  };
}

describe("explore's batched loop", () => {
  it('gives what the plain loop gives: counts, layers, goals, examples, and the same stops', () => {
    for (const kind of ['uint32', 'float53'] as const) {
      for (const options of [{}, { maxDepth: 9 }, { maxStates: 1234 }, { mergeSymmetric: true }]) {
        // 20,011 states: some 600 batches a run (the claimed space, not the states, makes the table batch).
        const a = explore(counter(20_011, kind, true), options);
        const b = explore(counter(20_011, kind, false), options);
        const { stats: statsA, ...restA } = a;
        const { stats: statsB, ...restB } = b;
        expect(restA).toEqual(restB);
        expect(statsA.expansions).toBe(statsB.expansions);
        expect(statsA.statesExplored).toBe(statsB.statesExplored);
        // Sized for the claimed space (except under maxStates): both tables big enough to batch.
        if (!('maxStates' in options)) expect(statsA.bytes).toBeGreaterThan(16 * 2 ** 20);
      }
    }
    expect(explore(counter(20_011, 'uint32', true)).reachableStates).toBe(20_011);
  });
});

describe('explore of the 4x3 puzzle in quotient slots', () => {
  it('gives what a state table gives, layer by layer: taken from slots of keys on the way, or sized for them up front', () => {
    const tiles = slidingTiles.problem(slidingTiles.parse({ source: { kind: 'code', code: '1,2,3,4/5,6,7,8/9,10,11,0' }, params: {} }));
    // The same boards as two 32-bit words: through a state table, and explore's plain loop.
    const inTable: typeof tiles = {
      ...tiles,
      codec: {
        kind: 'words',
        words: 2,
        encode: (s, out, at) => {
          out[at] = (s as number) >>> 0;
          out[at + 1] = Math.floor((s as number) / 2 ** 32);
        },
        decode: (src, at) => src[at + 1] * 2 ** 32 + src[at],
      },
    };
    const maxStates = 800_000;
    const reference = explore(inTable, { maxStates });
    // Sized for 800,000 states: quotient slots from the start. Claiming a space of 500,000 states sizes the set
    // for them instead: slots of keys, whose states move into quotient slots at 786,433.
    for (const problem of [tiles, { ...tiles, size: 500_000 }]) {
      const { stats, ...rest } = explore(problem, { maxStates });
      const { stats: referenceStats, ...referenceRest } = reference;
      expect(rest).toEqual(referenceRest);
      expect(stats.expansions).toBe(referenceStats.expansions);
      // 2^21 quotient slots, 4 bytes each, and a queue of 8 bytes a state.
      expect(stats.bytes).toBe(2 ** 21 * 4 + Math.ceil(rest.reachableStates / 16_384) * 16_384 * 8);
    }
    expect(reference.reachableStates).toBeGreaterThanOrEqual(maxStates);
    expect(reference.statesPerDepth.slice(0, 6)).toEqual([1, 2, 4, 9, 20, 37]);
  });
});
