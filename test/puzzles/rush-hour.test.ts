/**
 * Rush Hour: the database's codes read with every mistake placed, known
 * fewest moves found by search and replayed through the rules, and the
 * 5x5 boards of ../shared/data/rush-hour-5x5.txt: fewest moves, cluster
 * size and the distance histogram of each, as the data lists them. Every
 * search is bounded by states, never by time.
 */
import { describe, expect, it } from 'vitest';
import { breadthFirst, countShortest, distances, explore } from '../../src/engine/index.js';
import { resolvePuzzle } from '../../src/puzzles/catalog.js';
import { isIllegal } from '../../src/puzzles/replay.js';
import { rushHour } from '../../src/puzzles/rush-hour/index.js';
import type { RushInstance } from '../../src/puzzles/rush-hour/board.js';
import { inReadingOrder, randomLayout } from '../../src/puzzles/rush-hour/generate.js';
import { expectReplaysToGoal, inputError, sharedData } from '../support/puzzle-checks.js';

const HARDEST = 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM';
const fromCode = (code: string, params: Record<string, string> = {}): RushInstance => rushHour.parse({ source: { kind: 'code', code }, params });
const fromPreset = (name: string): RushInstance => rushHour.parse({ source: { kind: 'preset', name }, params: {} });
/** Far more than any cluster here: a search that ran past it has a bug, not a slow machine. */
const BOUND = { maxStates: 100_000 };

describe('rush-hour: known puzzles', () => {
  it('the database\'s hardest puzzle needs 60 moves (a cluster of 2,332 positions), and the solution replays to the exit', () => {
    const instance = fromCode(HARDEST);
    const problem = rushHour.problem(instance);
    const result = breadthFirst(problem, BOUND);
    expect(result.status).toBe('solved');
    expect(result.solution!.moves).toHaveLength(60);
    expectReplaysToGoal(rushHour, instance, result.solution!);
    expect(explore(problem, BOUND).reachableStates).toBe(2332);
  });

  it.each<[string, number, number | null]>([
    ['rush-hour-1', 8, 16],
    ['hardest', 60, 103],
    // Its step count (93) takes a second search of its 24,132 positions: more time than this file should take.
    ['fogleman-example', 49, null],
  ])('preset %s: %i moves, %s one-cell steps, replayed', (name, moves, steps) => {
    const instance = fromPreset(name);
    const lengths: [string, number][] = steps === null ? [['move', moves]] : [['move', moves], ['step', steps]];
    for (const [metric, length] of lengths) {
      const result = breadthFirst(rushHour.problem(instance, metric), BOUND);
      expect(result.solution!.moves).toHaveLength(length);
      expectReplaysToGoal(rushHour, instance, result.solution!, metric);
    }
  });

  it('the name, its Chinese names and the old preset name find it', () => {
    for (const name of ['rush-hour', '尖峰时刻', '塞车', 'saiche']) expect(resolvePuzzle(name).puzzle.id).toBe('rush-hour');
    expect(rushHour.presets.map((p) => p.name)).toContain('rush-hour-1');
  });

  it('counts the shortest solutions of the beginner\'s board', () => {
    expect(countShortest(rushHour.problem(fromPreset('rush-hour-1')), BOUND)).toMatchObject({ cost: 8, count: 61 });
  });
});

describe('rush-hour: codes', () => {
  it('reads the database\'s code and writes it back; "." reads as "o"', () => {
    expect(rushHour.instanceCode(fromCode(HARDEST))).toBe(HARDEST);
    expect(rushHour.instanceCode(fromCode(HARDEST.replace(/o/g, '.')))).toBe(HARDEST);
  });

  it('reads a line of the database\'s file as its board', () => {
    const fromLine = (text: string) => rushHour.instanceCode(rushHour.parse({ source: { kind: 'text', text, origin: 'rush.txt' }, params: {} }));
    expect(fromLine(`60 ${HARDEST} 2332\n`)).toBe(HARDEST);
    expect(fromLine('01 ..........AA............. 4 1,3')).toBe('ooooooooooAAooooooooooooo');
  });

  it('takes its size from the length (25 is 5x5), from --param size, or from rows split by "/"', () => {
    const five = '..........AA.............';
    expect(fromCode(five)).toMatchObject({ width: 5, height: 5 });
    expect(fromCode(five, { size: '5' })).toMatchObject({ width: 5, height: 5 });
    const wide = fromCode('ooooooo/ooooooo/AAooooo/oooBooo/oooBooo');
    expect(wide).toMatchObject({ width: 7, height: 5 });
    expect(rushHour.instanceCode(wide)).toBe('ooooooo/ooooooo/AAooooo/oooBooo/oooBooo');
    expect(breadthFirst(rushHour.problem(wide), BOUND).solution!.moves.map((m) => rushHour.moveCode(wide, m))).toEqual(['A+5']);
  });

  it('state codes and move codes read back as what they write', () => {
    const instance = fromPreset('hardest');
    const problem = rushHour.problem(instance);
    const result = breadthFirst(problem, BOUND);
    for (const [i, state] of result.solution!.states.entries()) {
      expect(rushHour.parseState(instance, rushHour.stateCode(instance, state))).toBe(state);
      const move = result.solution!.moves[i];
      if (move !== undefined) expect(rushHour.parseMove!(instance, rushHour.moveCode(instance, move), state)).toBe(move);
    }
    expect(rushHour.parseMove!(instance, 'A+0', problem.start)).toBeNull();
    expect(rushHour.parseMove!(instance, 'Z+1', problem.start)).toBeNull();
    expect(() => rushHour.parseState(instance, HARDEST.replace('x', 'o'))).toThrow(/walls/);
  });
});

