/**
 * The puzzle library: a small part of the 4x5 Klotski family (three
 * piece-count types, 7,016 layouts) classified into a temporary folder and
 * indexed in SQLite. Its answers equal a search's on random positions, every
 * move it offers is the rules' own and leads where it says, its listings
 * follow the query, and a library whose files changed is refused, never
 * answered from.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPuzzle, legalMoveByCode, openInstance } from '../../src/midend/index.js';
import { buildLibrary, DistanceFileError, Library, LibraryFileError, parseMovesRange, searchPosition, type PositionAnswer } from '../../src/midend/library/index.js';
import type { PuzzleFamily } from '../../src/puzzles/family.js';
import { loadFamilyType, writeFamilyType } from '../../src/storage/family-db.js';

const puzzle = findPuzzle('sliding-blocks');
const family = puzzle.family as PuzzleFamily;
const TYPES = [
  { vertical: 3, horizontal: 3, singles: 0 },
  { vertical: 0, horizontal: 0, singles: 2 },
  { vertical: 1, horizontal: 1, singles: 0 },
];

const root = mkdtempSync(join(tmpdir(), 'puzzlekit-library-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A library of the small types in a folder of its own. */
async function makeLibrary(name: string): Promise<string> {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const t of TYPES) writeFamilyType(dir, family.db, family.classify(t), false);
  await buildLibrary(puzzle, dir);
  return dir;
}

/** A deterministic stream of numbers in [0, 1) (no test depends on chance). */
function randomFrom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function answerOf(found: ReturnType<Library['lookUp']>): PositionAnswer {
  if ('kind' in found) throw new Error(`expected an answer, got ${found.kind}`);
  return found;
}

describe('the library of a classified family part', () => {
  let dir: string;
  let library: Library;
  beforeAll(async () => {
    dir = await makeLibrary('small');
    library = await Library.open(puzzle, dir);
  });
  afterAll(() => library.close());

  it('indexes every type and group the classification found', () => {
    const types = library.types();
    expect(types.map((t) => t.name).sort()).toEqual(['0,0,2', '1,1,0', '3,3,0']);
    const t330 = types.find((t) => t.name === '3,3,0')!;
    // The figures classify prints for the type (test/cli/classify-cli.test.ts): 4,288 layouts, 33 groups, 7 moves at most, 2 layouts that far.
    expect(t330).toMatchObject({ layouts: 4288, groups: 33, farthest: 7, hardestCount: 2, hardest: '8245A0000' });
    expect(types.find((t) => t.name === '0,0,2')).toMatchObject({ layouts: 1440, groups: 1, farthest: 3, hardestCount: 45 });
    const all = library.list({ hardestFirst: false, limit: 10_000 });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((g) => g.farthest !== null && g.hardest !== null && g.hardestCount > 0)).toBe(true);
  });

  it('answers a position as a search from it does, on random layouts of every type', () => {
    const next = randomFrom(34);
    for (const t of TYPES) {
      const record = loadFamilyType(dir, family.db, t);
      for (let i = 0; i < 5; i++) {
        const code = family.layoutCode(record.unrank(Math.floor(next() * record.distances.length)));
        const fromLibrary = answerOf(library.lookUp(code, 'en'));
        const searched = searchPosition(puzzle, code, 'en', { maxStates: 100_000 });
        if ('kind' in searched) throw new Error('the search reached its limit on a small type');
        expect(searched.source).toBe('search');
        expect(fromLibrary.source).toBe('library');
        const { source: _a, place: _p, ...libraryAnswer } = fromLibrary;
        const { source: _b, ...searchAnswer } = searched;
        expect(libraryAnswer, code).toEqual(searchAnswer);
      }
    }
  });

  it('offers only the rules\' moves, each leading where it says, the best one step nearer until solved', () => {
    const next = randomFrom(7);
    const record = loadFamilyType(dir, family.db, TYPES[0]);
    let solvedSeen = 0;
    for (let i = 0; i < 6; i++) {
      let code = family.layoutCode(record.unrank(Math.floor(next() * record.distances.length)));
      let answer = answerOf(library.lookUp(code, 'en'));
      if (answer.distance === null) continue;
      // Follow the best move to solved, replaying each by the rules.
      for (let steps = 0; answer.distance! > 0; steps++) {
        expect(steps).toBeLessThan(100);
        const opened = openInstance(puzzle, { source: { kind: 'code', code } });
        for (const m of answer.moves) {
          const legal = legalMoveByCode(opened, opened.start, m.move);
          expect(legal, m.move).toBeDefined();
          expect(opened.stateCode(legal!.next)).toBe(m.code);
        }
        const best = answer.moves[0];
        expect(best.distance).toBe(answer.distance! - 1);
        code = best.code;
        answer = answerOf(library.lookUp(code, 'en'));
      }
      expect(answer.status).toBe('solved');
      const solved = openInstance(puzzle, { source: { kind: 'code', code } });
      expect(solved.isGoal(solved.start)).toBe(true);
      solvedSeen++;
    }
    expect(solvedSeen).toBeGreaterThan(0);
  });

  it('gives each listed puzzle at the distance its row says, and follows the query', () => {
    const hardest = library.list({ hardestFirst: true, limit: 3 });
    expect(hardest[0]).toMatchObject({ type: '3,3,0', farthest: 7 });
    expect(hardest.map((g) => g.farthest)).toEqual([...hardest.map((g) => g.farthest)].sort((a, b) => b! - a!));
    for (const g of library.list({ moves: { min: 2, max: 5 }, hardestFirst: false, limit: 50 })) {
      expect(g.farthest).toBeGreaterThanOrEqual(2);
      expect(g.farthest).toBeLessThanOrEqual(5);
      const answer = answerOf(library.lookUp(g.hardest!, 'en'));
      expect(answer.distance).toBe(g.farthest);
      expect(answer.place).toMatchObject({ type: g.type, group: g.group, groupFarthest: g.farthest, fromHardest: 0 });
    }
    const ofType = library.list({ types: library.typeNamesOf('0,0,2', '--type'), hardestFirst: false, limit: 10 });
    expect(ofType).toEqual([expect.objectContaining({ type: '0,0,2', size: 1440, farthest: 3 })]);
    expect(library.list({ minSize: 1441, hardestFirst: false, limit: 10 }).every((g) => g.size >= 1441)).toBe(true);
    expect(library.list({ hardestFirst: false, limit: 2, offset: 1 })).toEqual(library.list({ hardestFirst: false, limit: 3 }).slice(1));
  });

  it('says why a position is not in it, and refuses a bad code', () => {
    // A 4,1,4 layout (横刀立马) is of a type this library lacks; a board of another size lies outside the family.
    expect(library.lookUp('1A9BF0C00', 'en')).toMatchObject({ kind: 'not-in-library' });
    expect(library.lookUp('AA.B/AA.B/CCDD/EFGH/IJKL/MNOP', 'en')).toMatchObject({ kind: 'outside' });
    expect(() => library.lookUp('not a layout', 'en')).toThrow();
  });
});

