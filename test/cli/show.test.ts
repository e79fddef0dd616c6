/**
 * `puzzlekit show`: an instance as the puzzle reads it, without solving.
 */
import { describe, expect, it } from 'vitest';
import { runCli, runCliJson } from '../support/cli.js';

interface ShowJson {
  puzzle: string;
  instance: string;
  state: string;
  solved: boolean;
  text: string;
  drawing: { width: number; height: number; shapes: unknown[] };
}

describe('show sliding-tiles', () => {
  it('--json gives the instance, its start state and whether it is solved', async () => {
    const { json, ...result } = await runCliJson<ShowJson>(['show', 'sliding-tiles', '--preset', '8-puzzle', '--json']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(json.puzzle).toBe('sliding-tiles');
    expect(json.instance).toBe('8,6,7/2,5,4/3,0,1');
    expect(json.state).toBe('8,6,7/2,5,4/3,0,1');
    expect(json.solved).toBe(false);
    expect(json.text.split('\n').map((l) => l.trim().split(/\s+/))).toEqual([
      ['8', '6', '7'],
      ['2', '5', '4'],
      ['3', '.', '1'],
    ]);
    expect(json.drawing.width).toBe(3);
    expect(json.drawing.height).toBe(3);
  });

  it('reads the same board written in other ways to the same code', async () => {
    for (const code of ['8 6 7 / 2 5 4 / 3 _ 1', ' 8,6,7/2,5,4/3,.,1 ', '8, 6, 7/2, 5, 4/3, 0, 1']) {
      const { json, status } = await runCliJson<ShowJson>(['show', 'sliding-tiles', '--code', code, '--json']);
      expect(status, code).toBe(0);
      expect(json.instance, code).toBe('8,6,7/2,5,4/3,0,1');
    }
  });

  it('a solved board says so, in JSON and in words', async () => {
    const { json } = await runCliJson<ShowJson>(['show', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--json']);
    expect(json.solved).toBe(true);
    const human = await runCli(['show', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0']);
    expect(human.status).toBe(0);
    expect(human.stdout).toContain('(already solved)');
    expect(human.stdout).toContain('Code: 1,2,3/4,5,6/7,8,0');
    const unsolved = await runCli(['show', 'sliding-tiles', '--preset', '8-puzzle-easy']);
    expect(unsolved.stdout).not.toContain('already solved');
  });

  it('--param goal=blank-first changes which board is solved', async () => {
    const { json } = await runCliJson<ShowJson>(['show', 'sliding-tiles', '--code', '0,1,2/3,4,5/6,7,8', '--param', 'goal=blank-first', '--json']);
    expect(json.solved).toBe(true);
  });
});
