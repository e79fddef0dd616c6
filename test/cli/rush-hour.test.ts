/**
 * Rush Hour through the real command line: the database's code solved in
 * its 60 moves and counted, the board drawn with its exit, moves checked,
 * a level designed by search, and a bad code refused in one line with exit
 * 2. (Runs the build, as test/cli does.)
 */
import { describe, expect, it } from 'vitest';
import { hasStackTrace, linesOf, runCli, runCliJson } from '../support/cli.js';
import { expectCliSolutionSolves } from '../support/puzzle-checks.js';

const HARDEST = 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM';

interface SolveJson {
  length: number | null;
  moves: { text: string; code: string }[];
  shortestSolutions?: number | null;
}

describe('rush-hour on the command line', () => {
  it('solves the database\'s hardest code in 60 moves, counts its shortest solutions, and the moves replay', async () => {
    const r = await runCliJson<SolveJson>(['solve', 'rush-hour', '--code', HARDEST, '--count', 'shortest', '--json']);
    expect(r.status).toBe(0);
    expect(r.json.length).toBe(60);
    expect(r.json.shortestSolutions).toBe(907_200);
    expect(r.json.moves[0].text).toMatch(/^(car|truck) [B-M] (up|down|left|right) \d$/);
    expectCliSolutionSolves('rush-hour', { source: { kind: 'code', code: HARDEST } }, r.json);
  });

  it('shows the board in a frame open at the exit, and answers to its Chinese name', async () => {
    const r = await runCli(['show', '塞车', '--preset', 'hardest', '--lang', 'zh']);
    expect(r.status).toBe(0);
    expect(linesOf(r.stdout)).toEqual(expect.arrayContaining(['   +------+', '   |IBBx..|', '   |JAAL..>']));
    expect(r.stdout).toMatch(/尖峰时刻/);
  });

  it('checks moves written as codes, and names the car that blocks an illegal one', async () => {
    const good = await runCli(['check', 'rush-hour', '--preset', 'rush-hour-1', '--moves', '-'], { input: 'B+1 P-1 E-1 C-3 O+3 R-2 Q+2 A+3' });
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/8 moves, all legal/);
    const bad = await runCli(['check', 'rush-hour', '--preset', 'rush-hour-1', '--moves', '-'], { input: 'B+1 A+2' });
    expect(bad.stdout).toMatch(/A is blocked going right: row 3, column 4 is taken/);
  });

  it('explores a 5x5 cluster given by a 25-character code', async () => {
    const r = await runCli(['explore', 'rush-hour', '--code', '........BBAA..D....D...CC']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/180 states/);
  });

  it('designs a level by search with --min-moves', async () => {
    const r = await runCli(['generate', 'rush-hour', '--min-moves', '5', '--seed', '7', '--max-states', '2000000']);
    expect(r.status).toBe(0);
    const moves = Number(/Level 1: (\d+) moves/.exec(r.stdout)?.[1]);
    expect(moves).toBeGreaterThanOrEqual(5);
    const code = /Code: ([A-Za-z]{36})/.exec(r.stdout)![1];
    const solved = await runCliJson<SolveJson>(['solve', 'rush-hour', '--code', code, '--json']);
    expect(solved.json.length).toBe(moves);
  });

  it.each([
    ['a truck of four', 'ooooooooooooAAooooooooooooBBBBoooooo', /piece B at row 5, column 3 is 4 cells long/],
    ['a code of 35 characters', HARDEST.slice(1), /35 characters/],
    ['no red car', 'BBoooooooooooooooooooooooooooooooooo', /no red car A/],
  ])('refuses %s in one line, exit 2', async (_what, code, message) => {
    const r = await runCli(['solve', 'rush-hour', '--code', code]);
    expect(r.status).toBe(2);
    expect(linesOf(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });
});
