/**
 * 华容道 and other sliding-block puzzles: the known optimal lengths of the
 * shared layouts under every metric, the figures of 横刀立马's whole space,
 * the community's layout code both ways, boards beyond 4x5, the fast and the
 * general search path agreeing, and every kind of bad input.
 */
import { describe, expect, it } from 'vitest';
import { allSolutions, breadthFirst, countShortest, distances, explore, stateKey } from '../../src/engine/index.js';
import { slidingBlocks as puzzle } from '../../src/puzzles/sliding-blocks/index.js';
import type { BlocksInstance } from '../../src/puzzles/sliding-blocks/board.js';
import { decodeItems, encodeItems, formatLayoutCode, parseLayoutCode } from '../../src/puzzles/sliding-blocks/layout-code.js';
import { encodeMove, PATH } from '../../src/puzzles/sliding-blocks/moves.js';
import { createBlocksProblem, type BlocksProblem, type Metric } from '../../src/puzzles/sliding-blocks/problem.js';
import { draftText, instanceRows, textDraft } from '../../src/puzzles/sliding-blocks/text.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';

const METRICS: Metric[] = ['move', 'step', 'slide'];

const fromText = (text: string): BlocksInstance => puzzle.parse({ source: { kind: 'text', text, origin: 'test' }, params: {} });
const fromCode = (code: string): BlocksInstance => puzzle.parse({ source: { kind: 'code', code }, params: {} });
const fromPreset = (name: string): BlocksInstance => puzzle.parse({ source: { kind: 'preset', name }, params: {} });

interface Layouts {
  layouts: { name: string; grid: string[]; optimal: Record<Metric, number | null> }[];
}
const shared = sharedData<Layouts>('klotski-layouts.json');

describe.skipIf(!shared)('the shared 华容道 layouts (klotski-layouts.json)', () => {
  const layouts = shared?.layouts ?? [];
  it('are 14 layouts, one of them without a solution', () => {
    expect(layouts).toHaveLength(14);
    expect(layouts.filter((l) => l.optimal.move === null)).toHaveLength(1);
  });

  describe.each(layouts.map((l) => [l.name, l] as const))('%s', (_name, layout) => {
    const instance = fromText(layout.grid.join('\n'));
    it('is a classic board, on the fast path', () => expect(instance.standard).toBe(true));

    it.each(METRICS)('has the known optimum under metric %s, and the solution replays by the rules', (metric) => {
      const result = breadthFirst(puzzle.problem(instance, metric));
      const optimal = layout.optimal[metric];
      if (optimal === null) {
        expect(result.status).toBe('unsolvable');
        return;
      }
      expect(result.status).toBe('solved');
      expect(result.solution!.moves).toHaveLength(optimal);
      expectReplaysToGoal(puzzle, instance, result.solution!, metric);
    });

    it.each(METRICS)('gets the same optimum on the general path under metric %s', (metric) => {
      const result = breadthFirst(createBlocksProblem(instance, metric, 'general'));
      expect(result.solution?.moves.length ?? null).toBe(layout.optimal[metric]);
      if (result.solution) expectReplaysToGoal(puzzle, instance, result.solution, metric);
    });
  });
});

