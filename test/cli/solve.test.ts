/**
 * `puzzlekit solve` as a contract: exit codes, the JSON object, the human
 * output, and every way of giving an instance. Solutions are replayed here
 * with the sliding-tile rules written out in this file, independently of the
 * program.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasStackTrace, linesOf, runCli, runCliJson } from '../support/cli.js';
import { expectCliSolutionSolves } from '../support/puzzle-checks.js';

interface MoveJson {
  text: string;
  code: string;
}

interface SolveJson {
  puzzle: string;
  instance: string;
  metric: string;
  algorithm: string;
  status: 'solved' | 'unsolvable' | 'limit';
  length: number | null;
  cost: number | null;
  moves: MoveJson[];
  states: string[];
  stats: { statesExplored: number; milliseconds: number };
  reason?: string;
  limit?: string;
  shortestSolutions?: number | string | null;
  solutionCount?: number | string | null;
  solutions?: { length: number; cost: number; moves: MoveJson[] }[];
  complete?: boolean;
}

const HARDEST = '8,6,7/2,5,4/3,0,1';
const SOLVED = '1,2,3/4,5,6/7,8,0';
const SOLVED_BLANK_FIRST = '0,1,2/3,4,5/6,7,8';
const EASY = '1,2,3/4,0,6/7,5,8';

// ---------------------------------------------------------------------------
// The sliding-tile rules, written independently of src/.

interface Board {
  width: number;
  height: number;
  cells: number[];
}

function board(code: string): Board {
  const rows = code.split('/').map((row) => row.split(',').map((t) => Number(t)));
  const width = rows[0].length;
  for (const row of rows) expect(row.length, `rows of ${code}`).toBe(width);
  const cells = rows.flat();
  expect([...cells].sort((a, b) => a - b), `tiles of ${code}`).toEqual(cells.map((_, i) => i));
  return { width, height: rows.length, cells };
}

function code(b: Board): string {
  const rows: string[] = [];
  for (let r = 0; r < b.height; r++) rows.push(b.cells.slice(r * b.width, (r + 1) * b.width).join(','));
  return rows.join('/');
}

const LETTER: Record<string, [number, number]> = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
const WORD: Record<string, string> = { U: 'up', D: 'down', L: 'left', R: 'right' };

/** The one slide that turns `before` into `after`: which tile, and which way it went. */
function slideBetween(before: Board, after: Board): { tile: number; letter: string } {
  expect(after.width).toBe(before.width);
  expect(after.height).toBe(before.height);
  const changed = before.cells.flatMap((t, i) => (t !== after.cells[i] ? [i] : []));
  expect(changed, `${code(before)} -> ${code(after)} changes two cells`).toHaveLength(2);
  const [a, b] = changed;
  // One of the two cells held the blank before; the tile there now came from the other.
  const from = before.cells[a] === 0 ? b : a;
  const to = from === a ? b : a;
  const tile = before.cells[from];
  expect(before.cells[to], 'the tile slides into the blank').toBe(0);
  expect(tile).not.toBe(0);
  expect(after.cells[to]).toBe(tile);
  expect(after.cells[from]).toBe(0);
  const dr = Math.floor(to / before.width) - Math.floor(from / before.width);
  const dc = (to % before.width) - (from % before.width);
  expect(Math.abs(dr) + Math.abs(dc), `${code(before)} -> ${code(after)}: the cells are adjacent`).toBe(1);
  const letter = Object.keys(LETTER).find((k) => LETTER[k][0] === dr && LETTER[k][1] === dc)!;
  return { tile, letter };
}

/** Applies a move code such as "7L" by the rules; fails the test if it is illegal. */
function applyCode(b: Board, move: string): Board {
  const m = /^(\d+)([UDLR])$/.exec(move);
  expect(m, `move code ${move}`).not.toBeNull();
  const tile = Number(m![1]);
  const [dr, dc] = LETTER[m![2]];
  const from = b.cells.indexOf(tile);
  expect(from, `tile ${tile} is on the board`).toBeGreaterThanOrEqual(0);
  expect(tile).not.toBe(0);
  const r = Math.floor(from / b.width) + dr;
  const c = (from % b.width) + dc;
  expect(r >= 0 && r < b.height && c >= 0 && c < b.width, `${move} stays on the board`).toBe(true);
  const to = r * b.width + c;
  expect(b.cells[to], `${move} slides into the blank`).toBe(0);
  const cells = [...b.cells];
  cells[to] = tile;
  cells[from] = 0;
  return { ...b, cells };
}

