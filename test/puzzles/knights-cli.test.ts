/**
 * The small classics through the real command line: every knights mode
 * solves with `auto`, tours are counted with --count all, and bad input
 * exits 2 with its one-line message. (Runs the build, as test/cli does.)
 */
import { describe, expect, it } from 'vitest';
import { runCli, runCliJson } from '../support/cli.js';
import { expectCliSolutionSolves } from '../support/puzzle-checks.js';

interface SolveJson {
  status: string;
  algorithm: string;
  length: number | null;
  moves: { text: string; code: string }[];
  states: string[];
  solutionCount?: number | null;
  shortestSolutions?: number | null;
  reason?: string;
}

const solveJson = async (...args: string[]) => await runCliJson<SolveJson>(['solve', ...args, '--json'], { timeoutMs: 60_000 });

describe('the classics on the command line', () => {
  it("knights, tour: 1,728 open 5x5 tours with --count all; an 8x8 tour by depth-first search", async () => {
    const five = await solveJson('knights', '--preset', 'tour-5x5', '--count', 'all');
    expect(five.status).toBe(0);
    expect(five.json.solutionCount).toBe(1728);
    expect(five.json.algorithm).toBe('dfs');
    const eight = await solveJson('knights', '--param', 'mode=tour', '--param', 'closed=true');
    expect(eight.json.length).toBe(63);
    expect(eight.json.moves[0].text).toMatch(/^knight a1 to (b3|c2)$/);
    expectCliSolutionSolves('knights', { params: { mode: 'tour', closed: 'true' } }, eight.json);
  });

  it('knights, swap and path: Guarini with its count; a path between two squares given as parameters', async () => {
    const guarini = await solveJson('knights', '--preset', 'guarini', '--count', 'shortest');
    expect([guarini.json.length, guarini.json.shortestSolutions]).toEqual([16, 4_726_784]);
    expect(guarini.json.states.at(-1)).toBe('B.B/.../W.W');
    const path = await solveJson('knights', '--param', 'mode=path', '--param', 'from=a1', '--param', 'to=b2');
    expect(path.json.length).toBe(4);
  });

  it('coins and frogs: the write-up\'s line after every move, top down; frog moves in words', async () => {
    const coins = await runCli(['solve', 'coins', '--preset', 'ababa']);
    expect(coins.status).toBe(0);
    const lines = coins.stdout.split('\n').filter((l) => /^\s+[AB.]+$/.test(l)).map((l) => l.trim());
    expect(lines[0]).toBe('ABABA');
    expect(lines.at(-1)).toMatch(/^(AAABB|BBAAA)$/);
    expect(lines).toHaveLength(6);
    const frogs = await solveJson('frogs', '--param', 'left=2', '--param', 'right=2', '--count', 'all');
    expect([frogs.json.length, frogs.json.solutionCount]).toEqual([8, 2]);
  });

  it('hanoi: 4 pegs follow Frame-Stewart', async () => {
    expect((await solveJson('hanoi', '--preset', 'reve')).json.length).toBe(33);
  });

  it('proofs and bad input', async () => {
    const closed = await solveJson('knights', '--code', 'tour:5x5:closed:a1');
    expect(closed.status).toBe(1);
    expect(closed.json.reason).toContain('a closed tour needs as many of each');
    for (const [args, message] of [
      [['coins', '--code', 'ABXBA'], '"X" at cell 3 is not a coin face (A or B)'],
      [['knights', '--code', 'swap:.../.../...'], 'the board has no knights'],
      [['hanoi', '--param', 'pegs=2'], 'parameter pegs: 2 is out of range (3 to 26)'],
      [['frogs', '--code', 'LL_RX'], '"X" at position 5 is not L, R or the pad _'],
    ] as const) {
      const result = await runCli(['solve', ...args]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