describe('a damaged library', () => {
  it('is refused at opening when its index is not a database, of another schema, or its files changed', async () => {
    const dir = await makeLibrary('damaged');
    const index = join(dir, 'library.sqlite');
    const good = readFileSync(index);
    writeFileSync(index, Buffer.concat([Buffer.from('not a database at all'), good.subarray(21)]));
    await expect(Library.open(puzzle, dir)).rejects.toThrow(LibraryFileError);
    writeFileSync(index, good);
    const sql = await initSqlJs();
    // A copy: sql.js may keep and change the bytes it is given.
    const db = new sql.Database(Uint8Array.from(good));
    db.run("UPDATE meta SET value = '99' WHERE key = 'schema'");
    writeFileSync(index, db.export());
    db.close();
    await expect(Library.open(puzzle, dir)).rejects.toThrow(/schema 99/);
    writeFileSync(index, good);
    await expect(Library.open(findPuzzle('sliding-tiles'), dir)).rejects.toThrow();
    truncateSync(join(dir, 'type-3-3-0.groups'), 1000);
    await expect(Library.open(puzzle, dir)).rejects.toThrow(/not the one the library was built with/);
    await expect(Library.open(puzzle, join(root, 'nowhere'))).rejects.toThrow(/no library here/);
  });

  it('never answers from a distance table whose bytes changed', async () => {
    const dir = await makeLibrary('flipped');
    const file = join(dir, 'type-3-3-0.dist');
    const bytes = readFileSync(file);
    bytes[bytes.length - 10] ^= 1;
    writeFileSync(file, bytes);
    // Its size and stated checksum are the same, so it opens; its table fails the checksum when read.
    const library = await Library.open(puzzle, dir);
    try {
      expect(() => library.lookUp('8245A0000', 'en')).toThrow(DistanceFileError);
    } finally {
      library.close();
    }
  });
});

describe('ranges of moves', () => {
  it('reads 40, 40..60, 40.. and ..60, and refuses anything else', () => {
    expect(parseMovesRange('40', '--moves')).toEqual({ min: 40, max: 40 });
    expect(parseMovesRange('40..60', '--moves')).toEqual({ min: 40, max: 60 });
    expect(parseMovesRange('40..', '--moves')).toEqual({ min: 40, max: 254 });
    expect(parseMovesRange('..60', '--moves')).toEqual({ min: 0, max: 60 });
    for (const bad of ['', '..', '60..40', '4060', 'x', '1..999', '-1']) expect(() => parseMovesRange(bad, '--moves'), bad).toThrow(/--moves/);
  });
});
