/**
 * The quotient slots of float53 keys (src/engine/quotient-slots.ts) on
 * their own: checked against a Set on random keys of every width they take,
 * through doublings and widenings, and on keys built to share one home,
 * where displacements run out of bits and must be reported, not wrapped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyBits, NO_ROOM, QuotientSlots, TOO_WIDE } from '../../src/engine/quotient-slots.js';
import { keyWithA } from '../support/table-keys.js';

/** Stores `key` if new (as a seen set would); true if it was new. */
function add(slots: QuotientSlots, key: number): boolean {
  const slot = slots.find(key);
  if (slot === -1) return false;
  if (slot < 0) throw new Error(`cannot store ${key}: ${slot}`);
  slots.place(slot);
  return true;
}

describe('quotient slots against a Set', () => {
  it('property: any keys below 2^W, W from 33 to 24 + s, with repeats, doublings and widenings', () => {
    const case_ = fc.record({
      s: fc.integer({ min: 9, max: 12 }),
      extra: fc.integer({ min: 0, max: 16 }),
      // Keys by their bits, so that small and huge ones both come up; repeats drawn from the same pool.
      keys: fc.array(fc.tuple(fc.integer({ min: 0, max: 53 }), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 400 }),
      repeats: fc.array(fc.nat(), { maxLength: 200 }),
      // Keys of a few values of A with several high bits each: same homes, told apart by hi alone.
      sameA: fc.array(fc.tuple(fc.nat(7), fc.nat(15)), { maxLength: 100 }),
    });
    fc.assert(
      fc.property(case_, ({ s, extra, keys, repeats, sameA }) => {
        let slots = new QuotientSlots(2 ** s, 33 + Math.min(extra, s - 9));
        const known = new Set<number>();
        // Up to 3 bits wider than the slots take at the start: up to 3 doublings for width (2^15 slots) and some for load.
        const pool = keys.map(([bits, at]) => Math.min(2 ** (27 + s) - 1, Math.floor(at * 2 ** bits)));
        pool.push(...sameA.map(([a, hi]) => keyWithA(Math.imul(a, 0x10001) >>> 0, hi)));
        const order = [...pool, ...repeats.map((r) => pool[r % Math.max(1, pool.length)]).filter((k) => k !== undefined)];
        for (const key of order) {
          let slot = slots.find(key);
          if (slot === TOO_WIDE) {
            expect(key).toBeGreaterThanOrEqual(2 ** slots.width);
            // Double until the key's width fits, then widen.
            while (!QuotientSlots.fits(slots.capacity, keyBits(key))) slots = slots.doubled()!;
            expect(slots.widen(keyBits(key))).toBe(true);
            slot = slots.find(key);
          }
          expect(slot === -1, `${key} found`).toBe(known.has(key));
          if (slot >= 0) {
            slots.place(slot);
            known.add(key);
            if (known.size > slots.capacity * 0.75) slots = slots.doubled()!;
          }
        }
        expect(slots.size).toBe(known.size);
        for (const key of known) expect(slots.find(key)).toBe(-1);
      }),
      { numRuns: 150 },
    );
  });

  it('keys 0, 2^W - 1 and their neighbours, keys equal in their low word, keys equal in their high bits', () => {
    const slots = new QuotientSlots(2 ** 20, 44);
    const keys: number[] = [];
    for (let i = 0; i < 3_000; i++) keys.push(i, 2 ** 44 - 1 - i, i * 2 ** 32 + 12345, 2 ** 40 + i, (i % 16) * 2 ** 32 + (i >>> 4));
    const distinct = new Set(keys);
    let fresh = 0;
    for (const key of keys) if (add(slots, key)) fresh++;
    expect(fresh).toBe(distinct.size);
    for (const key of distinct) expect(add(slots, key)).toBe(false);
    expect(slots.find(2 ** 44)).toBe(TOO_WIDE);
    // Never stored: their neighbours were.
    for (const key of [3_000, 2 ** 44 - 3_001, 3_000 * 2 ** 32 + 12345, 2 ** 40 + 3_000]) expect(slots.find(key)).toBeGreaterThanOrEqual(0);
  });
});

describe('quotient slots with keys sharing one home', () => {
  // Keys with the same A (the bijection's low word) and different high bits: one home at every size.
  const sameHome = (count: number, a = 0x2468ace) => Array.from({ length: count }, (_, hi) => keyWithA(a, hi));

  it('take 2^D - 1 of them, report the next as out of room, and take twice as many once doubled', () => {
    // 2^20 slots of keys below 2^44: D = 8, displacements 0 to 254.
    const slots = new QuotientSlots(2 ** 20, 44);
    const keys = sameHome(600);
    for (let i = 0; i < 255; i++) expect(add(slots, keys[i])).toBe(true);
    expect(slots.find(keys[255])).toBe(NO_ROOM);
    // The 255 stored are still found: a probe stops at the last displacement, it does not wrap.
    for (let i = 0; i < 255; i++) expect(slots.find(keys[i])).toBe(-1);
    const doubled = slots.doubled()!;
    expect(doubled.capacity).toBe(2 ** 21);
    for (let i = 0; i < 255; i++) expect(doubled.find(keys[i])).toBe(-1);
    for (let i = 255; i < 511; i++) expect(add(doubled, keys[i])).toBe(true);
    expect(doubled.find(keys[511])).toBe(NO_ROOM);
  });

  it('refuse to widen while their displacements would not fit, and change nothing', () => {
    // Keys below 2^41 in 2^20 slots: D = 11; widened to 44 bits, D would be 8, too few for 300 keys in a row.
    const slots = new QuotientSlots(2 ** 20, 41);
    const keys = sameHome(300);
    for (const key of keys) expect(add(slots, key)).toBe(true);
    expect(slots.widen(44)).toBe(false);
    expect(slots.width).toBe(41);
    for (const key of keys) expect(slots.find(key)).toBe(-1);
    // 43 bits leave 9 for displacements: enough.
    expect(slots.widen(43)).toBe(true);
    for (const key of keys) expect(slots.find(key)).toBe(-1);
    expect(add(slots, 2 ** 43 - 1)).toBe(true);
    expect(add(slots, keys[7])).toBe(false);
  });

  it('keep keys of neighbouring homes apart when their runs overlap, and across the end of the slots', () => {
    const slots = new QuotientSlots(2 ** 20, 40);
    const mask = 2 ** 20 - 1;
    // Runs from homes mask - 1, mask, 0 and 1 overlap and wrap round the end.
    const keys = [mask - 1, mask, 0, 1].flatMap((home) => Array.from({ length: 60 }, (_, i) => keyWithA(home + (i + 1) * 2 ** 20, i % 3)));
    for (const key of keys) expect(add(slots, key)).toBe(true);
    for (const key of keys) expect(add(slots, key)).toBe(false);
    const doubled = slots.doubled()!;
    for (const key of keys) expect(doubled.find(key)).toBe(-1);
    expect(doubled.size).toBe(keys.length);
  });
});