/** Checks a solve JSON object's states and moves against each other and the rules. */
function expectReplays(json: SolveJson, start: string, goal: string): void {
  expect(json.states).toHaveLength(json.length! + 1);
  expect(json.moves).toHaveLength(json.length!);
  expect(json.states[0]).toBe(start);
  expect(json.states.at(-1)).toBe(goal);
  for (let i = 0; i < json.moves.length; i++) {
    const before = board(json.states[i]);
    const after = board(json.states[i + 1]);
    const { tile, letter } = slideBetween(before, after);
    expect(json.moves[i].code, `move ${i + 1}`).toBe(`${tile}${letter}`);
    expect(json.moves[i].text, `move ${i + 1}`).toBe(`slide ${tile} ${WORD[letter]}`);
    expect(code(applyCode(before, json.moves[i].code))).toBe(json.states[i + 1]);
  }
  expect(new Set(json.states).size, 'a shortest solution never repeats a state').toBe(json.states.length);
}

/** Replays a list of move codes from `start`; returns the boards passed through. */
function replayCodes(start: string, moves: MoveJson[]): string[] {
  let b = board(start);
  const seen = [code(b)];
  for (const m of moves) {
    b = applyCode(b, m.code);
    seen.push(code(b));
  }
  return seen;
}

/** A board from a code the program wrote, without the checks (for the search below). */
function quickBoard(code: string): Board {
  const rows = code.split('/');
  const cells = code.split(/[/,]/).map(Number);
  return { width: cells.length / rows.length, height: rows.length, cells };
}

/** Counts shortest paths to the goal by breadth-first search, for small boards. */
function countShortestPaths(start: string, goal: string): { distance: number; count: number } {
  let layer = new Map<string, number>([[start, 1]]);
  const seen = new Set<string>([start]);
  for (let distance = 0; layer.size > 0; distance++) {
    if (layer.has(goal)) return { distance, count: layer.get(goal)! };
    const next = new Map<string, number>();
    for (const [s, ways] of layer) {
      const b = quickBoard(s);
      const blank = b.cells.indexOf(0);
      for (const [dr, dc] of Object.values(LETTER)) {
        const r = Math.floor(blank / b.width) + dr;
        const c = (blank % b.width) + dc;
        if (r < 0 || r >= b.height || c < 0 || c >= b.width) continue;
        const cells = [...b.cells];
        cells[blank] = cells[r * b.width + c];
        cells[r * b.width + c] = 0;
        const t = code({ ...b, cells });
        if (seen.has(t) && !next.has(t)) continue;
        seen.add(t);
        next.set(t, (next.get(t) ?? 0) + ways);
      }
    }
    layer = next;
  }
  return { distance: -1, count: 0 };
}

/** Stats differ from run to run; everything else must not. */
function withoutStats(json: SolveJson): Omit<SolveJson, 'stats'> {
  const { stats: _stats, ...rest } = json;
  return rest;
}

function expectCleanSuccess(result: { status: number | null; stderr: string }, exit = 0): void {
  expect(result.stderr, 'nothing on stderr').toBe('');
  expect(result.status).toBe(exit);
}

// ---------------------------------------------------------------------------