describe('rush-hour: bad codes name the place', () => {
  it.each([
    ['a code of no square length', HARDEST.slice(1), {}, /35 characters, which is no square board's/, []],
    ['a code too short for its size', HARDEST.slice(1), { size: '6' }, /35 characters, but a 6x6 board has 36/, []],
    ['a stray character', HARDEST.slice(0, 16) + '?' + HARDEST.slice(17), {}, /"\?" at row 3, column 5 is not a piece letter/, [{ row: 3, col: 5 }]],
    ['a piece of length 1', HARDEST.slice(0, 35) + 'Z', {}, /piece Z at row 6, column 6 is 1 cell long/, [{ row: 6, col: 6 }]],
    ['a piece of length 4', 'ooooooooooooAAooooooooooooBBBBoooooo', {}, /piece B at row 5, column 3 is 4 cells long/, [3, 4, 5, 6].map((col) => ({ row: 5, col }))],
    ['a bent piece', 'ooooooooooooAAooooBoooooBBoooooooooo', {}, /piece B \(from row 4, column 1\) is not one straight line/, [{ row: 4, col: 1 }, { row: 5, col: 1 }, { row: 5, col: 2 }]],
    ['two pieces with one letter', 'BBooBBooooooAAoooooooooooooooooooooo', {}, /letter B stands in two places apart, at row 1, column 1 and at row 1, column 5/, [{ row: 1, col: 1 }, { row: 1, col: 5 }]],
    ['no red car', 'BBoooooooooooooooooooooooooooooooooo', {}, /has no red car A/, []],
    ['the red car off the exit row', 'AAoooooooooooooooooooooooooooooooooo', {}, /red car A at row 1, column 1 must lie along row 3/, [{ row: 1, col: 1 }, { row: 1, col: 2 }]],
    ['the red car standing up', 'ooooooooooooAoooooAooooooooooooooooo', {}, /red car A at row 3, column 1 must lie along row 3/, [{ row: 3, col: 1 }, { row: 4, col: 1 }]],
    ['a red truck', 'ooooooooooooAAAooooooooooooooooooooo', {}, /red car A at row 3, column 1 is 3 cells long/, [1, 2, 3].map((col) => ({ row: 3, col }))],
    ['rows of different lengths', 'oooooo/oooooo/AAoooo/ooooo/oooooo/oooooo', {}, /row 4 has 5 cells, but the first row has 6/, []],
  ])('%s', (_what, code, params, message, cells) => {
    const error = inputError(() => fromCode(code, params));
    expect(error.message).toMatch(message);
    expect(error.cells ?? []).toEqual(cells);
    expect(error.zh).toBeTruthy();
  });
});

describe('rush-hour: the rules, apart from the search', () => {
  const instance = fromPreset('rush-hour-1');
  const start = rushHour.problem(instance).start;
  const code = (move: string) => rushHour.parseMove!(instance, move, start)!;

  it('refuse a car driven into another, off the board, or a move of no piece', () => {
    const blocked = rushHour.applyMove(instance, start, code('A+1'));
    expect(isIllegal(blocked) && blocked.illegal).toBe('A is blocked going right: row 3, column 4 is taken');
    const off = rushHour.applyMove(instance, start, code('B-1'));
    expect(isIllegal(off) && off.illegal).toMatch(/would leave the board/);
    expect(isIllegal(rushHour.applyMove(instance, start, 9999))).toBe(true);
  });

  it('agree with the successors on every move of every position of a cluster', () => {
    const problem = rushHour.problem(instance);
    const map = distances(problem, BOUND);
    const disagreements: string[] = [];
    for (let i = 0; i < map.reachableStates; i += 10) {
      const state = map.state(i);
      problem.successors(state, (next, move) => {
        if (rushHour.applyMove(instance, state, move) !== next) disagreements.push(`${rushHour.stateCode(instance, state)} ${rushHour.moveCode(instance, move)}`);
      });
    }
    expect(disagreements).toEqual([]);
  });
});

describe('rush-hour: the 5x5 boards of the shared data', () => {
  const text = sharedData<string>('rush-hour-5x5.txt');
  const lines = text?.trim().split('\n') ?? [];
  // The first dozen, then 20 spread over the rest (the hardest last among them).
  const step = Math.floor((lines.length - 12) / 20);
  const sample = [...lines.slice(0, 12), ...Array.from({ length: 20 }, (_, k) => lines[lines.length - 1 - k * step])].filter((l) => l !== undefined);

  it.skipIf(text === null).each(sample)('%s', (line) => {
    const [moves, board, cluster, histogram] = line.split(' ');
    const instance = fromCode(board);
    const problem = rushHour.problem(instance);
    const result = breadthFirst(problem, BOUND);
    expect(result.solution!.moves).toHaveLength(Number(moves));
    expectReplaysToGoal(rushHour, instance, result.solution!);
    expect(explore(problem, BOUND).reachableStates).toBe(Number(cluster));
    const map = distances(problem, BOUND);
    const counts: number[] = [];
    for (let i = 0; i < map.reachableStates; i++) counts[map.distanceAt(i)] = (counts[map.distanceAt(i)] ?? 0) + 1;
    expect(counts.join(',')).toBe(histogram);
  });
});

describe('rush-hour: the level designer', () => {
  it('makes the same puzzles from the same seed, each its cluster\'s hardest, with the moves it says', () => {
    const run = () => {
      const made: { code: string; moves: number }[] = [];
      const steps = rushHour.generate!({ seed: 7, count: 1, minMoves: 5, maxStates: 2_000_000 });
      for (let r = steps.next(); !r.done; r = steps.next()) if (r.value) made.push({ code: rushHour.instanceCode(r.value.instance), moves: r.value.moves });
      return made;
    };
    const made = run();
    expect(made).toHaveLength(1);
    expect(run()).toEqual(made);
    for (const { code, moves } of made) {
      const instance = fromCode(code);
      const problem = rushHour.problem(instance);
      expect(moves).toBeGreaterThanOrEqual(5);
      const result = breadthFirst(problem, BOUND);
      expect(result.solution!.moves).toHaveLength(moves);
      expectReplaysToGoal(rushHour, instance, result.solution!);
      // No position of the cluster is farther from the exit than the one kept.
      expect(distances(problem, BOUND).maxDistance).toBe(moves);
      expect(inReadingOrder(code)).toBe(code);
    }
  });

  it('drops pieces only where they fit, none across the exit row', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let k = 0; k < 50; k++) {
      const instance = fromCode(randomLayout(random));
      expect(instance.pieces.slice(1).every((p) => !(p.horizontal && p.line === 2))).toBe(true);
    }
  });
});

