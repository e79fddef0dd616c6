/**
 * Names a person types: puzzle aliases (klotski, 华容道, 15-puzzle, hanoi),
 * and "did you mean" for a mistyped puzzle, preset, parameter or metric,
 * instead of the whole list.
 */
import { describe, expect, it } from 'vitest';
import { resolvePuzzle } from '../../src/puzzles/catalog.js';
import { runCli, runCliJson } from '../support/cli.js';
import { expectCliAnswerSolves } from '../support/cli-replay.js';

describe('puzzle aliases', () => {
  it.each([
    ['klotski', 'sliding-blocks'],
    ['huarongdao', 'sliding-blocks'],
    ['华容道', 'sliding-blocks'],
    ['Sliding Blocks', 'sliding-blocks'],
    ['hanoi', 'hanoi'],
    ['towers-of-hanoi', 'hanoi'],
    ['汉诺塔', 'hanoi'],
    ['jugs', 'water-jugs'],
    ['马踏棋盘', 'knights'],
  ])('%s is %s', (alias, id) => {
    // Resolved in-process (one process per name would cost a second each on a busy machine); the CLI runs below use the same function.
    expect(resolvePuzzle(alias).puzzle.id).toBe(id);
  });

  it('the command line opens a puzzle by an alias: klotski shows 横刀立马', async () => {
    const { json, ...result } = await runCliJson<{ puzzle: string; instance: string }>(['show', 'klotski', '--json']);
    expect(result.status, result.stderr).toBe(0);
    expect(json).toMatchObject({ puzzle: 'sliding-blocks', instance: '1A9BF0C00' });
  });

  it('15-puzzle and 8-puzzle name the sliding-tiles presets of those names when no instance is given', async () => {
    const fifteen = await runCliJson<{ puzzle: string; instance: string }>(['show', '15-puzzle', '--json']);
    const preset = await runCliJson<{ instance: string }>(['show', 'sliding-tiles', '--preset', '15-puzzle', '--json']);
    expect(fifteen.json.puzzle).toBe('sliding-tiles');
    expect(fifteen.json.instance).toBe(preset.json.instance);
    const eight = await runCliJson<{ length: number; moves: { code: string }[] }>(['solve', '8-puzzle', '--json']);
    expect(eight.json.length).toBe(31);
    expectCliAnswerSolves(['solve', 'sliding-tiles', '--preset', '8-puzzle'], eight.json);
    // A code given with the alias wins over the alias's preset.
    const code = await runCliJson<{ length: number; moves: { code: string }[] }>(['solve', '8-puzzle', '--code', '1,2,3/4,5,6/7,0,8', '--json']);
    expect(code.json.length).toBe(1);
    expectCliAnswerSolves(['solve', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,0,8'], code.json);
  });
});

describe('did you mean', () => {
  it.each([
    [['solve', 'klotsky'], /^puzzlekit: unknown puzzle "klotsky": did you mean sliding-blocks \(klotski\)\?/],
    [['solve', 'huarongda'], /did you mean sliding-blocks \(huarongdao\)/],
    [['solve', '华容'], /did you mean sliding-blocks \(华容道\)\?/],
    [['solve', 'slidingtile'], /did you mean sliding-tiles\?/],
    [['solve', 'sliding-blocks', '--preset', 'hengdaolim'], /has no preset "hengdaolim": did you mean 横刀立马 \(hengdaolima\)\? \(26 presets/],
    [['solve', 'sliding-blocks', '--preset', '横刀立'], /did you mean 横刀立马\?/],
    [['solve', 'river-crossing', '--preset', 'ghost'], /has no preset "ghost": did you mean ghosts\?/],
    [['solve', 'sliding-tiles', '--param', 'gaol=blank-first'], /has no parameter "gaol": did you mean goal\? \(its parameters: goal, heuristic\)/],
    [['solve', 'sliding-blocks', '--metric', 'stpe'], /has no metric "stpe": did you mean step\? \(metrics: move, step, slide\)/],
    [['table', 'water-jugs', '--rows', 'target=1..2', '--metric', 'move'], /has no metric "move": did you mean moves\?/],
  ])('%j', async (args, message) => {
    const result = await runCli(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.split('\n').filter((l) => l !== '')).toHaveLength(1);
  });

  it('a long preset list is not dumped: the message says how many there are and where to see them', async () => {
    const result = await runCli(['solve', 'sliding-blocks', '--preset', 'qwerty']);
    expect(result.status).toBe(2);
    expect(result.stderr).not.toContain('峰回路转');
    expect(result.stderr).toMatch(/\(26 presets: `puzzlekit list --long` names them\)/);
  });

  it('case, spaces and hyphens do not matter in names', async () => {
    expect((await runCli(['show', 'sliding-blocks', '--preset', 'HengDao-LiMa'])).status).toBe(0);
    expect((await runCli(['show', 'sliding-tiles', '--preset', '15 Puzzle'])).status).toBe(0);
    expect((await runCli(['solve', 'sliding-blocks', '--metric', 'STEP', '--no-boards'])).status).toBe(0);
  });
});
