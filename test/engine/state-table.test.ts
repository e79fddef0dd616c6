/**
 * The state tables: a dense index per distinct state in insertion order,
 * -(index + 1) for a state already stored, exact keys for every codec kind,
 * parents, and growth past many index resizes and key chunks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStateTable, NO_PARENT, type StateCodec } from '../../src/engine/index.js';
import { CODEC_KINDS, idCodec, type CodecKind } from '../support/graphs.js';

describe.each(CODEC_KINDS)('a table of %s keys', (kind: CodecKind) => {
  const codec = idCodec(kind);

  it('gives each new state the next index, and a stored state -(index + 1)', () => {
    const table = createStateTable(codec);
    expect(table.size).toBe(0);
    expect(table.insert({ id: 7 }, NO_PARENT)).toBe(0);
    expect(table.insert({ id: 3 }, 0)).toBe(1);
    expect(table.insert({ id: 7 }, 1)).toBe(-1);
    expect(table.insert({ id: 3 }, 0)).toBe(-2);
    expect(table.insert({ id: 0 }, 1)).toBe(2);
    expect(table.size).toBe(3);
  });

  it('finds stored states with indexOf, and says -1 for others', () => {
    const table = createStateTable(codec);
    for (const id of [5, 9, 1]) table.insert({ id }, NO_PARENT);
    expect(table.indexOf({ id: 5 })).toBe(0);
    expect(table.indexOf({ id: 9 })).toBe(1);
    expect(table.indexOf({ id: 1 })).toBe(2);
    expect(table.indexOf({ id: 2 })).toBe(-1);
    expect(table.indexOf({ id: 13 })).toBe(-1); // same low word as 5 in the float53 codec's scheme
  });

  it('gives back each state from its index', () => {
    const table = createStateTable(codec);
    const ids = [0, 1, 2, 77, 1000, 65_535, 65_536, 1_048_575];
    for (const id of ids) table.insert({ id }, NO_PARENT);
    ids.forEach((id, i) => expect(table.state(i)).toEqual({ id }));
  });

  it('keeps parents, and a duplicate insert leaves the first parent', () => {
    const table = createStateTable(codec);
    table.insert({ id: 10 }, NO_PARENT);
    table.insert({ id: 11 }, 0);
    table.insert({ id: 12 }, 1);
    table.insert({ id: 12 }, 0);
    expect(table.parent(0)).toBe(NO_PARENT);
    expect(table.parent(1)).toBe(0);
    expect(table.parent(2)).toBe(1);
    table.setParent(2, 0);
    expect(table.parent(2)).toBe(0);
    table.setParent(2, NO_PARENT);
    expect(table.parent(2)).toBe(NO_PARENT);
  });

  it('works without parents ({ parents: false }): same indices and states', () => {
    const table = createStateTable(codec, { parents: false });
    const firsts: number[] = [];
    for (let i = 0; i < 5000; i++) firsts.push(table.insert({ id: (i * 37) % 5000 }, NO_PARENT));
    expect(firsts).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    const inverse = Array.from({ length: 5000 }, (_, x) => x).find((x) => (37 * x) % 5000 === 1)!;
    // id was inserted at index id * 37^-1 (mod 5000).
    const again: number[] = [];
    for (let id = 0; id < 5000; id++) again.push(table.insert({ id }, NO_PARENT));
    expect(again).toEqual(Array.from({ length: 5000 }, (_, id) => -((id * inverse) % 5000) - 1));
    expect(table.size).toBe(5000);
    expect(table.state(4999)).toEqual({ id: (4999 * 37) % 5000 });
    if (kind !== 'string') {
      // The packed tables keep no parent, and so hold less.
      expect(table.parent(10)).toBe(NO_PARENT);
      const withParents = createStateTable(codec);
      for (let id = 0; id < 5000; id++) withParents.insert({ id }, NO_PARENT);
      expect(table.bytes()).toBeLessThan(withParents.bytes());
    }
  });

  // 150,000 states: 8 index resizes, and 3 chunks of 65,536 keys in a packed table.
  const n = kind === 'string' ? 50_000 : 150_000;
  it(`holds ${n} states across index resizes and key chunks, each found once at its index`, () => {
    const table = createStateTable(codec);
    // A scattered order, so neighbouring ids do not arrive together.
    const id = (i: number) => (i * 7919) % n;
    for (let i = 0; i < n; i++) {
      if (table.insert({ id: id(i) }, i - 1) !== i) throw new Error(`insert ${i} did not give index ${i}`);
    }
    expect(table.size).toBe(n);
    for (let i = 0; i < n; i++) {
      if (table.insert({ id: id(i) }, 0) !== -i - 1) throw new Error(`second insert of ${id(i)} did not give ${-i - 1}`);
      if (table.indexOf({ id: id(i) }) !== i) throw new Error(`indexOf(${id(i)}) is not ${i}`);
      if (table.state(i).id !== id(i)) throw new Error(`state(${i}) is not ${id(i)}`);
      if (table.parent(i) !== i - 1) throw new Error(`parent(${i}) is not ${i - 1}`);
    }
    expect(table.size).toBe(n);
    expect(table.indexOf({ id: n })).toBe(-1);
    expect(table.bytes()).toBeGreaterThan(n * 4);
  });
});

/** Codecs whose keys are the raw values, for property tests over the whole key range. */
const rawCodecs = {
  uint32: { kind: 'uint32', encode: (k: number) => k, decode: (k: number) => k } as StateCodec<number>,
  float53: { kind: 'float53', encode: (k: number) => k, decode: (k: number) => k } as StateCodec<number>,
  words: {
    kind: 'words',
    words: 3,
    encode: (k: number[], out: Uint32Array, at: number) => out.set(k, at),
    decode: (src: Uint32Array, at: number) => Array.from(src.subarray(at, at + 3)),
  } as StateCodec<number[]>,
  string: { kind: 'string', encode: (k: string) => k, decode: (k: string) => k } as StateCodec<string>,
};

