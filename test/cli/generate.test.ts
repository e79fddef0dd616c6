/**
 * `puzzlekit generate`: any puzzle with a level designer, through the real
 * command line; a puzzle without one is a usage error.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { CLI_MAIN, hasStackTrace, linesOf, REPO_ROOT, runCli, runCliJson } from '../support/cli.js';

interface GenerateJson {
  puzzle: string;
  status: string;
  limit?: string;
  seed: number;
  minMoves: number;
  unique: boolean;
  count: number;
  instances: { code: string; moves: number; shortestSolutions: number; text: string }[];
  stats: { candidates: number; statesExplored: number; milliseconds: number };
}

describe('generate submarine', () => {
  it('--json: the levels with their codes and difficulty; the same seed gives the same levels', async () => {
    const args = ['generate', 'submarine', '--seed', '2', '--min-moves', '60', '--unique', '--count', '2', '--json'];
    const { json, ...result } = await runCliJson<GenerateJson>(args);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(json).toMatchObject({ puzzle: 'submarine', status: 'complete', seed: 2, minMoves: 60, unique: true, count: 2 });
    expect(json.instances).toHaveLength(2);
    for (const level of json.instances) {
      expect(level.moves).toBeGreaterThanOrEqual(60);
      expect(level.shortestSolutions).toBe(1);
      // The code solves, through the command line, in the moves claimed.
      const solved = await runCliJson<{ status: string; length: number }>(['solve', 'submarine', '--code', level.code, '--json']);
      expect(solved.json).toMatchObject({ status: 'solved', length: level.moves });
    }
    expect((await runCliJson<GenerateJson>(args)).json.instances.map((l) => l.code)).toEqual(json.instances.map((l) => l.code));
  }, 30_000);

  it('prints each level as a code and a board with its moves, and the seed used', async () => {
    const result = await runCli(['generate', 'submarine', '--seed', '2', '--min-moves', '20']);
    expect(result.status).toBe(0);
    const lines = linesOf(result.stdout);
    expect(lines[0]).toMatch(/1 new level \(seed 2, at least 20 moves\)/);
    expect(lines[1]).toMatch(/^Level 1: \d+ moves, /);
    expect(lines[2]).toMatch(/^Code: \S+$/);
    expect(lines.filter((l) => l.trim().startsWith('|'))).toHaveLength(19);
    expect(lines.at(-1)).toMatch(/candidates, .* states explored in/);
    const chosen = await runCli(['generate', 'submarine', '--no-boards']);
    expect(linesOf(chosen.stdout)[0]).toMatch(/\(seed \d+\)/);
    expect(chosen.stdout).not.toMatch(/\|/);
  }, 30_000);

  it('a limit before the levels are made: exit 3, saying so', async () => {
    const result = await runCli(['generate', 'submarine', '--min-moves', '5000', '--max-seconds', '1', '--no-boards']);
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(/Stopped early: the time limit was reached; 0 of 1 made\./);
    const json = await runCliJson<GenerateJson>(['generate', 'submarine', '--min-moves', '5000', '--max-states', '20000', '--json']);
    expect(json.status).toBe(3);
    expect(json.json).toMatchObject({ status: 'limit', limit: 'states', instances: [] });
  }, 30_000);

  it('Ctrl-C cancels: exit 3, with what was made so far', async () => {
    const child = spawn(process.execPath, [CLI_MAIN, 'generate', 'submarine', '--min-moves', '5000', '--no-boards'], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      // The header line is printed after the Ctrl-C handler is installed and
      // before the work begins: a signal sent before it would race the start-up.
      let sent = false;
      child.stdout.on('data', () => {
        if (!sent && /new level/.test(stdout)) {
          sent = true;
          child.kill('SIGINT');
        }
      });
      child.on('exit', (status) => resolve(status));
    });
    expect(code).toBe(3);
    expect(stdout).toMatch(/Stopped early: the search was cancelled; 0 of 1 made\./);
  }, 20_000);

  it.each([
    [['generate', 'sliding-tiles'], /^puzzlekit: sliding-tiles has no level generator \(puzzles with one: rush-hour, submarine, sokoban\)$/],
    [['generate', 'no-such'], /^puzzlekit: unknown puzzle "no-such"/],
    [['generate', 'submarine', '--count', '0'], /^puzzlekit: --count 0: expected a whole number from 1 to 1000$/],
    [['generate', 'submarine', '--seed', '-3'], /^puzzlekit: --seed -3: expected a whole number from 0 to 4294967295$/],
    [['generate', 'submarine', '--min-moves', 'lots'], /^puzzlekit: --min-moves lots: expected a whole number/],
    [['generate', 'submarine', '--max-seconds', '0'], /^puzzlekit: --max-seconds 0: expected a positive number$/],
  ])('%j: exit 2, one line', async (args, message) => {
    const result = await runCli(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(linesOf(result.stderr)).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(message);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });
});

describe('solve and explore submarine', () => {
  it('solves a preset move by move in words, the last move through the exit', async () => {
    const result = await runCliJson<{ status: string; length: number; moves: { text: string; code: string }[]; shortestSolutions: number }>([
      'solve', 'submarine', '--preset', 'warm-up', '--count', 'shortest', '--json',
    ]);
    expect(result.json).toMatchObject({ status: 'solved', length: 11, shortestSolutions: 1 });
    expect(result.json.moves.at(-1)).toEqual({ text: 'the submarine (S) slides down out through the exit', code: 'SX' });
  });

  it('reads a level code typed in, and explores its whole space', async () => {
    const result = await runCliJson<{ reachableStates: number; goalStates: number; shortest: number }>(['explore', 'submarine', '--code', 'B3,s23,s1/s4,s2,M2/S,.,s13', '--json']);
    expect(result.status).toBe(0);
    expect(result.json.reachableStates - result.json.goalStates).toBe(16);
    expect(result.json.shortest).toBe(8);
  });
});

describe('a minimum far past every level seen', () => {
  it('generate submarine --min-moves 100000 says up front that no level comes near, then ends at its limit', async () => {
    const r = await runCli(['generate', 'submarine', '--min-moves', '100000', '--seed', '1', '--max-seconds', '1', '--json']);
    expect(r.status).toBe(3);
    expect(r.stderr).toBe('puzzlekit: note: the longest submarine level generated so far needs 155 moves; none may need 100,000, so it will likely end at --max-seconds\n');
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'limit', limit: 'time', instances: [] });
  });
});
