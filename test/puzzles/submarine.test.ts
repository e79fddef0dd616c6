/**
 * Submarine Adventure (潜艇大冒险): the toy's levels with their known
 * answers, the level code and JSON, every kind of bad level, the rules of a
 * slide and of the exit, and the drawings.
 */
import { describe, expect, it } from 'vitest';
import { allSolutions, breadthFirst, countShortest, explore } from '../../src/engine/index.js';
import type { InstanceSource } from '../../src/puzzles/puzzle.js';
import { submarine } from '../../src/puzzles/submarine/index.js';
import type { SubmarineLevel } from '../../src/puzzles/submarine/level.js';
import { makeMove } from '../../src/puzzles/submarine/moves.js';
import { DOWN, LEFT, RIGHT, UP } from '../../src/puzzles/submarine/tiles.js';
import { expectGeneratorAgreesWithRules } from '../support/submarine-rules.js';
import { expectReplaysToGoal, inputError, instanceOf, sharedData } from '../support/puzzle-checks.js';

const fromCode = (code: string) => instanceOf(submarine, { kind: 'code', code }) as SubmarineLevel;
const fromText = (text: string, origin = 'level.json') => instanceOf(submarine, { kind: 'text', text, origin }) as SubmarineLevel;
const fromSource = (source: InstanceSource) => instanceOf(submarine, source) as SubmarineLevel;

/** A tile's kind number in a move: kinds are numbered by first appearance in reading order. */
function kindOf(level: SubmarineLevel, token: string): number {
  const tokens = [...new Set(submarine.instanceCode(level).split(/[,/]/).filter((t) => t !== '.'))];
  return tokens.indexOf(token);
}

/** The state after a move the test expects to be legal. */
function legal(next: number | { illegal: string }): number {
  if (typeof next !== 'number') throw new Error(`expected a legal move, but ${next.illegal}`);
  return next;
}

/** Bounded by states, never by seconds, so that a slow or busy machine cannot turn a solved level into a limit. */
const LIMITS = { maxStates: 500_000 };

interface SharedLevel {
  name: string;
  grid: unknown;
  optimalMoves: number;
  optimalSolutionCount: number;
  reachableStates: number;
}
const shared = sharedData<{ levels: SharedLevel[] }>('submarine-levels.json');

describe.skipIf(!shared)('submarine: the levels in ../shared/data/submarine-levels.json', () => {
  const levels = shared?.levels ?? [];
  it('are five', () => expect(levels).toHaveLength(5));

  describe.each(levels.map((l) => [l.name, l] as const))('%s', (_name, known) => {
    const level = fromText(JSON.stringify(known), known.name);
    const problem = submarine.problem(level);

    it(`needs ${known.optimalMoves} moves, the exit included, in ${known.optimalSolutionCount} shortest way(s), every one replayed to the exit`, () => {
      const bfs = breadthFirst(problem, LIMITS);
      expect(bfs.status).toBe('solved');
      expect(bfs.solution!.moves).toHaveLength(known.optimalMoves);
      expectReplaysToGoal(submarine, level, bfs.solution!);
      const last = bfs.solution!.moves.at(-1)!;
      expect(submarine.describeMove(level, last, bfs.solution!.states.at(-2)!)).toBe('the submarine (S) slides down out through the exit');
      expect(submarine.moveCode(level, last)).toBe('SX');

      const counted = countShortest(problem, LIMITS);
      expect(counted.cost).toBe(known.optimalMoves);
      expect(counted.count).toBe(known.optimalSolutionCount);
      const shortest = allSolutions(problem, { ...LIMITS, maxDepth: known.optimalMoves, order: 'shortest-first' });
      const ofLength = shortest.solutions.filter((s) => s.moves.length === known.optimalMoves);
      expect(ofLength).toHaveLength(known.optimalSolutionCount);
      for (const s of ofLength) expectReplaysToGoal(submarine, level, s);
    });

    it(`reaches ${known.reachableStates} positions (the exit not counted)`, () => {
      const space = explore(problem, LIMITS);
      expect(space.status).toBe('complete');
      // Each goal state is the submarine gone, with the other tiles where they stood.
      expect(space.reachableStates - space.goalStates).toBe(known.reachableStates);
      expect(space.shortest).toBe(known.optimalMoves);
    });

    it('reads back the same from its level code', () => {
      const code = submarine.instanceCode(level);
      const again = fromCode(code);
      expect(again.grid).toEqual(level.grid);
      expect(submarine.instanceCode(again)).toBe(code);
    });
  });

  it('level 1 in words: the big-mine tile slides down first', () => {
    const level = fromText(JSON.stringify(levels[0]));
    const r = breadthFirst(submarine.problem(level));
    const words = r.solution!.moves.map((m, i) => submarine.describeMove(level, m, r.solution!.states[i]));
    expect(words[0]).toBe('the big-mine tile (B) slides down');
    expect(r.solution!.moves.map((m) => submarine.moveCode(level, m))).toEqual(['B4D', 'SR', 's14U', 'B4L', 'SD', 'SX']);
  });
});