describe('横刀立马', () => {
  const instance = fromPreset('横刀立马');

  it('is the default preset, and hengdaolima selects it too', () => {
    expect(puzzle.defaultPreset).toBe('横刀立马');
    expect(instanceRows(fromPreset('hengdaolima'))).toEqual(['ABBC', 'ABBC', 'DEEF', 'DGHF', 'I..J']);
  });

  it('reaches 25,955 layouts, 964 of them solved, the farthest 124 moves away', () => {
    const space = explore(puzzle.problem(instance));
    expect(space.status).toBe('complete');
    expect(space.reachableStates).toBe(25955);
    expect(space.goalStates).toBe(964);
    expect(space.shortest).toBe(81);
    expect(space.farthest.distance).toBe(124);
    expect(space.statesPerDepth.reduce((a, b) => a + b, 0)).toBe(25955);
    // Every farthest example is that far: no solution-free shortcut is shorter.
    const problem = puzzle.problem(instance);
    const startKey = stateKey(problem.codec, problem.start);
    for (const example of space.farthest.examples.slice(0, 2)) {
      const back = breadthFirst({ ...problem, start: example, isGoal: (s) => stateKey(problem.codec, s) === startKey });
      expect(back.solution!.moves).toHaveLength(124);
    }
  });

  it('has 13,011 layouts when mirror images count once', () => {
    const merged = explore(puzzle.problem(instance), { mergeSymmetric: true });
    expect(merged.reachableStates).toBe(13011);
    expect(merged.shortest).toBe(81);
    expect(merged.farthest.distance).toBe(124);
  });

  it('has the same whole space on the general path, layer by layer, and the same mirror classes', () => {
    const fast = explore(puzzle.problem(instance));
    const general = explore(createBlocksProblem(instance, 'move', 'general'));
    expect(general.statesPerDepth).toEqual(fast.statesPerDepth);
    expect(general.goalStates).toBe(fast.goalStates);
    expect(explore(createBlocksProblem(instance, 'move', 'general'), { mergeSymmetric: true }).reachableStates).toBe(13011);
    for (const metric of ['step', 'slide'] as const) {
      expect(explore(createBlocksProblem(instance, metric, 'general')).statesPerDepth).toEqual(explore(puzzle.problem(instance, metric)).statesPerDepth);
    }
  });

  it('describes moves with the pieces\' letters, the 2x2 block (曹操) by its letter B as the boards draw it', () => {
    const result = breadthFirst(puzzle.problem(instance));
    const words = result.solution!.moves.map((m, i) => puzzle.describeMove(instance, m, result.solution!.states[i]));
    expect(words[words.length - 1]).toMatch(/^B (down|left|right) 1$/);
    for (const w of words) expect(w).toMatch(/^[A-J] (up|down|left|right) \d(, then (up|down|left|right) \d)*$/);
    // One name everywhere: the drawing labels the block B too, and the legend says B is 曹操.
    const drawing = puzzle.draw(instance, puzzle.problem(instance).start);
    expect(drawing.shapes.filter((s) => s.kind === 'rect' && s.label !== undefined).map((s) => (s as { label: string }).label).sort().join('')).toBe('ABCDEFGHIJ');
    expect(puzzle.legend!(instance)).toMatch(/^B is 曹操, the 2x2 block to bring to row 4, column 2/);
  });

  it('reads comment lines (";" or "//") in a file, and counts lines as the file does', () => {
    const text = '; 横刀立马, written out\n// the goal is the default\nABBC\nABBC\nDEEF\nDGHF\nI..J\n';
    expect(puzzle.instanceCode(puzzle.parse({ source: { kind: 'text', text, origin: 'f.txt' }, params: {} }))).toBe('1A9BF0C00');
    const late = '; a comment\nABBC\nABBC\ntarget: B 4 2\n';
    expect(() => puzzle.parse({ source: { kind: 'text', text: late, origin: 'f.txt' }, params: {} })).toThrow(/^f\.txt, line 4: option lines come before the grid/);
  });

  it('keeps every piece\'s letter when a solution is replayed from the start', () => {
    const result = breadthFirst(puzzle.problem(instance));
    let state = puzzle.problem(instance).start;
    for (const move of result.solution!.moves) state = puzzle.applyMove(instance, state, move) as typeof state;
    const rows = puzzle.renderText(instance, state).split('\n');
    // 曹操 (B) at the bottom middle; the same ten letters as at the start.
    expect(rows.slice(3).map((r) => r.slice(1, 3))).toEqual(['BB', 'BB']);
    expect([...new Set(rows.join('').replace(/\./g, ''))].sort().join('')).toBe('ABCDEFGHIJ');
  });
});

