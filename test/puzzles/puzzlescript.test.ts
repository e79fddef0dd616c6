/**
 * PuzzleScript: the interpreter's semantics on tiny games written here
 * (movement, late rules, ellipses, cancel, again, win, undo and restart),
 * read through the regression tests' level strings; mistakes named by
 * line; and the example games answering as the native backends do.
 */
import { describe, expect, it, vi } from 'vitest';
import { aStar, breadthFirst, explore, uniformCost } from '../../src/engine/index.js';
import { coins } from '../../src/puzzles/coins/index.js';
import { frogs } from '../../src/puzzles/frogs/index.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import { puzzleScript } from '../../src/puzzles/puzzlescript/index.js';
import { Board } from '../../src/puzzles/puzzlescript/engine/board.js';
import { compileGame } from '../../src/puzzles/puzzlescript/engine/compile.js';
import { LevelWriter } from '../../src/puzzles/puzzlescript/engine/level-string.js';
import { replayToLevelStrings } from '../../src/puzzles/puzzlescript/engine/replay-fixture.js';
import type { AnyPuzzle } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';
import { solveLightsOut } from '../../bench/puzzlescript-lights-out.js';

/** A game of background, player, crate, gem, stone and wall, with these rules, win conditions and levels. */
function game(rules: string, levels: string, win = ''): string {
  return `title tiny
========
OBJECTS
========
Background
black
Player
white
Crate
orange
Gem
blue
Stone
gray
Wall
brown
=======
LEGEND
=======
. = Background
p = Player
* = Crate
# = Wall
=======
SOUNDS
=======
================
COLLISIONLAYERS
================
Background
Player, Crate, Gem, Stone, Wall
======
RULES
======
${rules}
==============
WINCONDITIONS
==============
${win}
=======
LEVELS
=======
${levels}
`;
}

const PUSH = '[ > Player | Crate ] -> [ > Player | > Crate ]';
const RIGHT = 3;