/**
 * Inserts `keys` in order and checks the table against a Map: its size is
 * the number of distinct keys, each new key gets the next index, a repeated
 * one -(first index + 1), and every key is found at that index afterwards.
 */
function checkAgainstMap<S>(codec: StateCodec<S>, keys: S[], id: (k: S) => string): void {
  const table = createStateTable(codec);
  const first = new Map<string, number>();
  for (const k of keys) {
    const seen = first.get(id(k));
    const got = table.insert(k, NO_PARENT);
    if (seen === undefined) {
      expect(got).toBe(first.size);
      first.set(id(k), got);
    } else {
      expect(got).toBe(-seen - 1);
    }
  }
  expect(table.size).toBe(first.size);
  for (const k of keys) {
    const i = first.get(id(k))!;
    expect(table.indexOf(k)).toBe(i);
    expect(id(table.state(i))).toBe(id(k));
  }
}

/** Arrays drawn from a small pool, so that duplicates are common. */
const withRepeats = <T>(value: fc.Arbitrary<T>) =>
  fc
    .array(value, { minLength: 1, maxLength: 300 })
    .chain((pool) => fc.array(fc.constantFrom(...pool), { maxLength: 3000 }));

describe('property: a table agrees with a Map of first indices', () => {
  const u32 = fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(0, 1, 0x7fffffff, 0x80000000, 0xffffffff));
  it('uint32 keys over [0, 2^32)', () => {
    fc.assert(fc.property(withRepeats(u32), (keys) => checkAgainstMap(rawCodecs.uint32, keys, String)), { numRuns: 60 });
  });

  it('float53 keys over [0, 2^53), including keys equal in one word', () => {
    const big = fc.oneof(
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      // Same low word, different high words; same high word, different low words.
      fc.nat(1023).map((h) => h * 2 ** 32 + 5),
      fc.nat(1023).map((l) => 2 ** 52 + l),
      fc.constantFrom(0, 2 ** 32 - 1, 2 ** 32, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(fc.property(withRepeats(big), (keys) => checkAgainstMap(rawCodecs.float53, keys, String)), { numRuns: 60 });
  });

  it('three-word keys, including keys that differ in one word only', () => {
    const word = fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(0, 1, 0xffffffff));
    const key = fc.oneof(fc.tuple(word, word, word), fc.tuple(fc.constant(0), fc.constant(0), fc.nat(50)));
    fc.assert(
      fc.property(withRepeats(key), (keys) => checkAgainstMap(rawCodecs.words, keys, (k) => k.join(','))),
      { numRuns: 60 },
    );
  });

  it('string keys', () => {
    fc.assert(
      fc.property(withRepeats(fc.string({ maxLength: 6 })), (keys) => checkAgainstMap(rawCodecs.string, keys, (k) => k)),
      { numRuns: 60 },
    );
  });
});

describe('codec misuse', () => {
  it('a words codec with a fractional or zero word count is refused', () => {
    for (const words of [0, 1.5]) {
      const codec = { ...rawCodecs.words, words } as StateCodec<number[]>;
      expect(() => createStateTable(codec)).toThrow(RangeError);
    }
  });
});

describe('two-word keys of a words codec', () => {
  // Such keys look up with the words hash; the index, rebuilt on growth, must use the same one (it once used float53's).
  it('are all found again after the index has grown', () => {
    const codec: StateCodec<number> = {
      kind: 'words',
      words: 2,
      encode: (k, out, at) => {
        out[at] = k & 0xffff;
        out[at + 1] = k >>> 16;
      },
      decode: (src, at) => src[at] | (src[at + 1] << 16),
    };
    const table = createStateTable(codec);
    const n = 100_000;
    for (let k = 0; k < n; k++) expect(table.insert(k * 977, NO_PARENT)).toBe(k);
    for (let k = 0; k < n; k++) if (table.indexOf(k * 977) !== k) expect(table.indexOf(k * 977)).toBe(k);
    expect(table.size).toBe(n);
  });
});
