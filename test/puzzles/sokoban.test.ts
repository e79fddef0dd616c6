/**
 * Sokoban: the XSB reader and its refusals (row and column from 1), the
 * collection reader on odd files, LURD both ways, and the solver against an
 * exhaustive search written here on plain sets: on small random levels the
 * exact answers under both metrics equal the exhaustive ones, the matching
 * bound never exceeds the true pushes left, and no position the solver
 * calls dead can be solved. Every solution is replayed through the rules.
 */
import { describe, expect, it } from 'vitest';
import { aStar, idaStar, type Solution } from '../../src/engine/index.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import type { SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import { fileLevels } from '../../src/puzzles/sokoban/collection-file.js';
import { readLurd, writeLurd } from '../../src/puzzles/sokoban/lurd.js';
import { createProblem } from '../../src/puzzles/sokoban/problem.js';
import { UNREACHABLE } from '../../src/puzzles/sokoban/push-distances.js';
import { boxesOf, stateOf } from '../../src/puzzles/sokoban/state.js';
import { openInstance, replayCodes } from '../../src/midend/index.js';
import { expectReplaysToGoal, inputError, sharedData } from '../support/puzzle-checks.js';
import { exhaustive, randomLevels } from './sokoban-levels.js';

const level = (code: string): SokobanLevel => sokoban.parse({ source: { kind: 'code', code }, params: {} });
const fromText = (text: string, level?: string): SokobanLevel => sokoban.parse({ source: { kind: 'text', text, origin: 'set.xsb', ...(level ? { level } : {}) }, params: {} });

/**
 * A push solution replayed through the rules from the start: each push
 * legal, the boxes after it those the search lists (its positions keep the
 * player's region, not the square, so only boxes compare), the end solved.
 */
function expectPushesSolve(lv: SokobanLevel, solution: Solution<unknown, unknown>): void {
  let state: unknown = sokoban.problem(lv, 'push').start;
  solution.moves.forEach((move, i) => {
    const next = sokoban.applyMove(lv, state as Uint32Array, move as number);
    if ('illegal' in next) throw new Error(`push ${i + 1} (${sokoban.moveCode(lv, move as number)}) is illegal: ${next.illegal}`);
    expect(boxesOf(next)).toEqual(boxesOf(solution.states[i + 1] as Uint32Array));
    state = next;
  });
  expect(boxesOf(state as Uint32Array).every((b) => lv.goal[b] === 1)).toBe(true);
  expect(solution.cost).toBe(solution.moves.length);
}