describe('the interpreter, in the regression tests\' level strings', () => {
  it('moves the player and pushes a crate', () => {
    expect(replayToLevelStrings(game(PUSH, 'p*.'), 0, [RIGHT]).final).toBe('background:0,background player:1,background crate:2,\n');
  });

  it('writes cells column by column, a line break every width cells', () => {
    // 2 wide, 2 high: storage runs down the first column, then the second.
    expect(replayToLevelStrings(game(PUSH, 'p.\n*.'), 0, []).final).toBe('background player:0,background crate:1,\nbackground:2,2,\n');
  });

  it('runs late rules after movement', () => {
    const rules = `${PUSH}\nlate [ Crate ] -> [ Gem ]`;
    expect(replayToLevelStrings(game(rules, 'p*.'), 0, [RIGHT]).final).toBe('background:0,background player:1,background gem:2,\n');
  });

  it('matches across an ellipsis', () => {
    const rules = '[ > Player | ... | Crate ] -> [ > Player | ... | ]';
    expect(replayToLevelStrings(game(rules, 'p..*'), 0, [RIGHT]).final).toBe('background:0,background player:1,0,0,\n');
  });

  it('cancels a turn', () => {
    const rules = '[ > Player | Crate ] -> cancel';
    expect(replayToLevelStrings(game(rules, 'p*.'), 0, [RIGHT]).final).toBe('background player:0,background crate:1,background:2,\n');
  });

  it('plays again turns until none is left', () => {
    // Without again the crate would end as a gem: the stone comes only from a second turn.
    const rules = `${PUSH}\nlate [ Gem ] -> [ Stone ]\nlate [ Crate ] -> [ Gem ] again`;
    expect(replayToLevelStrings(game(rules, 'p*.'), 0, [RIGHT]).final).toBe('background:0,background player:1,background stone:2,\n');
  });

  it('plays each again turn once: the check that fires it keeps what it played', () => {
    // Each turn gives a crate standing still a step right: it walks to the wall, one again turn a step.
    const rules = `${PUSH}\nright [ stationary Crate ] -> [ right Crate ] again`;
    const passes = vi.spyOn(Board.prototype, 'resolveMovements');
    try {
      expect(replayToLevelStrings(game(rules, 'p.*...#'), 0, [RIGHT]).final).toBe('background:0,background player:1,0,0,0,background crate:2,background wall:3,\n');
      // The input's turn (the player and the crate a step each), 2 again turns, each found by a check, and
      // the last check, which changes nothing: 4 turns' rules played. Played twice, the again turns made 6.
      expect(passes).toHaveBeenCalledTimes(4);
    } finally {
      passes.mockRestore();
    }
  });

  it('goes on to the next level when the win conditions hold', () => {
    const rules = '[ > Player | Crate ] -> [ > Player | ]';
    const { levelStrings } = replayToLevelStrings(game(rules, 'p*\n\n.p', 'no Crate'), 0, [RIGHT]);
    expect(levelStrings).toEqual(['background:0,background player:1,\n']);
  });

  it('undoes and restarts', () => {
    const start = 'background player:0,background crate:1,background:2,\n';
    const { levelStrings } = replayToLevelStrings(game(PUSH, 'p*.'), 0, [RIGHT, 'undo', RIGHT, 'restart', 'undo']);
    expect(levelStrings[1]).toBe(start);
    expect(levelStrings[3]).toBe(start);
    expect(levelStrings[4]).toBe('background:0,background player:1,background crate:2,\n');
  });

  it('reads comments, stray brackets and rows of "=" as PuzzleScript does', () => {
    // A comment-only line inside a level does not end it; a row of "=" is ignored; a stray ")" is dropped.
    const level = 'p.(note)\n(a comment)\n*.\n====\n..';
    expect(replayToLevelStrings(game(`${PUSH}\n)`, level), 0, []).final).toBe('background player:0,background crate:1,\nbackground:2,2,\n2,2,\n');
    // A rule's message may hold "(" (no comment opens), and the rules after it still run.
    const rules = `[ > Player | Crate ] -> [ > Player | > Crate ] message oh no :(\nlate [ Crate ] -> [ Gem ]`;
    expect(replayToLevelStrings(game(rules, 'p*.'), 0, [RIGHT]).final).toBe('background:0,background player:1,background gem:2,\n');
    // An arrow inside a row is read past, and a rule whose sides then do not pair up is dropped.
    expect(replayToLevelStrings(game(`${PUSH}\n[ Player ][ -> [ Gem ]`, 'p*.'), 0, [RIGHT]).final).toBe('background:0,background player:1,background crate:2,\n');
  });

  it('tries a rule of a group again once a later rule has changed the board', () => {
    // The first pass finds one crate, no pair, for the first rule; the second rule makes the pair; the next pass must find it.
    const rules = 'right [ Crate | Crate ] -> [ Gem | Gem ]\n+ [ Wall ] -> [ Crate ]';
    expect(replayToLevelStrings(game(rules, 'p*#'), 0, [RIGHT]).final).toBe('background player:0,background gem:1,1,\n');
  });

  it('writes every combination of objects, numbered afresh on each board, past the first table of combinations', () => {
    const compiled = compileGame(game(PUSH, 'p'));
    const names = compiled.objects.map((o) => o.name);
    // What convertLevelToString writes: each cell's sorted names, numbered where first met.
    const expected = (board: Board): string => {
      const seen = new Map<string, number>();
      let out = '';
      for (let i = 0; i < board.tiles; i++) {
        const key = names.filter((_, id) => (board.objects[i] & (1 << id)) !== 0).sort().join(' ');
        if (!seen.has(key)) out += `${key}:`;
        if (!seen.has(key)) seen.set(key, seen.size);
        out += `${seen.get(key)},`;
        if ((i + 1) % board.width === 0) out += '\n';
      }
      return out;
    };
    // All 64 combinations of the six objects (more than the writer's first table holds), in two orders.
    const all = Int32Array.from({ length: 64 }, (_, k) => k);
    const boards = [new Board(compiled, 8, 8, all), new Board(compiled, 4, 16, all.slice().reverse())];
    const writer = new LevelWriter(compiled);
    for (const board of [...boards, ...boards]) expect(writer.write(board)).toBe(expected(board));
  });

  it('names the line of a mistake', () => {
    expect(() => replayToLevelStrings(game('[ Player ] -> [ Player ] [', 'p'), 0, [])).toThrow(/line 35\b/);
    expect(() => replayToLevelStrings(game('random [ Player ] -> [ Crate ]', 'p'), 0, [])).toThrow(/line 35: random is not supported/);
    expect(() => replayToLevelStrings(game(`endloop\n${PUSH}`, 'p'), 0, [])).toThrow(/line 35: startloop and endloop come in pairs/);
    expect(() => replayToLevelStrings(game(PUSH, 'p?'), 0, [])).toThrow(/line 43: the level character "\?"/);
  });
});