describe('solve sliding-tiles 8-puzzle --json', () => {
  it.each(['astar', 'idastar', 'bidirectional', 'bfs'])('--algorithm %s finds the 31-move solution', async (algorithm) => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', '8-puzzle', '--algorithm', algorithm, '--json']);
    expectCleanSuccess(result);
    expect(json.puzzle).toBe('sliding-tiles');
    expect(json.instance).toBe(HARDEST);
    expect(json.metric).toBe('moves');
    expect(json.algorithm).toBe(algorithm);
    expect(json.status).toBe('solved');
    expect(json.length).toBe(31);
    expect(json.cost).toBe(31);
    expect(json.states).toHaveLength(32);
    expect(json.states[0]).toBe(json.instance);
    expect(json.states.at(-1)).toBe(SOLVED);
    expectReplays(json, HARDEST, SOLVED);
    expect(json.stats.statesExplored).toBeGreaterThan(0);
    expect(typeof json.stats.milliseconds).toBe('number');
    expect(json).not.toHaveProperty('shortestSolutions');
    expect(json).not.toHaveProperty('solutions');
  });

  it('prints exactly one JSON object on stdout', async () => {
    const result = await runCli(['solve', 'sliding-tiles', '--preset', '8-puzzle-easy', '--json']);
    expectCleanSuccess(result);
    const parsed: unknown = JSON.parse(result.stdout);
    expect(parsed).toBeTypeOf('object');
    expect(Array.isArray(parsed)).toBe(false);
  });

  it('--param goal=blank-first ends at the blank-first goal', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', '8-puzzle', '--param', 'goal=blank-first', '--json']);
    expectCleanSuccess(result);
    expect(json.status).toBe('solved');
    expect(json.states.at(-1)).toBe(SOLVED_BLANK_FIRST);
    expectReplays(json, HARDEST, SOLVED_BLANK_FIRST);
    // Shortest, as breadth-first search in this file counts it.
    expect(json.length).toBe(countShortestPaths(HARDEST, SOLVED_BLANK_FIRST).distance);
  });

  it('an instance that is already solved has a solution of no moves', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--code', SOLVED, '--json']);
    expectCleanSuccess(result);
    expect(json.status).toBe('solved');
    expect(json.length).toBe(0);
    expect(json.moves).toEqual([]);
    expect(json.states).toEqual([SOLVED]);
  });

  it('--algorithm dfs finds some solution that replays to the goal', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', '8-puzzle-easy', '--algorithm', 'dfs', '--json']);
    expectCleanSuccess(result);
    expect(json.status).toBe('solved');
    expect(json.algorithm).toBe('dfs');
    expect(json.length).toBeLessThanOrEqual(50);
    expectReplays(json, EASY, SOLVED);
  });

  it('solves a board that is not square (4x3, 40 moves)', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', '4x3', '--json']);
    expectCleanSuccess(result);
    expect(json.length).toBe(40);
    expectReplays(json, '8,7,11,0/10,1,6,5/9,4,2,3', '1,2,3,4/5,6,7,8/9,10,11,0');
  });
});

describe('solve --count', () => {
  it('--count shortest on 8-puzzle-easy: one shortest solution', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', '8-puzzle-easy', '--count', 'shortest', '--json']);
    expectCleanSuccess(result);
    expect(json.status).toBe('solved');
    expect(json.length).toBe(2);
    expect(json.shortestSolutions).toBe(1);
    expectReplays(json, EASY, SOLVED);
  });

  it('--count shortest agrees with a breadth-first count on a 2x3 board', async () => {
    const start = '5,4,3/2,1,0';
    const expected = countShortestPaths(start, '1,2,3/4,5,0');
    expect(expected.count).toBeGreaterThan(1); // the instance is chosen to have several
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--code', start, '--count', 'shortest', '--json']);
    expectCleanSuccess(result);
    expect(json.length).toBe(expected.distance);
    expect(json.shortestSolutions).toBe(expected.count);
  });

  it('--count shortest on an unsolvable instance says 0, with exit code 1', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--code', '1,3/2,0', '--count', 'shortest', '--json']);
    expectCleanSuccess(result, 1);
    expect(json.status).toBe('unsolvable');
    expect(json.shortestSolutions).toBe(0);
  });

  it('--count all within --max-depth counts the simple solutions', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', '8-puzzle-easy', '--count', 'all', '--max-depth', '12', '--json']);
    expectCleanSuccess(result);
    expect(json.solutionCount).toBe(3);
    expect(json).not.toHaveProperty('solutions');
  });
});