describe('submarine: the level code', () => {
  const code = 'M1,s4,s13/S,B4,s3/s14,.,s2';

  it('reads each token as the README says and writes it back', () => {
    const level = fromCode(code);
    expect(level.grid).toEqual([
      { type: 'middle', side: 'top' },
      { type: 'small', corners: ['bottom-left'] },
      { type: 'small', corners: ['top-left', 'bottom-right'] },
      { type: 'submarine' },
      { type: 'big', corner: 'bottom-left' },
      { type: 'small', corners: ['bottom-right'] },
      { type: 'small', corners: ['top-left', 'bottom-left'] },
      null,
      { type: 'small', corners: ['top-right'] },
    ]);
    expect(submarine.instanceCode(level)).toBe(code);
  });

  it('takes other spellings of the same level: glued, spaced, lower case, corners in any order, _ for empty', () => {
    for (const spelling of ['M1s4s13/SB4s3/s14.s2', 'M1s4s13SB4s3s14.s2', ' m1 s4 s31 / s b4 s3 / s41 _ s2 ', 'M1, s4, s13, S, B4, s3, s14, ., s2']) {
      expect(submarine.instanceCode(fromCode(spelling)), spelling).toBe(code);
    }
  });

  it('and JSON, with the same level as the code', () => {
    const level = fromCode(code);
    const json = JSON.stringify({ name: 'mine', grid: [level.grid.slice(0, 3), level.grid.slice(3, 6), level.grid.slice(6)] });
    const read = fromText(json);
    expect(read.grid).toEqual(level.grid);
    expect(read.name).toBe('mine');
    expect(submarine.instanceCode(fromText(code))).toBe(code);
  });

  it.each([
    ['', /empty/],
    ['M1,s4,s13/S,B4,s3', /2 rows/],
    ['M1,s4/S,B4,s3/s14,.,s2', /row 1 has 2 tokens/],
    ['M1,s4,s13,S,B4,s3,s14,.', /8 tokens/],
    ['M1,s4,s13/S,B4,s3/s14,s1,s2', /no empty slot/],
    ['M1,s4,s13/S,B4,./s14,.,s2', /row 3, column 2: a second empty slot/],
    ['M1,s4,s13/s2,B4,s3/s14,.,s2', /no submarine/],
    ['M1,s4,S/S,B4,s3/s14,.,s2', /row 2, column 1: a second submarine/],
    ['M1,s4,s123/S,B4,s3/s14,.,s2', /row 1, column 3: "s123" has 3 small mines/],
    ['M1,s4,s15/S,B4,s3/s14,.,s2', /corners 1 to 4/],
    ['M1,s4,s33/S,B4,s3/s14,.,s2', /the same corner/],
    ['M5,s4,s13/S,B4,s3/s14,.,s2', /row 1, column 1: "M5": a middle mine sits on side 1 to 4/],
    ['M1,s4,s13/S,B,s3/s14,.,s2', /row 2, column 2: "B": a big mine sits on corner 1 to 4/],
    ['M1,s4,s13/S,X2,s3/s14,.,s2', /"X2" is not a tile/],
    ['M1,s4,s13/S,B4,s3/s14,.,s2%', /"%" is not a tile token/],
    // The big mine on the bottom-right corner of the top-left tile hangs 2 cells right, onto the next tile's bottom-left small mine.
    ['B3,s4,s13/S,s1,s3/s14,.,s2', /mines overlap: the big-mine tile \(B3\) at row 1, column 1 and the small-mine tile \(s4\) at row 1, column 2 both cover row 7, column 8 of the 19x19 board/],
  ])('rejects %j with a message', (bad, message) => {
    expect(inputError(() => fromCode(bad)).message).toMatch(message);
  });

  it.each([
    ['{"grid": [[null]]}', /grid\[0\] should have 3 slots/],
    ['{"grid": [[null, null, null], [null, null, null]]}', /grid should have 3 rows/],
    ['{"grid": [[{"type":"sub"}, null, null], [null, null, null], [null, null, null]]}', /grid\[0\]\[0\]\.type has an unknown "type"/],
    ['{"grid": [[{"type":"big","corner":"middle"}, null, null], [null, null, null], [null, null, null]]}', /grid\[0\]\[0\]\.corner should be one of top-left/],
    ['{"grid": [[{"type":"small","corners":["top-left","top-right","bottom-left"]}, null, null], [null, null, null], [null, null, null]]}', /one or two/],
    ['{"grid": [[{"type":"small","corners":["top-left","top-left"]}, null, null], [null, null, null], [null, null, null]]}', /same corner twice/],
    ['{"grid": [[{"type":"submarine"}, null, null], [null, null, null], [null, null, null]]}', /level.json: row 1, column 3: a second empty slot \(the first is at row 1, column 2\)/],
    ['{"grid": ', /not valid JSON/],
    ['{"name": "x"}', /grid is missing/],
  ])('rejects the JSON %s with a message', (bad, message) => {
    expect(inputError(() => fromText(bad)).message).toMatch(message);
  });

  it('rejects parameters: the level says everything', () => {
    expect(inputError(() => instanceOf(submarine, { kind: 'preset', name: 'easy' }, { rotate: 'yes' })).message).toMatch(/no parameter "rotate"/);
  });
});

