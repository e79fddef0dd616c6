/**
 * The packed state table under stress: a randomized comparison with a Map
 * over hundreds of thousands of operations on adversarial keys (the same at
 * millions of operations, a few seconds more: state-table-stress.slow.test.ts,
 * `npm run test:slow`), the index sized up front, and the memory cap checked
 * before anything is allocated past it.
 */
import { describe, expect, it } from 'vitest';
import { explore, NO_PARENT, StateTableFullError } from '../../src/engine/index.js';
import { PackedStateTable } from '../../src/engine/state-table.js';
import { endlessCounter } from '../support/graphs.js';
import { STRESS_CASES } from '../support/state-table-compare.js';
import { raw32, raw53 } from '../support/table-keys.js';

describe('a state table against a Map, on hundreds of thousands of operations (millions in state-table-stress.slow.test.ts)', () => {
  it.each(STRESS_CASES.map((c) => [c.name, c] as const))('%s', (_, stress) => stress.run(1 / 4));
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
