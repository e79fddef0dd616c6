/**
 * `puzzlekit check`: moves saved as codes (the JSON of solve --json, a list,
 * or plain text) are replayed through the rules: exit 0 for a solution, 1 for
 * an illegal move or a last position that is not solved, 2 for bad input.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

interface CheckJson {
  status: 'solution' | 'illegal' | 'not-solved';
  moves: number;
  legalMoves: number;
  cost: number;
  solved: boolean;
  illegal?: { move: number; code: string; legalThere: string[] };
}

const HUARONGDAO = ['sliding-blocks', '--preset', '横刀立马'];
const solved = await runCliJson<{ length: number; moves: { code: string }[] }>(['solve', ...HUARONGDAO, '--json', '--no-boards']);
const codes = solved.json.moves.map((m) => m.code);

describe('check accepts what solve prints', () => {
  it('the JSON of solve --json is a solution: 81 moves, the known optimum of 横刀立马', async () => {
    expect(codes).toHaveLength(81);
    const { status, json } = await runCliJson<CheckJson>(['check', ...HUARONGDAO, '--moves', file('solve.json', solved.stdout), '--json']);
    expect(status).toBe(0);
    expect(json).toMatchObject({ status: 'solution', moves: 81, legalMoves: 81, cost: 81, solved: true });
  });

  it('plain text and a JSON list, from standard input, say the same in words', async () => {
    const text = await runCli(['check', ...HUARONGDAO, '--moves', '-'], { input: codes.join(' ') });
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('A solution: 81 moves, all legal.');
    const list = await runCliJson<CheckJson>(['check', ...HUARONGDAO, '--moves', '-', '--json'], { input: JSON.stringify(codes) });
    expect(list.json.status).toBe('solution');
  });

  it('counts the cost in the metric asked for: a river crossing in minutes', async () => {
    const torch = ['river-crossing', '--preset', 'bridge-torch'];
    const plan = await runCliJson<{ cost: number; moves: { code: string }[] }>(['solve', ...torch, '--json', '--no-boards']);
    expect(plan.json.cost).toBe(17);
    const { status, json } = await runCliJson<CheckJson>(['check', ...torch, '--moves', '-', '--json'], { input: plan.stdout });
    expect(status).toBe(0);
    expect(json.cost).toBe(17);
    const text = await runCli(['check', ...torch, '--moves', '-'], { input: plan.stdout });
    expect(text.stdout).toMatch(/A solution: \d+ moves, all legal \(17 minutes\)\./);
  });
});

describe('check refuses what is not a solution (exit 1)', () => {
  it('names the first illegal move, counted from 1, and the moves legal there', async () => {
    // The first move made twice: its piece has left the cell the code moves it from ("3,1~4,1").
    const broken = [codes[0], codes[0], ...codes.slice(1)];
    const { status, json } = await runCliJson<CheckJson>(['check', ...HUARONGDAO, '--moves', '-', '--json'], { input: broken.join('\n') });
    expect(status).toBe(1);
    expect(json.status).toBe('illegal');
    expect(json.illegal!.move).toBe(2);
    expect(json.illegal!.legalThere.length).toBeGreaterThan(0);
    expect(json.illegal!.legalThere).not.toContain(codes[0]);
    const text = await runCli(['check', ...HUARONGDAO, '--moves', '-'], { input: broken.join(' ') });
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(/Move 2 \(".*"\) is not a legal move after move 1\./);
  });

  it('all moves legal but one short of the goal', async () => {
    const { status, json } = await runCliJson<CheckJson>(['check', ...HUARONGDAO, '--moves', '-', '--json'], { input: codes.slice(0, -1).join('\n') });
    expect(status).toBe(1);
    expect(json).toMatchObject({ status: 'not-solved', moves: 80, legalMoves: 80, solved: false });
  });

  it('a code that names no move at all', async () => {
    const { status, json } = await runCliJson<CheckJson>(['check', 'sliding-tiles', '--moves', '-', '--json'], { input: 'zz' });
    expect(status).toBe(1);
    expect(json.illegal).toMatchObject({ move: 1, code: 'zz' });
  });
});

describe('bad input to check is exit 2, one line', () => {
  it.each([
    ['no --moves', ['check', 'sliding-tiles'], '', /check needs --moves/],
    ['an empty file', ['check', 'sliding-tiles', '--moves', file('empty.txt', '  \n')], '', /holds no moves/],
    ['broken JSON', ['check', 'sliding-tiles', '--moves', '-'], '{"moves": [', /not valid JSON/],
    ['JSON without moves', ['check', 'sliding-tiles', '--moves', '-'], '{"a": 1}', /expected a list of move codes/],
    ['a move that is a number', ['check', 'sliding-tiles', '--moves', '-'], '["5D", 7]', /move 2 is neither a code/],
    ['a missing file', ['check', 'sliding-tiles', '--moves', join(dir, 'nope.json')], '', /--moves .*nope\.json/],
    ['two readers of stdin', ['check', 'sliding-tiles', '--file', '-', '--moves', '-'], '', /cannot both read standard input/],
  ])('%s', async (_, args, input, message) => {
    const { status, stderr, stdout } = await runCli(args as string[], { input: input as string });
    expect(status).toBe(2);
    expect(stderr).toMatch(message as RegExp);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(hasStackTrace(stderr)).toBe(false);
    expect(stdout).toBe('');
  });
});
