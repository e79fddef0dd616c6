/**
 * The region space (the blank kept as its connected region of free cells)
 * must give exactly the table of the space with the blank's cell once the
 * blank is forgotten: that proves the canonicalization, on boards small
 * enough to build both in a moment.
 */
import { describe, expect, it } from 'vitest';
import { groupedPatternBytes, groupedPatternDistancesSteps, runSync, UNREACHED, type GroupedPatternSpace } from '../../src/engine/index.js';
import { minOverGroups, patternDistancesSteps } from '../../src/engine/pattern-database.js';
import { goalCells } from '../../src/puzzles/sliding-tiles/board.js';
import { tilesPatternSpace } from '../../src/puzzles/sliding-tiles/pattern-space.js';
import { floodFill, regionNumbering, regionStateCount } from '../../src/puzzles/sliding-tiles/region-numbering.js';
import { regionSpaceSize, tilesRegionPatternSpace } from '../../src/puzzles/sliding-tiles/region-pattern-space.js';
import { buildBytes, buildTilesDatabasesSteps, groupBuild } from '../../src/puzzles/sliding-tiles/pattern-databases.js';

const cases: [string, number, number, 'blank-first' | 'blank-last', number[]][] = [
  ['3x3, 4 tiles', 3, 3, 'blank-last', [1, 2, 4, 5]],
  ['3x3, 5 tiles', 3, 3, 'blank-first', [3, 5, 6, 7, 8]],
  // Many regions: three free cells of 9, often each alone.
  ['3x3, 6 tiles', 3, 3, 'blank-last', [1, 3, 4, 5, 7, 8]],
  ['3x4, 5 tiles in a checkerboard', 3, 4, 'blank-first', [1, 3, 5, 7, 9]],
  ['3x3, 7 tiles', 3, 3, 'blank-last', [1, 2, 3, 4, 5, 6, 7]],
  ['4x3, 5 tiles in a block', 4, 3, 'blank-last', [1, 2, 3, 5, 6]],
  ['4x3, 5 tiles', 4, 3, 'blank-first', [4, 8, 9, 10, 11]],
  ['4x3, scattered 4 tiles', 4, 3, 'blank-last', [1, 6, 8, 11]],
  ['2x4, 4 tiles', 2, 4, 'blank-last', [1, 2, 5, 6]],
  ['2x4, 5 tiles', 2, 4, 'blank-first', [1, 3, 4, 6, 7]],
  ['4x2, 3 tiles', 4, 2, 'blank-last', [2, 3, 5]],
  // Boards over 16 cells find regions by flood fill rather than by table.
  ['5x5, 3 tiles', 5, 5, 'blank-first', [1, 5, 6]],
  ['4x5, 3 tiles apart', 4, 5, 'blank-last', [2, 9, 16]],
  ['6x5, 2 tiles (30 cells, the most)', 6, 5, 'blank-first', [7, 28]],
];

describe('the region space of a sliding-tiles pattern', () => {
  it.each(cases)('%s: the same table as the space with the blank\'s cell', (_name, width, height, goalKind, tiles) => {
    const cells = width * height;
    const pattern = { width, height, goal: goalCells(cells, goalKind), tiles };
    const byCell = runSync(patternDistancesSteps(tilesPatternSpace(pattern)));
    const byRegion = runSync(groupedPatternDistancesSteps(tilesRegionPatternSpace(pattern)));
    expect(byRegion.status).toBe('built');
    const expected = minOverGroups(byCell.table!, cells);
    expect(byRegion.table!.length).toBe(expected.length);
    let differ = 0;
    for (let i = 0; i < expected.length; i++) if (byRegion.table![i] !== expected[i]) differ++;
    expect(differ).toBe(0);
    // Every placement is reached, but where two free cells are apart and the parity keeps the blank in one of them (7 tiles of 9).
    if (cells - tiles.length > 2) expect(byRegion.table!.includes(UNREACHED)).toBe(false);
    // Fewer abstract states than placements x cells: a region stands for all its cells.
    const states = byRegion.layers.reduce((a, b) => a + b, 0);
    expect(states).toBeGreaterThanOrEqual(expected.filter((d) => d !== UNREACHED).length);
    expect(states).toBeLessThanOrEqual(regionSpaceSize(cells, tiles.length));
    // The ranks are dense: where every state is reached, they are exactly the states.
    if (cells - tiles.length > 2) expect(states).toBe(regionStateCount(width, height, tiles.length));
  });

  it('moves only into the blank\'s region, one tile a move, and back again', () => {
    const pattern = { width: 4, height: 3, goal: goalCells(12, 'blank-last'), tiles: [1, 2, 6, 7, 11] };
    const space = tilesRegionPatternSpace(pattern);
    const out = new Uint32Array(space.maxNeighbours);
    const back = new Uint32Array(space.maxNeighbours);
    // Walk the states reached from the goal breadth-first a few layers; every move must be undone by one of the next state's moves.
    let layer = [...space.goals()];
    const seen = new Set(layer);
    for (let depth = 0; depth < 6; depth++) {
      const next: number[] = [];
      for (const rank of layer) {
        const n = space.neighbours(rank, out);
        expect(n).toBeGreaterThan(0);
        for (const s of Array.from(out.subarray(0, n))) {
          const m = space.neighbours(s, back);
          expect(Array.from(back.subarray(0, m))).toContain(rank);
          if (!seen.has(s)) {
            seen.add(s);
            next.push(s);
          }
        }
      }
      layer = next;
    }
    expect(seen.size).toBeGreaterThan(100);
  });
});