describe('solve --all', () => {
  const args = ['solve', 'sliding-tiles', '--preset', '8-puzzle-easy', '--all', '--max-solutions', '3', '--json'];

  function checkSolutions(json: SolveJson): void {
    for (const s of json.solutions!) {
      expect(s.moves).toHaveLength(s.length);
      expect(s.cost).toBe(s.length);
      expect(s.length).toBeGreaterThanOrEqual(json.length!);
      const boards = replayCodes(EASY, s.moves);
      expect(boards.at(-1)).toBe(SOLVED);
      expect(new Set(boards).size, 'no state repeats').toBe(boards.length);
      expect(boards.slice(0, -1), 'the path ends at the first goal it reaches').not.toContain(SOLVED);
    }
    const distinct = new Set(json.solutions!.map((s) => s.moves.map((m) => m.code).join(' ')));
    expect(distinct.size, 'the solutions are different').toBe(json.solutions!.length);
  }

  it('lists at most --max-solutions and says complete=false when capped', async () => {
    const { json, ...result } = await runCliJson<SolveJson>([...args, '--max-depth', '14', '--count', 'all']);
    expectCleanSuccess(result);
    expect(json.solutionCount).toBeGreaterThan(3);
    expect(json.solutions!.length).toBeLessThanOrEqual(3);
    expect(json.solutions).toHaveLength(3);
    expect(json.complete).toBe(false);
    checkSolutions(json);
  });

  it('says complete=true when every solution is listed', async () => {
    const { json, ...result } = await runCliJson<SolveJson>([...args, '--max-depth', '10']);
    expectCleanSuccess(result);
    expect(json.complete).toBe(true);
    expect(json.solutions!.length).toBeLessThanOrEqual(3);
    expect(json.solutions!.map((s) => s.length).sort((a, b) => a - b)).toEqual([2, 10]);
    checkSolutions(json);
  });

  // Listing alone stops one solution past the cap, shortest first, so it ends
  // even where the walk over every simple path would not. The states limit
  // (some 15,000 are needed) bounds the test on any machine: were the listing
  // to go on, it would end on the limit, exit 3, never on a fast machine's luck.
  it('--all --max-solutions 3 ends by itself on an 8-puzzle (no --max-depth)', async () => {
    const result = await runCliJson<SolveJson>([...args, '--max-states', '1000000']);
    expect(result.status).toBe(0);
    expect(result.json.solutions).toHaveLength(3);
    expect(result.json.complete).toBe(false);
    checkSolutions(result.json);
  });

  it('human output lists the solutions and the count', async () => {
    const result = await runCli(['solve', 'sliding-tiles', '--preset', '8-puzzle-easy', '--all', '--max-solutions', '3', '--max-depth', '14']);
    expectCleanSuccess(result);
    expect(result.stdout).toMatch(/^Solution 1 \(\d+ moves\):\n {3}1\. slide \d+ (up|down|left|right)\n {3}2\. slide /m);
    expect(result.stdout).toMatch(/^Solution 3 /m);
    expect(result.stdout).not.toMatch(/^Solution 4 /m);
    expect(result.stdout).toContain('raise --max-solutions');
  });
});

