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
import { positionCode } from '../../src/puzzles/sokoban/xsb.js';
import { openInstance, replayCodes } from '../../src/midend/index.js';
import { expectReplaysToGoal, inputError, sharedData } from '../support/puzzle-checks.js';

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

/** The exhaustive search: every position by plain steps (boxes as a sorted list), forward and backward. */
function exhaustive(lv: SokobanLevel) {
  const n = lv.neighbour;
  const keyOf = (boxes: number[], player: number) => `${boxes.join(',')}/${player}`;
  const index = new Map<string, number>();
  const positions: { boxes: number[]; player: number }[] = [];
  const edges: { from: number; to: number; push: boolean }[] = [];
  const add = (boxes: number[], player: number) => {
    const key = keyOf(boxes, player);
    let i = index.get(key);
    if (i === undefined) {
      i = positions.length;
      index.set(key, i);
      positions.push({ boxes, player });
    }
    return i;
  };
  add([...lv.boxes], lv.player);
  for (let i = 0; i < positions.length; i++) {
    const { boxes, player } = positions[i];
    for (let d = 0; d < 4; d++) {
      const next = n[player * 4 + d];
      if (next < 0) continue;
      if (!boxes.includes(next)) {
        edges.push({ from: i, to: add(boxes, next), push: false });
        continue;
      }
      const to = n[next * 4 + d];
      if (to < 0 || boxes.includes(to)) continue;
      const moved = boxes.map((b) => (b === next ? to : b)).sort((a, b) => a - b);
      edges.push({ from: i, to: add(moved, next), push: true });
    }
  }
  const solved = positions.map((p) => p.boxes.every((b) => lv.goal[b] === 1));
  // Least pushes (then walks free) and least steps to a goal, from every position: 0-1 BFS and BFS backwards.
  const back: { from: number; push: boolean }[][] = positions.map(() => []);
  for (const e of edges) back[e.to].push({ from: e.from, push: e.push });
  const pushesLeft = new Array<number>(positions.length).fill(Infinity);
  const stepsLeft = new Array<number>(positions.length).fill(Infinity);
  const deque: number[] = [];
  solved.forEach((s, i) => {
    if (s) {
      pushesLeft[i] = 0;
      stepsLeft[i] = 0;
      deque.push(i);
    }
  });
  const queue = [...deque];
  while (deque.length) {
    const i = deque.shift()!;
    for (const { from, push } of back[i]) {
      const d = pushesLeft[i] + (push ? 1 : 0);
      if (d < pushesLeft[from]) {
        pushesLeft[from] = d;
        if (push) deque.push(from);
        else deque.unshift(from);
      }
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    for (const { from } of back[i]) {
      if (stepsLeft[from] === Infinity) {
        stepsLeft[from] = stepsLeft[i] + 1;
        queue.push(from);
      }
    }
  }
  return { positions, pushesLeft, stepsLeft };
}

/** A seeded random number generator (mulberry32), so that every run tries the same levels. */
function randomOf(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A small random level, or null when the draw is no level: a room with
 * scattered walls and `boxes` goals; the boxes start on the goals and are
 * pulled about at random (`pulls` tries), so most levels are solvable, or,
 * with `pulls` 0, are dropped anywhere, so many are not.
 */
function randomLevel(seed: number, boxes: number, pulls: number): SokobanLevel | null {
  const rand = randomOf(seed);
  const rows = 4 + Math.floor(rand() * 2);
  const cols = 4 + Math.floor(rand() * 2);
  const grid: string[][] = [];
  for (let r = 0; r < rows + 2; r++) grid.push([...'#'.repeat(cols + 2)]);
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++) grid[r][c] = rand() < 0.15 ? '#' : ' ';
  const floor = grid.flatMap((row, r) => row.map((ch, c) => (ch === ' ' ? [r, c] : null))).filter((x): x is number[] => x !== null);
  if (floor.length < 2 * boxes + 2) return null;
  for (let i = floor.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [floor[i], floor[j]] = [floor[j], floor[i]];
  }
  floor.slice(0, boxes).forEach(([r, c]) => (grid[r][c] = pulls > 0 ? '*' : '.'));
  if (pulls === 0) floor.slice(boxes, 2 * boxes).forEach(([r, c]) => (grid[r][c] = '$'));
  const [pr, pc] = floor[2 * boxes];
  grid[pr][pc] = '@';
  let lv: SokobanLevel;
  try {
    lv = level(grid.map((row) => row.join('')).join('|'));
  } catch {
    return null;
  }
  if (pulls === 0) return lv;
  // Pull the boxes about: the player steps back in a random direction, taking the box in front of it along or not.
  const n = lv.neighbour;
  const boxSet = new Set(lv.boxes);
  let player = lv.player;
  for (let i = 0; i < pulls; i++) {
    const d = Math.floor(rand() * 4);
    const to = n[player * 4 + d];
    if (to < 0 || boxSet.has(to)) continue;
    const front = n[player * 4 + (d ^ 1)];
    if (front >= 0 && boxSet.has(front) && rand() < 0.6) {
      boxSet.delete(front);
      boxSet.add(player);
    }
    player = to;
  }
  return level(positionCode(lv, [...boxSet].sort((a, b) => a - b), player));
}

function randomLevels(count: number, boxes: number, pulls: number, firstSeed: number): SokobanLevel[] {
  const levels: SokobanLevel[] = [];
  for (let seed = firstSeed; levels.length < count; seed++) {
    const lv = randomLevel(seed, boxes, pulls);
    if (lv) levels.push(lv);
  }
  return levels;
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