describe('the dense numbering of region states', () => {
  /** Every placement in lexicographic order with its free cells' regions (by smallest cell), counted directly. */
  function* placementsInOrder(cells: number, k: number, taken: number[] = []): Generator<number[]> {
    if (taken.length === k) {
      yield taken;
      return;
    }
    for (let c = 0; c < cells; c++) if (!taken.includes(c)) yield* placementsInOrder(cells, k, [...taken, c]);
  }

  it.each([
    [3, 3, 4],
    [3, 3, 6],
    [4, 3, 5],
    [2, 4, 3],
    [5, 5, 2], // over 16 cells: ids by the two-table split
    [6, 5, 1],
  ])('%ix%i with %i tiles: placements in lexicographic order, regions by smallest cell, no gaps', (width, height, k) => {
    const cells = width * height;
    const numbering = regionNumbering(width, height, k);
    const flood = floodFill(width, cells);
    const all = 2 ** cells - 1;
    let next = 0;
    let wrong = 0;
    for (const places of placementsInOrder(cells, k)) {
      let start = 0;
      let set = 0;
      for (let i = 0; i < k; i++) {
        start += numbering.before[numbering.setId(set) * (cells + 1) + places[i]];
        set |= 1 << places[i];
      }
      if (start !== next) wrong++;
      const full = numbering.setId(set) - numbering.firstFull;
      const regions = numbering.regionStart[full + 1] - numbering.regionStart[full];
      // The regions, found again by flood fill from each free cell in order.
      let ordinal = 0;
      for (let left = all & ~set; left !== 0; ordinal++) {
        const region = flood(left & -left, all & ~set);
        if (numbering.regionMasks[numbering.regionStart[full] + ordinal] !== region) wrong++;
        for (let c = 0; c < cells; c++) if (region & (1 << c) && numbering.regionOrdinal[full * cells + c] !== ordinal) wrong++;
        if (numbering.byMask && numbering.byMask.regionOrdinal[set * 16 + (31 - Math.clz32(region))] !== ordinal) wrong++;
        left &= ~region;
      }
      if (ordinal !== regions) wrong++;
      next += regions;
    }
    expect(wrong).toBe(0);
    expect(numbering.states).toBe(next);
    expect(regionStateCount(width, height, k)).toBe(next);
  });

  it('counts the 15-puzzle\'s states: 27,748 regions over the 7-sets and 35,347 over the 8-sets, times the tiles\' orders', () => {
    expect(regionStateCount(4, 4, 7)).toBe(27748 * 5040); // 139,849,920, not 16!/9! * 9 = 519 million
    expect(regionStateCount(4, 4, 8)).toBe(35347 * 40320); // 1,425,191,040, not 16!/8! * 8 = 4.15 billion
  });
});

describe('which space a group is built in', () => {
  it('is the region space wherever its ranks fit 32 bits, else the cell space, else blank-free', () => {
    expect(groupBuild(16, 8)).toBe('region'); // 16!/8! x 8 = 4,151,347,200 ranks
    expect(groupBuild(16, 7)).toBe('region');
    expect(groupBuild(25, 6)).toBe('region'); // 25!/19! x 19 = 2.4e9
    expect(groupBuild(25, 7)).toBe('blank-free');
    expect(groupBuild(36, 3)).toBe('cell'); // too many cells for the region's bit masks
    expect(groupBuild(36, 6)).toBe('blank-free');
  });
});

describe('a partition\'s build', () => {
  it('builds the largest group first, and keeps the tables in the partition\'s order', () => {
    const goal = goalCells(9, 'blank-last');
    const groups = [[1, 2], [3, 4, 5, 6, 7, 8]];
    // The peak is the 6-tile search alone, not beside the 2-tile table (72 bytes) built before it.
    expect(buildBytes({ width: 3, height: 3, groups })).toBe(groupedPatternBytes({ size: regionStateCount(3, 3, 6), groups: 9 * 8 * 7 * 6 * 5 * 4 }));
    const built = runSync(buildTilesDatabasesSteps({ width: 3, height: 3, goal, partition: '2-6', groups }));
    expect(built.status).toBe('built');
    if (built.status !== 'built') return;
    groups.forEach((tiles, g) => {
      const alone = runSync(groupedPatternDistancesSteps(tilesRegionPatternSpace({ width: 3, height: 3, goal, tiles })));
      expect(Array.from(built.databases.tables[g])).toEqual(Array.from(alone.table!));
    });
  });
});

describe('the grouped unit-cost search', () => {
  /** A path 0-1-2-...-9 in groups of 2: entry g is the distance of 2g from 9 (the goal), min with 2g+1. */
  const path: GroupedPatternSpace = {
    size: 10,
    groups: 5,
    maxNeighbours: 2,
    goals: () => [9],
    groupOf: (rank) => rank >> 1,
    neighbours(rank, out) {
      let n = 0;
      if (rank > 0) out[n++] = rank - 1;
      if (rank < 9) out[n++] = rank + 1;
      return n;
    },
  };

  it('keeps the least distance of each group, and counts each layer', () => {
    const build = runSync(groupedPatternDistancesSteps(path));
    expect(Array.from(build.table!)).toEqual([8, 6, 4, 2, 0]);
    expect(build.layers).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(build.counts).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it('stops at a state limit and at a memory limit', () => {
    expect(runSync(groupedPatternDistancesSteps(path, { maxStates: 4 })).limit).toBe('states');
    expect(runSync(groupedPatternDistancesSteps(path, { maxMemoryBytes: 3 })).limit).toBe('memory');
  });
});
