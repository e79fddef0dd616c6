/**
 * The 华容道 family (family.ts, classify.ts, family-db-format.ts, storage/family-db.ts): ranked
 * piece-count types, their groups and distances checked against the
 * hash-table searches of the engine, and the database's answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { explore, stateKey } from '../../src/engine/index.js';
import { classifyType, layoutCodeOfKey, NO_SOLUTION } from '../../src/puzzles/sliding-blocks/classify.js';
import { loadFamilyType, writeFamilyType } from '../../src/storage/family-db.js';
import { BLOCKS_FAMILY_DB } from '../../src/puzzles/sliding-blocks/family-db-format.js';
import { countLayouts, countsOfKey, familyTypes, isSolvedKey, LayoutRanking, type PieceCounts } from '../../src/puzzles/sliding-blocks/family.js';
import { slidingBlocks as puzzle } from '../../src/puzzles/sliding-blocks/index.js';
import { typedFamily } from '../../src/puzzles/family.js';
import { BLOCK, CELLS, decodeItems, EMPTY, itemMask, SINGLE, TALL, WIDE } from '../../src/puzzles/sliding-blocks/layout-code.js';
import { createBlocksProblem } from '../../src/puzzles/sliding-blocks/problem.js';
import { itemsOfKey } from '../../src/puzzles/sliding-blocks/standard-path.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';

const SMALL: PieceCounts[] = [
  { vertical: 0, horizontal: 0, singles: 2 },
  { vertical: 1, horizontal: 1, singles: 0 },
  { vertical: 2, horizontal: 1, singles: 0 },
  { vertical: 0, horizontal: 6, singles: 1 },
  { vertical: 6, horizontal: 0, singles: 2 },
  { vertical: 3, horizontal: 3, singles: 0 },
  { vertical: 0, horizontal: 0, singles: 14 },
];

/** Layouts counted another way: each shape's pieces on increasing top-left cells, no overlaps. */
function countByPlacing(t: PieceCounts): number {
  const shapes = [...Array<number>(t.vertical).fill(TALL), ...Array<number>(t.horizontal).fill(WIDE), ...Array<number>(t.singles).fill(SINGLE)];
  const place = (i: number, occupied: number, from: number): number => {
    if (i === shapes.length) return 1;
    let n = 0;
    const start = i > 0 && shapes[i - 1] === shapes[i] ? from : 0;
    for (let cell = start; cell < CELLS; cell++) {
      const m = itemMask(shapes[i], cell);
      if (m !== 0 && (m & occupied) === 0) n += place(i + 1, occupied | m, cell + 1);
    }
    return n;
  };
  let total = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const m = itemMask(BLOCK, cell);
    if (m !== 0) total += place(0, m, 0);
  }
  return total;
}

function problemOfKey(key: number) {
  const instance = puzzle.parse({ source: { kind: 'code', code: layoutCodeOfKey(key) }, params: {} });
  return { instance, problem: createBlocksProblem(instance, 'move') };
}

/** Random ranks from a fixed seed (a small linear congruential generator: the same picks every run). */
function picks(count: number, below: number, seed = 12345): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % below;
  });
}

describe('ranked piece-count types', () => {
  it('holds every layout of a type once, in rank order, and only legal layouts of that type', () => {
    for (const t of SMALL) {
      const ranking = new LayoutRanking(t);
      expect(ranking.size, JSON.stringify(t)).toBe(countByPlacing(t));
      const wrong: string[] = [];
      for (let r = 0; r < ranking.size; r++) {
        const key = ranking.unrank(r);
        const counts = countsOfKey(key);
        const legal = typeof decodeItems(parseInt(layoutCodeOfKey(key), 16)) !== 'string';
        const empties = Array.from(itemsOfKey(key)).filter((i) => i === EMPTY).length;
        const ordered = r === 0 || key > ranking.unrank(r - 1);
        const same = counts.vertical === t.vertical && counts.horizontal === t.horizontal && counts.singles === t.singles;
        if (ranking.rank(key) !== r || !ordered || !same || !legal || empties < 2) wrong.push(`rank ${r}: ${layoutCodeOfKey(key)}`);
      }
      expect(wrong).toEqual([]);
    }
    expect(countLayouts({ vertical: 0, horizontal: 0, singles: 14 })).toBe(12 * 120);
  });

  it('counts without listing: each small type as placed by hand, the big one as its ranking, the family as published (203 types, 29,334,498)', () => {
    for (const t of SMALL) expect(countLayouts(t), JSON.stringify(t)).toBe(countByPlacing(t));
    expect(countLayouts({ vertical: 1, horizontal: 1, singles: 6 })).toBe(964656);
    const types = familyTypes();
    expect(types).toHaveLength(203);
    expect(types.reduce((sum, t) => sum + countLayouts(t), 0)).toBe(29334498);
  });

  it('round-trips random ranks of a big type and refuses keys of other types', () => {
    const big = new LayoutRanking({ vertical: 1, horizontal: 1, singles: 6 });
    expect(big.size).toBe(964656);
    for (const r of picks(2000, big.size)) expect(big.rank(big.unrank(r))).toBe(r);
    const other = new LayoutRanking({ vertical: 1, horizontal: 1, singles: 5 });
    for (const r of picks(200, other.size)) expect(big.rank(other.unrank(r))).toBe(-1);
  });
});