describe('rush-hour: the editor\'s model', () => {
  const model = rushHour.editor!;
  if (model.kind !== 'blocks-grid') throw new Error('the rush-hour editor is a blocks-grid');

  it('reads a database code into rows and writes rows the reader takes back as the same board', () => {
    const grid = model.read(HARDEST)!;
    expect(grid).toMatchObject({ width: 6, height: 6 });
    expect(grid.cells[2].join('')).toBe('JAAL..');
    expect(rushHour.instanceCode(rushHour.parse({ source: { kind: 'text', text: model.text(grid), origin: 'the editor' }, params: {} }))).toBe(HARDEST);
    expect(model.goalOf(fromCode(HARDEST))).toEqual({ letter: 'A', row: 2, col: 4, rows: 1, cols: 2 });
  });

  it('adds the red car first, then lettered pieces; moves and erases them', () => {
    const grid = model.read('o'.repeat(36))!;
    expect(model.addPiece(grid, 2, 0, 2, 1)).toBe('A');
    expect(model.addPiece(grid, 0, 5, 2, 5)).toBe('B');
    expect(model.addPiece(grid, 0, 5, 0, 4)).toBeNull();
    expect(model.movePiece(grid, 'B', 1, 0)).toBe(true);
    expect(model.movePiece(grid, 'A', 0, -1)).toBe(false);
    expect(model.text(grid).split('\n')).toEqual(['......', '.....B', 'AA...B', '.....B', '......', '......']);
    expect(model.eraseAt(grid, 3, 5)).toBe(true);
    expect(model.text(grid)).not.toContain('B');
  });
});