describe('the layout code', () => {
  it('is 1A9BF0C00 for 横刀立马 and 4FEA13400 for 峰回路转, both ways', () => {
    expect(puzzle.instanceCode(fromPreset('横刀立马'))).toBe('1A9BF0C00');
    expect(puzzle.instanceCode(fromPreset('峰回路转'))).toBe('4FEA13400');
    expect(instanceRows(fromCode('1A9BF0C00'))).toEqual(['ABBC', 'ABBC', 'DEEF', 'DGHF', 'I..J']);
    // Read back, pieces are lettered in reading order; the shapes are 峰回路转's (ACDE/BBFE/BBFG/.HHG/.IJJ).
    expect(instanceRows(fromCode('4FEA13400'))).toEqual(['ABCD', 'EEFD', 'EEFG', '.HHG', '.IJJ']);
    expect(puzzle.stateCode(fromPreset('峰回路转'), puzzle.problem(fromPreset('峰回路转')).start)).toBe('4FEA13400');
  });

  it('may drop trailing zeros, and any case will do', () => {
    expect(puzzle.instanceCode(fromCode('1a9bf0c'))).toBe('1A9BF0C00');
    expect(formatLayoutCode(parseLayoutCode('4FEA134').value)).toBe('4FEA13400');
  });

  it('round-trips through the item grid for every layout 横刀立马 reaches, and as a state code', () => {
    const instance = fromPreset('横刀立马');
    const problem = puzzle.problem(instance);
    const codes = new Set<string>();
    const queue = [problem.start];
    const seen = new Set([puzzle.stateCode(instance, problem.start)]);
    for (let i = 0; i < queue.length; i++) {
      problem.successors(queue[i], (next) => {
        const code = puzzle.stateCode(instance, next);
        if (seen.has(code)) return;
        seen.add(code);
        queue.push(next);
      });
    }
    expect(seen.size).toBe(25955);
    let k = 0;
    for (const code of seen) {
      const items = decodeItems(parseInt(code, 16));
      if (typeof items === 'string') throw new Error(`${code}: ${items}`);
      const again = formatLayoutCode(encodeItems(items));
      if (again !== code) expect(again).toBe(code);
      // Through a placement (the pieces' letters) and back, for a sample.
      if (k++ % 25 === 0) expect(puzzle.stateCode(instance, puzzle.parseState(instance, code))).toBe(code);
      codes.add(code);
    }
    expect(codes.size).toBe(25955);
  });

  it.each(METRICS)('writes the keys of the successors it emits, in their order, under metric %s (successorKeys)', (metric) => {
    const problem = createBlocksProblem(fromPreset('横刀立马'), metric);
    const keyed = problem.keyed!;
    const form = keyed.successorKeys!;
    // Written from index 2, as a batch of several states' successors would be.
    const out = new Float64Array(2 + form.maxSuccessors);
    const queue = [stateKey(problem.codec, problem.start) as number];
    const seen = new Set(queue);
    for (let i = 0; i < queue.length; i++) {
      const emitted: number[] = [];
      keyed.successors(queue[i], (next) => emitted.push(next));
      out[2] = queue[i];
      const count = form.write(out, 2);
      // One expect per layout would cost more than the walk: compare first, then let expect say what differs.
      if (count !== emitted.length || emitted.some((key, k) => out[2 + k] !== key)) expect([...out.subarray(2, 2 + count)]).toEqual(emitted);
      for (const next of emitted) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect(seen.size).toBe(25955);
  });

  it('emits every successor to an emit that asks for successors again', () => {
    const problem = createBlocksProblem(fromPreset('横刀立马'), 'move');
    const keyed = problem.keyed!;
    const start = stateKey(problem.codec, problem.start) as number;
    const plain: number[] = [];
    keyed.successors(start, (next) => plain.push(next));
    const outer: number[] = [];
    const inner: number[][] = [];
    keyed.successors(start, (next) => {
      outer.push(next);
      const more: number[] = [];
      keyed.successors(next, (again) => more.push(again));
      inner.push(more);
    });
    expect(outer).toEqual(plain);
    // Each successor leads back to the start among its own successors.
    expect(inner.every((more) => more.includes(start))).toBe(true);
  });

  it.each([
    ['F00000000', /2x2 block's cell 15/],
    ['1A9BF0C0F', /more pieces than fit/],
    ['3', /2x2 block's cell 3/],
    ['1FFFFFFFF', /no empty cell/],
    ['1A9BF0C00Z', /1 to 9 hex digits|not a piece letter/],
  ])('rejects %s', (code, message) => {
    expect(() => fromCode(code)).toThrow(PuzzleInputError);
    expect(() => fromCode(code)).toThrow(message);
  });
});

/** A Rush Hour style board (the rush-hour backend's first preset before it had one of its own): cars limited to their lines. */
const RUSH_HOUR_STYLE = 'AA...O/P..Q.O/PXXQ.O/P..Q../B...CC/B.RRR.:target=X,3,5:horizontal=AXCR:vertical=OPQB';

describe('boards beyond 4x5', () => {
  it('solves the Rush Hour preset, cars moving only along their length, and replays it', () => {
    const instance = fromCode(RUSH_HOUR_STYLE);
    expect(instance.standard).toBe(false);
    for (const metric of METRICS) {
      const result = breadthFirst(puzzle.problem(instance, metric));
      expect(result.status).toBe('solved');
      expectReplaysToGoal(puzzle, instance, result.solution!, metric);
    }
    // A car never leaves its line: no state of the whole space has X off row 2 (row 3 counted from 1), or any car turned.
    const space = distances(puzzle.problem(instance));
    expect(space.status).toBe('complete');
    expect(space.goalStates).toBeGreaterThan(0);
    for (let i = 0; i < space.reachableStates; i++) {
      const rows = puzzle.stateCode(instance, space.state(i)).split('/');
      const rowsWithX = rows.flatMap((row, r) => (row.includes('X') ? [r] : []));
      expect(rowsWithX, rows.join('/')).toEqual([2]);
      expect(rows[2].match(/X/g), rows.join('/')).toHaveLength(2);
    }
    expect(space.reachableStates).toBeGreaterThan(1);
  });

  it('solves a 5x5 board with walls and replays it', () => {
    const instance = fromPreset('walled-5x5');
    const result = breadthFirst(puzzle.problem(instance));
    expect(result.status).toBe('solved');
    expectReplaysToGoal(puzzle, instance, result.solution!);
    expect(puzzle.renderText(instance, result.solution!.states.at(-1)!).split('\n').slice(3).map((r) => r.slice(3))).toEqual(['BB', 'BB']);
  });

  it('rejects a move against a direction limit, and one through a wall', () => {
    const instance = fromText('target: X 1 3\nhorizontal: X\nX..\n#.Y');
    const start = puzzle.problem(instance).start;
    expect(puzzle.applyMove(instance, start, encodeMove(PATH, 0, 3))).toHaveProperty('illegal');
    expect(puzzle.applyMove(instance, start, encodeMove(PATH, 0, 2))).not.toHaveProperty('illegal');
    const walled = fromText('target: A 2 3\nA#.\n...');
    expect(puzzle.applyMove(walled, puzzle.problem(walled).start, encodeMove(PATH, 0, 5))).not.toHaveProperty('illegal');
    const slid = breadthFirst(puzzle.problem(walled, 'slide'));
    expect(slid.solution!.moves).toHaveLength(2);
    expectReplaysToGoal(puzzle, walled, slid.solution!, 'slide');
  });

  it('counts shortest solutions and lists every simple solution on a tiny board', () => {
    const instance = fromText('target: A 2 2\nA.\n..');
    expect(countShortest(puzzle.problem(instance, 'move')).count).toBe(1);
    expect(countShortest(puzzle.problem(instance, 'step')).count).toBe(2);
    // Under `move` the four places are all one move apart: direct, via one other place (2), via both (2).
    const every = allSolutions(puzzle.problem(instance, 'move'), { maxSolutions: 10 });
    expect(every.count).toBe(5);
    for (const s of every.solutions) expectReplaysToGoal(puzzle, instance, s, 'move');
  });

  it('gives the same shortest-solution counts on both paths for 一路顺风 and 捷足先登', () => {
    for (const name of ['一路顺风', '捷足先登']) {
      const instance = fromPreset(name);
      const fast = countShortest(puzzle.problem(instance));
      expect(fast.count).toBeGreaterThan(0);
      expect(countShortest(createBlocksProblem(instance, 'move', 'general')).count).toBe(fast.count);
      expectReplaysToGoal(puzzle, instance, fast.solution!);
    }
  });
});

describe('the rules alone', () => {
  /** Every layout reachable by trying every move the rules allow (applyMove), without the successor generator. */
  function reachableByRules(instance: BlocksInstance): { count: number; goals: number } {
    const problem = puzzle.problem(instance) as BlocksProblem;
    const cells = instance.width * instance.height;
    const seen = new Set([puzzle.stateCode(instance, problem.start)]);
    const queue = [problem.start];
    let goals = problem.isGoal(problem.start) ? 1 : 0;
    for (let i = 0; i < queue.length; i++) {
      for (const from of queue[i]) {
        for (let to = 0; to < cells; to++) {
          const next = puzzle.applyMove(instance, queue[i], encodeMove(PATH, from, to));
          if (typeof next === 'object' && 'illegal' in next) continue;
          const code = puzzle.stateCode(instance, next);
          if (seen.has(code)) continue;
          seen.add(code);
          queue.push(next);
          if (problem.isGoal(next)) goals++;
        }
      }
    }
    return { count: queue.length, goals };
  }

  it.each([
    ['a 4x4 board with a wall and a 1x3 piece', 'AAA./B.../B.CC/#..D:target=A,4,2'],
    ['a 4x4 board with a 2x2 block and pieces of every classic size', 'ABB./ABBC/DEFC/GE.H'],
    ['a Rush Hour board', '..A.../..A.../XXA..B/.....B/CC...B/......:target=X,3,5:horizontal=XC:vertical=AB'],
  ])('reach the same layouts as the search on %s, on both paths', (_what, code) => {
    const instance = fromCode(code);
    const byRules = reachableByRules(instance);
    for (const path of ['auto', 'general'] as const) {
      const space = explore(createBlocksProblem(instance, 'move', path));
      expect(space.reachableStates).toBe(byRules.count);
      expect(space.goalStates).toBe(byRules.goals);
    }
  });
});

describe('move words', () => {
  it('name each leg of a move that turns a corner', () => {
    const instance = fromText('ABBC\nABBC\nD..E\nDF.E\nGHIJ');
    const start = puzzle.problem(instance).start;
    expect(puzzle.describeMove(instance, encodeMove(PATH, 13, 10), start)).toBe('F up 1, then right 1');
    expect(puzzle.moveCode(instance, encodeMove(PATH, 13, 10))).toBe('3,1~2,2');
    expect(puzzle.applyMove(instance, start, encodeMove(PATH, 13, 10))).not.toHaveProperty('illegal');
    expect(puzzle.applyMove(instance, start, encodeMove(PATH, 0, 4))).toHaveProperty('illegal');
  });
});

describe('bad input is rejected with a message naming the problem', () => {
  it.each([
    ['ragged rows', 'ABBC\nABBC\nDEEF\nDGH\nI..J', /row 4 has 3 cells but row 1 has 4/],
    ['a letter that is not one filled rectangle', 'ABBC\nABBC\nDEEF\nDGHF\nI.DJ', /piece D: .* do not fill one rectangle/],
    ['an L-shaped letter', 'ABBC\nABBC\nDEEF\nDDHF\nI..J', /piece D/],
    ['a goal piece that does not exist', 'target: Z 4 2\nABBC\nABBC\nDEEF\nDGHF\nI..J', /goal: there is no piece Z/],
    ['a goal that does not fit', 'target: B 5 2\nABBC\nABBC\nDEEF\nDGHF\nI..J', /goal: piece B \(2x2\) does not fit/],
    ['a goal on a wall', 'target: A 1 2\nA#.\n...', /goal: piece A cannot end there: its place covers the wall at row 1, column 2/],
    ['no empty cell', 'ABBC\nABBC\nDEEF\nDGHF\nIKLJ', /no empty cell/],
    ['a 4x5 board without a goal and without a 2x2 piece', 'ABCD\nABCD\nEEFF\nGHIJ\n.KL.', /4x5 board without a goal line needs exactly one 2x2 piece .*, but it has 0/],
    ['a 4x5 board without a goal and with two 2x2 pieces', 'AABB\nAABB\nCC..\nDDEE\nFGHI', /needs exactly one 2x2 piece .*, but it has 2/],
    ['a character that is no piece', 'ABBC\nABBC\nDEEF\nDGHF\nI.*J', /row 5, column 3: "\*" is not a piece letter/],
    ['an unknown option', 'exit: B 3 1\nABBC\nABBC\nDEEF\nDGHF\nI..J', /unknown option "exit"/],
    ['a malformed goal', 'target: B three 2\nABBC\nABBC\nDEEF\nDGHF\nI..J', /should be a piece letter, a row and a column/],
    ['an option after the grid', 'ABBC\nABBC\nDEEF\nDGHF\nI..J\ntarget: B 4 2', /option lines come before the grid/],
    ['a limit on a missing piece', 'vertical: Q\nABBC\nABBC\nDEEF\nDGHF\nI..J', /vertical: there is no piece Q/],
    ['an empty file', '  \n', /is empty/],
  ])('%s', (_what, text, message) => {
    expect(() => fromText(text)).toThrow(PuzzleInputError);
    expect(() => fromText(text)).toThrow(message);
  });

  it('a state that does not fit the puzzle', () => {
    const instance = fromPreset('横刀立马');
    expect(() => puzzle.parseState(instance, '4FEA13400')).toThrow(/does not fit this puzzle/);
    expect(() => puzzle.parseState(instance, 'ABBC/ABBC/DEEF/I..J')).toThrow(/4x4 but the puzzle's is 4x5/);
  });

  it('an unknown parameter', () => {
    expect(() => puzzle.parse({ source: { kind: 'preset', name: '横刀立马' }, params: { goal: 'B,3,1' } })).toThrow(/has no parameter "goal"/);
  });
});

describe('the goal place: rows and columns from 1 (target), and the older goal from 0', () => {
  const grid = 'ABBC\nABBC\nDEEF\nDGHF\nI..J';
  const goalCell = (text: string) => fromText(text).goal.cell;

  it('reads target counted from 1 and goal counted from 0: the same place', () => {
    expect(goalCell(`target: B 4 2\n${grid}`)).toBe(13);
    expect(goalCell(`goal: B 3 1\n${grid}`)).toBe(13);
    // The same three numbers are another place under each count.
    expect(goalCell(`target: B 3 1\n${grid}`)).toBe(8);
    expect(puzzle.instanceCode(fromText(`goal: B 3 1\n${grid}`))).toBe(puzzle.instanceCode(fromText(`target: B 4 2\n${grid}`)));
  });

  it('reads codes both ways and writes only target, counted from 1', () => {
    const old = 'AA...O/P..Q.O/PXXQ.O/P..Q../B...CC/B.RRR.:goal=X,2,4:horizontal=AXCR:vertical=OPQB';
    expect(puzzle.instanceCode(fromCode(old))).toBe(RUSH_HOUR_STYLE);
    expect(fromCode(old).goal).toEqual(fromCode(RUSH_HOUR_STYLE).goal);
    expect(puzzle.instanceCode(fromText(`goal: B 3 1\n${grid}`))).toBe('ABBC/ABBC/DEEF/DGHF/I..J:target=B,4,2');
    expect(draftText(textDraft(`goal: B 3 1\nhorizontal: E\n${grid}`, 'f.txt'))).toBe(`target: B 4 2\nhorizontal: E\n${grid}`);
  });

  it('refuses a row or column 0 in target, both keys at once, and a key given twice', () => {
    expect(() => fromText(`target: B 0 1\n${grid}`)).toThrow(/target "B 0 1" should be a piece letter, a row and a column counted from 1, like "B 4 2"/);
    expect(() => fromCode('A./..:goal=A,x,0')).toThrow(/goal "A,x,0" should be a piece letter, a row and a column counted from 0, like "B 3 1"/);
    expect(() => fromText(`goal: B 3 1\ntarget: B 4 2\n${grid}`)).toThrow(/line 2: the goal place is given twice/);
    expect(() => fromCode('A./..:target=A,2,2:goal=A,1,1')).toThrow(/the goal place is given twice/);
    expect(() => fromText(`target: B 4 2\ntarget: B 4 2\n${grid}`)).toThrow(/line 2: target is given twice/);
  });
});

describe('codes of boards that are not classic', () => {
  it('round-trip with their goal and limits', () => {
    const instance = fromCode(RUSH_HOUR_STYLE);
    const code = puzzle.instanceCode(instance);
    expect(code).toBe('AA...O/P..Q.O/PXXQ.O/P..Q../B...CC/B.RRR.:target=X,3,5:horizontal=AXCR:vertical=OPQB');
    expect(puzzle.instanceCode(fromCode(code))).toBe(code);
    const start = puzzle.problem(instance).start;
    expect(puzzle.stateCode(instance, puzzle.parseState(instance, puzzle.stateCode(instance, start)))).toBe(puzzle.stateCode(instance, start));
  });

  it('a file may hold a code instead of rows', () => {
    expect(puzzle.instanceCode(fromText('1A9BF0C00\n'))).toBe('1A9BF0C00');
    expect(puzzle.instanceCode(fromText('ABBC/ABBC/DEEF/DGHF/I..J'))).toBe('1A9BF0C00');
  });
});