describe('submarine: the rules of a slide and of the exit', () => {
  it('a mine sweeps every cell on its way: level 3 reaches only 16 positions', () => {
    // The code of level 3 in the shared file, a well-known small case.
    const level = fromCode('B3,s23,s1/s4,s2,M2/S,.,s13');
    const space = explore(submarine.problem(level));
    expect(space.reachableStates - space.goalStates).toBe(16);
  });

  it('a tile may slide only into the empty slot, and not when a mine is in the way', () => {
    const level = fromCode('.,B3,M4/s2,s13,s3/S,s4,s34');
    const start = submarine.problem(level).start;
    const k = (token: string) => kindOf(level, token);
    const illegal = (move: number) => (submarine.applyMove(level, start, move) as { illegal?: string }).illegal;
    expect(illegal(makeMove(k('s3'), 5, UP))).toMatch(/not empty/);
    expect(illegal(makeMove(k('S'), 6, DOWN))).toMatch(/off the grid/);
    expect(illegal(makeMove(k('B3'), 0, LEFT))).toMatch(/is not in the top-left slot/);
    // Into the empty top-left slot. The B3 tile's big mine hangs into the middle row (board rows 6-8) and
    // would sweep left over the top corners of the s2 and s13 tiles' mines; the s2 tile's mine goes up a free column.
    expect(illegal(makeMove(k('B3'), 1, LEFT))).toMatch(/blocked by a mine at row 8, column 9 of the 19x19 board/);
    const up = legal(submarine.applyMove(level, start, makeMove(k('s2'), 3, UP)));
    expect(submarine.stateCode(level, up)).toBe('s2,B3,M4/.,s13,s3/S,s4,s34');
    // The successor generator agrees: one slide.
    const generated: string[] = [];
    submarine.problem(level).successors(start, (_n: number, m: number) => generated.push(submarine.moveCode(level, m)));
    expect(generated).toEqual(['s2U']);
  });

  it('the exit needs the submarine in the bottom-middle slot and the cells under its propellers free', () => {
    // The submarine in the exit slot with nothing below its propellers leaves.
    const free = fromCode('s1,s1,s1/s1,s1,s1/s1,S,.');
    const exit = makeMove(kindOf(free, 'S'), 7, DOWN);
    const out = legal(submarine.applyMove(free, submarine.problem(free).start, exit));
    expect(submarine.problem(free).isGoal(out)).toBe(true);
    expect(submarine.stateCode(free, out)).toBe('s1,s1,s1/s1,s1,s1/s1,S,.:out');
    expect((submarine.applyMove(free, out, exit) as { illegal: string }).illegal).toMatch(/already out/);
    // A small mine on the bottom-right corner of the bottom-left tile lies under the left propeller.
    const blocked = fromCode('s1,s1,s1/s1,s1,s1/s3,S,.');
    expect((submarine.applyMove(blocked, submarine.problem(blocked).start, makeMove(kindOf(blocked, 'S'), 7, DOWN)) as { illegal: string }).illegal).toMatch(/blocked by a mine/);
    // Elsewhere the submarine cannot leave.
    const elsewhere = fromCode('S,s2,s1/s1,s1,s1/s1,s1,.');
    expect(submarine.problem(elsewhere).isGoal(submarine.problem(elsewhere).start)).toBe(false);
  });

  it('the exit is a real move: out only through it, and then nothing moves', () => {
    const level = fromCode('s1,s1,s1/s1,s1,s1/s1,S,.');
    const problem = submarine.problem(level);
    const moves: string[] = [];
    problem.successors(problem.start, (_next: number, move: number) => moves.push(submarine.moveCode(level, move)));
    // s1 above the empty slot cannot come down: its mine would sweep the submarine's right propeller.
    expect(moves.sort()).toEqual(['SR', 'SX']);
    const out = submarine.parseState(level, 's1,s1,s1/s1,s1,s1/s1,S,.:out');
    let after = 0;
    problem.successors(out, () => after++);
    expect(after).toBe(0);
  });

  it('the bitset successor generator and the cell-by-cell rules agree on every move of 600 positions (3,000 in submarine-rules.slow.test.ts)', () => {
    expectGeneratorAgreesWithRules(300);
  });

  it('state codes: the tiles of this level only, the submarine in the exit slot when out', () => {
    const level = fromCode('s1,s1,s1/s1,s1,s1/s1,S,.');
    expect(inputError(() => submarine.parseState(level, 'B1,s1,s1/s1,s1,s1/s1,S,.')).message).toMatch(/not one of this level's tiles/);
    expect(inputError(() => submarine.parseState(level, 's1,s1,s1/s1,s1,s1/s1,.,S:out')).message).toMatch(/bottom-middle slot/);
  });
});

describe('submarine: drawings', () => {
  const level = fromSource({ kind: 'preset', name: 'warm-up' });
  const problem = submarine.problem(level);

  it('renders the 19x19 board in a frame with the exit open, colours only when asked', () => {
    const text = submarine.renderText(level, problem.start);
    const lines = text.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines.slice(1, 20).every((l) => l.startsWith('| ') && l.endsWith(' |') && l.length === 41)).toBe(true);
    expect(lines[20]).toMatch(/^\+-+ {3}-+\+$/);
    expect(text).not.toMatch(/\x1b\[/);
    const colored = submarine.renderText(level, problem.start, { color: true });
    expect(colored).toMatch(/\x1b\[1;33mS\x1b\[0m/);
    expect(colored.replace(/\x1b\[[0-9;]*m/g, '')).toBe(text);
  });

  it('draws each tile with a stable id, so that one move moves one tile and its mines', () => {
    const r = breadthFirst(problem);
    const [before, after] = r.solution!.states;
    const rects = (s: number) => new Map(submarine.draw(level, s).shapes.flatMap((x) => ((x.kind === 'rect' || x.kind === 'ellipse') && x.id ? [[x.id, x] as const] : [])));
    const a = rects(before);
    const b = rects(after);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const moved = [...a.keys()].filter((id) => JSON.stringify(a.get(id)) !== JSON.stringify(b.get(id)));
    const tileIds = new Set(moved.map((id) => id.replace(/-(mine|part)-[\w-]+$/, '')));
    expect(tileIds.size).toBe(1);
    expect(moved.length).toBeGreaterThan(1);
  });
});

describe('submarine: presets', () => {
  it.each([
    ['warm-up', 11],
    ['easy', 37],
    ['medium', 61],
    ['hard', 97],
    ['deep', 155],
  ])('%s needs %i moves and has one shortest solution', (name, moves) => {
    const level = fromSource({ kind: 'preset', name });
    const counted = countShortest(submarine.problem(level), LIMITS);
    expect(counted.cost).toBe(moves);
    expect(counted.count).toBe(1);
    expectReplaysToGoal(submarine, level, counted.solution!);
  });
});
