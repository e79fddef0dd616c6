/**
 * LIMITS (--max-states, --max-seconds, --max-memory): a search that reaches
 * one stops, exits with code 3 and says which limit it was.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';
import { expectCliAnswerSolves } from '../support/cli-replay.js';

interface LimitedJson {
  status: string;
  limit?: string;
  length?: number | null;
  moves?: unknown[];
  states?: unknown[];
  reachableStates?: number;
  stats: { statesExplored: number; milliseconds: number };
}

/** A breadth-first search of the 15-puzzle preset (50 moves) would need billions of states. */
const BIG_BFS = ['solve', 'sliding-tiles', '--preset', '15-puzzle', '--algorithm', 'bfs'];

function expectLimit(result: { status: number | null; stderr: string; timedOut: boolean }): void {
  expect(result.timedOut, 'the command ended by itself').toBe(false);
  expect(result.status).toBe(3);
  expect(hasStackTrace(result.stderr)).toBe(false);
}

describe('solve with limits', () => {
  it('--max-states 1000: exit 3, status limit, limit states', async () => {
    const { json, ...result } = await runCliJson<LimitedJson>([...BIG_BFS, '--max-states', '1000', '--json']);
    expectLimit(result);
    expect(result.stderr).toBe('');
    expect(json.status).toBe('limit');
    expect(json.limit).toBe('states');
    expect(json.length).toBeNull();
    expect(json.moves).toEqual([]);
    expect(json.states).toEqual([]);
    // It stopped near the limit, not long after (a few states of slack for the last expansion).
    expect(json.stats.statesExplored).toBeGreaterThanOrEqual(1000);
    expect(json.stats.statesExplored).toBeLessThan(1100);
  });

  // How long after the deadline it stops depends on the machine (and Node's start-up on it); that it stops, says why, and ran past the deadline does not.
  it('--max-seconds 0.2 on a big breadth-first search: exit 3, limit time', async () => {
    const { json, ...result } = await runCliJson<LimitedJson>([...BIG_BFS, '--max-seconds', '0.2', '--json'], { timeoutMs: 15_000 });
    expectLimit(result);
    expect(json.status).toBe('limit');
    expect(json.limit).toBe('time');
    expect(json.stats.milliseconds).toBeGreaterThanOrEqual(150);
  });

  it('--max-memory 1: exit 3, limit memory', async () => {
    const { json, ...result } = await runCliJson<LimitedJson>([...BIG_BFS, '--max-memory', '1', '--json'], { timeoutMs: 15_000 });
    expectLimit(result);
    expect(json.status).toBe('limit');
    expect(json.limit).toBe('memory');
  });

  it('a limit in human output: "Stopped", exit 3, nothing on stderr', async () => {
    const result = await runCli([...BIG_BFS, '--max-states', '1000']);
    expectLimit(result);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Stopped: the state limit was reached/m);
    expect(result.stdout).not.toContain('Solved');
  });

  it('a limit that is not reached changes nothing (8-puzzle, --max-states 1000000)', async () => {
    const args = ['solve', 'sliding-tiles', '--preset', '8-puzzle', '--max-states', '1000000', '--json'];
    const { json, ...result } = await runCliJson<LimitedJson & { moves: { code: string }[] }>(args);
    expect(result.status).toBe(0);
    expect(json.status).toBe('solved');
    expect(json.length).toBe(31);
    expectCliAnswerSolves(args, json);
  });
});