describe('classifying a type', () => {
  it('finds the groups and distances a hash-table search finds, on small types', () => {
    for (const t of SMALL.slice(0, 5)) {
      const c = classifyType(t);
      const ranking = new LayoutRanking(t);
      expect(c.groups.reduce((s, g) => s + g.size, 0)).toBe(c.layouts);
      // Every group: a hash-table explore from one of its layouts sees exactly it.
      const firstOf = new Map<number, number>();
      for (let r = 0; r < c.layouts; r++) if (!firstOf.has(c.groupOf[r])) firstOf.set(c.groupOf[r], r);
      expect(firstOf.size).toBe(c.groups.length);
      for (const [g, r] of firstOf) {
        const { problem } = problemOfKey(ranking.unrank(r));
        const e = explore(problem);
        expect(e.reachableStates).toBe(c.groups[g].size);
        expect(e.goalStates).toBe(c.groups[g].solved);
        expect(e.shortest).toBe(c.distances[r] === NO_SOLUTION ? null : c.distances[r]);
      }
      // Distances: a breadth-first search from all solved layouts, over a Map.
      const dist = new Map<number, number>();
      let frontier: number[] = [];
      for (let r = 0; r < c.layouts; r++) {
        const key = ranking.unrank(r);
        if (isSolvedKey(key)) (dist.set(key, 0), frontier.push(key));
      }
      const { problem } = problemOfKey(ranking.unrank(0));
      for (let d = 1; frontier.length > 0; d++) {
        const next: number[] = [];
        for (const key of frontier) {
          problem.keyed!.successors(key, (k) => {
            if (!dist.has(k)) (dist.set(k, d), next.push(k));
          });
        }
        frontier = next;
      }
      for (let r = 0; r < c.layouts; r++) expect(c.distances[r]).toBe(dist.get(ranking.unrank(r)) ?? NO_SOLUTION);
      const far = Math.max(-1, ...dist.values());
      expect(c.farthest).toBe(far < 0 ? null : far);
      expect(c.hardest.every((k) => dist.get(k) === far)).toBe(true);
    }
  });

  it('classifies the 横刀立马 type: its group of 25,955 layouts, 964 solved, 横刀立马 at 81', () => {
    const t = { vertical: 4, horizontal: 1, singles: 4 };
    const c = classifyType(t);
    const ranking = new LayoutRanking(t);
    const r = ranking.rank(keyOf('1A9BF0C00'));
    expect(c.distances[r]).toBe(81);
    const group = c.groups[c.groupOf[r]];
    expect(group).toMatchObject({ size: 25955, solved: 964 });
    expect(c.layouts).toBe(65880);
  });
});

function keyOf(code: string): number {
  const problem = createBlocksProblem(puzzle.parse({ source: { kind: 'code', code }, params: {} }), 'move');
  return stateKey(problem.codec, problem.start) as number;
}

describe('the family database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-family-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers random layouts as breadth-first search does, and its steps replay to a solution', () => {
    const t = { vertical: 3, horizontal: 3, singles: 0 };
    writeFamilyType(dir, BLOCKS_FAMILY_DB, classifyType(t), false);
    const db = loadFamilyType(dir, BLOCKS_FAMILY_DB, t);
    let solvable = 0;
    for (const r of picks(300, db.distances.length, 777)) {
      const { instance, problem } = problemOfKey(db.unrank(r));
      const e = explore(problem);
      const d = db.distances[r];
      expect(d === NO_SOLUTION ? null : d).toBe(e.shortest);
      expect(db.groups[db.groupOf(r)].size).toBe(e.reachableStates);
      if (d === NO_SOLUTION) continue;
      solvable++;
      // Step to a neighbour one nearer, through the puzzle's own rules.
      const states: unknown[] = [problem.start];
      const moves: number[] = [];
      for (let k = d; k > 0; k--) {
        let step = -1;
        problem.successors(states[states.length - 1] as never, (next, move) => {
          if (step < 0 && db.distances[db.rank(stateKey(problem.codec, next) as number)] === k - 1) step = move;
        });
        expect(step).toBeGreaterThanOrEqual(0);
        moves.push(step);
        states.push(puzzle.applyMove(instance, states[states.length - 1] as never, step));
      }
      expectReplaysToGoal(puzzle, instance, { moves, states, cost: d }, 'move');
    }
    expect(solvable).toBeGreaterThan(50);
  });
});

describe('the family ability (puzzles/family.ts) of sliding-blocks', () => {
  const family = typedFamily(puzzle.family)!;

  it('takes plain data as a type only when it is one with layouts, its keys in the family order', () => {
    expect(Object.keys(family.checkType({ singles: 0, horizontal: 3, vertical: 3 })!)).toEqual(['vertical', 'horizontal', 'singles']);
    for (const bad of [null, 'x', { vertical: 3, horizontal: 3 }, { vertical: 3, horizontal: 3, singles: 0, extra: 1 }, { vertical: 9, horizontal: 9, singles: 9 }, { vertical: -1, horizontal: 0, singles: 2 }, { vertical: 0.5, horizontal: 0, singles: 2 }]) {
      expect(family.checkType(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('writes a type through its database format and reads the same record back', () => {
    const t = { vertical: 0, horizontal: 0, singles: 2 };
    const c = family.classify(t);
    const tables = family.db.encode(c);
    expect(tables.map((x) => x.ext)).toEqual(family.db.names(t).map((n) => n.ext));
    const record = family.db.decode(
      t,
      tables.map((x) => ({ path: x.ext, size: x.size, reached: x.reached, radius: x.radius, table: x.table })),
      (message) => {
        throw new Error(message);
      },
    );
    expect(record.groups).toEqual(c.groups);
    expect(record.radius).toBe(c.farthest);
    for (let r = 0; r < c.layouts; r++) expect(record.groupOf(r)).toBe(c.groupOf[r]);
  });
});