describe('sokoban: reading XSB', () => {
  it('reads every square, run-length rows and rows joined by |', () => {
    const lv = level('5#|#@$.#|#*. #|5#');
    expect([lv.rows, lv.cols, lv.boxes.length, lv.goals.length, lv.size]).toEqual([4, 5, 2, 3, 6]);
    expect(sokoban.instanceCode(lv)).toBe('#####|#@$.#|#*.-#|#####');
    const onGoal = level('######|#_+$.#|######');
    expect([onGoal.size, onGoal.goals.length, onGoal.boxes.length]).toEqual([4, 2, 1]);
    expect(sokoban.instanceCode(level(sokoban.instanceCode(lv)))).toBe(sokoban.instanceCode(lv));
  });

  const cases: [string, string, RegExp, { row: number; col: number }[] | undefined][] = [
    ['no player', '#####|# $.#|#####', /no player/, undefined],
    ['two players', '######|#@$.@#|######', /row 2, column 5: a second player \(the first is at row 2, column 2\)/, [{ row: 2, col: 5 }, { row: 2, col: 2 }]],
    ['fewer goals than boxes', '######|#@$$.#|######', /2 boxes but only 1 goals inside the walls \(row 2, column 4/, [{ row: 2, col: 4 }]],
    ['a box outside the walls', '#####   |#@$.# $|#####', /row 2, column 7: a box outside the walls/, [{ row: 2, col: 7 }]],
    ['a board open to the outside', '#####|#@$.-|#####', /row 2, column 5: the floor the player walks on reaches the edge/, [{ row: 2, col: 5 }]],
    ['a stray character', '#####|#@$x#|#####', /row 2, column 4: "x" is not a Sokoban square/, [{ row: 2, col: 4 }]],
  ];
  it.each(cases)('%s: one message naming the row and column', (_what, code, message, cells) => {
    const error = inputError(() => level(code));
    expect(error.message).toMatch(message);
    if (cells) expect(error.cells).toEqual(cells);
    expect(error.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('counts rows from the file\'s first line for a level of a collection', () => {
    const text = '; set\n\n#####\n#@$.#\n#####\n\n#####\n#@$x#\n#####\n';
    const error = inputError(() => fromText(text, '2'));
    expect(error.message).toMatch(/set\.xsb: row 8, column 4/);
  });
});

describe('sokoban: collection files', () => {
  it('Title: lines after each board (.sok), CRLF, blank lines and run-length rows', () => {
    const text = 'Collection: odd\r\n\r\n5#\r\n#@$.#\r\n5#\r\nTitle: First One\r\nAuthor: someone\r\n\r\n  #####\r\n  #@$.#\r\n  #####\r\nTitle: second\r\n';
    const levels = fileLevels(text);
    expect(levels.map((l) => [l.number, l.title, l.firstRow])).toEqual([
      [1, 'First One', 3],
      [2, 'second', 9],
    ]);
    expect(fromText(text, 'first one').title).toBe('First One');
    expect(fromText(text, '2').title).toBe('second');
  });

  it('comments before each board (Microban style) name the levels; tabs and - _ floors are read', () => {
    const text = '; Set of two\n; made up\n\n; 1\n\n#####\n#@$.#\n#####\n\n; The second\n#######\n#-@_$.#\n#######\n';
    const levels = fileLevels(text);
    expect(levels.map((l) => l.title)).toEqual(['1', 'The second']);
    expect(fromText(text, 'the-second').boxes.length).toBe(1);
  });

  it('a level that is not there: the file and its count named', () => {
    const text = '#####\n#@$.#\n#####\n\n#####\n#@$.#\n#####\n';
    expect(inputError(() => fromText(text, '3')).message).toBe('set.xsb: no level "3" (it has 2 levels: give a number from 1, a title, or all)');
    expect(inputError(() => fromText(text, 'nope')).message).toMatch(/no level "nope"/);
    expect(inputError(() => fromText('; nothing here\n', '1')).message).toMatch(/holds no level/);
  });
});

describe('sokoban: LURD', () => {
  it('written from a push solution and read back into the same pushes; each metric reads it', () => {
    const lv = level('######|#.---#|#-$$-#|#-@--#|#.---#|######');
    const problem = sokoban.problem(lv, 'push');
    const result = aStar(problem);
    const solution = result.solution!;
    const opened = openInstance('sokoban', { source: { kind: 'code', code: sokoban.instanceCode(lv) } });
    const states = opened.replay(solution.moves);
    const written = writeLurd(lv, states as Uint32Array[], solution.moves as number[]);
    expect(written.counts.pushes).toBe(solution.moves.length);
    expect(written.text.replace(/[lurd]/g, '').length).toBe(solution.moves.length);
    const codes = readLurd(lv, 'push', written.text)!;
    expect(codes).toEqual(opened.moveCodes(solution.moves));
    // Under the move metric the same text is one code a letter, and replays to a goal.
    const byMoves = openInstance('sokoban', { source: { kind: 'code', code: sokoban.instanceCode(lv) }, metric: 'move' });
    const replay = replayCodes(byMoves, readLurd(lv, 'move', written.text)!);
    expect(replay.illegal).toBeUndefined();
    expect(byMoves.isGoal(replay.states[replay.states.length - 1])).toBe(true);
    expect(readLurd(lv, 'push', '{"moves": []}')).toBeNull();
  });
});

describe('sokoban: the solver against exhaustive search on small random levels', () => {
  const levels = [...randomLevels(16, 2, 40, 1), ...randomLevels(8, 3, 60, 100), ...randomLevels(8, 2, 0, 200)];
  // Each level's exhaustive search, done once for the tests below.
  const truths = new Map<SokobanLevel, ReturnType<typeof exhaustive>>();
  const truthOf = (lv: SokobanLevel) => {
    if (!truths.has(lv)) truths.set(lv, exhaustive(lv));
    return truths.get(lv)!;
  };

  it('exact answers under both metrics equal the exhaustive ones; every solution replays to a goal', () => {
    let solvable = 0;
    for (const lv of levels) {
      const truth = truthOf(lv);
      const pushes = aStar(sokoban.problem(lv, 'push'), { maxStates: 200_000 });
      const moves = aStar(sokoban.problem(lv, 'move'), { maxStates: 200_000 });
      const code = sokoban.instanceCode(lv);
      if (truth.pushesLeft[0] === Infinity) {
        expect(pushes.status, code).toBe('unsolvable');
        expect(moves.status, code).toBe('unsolvable');
        continue;
      }
      solvable++;
      expect(pushes.solution!.cost, code).toBe(truth.pushesLeft[0]);
      expect(moves.solution!.cost, code).toBe(truth.stepsLeft[0]);
      expectPushesSolve(lv, pushes.solution!);
      expectReplaysToGoal(sokoban, lv, moves.solution!, 'move');
    }
    // The draw must give real work: most levels solvable, some not.
    expect(solvable).toBeGreaterThan(levels.length / 2);
    expect(solvable).toBeLessThan(levels.length);
  });

  it('IDA* gives the same push counts as A*', () => {
    for (const lv of levels.slice(0, 12)) {
      const a = aStar(sokoban.problem(lv, 'push'));
      const b = idaStar(sokoban.problem(lv, 'push'), { maxStates: 500_000 });
      expect(b.status).toBe(a.status);
      if (a.solution) expect(b.solution!.cost).toBe(a.solution.cost);
    }
  });

  it('the matching bound never exceeds the pushes left, and no position called dead can be solved', () => {
    let dead = 0;
    let checked = 0;
    const wrong: string[] = [];
    for (const lv of levels) {
      const truth = truthOf(lv);
      const { analysis } = createProblem(lv, 'push');
      truth.positions.forEach((p, i) => {
        const state = stateOf(lv, p.boxes, p.player);
        const bound = analysis.bound(state);
        const frozen = p.boxes.some((b) => analysis.freeze.isDeadlock(state, b));
        const onDead = p.boxes.some((b) => analysis.distances.dead[b] === 1);
        if (bound >= UNREACHABLE || frozen || onDead) {
          dead++;
          if (truth.pushesLeft[i] !== Infinity) wrong.push(`${sokoban.stateCode(lv, state)} is called dead but solvable`);
        } else if (truth.pushesLeft[i] !== Infinity && bound > truth.pushesLeft[i]) {
          wrong.push(`${sokoban.stateCode(lv, state)}: bound ${bound} > ${truth.pushesLeft[i]} pushes left`);
        }
        checked++;
      });
    }
    expect(wrong).toEqual([]);
    expect(dead).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(1000);
  });
});

const microban = sharedData<string>('sokoban/Microban_155.xsb');

describe.skipIf(microban === null)('sokoban: Microban levels from ../shared/data', () => {
  it.each([1, 2, 4])('level %i: push-optimal, the pushes checked by the exhaustive search here', (n) => {
    const lv = fromText(microban!, String(n));
    const result = aStar(sokoban.problem(lv, 'push'));
    const truth = exhaustive(lv);
    expect(result.solution!.cost).toBe(truth.pushesLeft[0]);
    expectPushesSolve(lv, result.solution!);
  });
});

describe('sokoban: the level designer', () => {
  it('makes levels by pulls from solved positions whose pushes the forward search confirms, the same again from the same seed', () => {
    const run = () => {
      const steps = sokoban.generate!({ seed: 11, count: 2, minMoves: 4, params: { width: '5', height: '4', boxes: '2' } });
      const made: { code: string; moves: number }[] = [];
      for (let r = steps.next(); !r.done; r = steps.next()) if (r.value) made.push({ code: sokoban.instanceCode(r.value.instance), moves: r.value.moves });
      return made;
    };
    const made = run();
    expect(made).toHaveLength(2);
    for (const { code, moves } of made) {
      expect(moves).toBeGreaterThanOrEqual(4);
      expect(aStar(sokoban.problem(level(code), 'push')).solution!.cost).toBe(moves);
    }
    expect(run()).toEqual(made);
    expect(inputError(() => sokoban.generate!({ params: { depth: '3' } }).next()).message).toMatch(/depth/);
  });
});