describe('explore with limits', () => {
  it('--max-states: exit 3, status limit, partial figures', async () => {
    const { json, ...result } = await runCliJson<LimitedJson>(['explore', 'sliding-tiles', '--preset', '15-puzzle', '--max-states', '1000', '--json']);
    expectLimit(result);
    expect(json.status).toBe('limit');
    expect(json.limit).toBe('states');
    expect(json.reachableStates).toBeGreaterThanOrEqual(1000);
    expect(json.reachableStates).toBeLessThan(1100);
  });

  it('--max-states below the 8-puzzle space: exit 3; at or above it: exit 0', async () => {
    const below = await runCliJson<LimitedJson>(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--max-states', '100000', '--json']);
    expectLimit(below);
    expect(below.json.status).toBe('limit');
    const above = await runCliJson<LimitedJson>(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--max-states', '200000', '--json']);
    expect(above.status).toBe(0);
    expect(above.json.status).toBe('complete');
    expect(above.json.reachableStates).toBe(181440);
  });

  it('human output says the figures are partial', async () => {
    const result = await runCli(['explore', 'sliding-tiles', '--preset', '15-puzzle', '--max-seconds', '0.2']);
    expectLimit(result);
    expect(result.stdout).toMatch(/Stopped early: the time limit was reached/);
  });
});

describe('a solution too long to print', () => {
  it('Hanoi with 24 discs (16,777,215 moves) is refused up front with the lower bound, never run out of memory', async () => {
    const message = 'every solution has at least 16,777,215 moves, more than solve prints (at most 1,000,000): try a smaller instance, or explore to measure the space';
    const text = await runCli(['solve', 'hanoi', '--param', 'discs=24', '--no-boards']);
    expect(text.status).toBe(2);
    expect(text.stderr.trim()).toBe(`puzzlekit: ${message}`);
    const json = await runCli(['solve', 'hanoi', '--param', 'discs=24', '--json']);
    expect(json.status).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({ status: 'error', message });
  });
});

describe('runs that end', () => {
  /** Replays knight move codes like "a3b1" on Guarini's board from the rules: a knight's jump to an empty square; true when the colours end swapped. */
  function guariniReplaysToGoal(codes: string[]): boolean {
    const board = new Map<string, string>([['a3', 'W'], ['c3', 'W'], ['a1', 'B'], ['c1', 'B']]);
    for (const code of codes) {
      const [from, to] = [code.slice(0, 2), code.slice(2)];
      const dx = Math.abs(from.charCodeAt(0) - to.charCodeAt(0));
      const dy = Math.abs(Number(from[1]) - Number(to[1]));
      const piece = board.get(from);
      if (!piece || board.has(to) || dx * dy !== 2 || to === 'b2') return false;
      board.delete(from);
      board.set(to, piece);
    }
    return board.get('a1') === 'W' && board.get('c1') === 'W' && board.get('a3') === 'B' && board.get('c3') === 'B';
  }

  it("Guarini's knights, --all --max-solutions 2: two shortest solutions, listed without walking the shorter bounds in vain", async () => {
    const r = await runCliJson(['solve', 'knights', '--preset', 'guarini', '--all', '--max-solutions', '2', '--json']);
    expect(r.status).toBe(0);
    const json = r.json as { length: number; complete: boolean; solutions: { length: number; moves: { code: string }[] }[] };
    expect(json.length).toBe(16);
    expect(json.complete).toBe(false);
    expect(json.solutions).toHaveLength(2);
    const codes = json.solutions.map((s) => s.moves.map((m) => m.code));
    for (const [i, s] of json.solutions.entries()) {
      expect(s.length).toBe(16);
      expect(guariniReplaysToGoal(codes[i]), codes[i].join(' ')).toBe(true);
    }
    expect(codes[0].join(' ')).not.toBe(codes[1].join(' '));
  });
});

// Number() reads 0x10, 1e3 and 0b11 too, and past 2^53 whole numbers are no longer exact (2^53 + 1 reads as 2^53).
describe('limits are decimal numbers in a safe range', () => {
  it.each([
    [['--max-states', '0x10'], /--max-states 0x10: expected a positive whole number in decimal digits/],
    [['--max-states', '1e3'], /--max-states 1e3: expected a positive whole number in decimal digits/],
    [['--max-states', '9007199254740993'], /--max-states 9007199254740993: at most 9,007,199,254,740,991/],
    [['--max-seconds', '0x10'], /--max-seconds 0x10: expected a positive number in decimal digits/],
    [['--max-seconds', '1e-3'], /--max-seconds 1e-3: expected a positive number in decimal digits/],
    [['--max-memory', '0b11'], /--max-memory 0b11: expected a positive number in decimal digits/],
    [['--algorithm', 'dfs', '--max-depth', '9007199254740993'], /--max-depth 9007199254740993: expected a whole number from 1 to 9007199254740991/],
    [['--algorithm', 'dfs', '--max-depth', '0x10'], /--max-depth 0x10: expected a whole number from 1 to 9007199254740991/],
    [['--all', '--max-solutions', '1e2'], /--max-solutions 1e2: expected a whole number from 0 to 9007199254740991/],
  ])('%j: exit 2, one line that says what is expected', async (args, message) => {
    const result = await runCli(['solve', 'sliding-tiles', '--preset', '8-puzzle', ...args]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it('plain decimals are still read as before: 600.5 seconds, .5 megabytes, 1000 states', async () => {
    const { json, ...result } = await runCliJson<LimitedJson>(['solve', 'sliding-tiles', '--preset', '8-puzzle', '--max-seconds', '600.5', '--max-memory', '512.5', '--max-states', '1000000', '--json']);
    expect(result.status).toBe(0);
    expect(json.status).toBe('solved');
  });
});

describe('Ctrl-C while waiting for input', () => {
  // A writer that never writes: the read waited out its 30 s idle bound, Ctrl-C or not.
  it('--file - with a silent writer: Ctrl-C ends the wait at once, exit 3, one line', async () => {
    const silent = new PassThrough();
    const result = await runCli(['solve', 'sliding-tiles', '--file', '-'], { stdin: silent, timeoutMs: 0 });
    silent.destroy();
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('puzzlekit: cancelled while waiting for standard input\n');
  });
});
