/**
 * The fast search's connectivity feature (src/puzzles/sokoban/fast/regions.ts):
 * the parts the squares without a box fall into, checked against levels drawn
 * so the count can be read off the picture, and against a plain union of
 * neighbours over every box placement of a small room.
 */
import { describe, expect, it } from 'vitest';
import { FreeRegions } from '../../src/puzzles/sokoban/fast/regions.js';
import { Reach } from '../../src/puzzles/sokoban/reach.js';
import { NONE, type SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import { stateOf } from '../../src/puzzles/sokoban/state.js';
import { parseCode } from './sokoban-levels.js';

/** The parts by a union-find over free neighbours: the truth the flood fill is checked against. */
function partsByUnion(level: SokobanLevel, boxes: readonly number[]): number {
  const parent = Array.from({ length: level.size }, (_, s) => s);
  const root = (s: number): number => (parent[s] === s ? s : (parent[s] = root(parent[s])));
  const boxed = new Set(boxes);
  for (let s = 0; s < level.size; s++) {
    if (boxed.has(s)) continue;
    for (let d = 0; d < 4; d++) {
      const n = level.neighbour[s * 4 + d];
      if (n !== NONE && !boxed.has(n)) parent[root(n)] = root(s);
    }
  }
  let parts = 0;
  for (let s = 0; s < level.size; s++) if (!boxed.has(s) && root(s) === s) parts++;
  return parts;
}

describe('sokoban free regions', () => {
  it('counts the parts the boxes cut a corridor into', () => {
    const one = parseCode('#######|#@-$-.#|#######');
    expect(new FreeRegions(one).count(stateOf(one, one.boxes, one.player))).toBe(2);
    const two = parseCode('#########|#@-$-$-..#|#########');
    expect(new FreeRegions(two).count(stateOf(two, two.boxes, two.player))).toBe(3);
    const open = parseCode('#####|#@--#|#-$-#|#--.#|#####');
    expect(new FreeRegions(open).count(stateOf(open, open.boxes, open.player))).toBe(1);
  });

  it('agrees with a union of neighbours over every placement of two boxes in a room, one counter reused', () => {
    const room = parseCode('######|#@-#-#|#-$--#|#--$-#|#-#..#|######');
    const regions = new FreeRegions(room);
    let placements = 0;
    for (let a = 0; a < room.size; a++) {
      for (let b = a + 1; b < room.size; b++) {
        expect(regions.count(stateOf(room, [a, b], room.player)), `boxes ${a}, ${b}`).toBe(partsByUnion(room, [a, b]));
        placements++;
      }
    }
    expect(placements).toBe((room.size * (room.size - 1)) / 2);
  });

  it('Reach.fillAlso keeps the parts marked before it; a fill or unmark starts afresh', () => {
    const lv = parseCode('#######|#@-$-.#|#######');
    const state = stateOf(lv, lv.boxes, lv.player);
    const reach = new Reach(lv);
    const marked = () => Array.from({ length: lv.size }, (_, s) => reach.reached(s)).filter(Boolean).length;
    reach.fill(state, lv.player);
    expect(marked()).toBe(2);
    const goal = lv.goals[0];
    expect(reach.reached(goal)).toBe(false);
    reach.fillAlso(state, goal);
    expect(marked()).toBe(4);
    reach.fill(state, goal);
    expect(marked()).toBe(2);
    expect(reach.reached(lv.player)).toBe(false);
    reach.unmark();
    expect(marked()).toBe(0);
  });
});