describe('solve human output', () => {
  it('shows the start board, numbered moves with boards, and the length', async () => {
    const result = await runCli(['solve', 'sliding-tiles', '--preset', '8-puzzle']);
    expectCleanSuccess(result);
    const lines = linesOf(result.stdout);
    expect(result.stdout).toContain('Solved in 31 moves');
    expect(lines[0]).toContain(HARDEST);
    const start = lines.indexOf('Start:');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(lines.slice(start + 1, start + 4).map((l) => l.trim().split(/\s+/))).toEqual([
      ['8', '6', '7'],
      ['2', '5', '4'],
      ['3', '.', '1'],
    ]);
    const moves = lines.filter((l) => /^\d+\. /.test(l));
    expect(moves).toHaveLength(31);
    moves.forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}\\. slide [1-8] (up|down|left|right)$`)));
    expect(result.stdout).toMatch(/^1\. slide /m);
    // After the last move, the solved board.
    expect(lines.slice(-4, -1).map((l) => l.trim().split(/\s+/))).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '.'],
    ]);
  });

  it('--no-boards leaves the boards out but keeps the moves', async () => {
    const result = await runCli(['solve', 'sliding-tiles', '--preset', '8-puzzle', '--no-boards']);
    expectCleanSuccess(result);
    expect(result.stdout).toContain('Solved in 31 moves');
    expect(result.stdout).not.toContain('Start:');
    const lines = linesOf(result.stdout);
    expect(lines.filter((l) => /^\s+[\d.]+( +[\d.]+){2}\s*$/.test(l)), 'no board rows').toEqual([]);
    expect(lines.filter((l) => /^\d+\. slide /.test(l))).toHaveLength(31);
  });
});

describe('unsolvable instances', () => {
  it('loyd-14-15: exit 1, status unsolvable with a reason', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', 'loyd-14-15', '--json']);
    expectCleanSuccess(result, 1);
    expect(json.status).toBe('unsolvable');
    expect(json.instance).toBe('1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0');
    expect(typeof json.reason).toBe('string');
    expect(json.reason!.length).toBeGreaterThan(10);
    expect(json.length).toBeNull();
    expect(json.moves).toEqual([]);
    expect(json.states).toEqual([]);
  });

  it('loyd-14-15 by its alias, in human output: "No solution"', async () => {
    const result = await runCli(['solve', 'sliding-tiles', '--preset', '14-15']);
    expectCleanSuccess(result, 1);
    expect(result.stdout).toContain('No solution');
    expect(result.stdout).not.toContain('Solved');
  });

  it('a single row whose tiles are out of order is unsolvable', async () => {
    const result = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--code', '2,1,0', '--json']);
    expect(result.status).toBe(1);
    expect(result.json.status).toBe('unsolvable');
  });
});

describe('instance sources', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-solve-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const byCode = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--code', HARDEST, '--json']);

  it('--code gives the 31-move solution', () => {
    expect(byCode.status).toBe(0);
    expect(byCode.json.length).toBe(31);
    expectReplays(byCode.json, HARDEST, SOLVED);
  });

  it('--file PATH gives the same result as --code', async () => {
    const path = join(dir, 'hardest.txt');
    writeFileSync(path, '8 6 7\n2 5 4\n3 _ 1\n');
    const result = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--file', path, '--json']);
    expectCleanSuccess(result);
    expect(withoutStats(result.json)).toEqual(withoutStats(byCode.json));
  });

  it('--file PATH with Windows line ends and the code format', async () => {
    const path = join(dir, 'hardest-crlf.txt');
    writeFileSync(path, '8,6,7\r\n2,5,4\r\n3,0,1\r\n');
    const result = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--file', path, '--json']);
    expectCleanSuccess(result);
    expect(withoutStats(result.json)).toEqual(withoutStats(byCode.json));
  });

  it('--file - reads standard input and gives the same result as --code', async () => {
    const result = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--file', '-', '--json'], { input: `${HARDEST}\n` });
    expectCleanSuccess(result);
    expect(withoutStats(result.json)).toEqual(withoutStats(byCode.json));
  });

  it('--preset gives the same result as --code', async () => {
    const result = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--preset', '8-puzzle', '--json']);
    expect(withoutStats(result.json)).toEqual(withoutStats(byCode.json));
  });

  it('no source at all means the default preset', async () => {
    const result = await runCliJson<SolveJson>(['solve', 'sliding-tiles', '--json']);
    expectCleanSuccess(result);
    expect(result.json.instance).toBe(HARDEST);
  });

  it('solved runs write nothing that looks like a stack trace', () => {
    expect(hasStackTrace(byCode.stdout + byCode.stderr)).toBe(false);
  });
});

describe('solve water-jugs', () => {
  it('8-5-3: 7 pours, from 8,0,0 to 4,4,0', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'water-jugs', '--preset', '8-5-3', '--json']);
    expectCleanSuccess(result);
    expect(json.puzzle).toBe('water-jugs');
    expect(json.status).toBe('solved');
    expect(json.length).toBe(7);
    expect(json.states).toHaveLength(8);
    expect(json.states[0]).toBe('8,0,0');
    expect(json.states.at(-1)).toBe('4,4,0');
    expectCliSolutionSolves('water-jugs', { source: { kind: 'preset', name: '8-5-3' } }, json);
    // Water is neither made nor lost without a tap, and no jug overflows.
    for (const s of json.states) {
      const amounts = s.split(',').map(Number);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(8);
      amounts.forEach((a, i) => expect(a).toBeLessThanOrEqual([8, 5, 3][i]));
    }
  });

  it('3-5-to-4: 6 moves, ending with 4 in a jug', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'water-jugs', '--preset', '3-5-to-4', '--json']);
    expectCleanSuccess(result);
    expect(json.length).toBe(6);
    expect(json.states).toHaveLength(7);
    expect(json.states.at(-1)!.split(',').map(Number)).toContain(4);
    expectCliSolutionSolves('water-jugs', { source: { kind: 'preset', name: '3-5-to-4' } }, json);
  });

  it('--all on 8-5-3 lists 3 of its simple solutions, complete=false', async () => {
    const { json, ...result } = await runCliJson<SolveJson>(['solve', 'water-jugs', '--preset', '8-5-3', '--all', '--max-solutions', '3', '--count', 'all', '--json']);
    expectCleanSuccess(result);
    expect(json.solutions).toHaveLength(3);
    expect(json.complete).toBe(false);
    expect(json.solutionCount).toBeGreaterThan(3);
    for (const s of json.solutions!) expect(s.length).toBeGreaterThanOrEqual(7);
  });

  it('--algorithm dfs is fine', async () => {
    const result = await runCliJson<SolveJson>(['solve', 'water-jugs', '--preset', '8-5-3', '--algorithm', 'dfs', '--json']);
    expectCleanSuccess(result);
    expect(result.json.status).toBe('solved');
    expect(result.json.states.at(-1)).toBe('4,4,0');
    expectCliSolutionSolves('water-jugs', { source: { kind: 'preset', name: '8-5-3' } }, result.json);
  });
});