/** The shortest solution's length and the size of the space from the start. */
function answers(puzzle: AnyPuzzle, instance: unknown): { length: number; states: number } {
  const problem = puzzle.problem(instance);
  const result = breadthFirst(problem);
  if (!result.solution) throw new Error(`not solved: ${result.status}`);
  expectReplaysToGoal(puzzle, instance, result.solution);
  return { length: result.solution.moves.length, states: explore(problem).reachableStates };
}

/** The bound offered for a tiny game with these rules, its crates to be put on gems. */
function boundOf(rules: string) {
  const text = game(rules, 'p*o\n*.o', 'all Crate on Gem').replace('# = Wall', '# = Wall\no = Gem');
  return puzzleScript.problem(puzzleScript.parse({ source: { kind: 'text', text, origin: 'tiny.txt' }, params: {} })).heuristic;
}

const example = (preset: string, level: number) => puzzleScript.parse({ source: { kind: 'preset', name: preset }, params: { level: String(level) } });

describe('the example games answer as the native backends', () => {
  it('frog swap: the frogs backend, 3 and 3 frogs, 2 and 3', () => {
    const native33 = answers(frogs, frogs.parse({ source: { kind: 'preset', name: '3-3' }, params: {} }));
    expect(answers(puzzleScript, example('frog-swap', 1))).toEqual(native33);
    expect(native33.length).toBe(15);
    const native23 = answers(frogs, frogs.parse({ source: { kind: 'code', code: 'LL_RRR' }, params: {} }));
    expect(answers(puzzleScript, example('frog-swap', 2))).toEqual({ length: native23.length, states: native23.states });
  });

  it('sliding tiles 2x3: the sliding-tiles backend', () => {
    const native = answers(slidingTiles, slidingTiles.parse({ source: { kind: 'code', code: '4,1,2/5,0,3' }, params: {} }));
    expect(answers(puzzleScript, example('sliding-tiles', 1))).toEqual(native);
    expect(native.states).toBe(360);
  });

  it('coin swap ABABA (the Korean write-up), span 9: the coins backend\'s 5 jumps and its 47 lines short of a win', () => {
    const native = coins.parse({ source: { kind: 'code', code: 'ABABA' }, params: { span: '9' } });
    const nativeAnswers = answers(coins, native);
    expect(nativeAnswers).toEqual({ length: 5, states: 51 });
    // A PuzzleScript level ends at a win: the lines reached only through a won line (4 of the 51) are not played to.
    const nativeProblem = coins.problem(native);
    const nativeToWin = new Set<number>();
    const nativeQueue = [nativeProblem.start];
    while (nativeQueue.length > 0) {
      const state = nativeQueue.pop()!;
      if (nativeToWin.has(state)) continue;
      nativeToWin.add(state);
      if (!nativeProblem.isGoal(state)) nativeProblem.successors(state, (next) => nativeQueue.push(next));
    }
    expect(nativeToWin.size).toBe(47);
    // Here a state is the line and the cursor: the lines (the coins' row, empty ends dropped) are the native states.
    const instance = example('coin-swap', 1);
    const problem = puzzleScript.problem(instance);
    const ids = ['a', 'b'].map((name) => instance.game.objects.find((o) => o.name === name)!.id);
    const { width, height } = instance.game.levels[instance.startIndex] as { width: number; height: number };
    const stride = instance.game.stride;
    const lineOf = (cells: Int32Array): string => {
      let line = '';
      for (let x = 0; x < width; x++) {
        const word = (id: number) => (cells[x * height * stride + (id >> 5)] >>> (id & 31)) & 1;
        line += word(ids[0]) ? 'A' : word(ids[1]) ? 'B' : '.';
      }
      return line.replace(/^\.+|\.+$/g, '');
    };
    const lines = new Set<string>();
    const seen = new Set<string>();
    const queue = [problem.start];
    while (queue.length > 0) {
      const state = queue.pop()!;
      const key = state.cells.join(',') + (state.won ? 'w' : '');
      if (seen.has(key)) continue;
      seen.add(key);
      lines.add(lineOf(state.cells));
      // A successor is only lent to the callback (the engine's contract): copied to be kept.
      problem.successors(state, (next) => queue.push({ ...next, cells: next.cells.slice() }));
    }
    expect(lines.size).toBe(nativeToWin.size);
    // The fewest jumps (up and down; the cursor's steps cost nothing) are the native length.
    const jumps = uniformCost({ ...problem, unitCosts: false, successors: (state, emit) => problem.successors(state, (next, move) => emit(next, move, move === 0 || move === 2 ? 1 : 0)) });
    const solution = jumps.solution!;
    expect(solution.cost).toBe(nativeAnswers.length);
    expect(solution.moves.filter((move) => move === 0 || move === 2).length).toBe(nativeAnswers.length);
    // Played through the interpreter, every input counting 1, it wins.
    expectReplaysToGoal(puzzleScript, instance, { ...solution, cost: solution.moves.length });
  });

  it('Sokoban: the sokoban backend\'s fewest moves, by breadth-first search and by A* on the bound of crates off targets', () => {
    const native = sokoban.parse({ source: { kind: 'code', code: '######|#.---#|#-$$-#|#-@--#|#.---#|######' }, params: {} });
    const nativeLength = breadthFirst(sokoban.problem(native, 'move')).solution!.moves.length;
    expect(nativeLength).toBe(11);
    const instance = example('sokoban', 1);
    const problem = puzzleScript.problem(instance);
    expect(problem.heuristic).toBeDefined();
    const byBfs = breadthFirst(problem).solution!;
    const byAStar = aStar(problem).solution!;
    expect(byBfs.moves.length).toBe(nativeLength);
    expect(byAStar.moves.length).toBe(nativeLength);
    expectReplaysToGoal(puzzleScript, instance, byAStar);
    // The bound never overstates: along a shortest solution, at most the inputs left.
    byBfs.states.forEach((state, i) => expect(problem.heuristic!(state)).toBeLessThanOrEqual(byBfs.moves.length - i));
    expect(problem.heuristic!(problem.start)).toBe(2);
  });

  it('offers no bound (so no A*) where the rules could fix many goals at once', () => {
    for (const name of ['frog-swap', 'lights-out', 'coin-swap', 'sliding-tiles']) expect(puzzleScript.problem(example(name, 1)).heuristic, name).toBeUndefined();
    // One input moving every crate: a count of crates off targets would overstate.
    expect(boundOf('[ > Player ] [ Crate ] -> [ > Player ] [ > Crate ]')).toBeUndefined();
    expect(boundOf(`${PUSH}\n[ > Crate | Crate ] -> [ > Crate | > Crate ]`)).toBeUndefined();
    expect(boundOf(PUSH)).toBeDefined();
  });

  it('Lights Out 3x3 by the benchmark\'s packed breadth-first search: 13 inputs, 5 presses, as the algebra has it', () => {
    // The search the 5x5 runs as a benchmark (bench/puzzlescript-lights-out.ts), here on the 3x3.
    const run = solveLightsOut(1);
    expect(run.inputs).toBe(13);
    expect(run.presses).toBe(5);
    expect(run.algebra).toEqual({ presses: 5, inputs: 13 });
    // Bounded by the packed space: 2^9 light sets, 9 cursor cells.
    expect(run.statesSeen).toBeLessThanOrEqual(2 ** 9 * 9);
    // Played through the backend's own moves, the route wins.
    const instance = example('lights-out', 1);
    let state = puzzleScript.problem(instance).start;
    for (const input of run.route) {
      const next = puzzleScript.applyMove(instance, state, input);
      if (!('cells' in next)) throw new Error(`input ${input} refused`);
      state = next;
    }
    expect(state.won).toBe(true);
  });

  it('Lights Out 3x3, every light on: 5 presses (corners and centre) and 8 steps of the cursor', () => {
    const instance = example('lights-out', 1);
    const result = breadthFirst(puzzleScript.problem(instance));
    if (!result.solution) throw new Error(result.status);
    expectReplaysToGoal(puzzleScript, instance, result.solution);
    expect(result.solution.moves.length).toBe(13);
    expect(result.solution.moves.filter((m) => m === 4).length).toBe(5);
  });
});
