/**
 * The stored form of pattern databases (src/storage/table-file.ts), as the
 * browser keeps it in IndexedDB and the command line on disk: what is
 * written reads back byte for byte, and a copy that is damaged, cut short,
 * of another format or for other tables is rejected with its reason, never
 * used. (IndexedDB itself needs a browser: test/e2e/play-hints.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { runSync } from '../../src/engine/index.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { decodeTableFile, encodeTableFile, parseTableFile, storedTableKey, TABLE_FORMAT_VERSION } from '../../src/storage/table-file.js';

const tables = slidingTiles.heuristicTables!;
const instance = slidingTiles.parse({ source: { kind: 'preset', name: '8-puzzle' }, params: {} });
const spec = tables.spec(instance, '4-4');
const built = runSync(tables.build(spec));
if (built.status !== 'built') throw new Error('build stopped');
const stored = encodeTableFile(spec, built.tables);

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const fromLatin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
/** The stored bytes with one text replaced (in the JSON header). */
const edited = (from: string, to: string) => {
  const text = latin1(stored);
  expect(text).toContain(from);
  return fromLatin1(text.replace(from, to));
};

describe('the stored form of a table set', () => {
  it('reads back what was written, byte for byte, at 4 bits an entry', () => {
    const read = decodeTableFile(stored, spec);
    expect(read.status).toBe('ok');
    if (read.status === 'ok') expect(read.tables).toEqual(built.tables);
    const parsed = parseTableFile(stored);
    if ('reason' in parsed) throw new Error(parsed.reason);
    expect(parsed.header.tables.map((t) => t.bits)).toEqual([4, 4]);
    expect(parsed.header.tables.map((t) => t.entries)).toEqual(spec.sizes);
  });

  it.each([
    ['a damaged byte in the last table', () => stored.map((b, i) => (i === stored.length - 10 ? b ^ 0x5a : b)), /^table 2 fails its checksum \(damaged\)$/, /第 2 张表校验失败/],
    ['a damaged byte in the first table', () => stored.map((b, i) => (i === stored.length - spec.sizes.reduce((a, s) => a + Math.ceil(s / 2), 0) ? b ^ 1 : b)), /^table 1 fails its checksum/, /第 1 张表/],
    ['a copy cut short', () => stored.subarray(0, stored.length - 100), /^is truncated$/, /被截断/],
    ['a copy cut inside its header', () => stored.subarray(0, 40), /^is truncated$/, /被截断/],
    ['bytes past the tables', () => Uint8Array.from([...stored, 0]), /bytes past its tables/, /多余的字节/],
    ['a damaged header', () => edited('"format"', '{{{{{{{{'), /damaged header/, /文件头已损坏/],
    ['another format version', () => edited(`"format":${TABLE_FORMAT_VERSION}`, '"format":9'), new RegExp(`^is format 9, not ${TABLE_FORMAT_VERSION}$`), /第 9 版格式/],
    ['tables for another partition', () => edited('"partition":"4-4"', '"partition":"4-5"'), /stale/, /已过时/],
    ['tables of other sizes', () => edited(`"entries":${spec.sizes[0]}`, `"entries":${spec.sizes[0] - 2}`), /wrong sizes/, /表的大小不对/],
    ['no table file at all', () => new TextEncoder().encode('hello'), /not a puzzlekit table file/, /不是 puzzlekit/],
  ])('never trusts %s', (_what, damage, reason, zh) => {
    const read = decodeTableFile(damage(), spec);
    expect(read.status).toBe('invalid');
    if (read.status === 'invalid') {
      expect(read.reason).toMatch(reason);
      expect(read.zh).toMatch(zh);
    }
  });

  it('is not read as tables for another board', () => {
    const other = tables.spec(slidingTiles.parse({ source: { kind: 'preset', name: '8-puzzle' }, params: { goal: 'blank-first' } }), '4-4');
    expect(decodeTableFile(stored, other)).toMatchObject({ status: 'invalid', reason: 'is for other tables (stale)' });
  });

  it('is kept (in the browser’s IndexedDB) under a key naming the puzzle, board, goal, partition and format version', () => {
    expect(storedTableKey(spec)).toBe(`sliding-tiles-3x3-blank-last-4-4@format-${TABLE_FORMAT_VERSION}`);
  });
});
