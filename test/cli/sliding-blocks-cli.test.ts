/**
 * The command line with sliding-blocks: the layout code in and out, the
 * showcase, an unsolvable layout, merging mirror images, and bad input.
 */
import { describe, expect, it } from 'vitest';
import { hasStackTrace, linesOf, runCli, runCliJson } from '../support/cli.js';
import { expectCliAnswerSolves } from '../support/cli-replay.js';
import { expectCliSolutionSolves } from '../support/puzzle-checks.js';

interface SolveJson {
  status: string;
  instance: string;
  length: number | null;
  moves: { text: string; code: string }[];
  states: string[];
  shortestSolutions?: number;
}

describe('puzzlekit with sliding-blocks', () => {
  it('solves a layout given by its code, printing layout codes for the states', async () => {
    const { status, json } = await runCliJson<SolveJson>(['solve', 'sliding-blocks', '--code', '1A9BF0C00', '--json']);
    expect(status).toBe(0);
    expect(json.instance).toBe('1A9BF0C00');
    expect(json.length).toBe(81);
    expect(json.states[0]).toBe('1A9BF0C00');
    for (const code of json.states) expect(code).toMatch(/^[0-9A-F]{9}$/);
    expect(json.moves.at(-1)!.text).toMatch(/^B /);
    expectCliSolutionSolves('sliding-blocks', { source: { kind: 'code', code: '1A9BF0C00' } }, json);
  });

  it('shows the showcase (npm start) board by board', async () => {
    const { status, stdout } = await runCli(['solve', 'sliding-blocks', '--preset', 'hengdaolima']);
    expect(status).toBe(0);
    expect(stdout).toContain('Solved in 81 moves');
    expect(stdout).toMatch(/^81\. B /m);
    expect(stdout).toMatch(/^B is 曹操, the 2x2 block/m);
    // A board of 5 rows after each of the 81 moves, and one for the start.
    expect(stdout.split('\n').filter((l) => /^ {3}[A-J.]{4}$/.test(l))).toHaveLength(82 * 5);
  });

  it('reports 走投无路 as proved unsolvable, with the size of the space searched (exit 1)', async () => {
    const { status, stdout, stderr } = await runCli(['solve', 'sliding-blocks', '--preset', 'zoutouwulu']);
    expect(status).toBe(1);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/No solution: every one of the 7,462 reachable states was searched/);
  });

  it('merges mirror images on request: 13,011 for 横刀立马', async () => {
    const { status, json } = await runCliJson<{ reachableStates: number; mergedSymmetric?: boolean }>(['explore', 'sliding-blocks', '--merge-symmetric', '--json']);
    expect(status).toBe(0);
    expect(json.reachableStates).toBe(13011);
    expect(json.mergedSymmetric).toBe(true);
  });

  it('counts shortest solutions with --count shortest', async () => {
    const args = ['solve', 'sliding-blocks', '--code', 'A./..:target=A,2,2', '--metric', 'step', '--count', 'shortest', '--json'];
    const { status, json } = await runCliJson<SolveJson>(args);
    expect(status).toBe(0);
    expect(json.length).toBe(2);
    expectCliAnswerSolves(args, json);
    expect(json.shortestSolutions).toBe(2);
  });

  it.each([
    [['solve', 'sliding-blocks', '--code', 'ABBC/ABBC/DEEF/DGH/I..J'], /row 4 has 3 cells but row 1 has 4/],
    [['solve', 'sliding-blocks', '--code', 'F00000000'], /layout code F00000000 is no 华容道 layout/],
    [['explore', 'sliding-blocks', '--code', 'A..:target=A,1,3', '--merge-symmetric'], /--merge-symmetric: this sliding-blocks instance has no symmetry to merge/],
    [['solve', 'sliding-blocks', '--metric', 'jump'], /has no metric "jump"/],
  ])('rejects bad input in one line (exit 2): %j', async (args, message) => {
    const { status, stdout, stderr } = await runCli(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(linesOf(stderr)).toHaveLength(1);
    expect(hasStackTrace(stderr)).toBe(false);
    expect(stderr).toMatch(message);
  });
});
