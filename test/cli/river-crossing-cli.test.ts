/**
 * `puzzlekit` with river crossings, as a user runs it: presets with their
 * parameters, a spec file and a RiverCrossing scenario through --file, the
 * table of missionaries and cannibals, the state-space diagram, an
 * unsolvable size and a bad spec.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasStackTrace, linesOf, runCli, runCliJson } from '../support/cli.js';
import { expectCliAnswerSolves } from '../support/cli-replay.js';
import { SHARED_DATA } from '../support/puzzle-checks.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-river-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface SolveJson {
  status: string;
  length: number;
  cost: number;
  moves: { text: string; code: string }[];
  states: string[];
  shortestSolutions?: number;
  solutionCount?: number;
  reason?: string;
}

describe('puzzlekit and river crossings', () => {
  it('solves 人鬼渡河 in words, with both banks after each crossing', async () => {
    const r = await runCli(['solve', 'river-crossing', '--preset', 'ghosts']);
    expect(r.status).toBe(0);
    const lines = linesOf(r.stdout);
    expect(lines).toContain('   east bank: 3 people, 3 ghosts | boat ~~~~~~ | west bank: nobody');
    expect(lines.filter((l) => /^\d+\. .* cross(es)? (east to west|west to east)$/.test(l))).toHaveLength(11);
    expect(lines).toContain('   east bank: nobody | ~~~~~~ boat | west bank: 3 people, 3 ghosts');
  });

  it('counts the shortest plans and every plan without repeated states, in JSON', async () => {
    const args = ['solve', 'river-crossing', '--preset', 'missionaries-cannibals', '--count', 'shortest', '--json'];
    const r = await runCliJson<SolveJson>(args);
    expect(r.json).toMatchObject({ status: 'solved', length: 11, shortestSolutions: 4 });
    expectCliAnswerSolves(args, r.json);
    expect(r.json.states[0]).toBe('3M,3C|-|near');
    const all = await runCliJson<SolveJson>(['solve', 'river-crossing', '--preset', 'monks-monsters', '--count', 'all', '--json']);
    expect(all.json.solutionCount).toBe(4);
  });

  it('says there is no plan for 4 and 4 with a boat for 2, and how many safe states it reached (exit 1)', async () => {
    const r = await runCli(['solve', 'river-crossing', '--param', 'missionaries=4', '--param', 'cannibals=4']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/No solution: every one of the 11 reachable states was searched/);
  });

  it('takes the least time for the bridge and torch', async () => {
    const args = ['solve', 'river-crossing', '--preset', 'bridge-torch', '--json'];
    const r = await runCliJson<SolveJson>(args);
    expect(r.json).toMatchObject({ status: 'solved', cost: 17, length: 5 });
    expectCliAnswerSolves(args, r.json);
    expect(r.json.moves[0].text).toMatch(/with the torch \(\d+ minutes?\)$/);
  });

  it('prints the table of fewest crossings for n missionaries and n cannibals against the boat', async () => {
    const r = await runCliJson<{ cells: { status: string; length?: number }[][] }>(['table', 'river-crossing', '--rows', 'missionaries=1..10', '--cols', 'boat=2..5', '--json']);
    expect(r.status).toBe(0);
    const column = (c: number) => r.json.cells.map((row) => (row[c].status === 'solved' ? row[c].length : '-'));
    expect(column(0)).toEqual([1, 5, 11, '-', '-', '-', '-', '-', '-', '-']);
    expect(column(1)).toEqual([1, 3, 5, 9, 11, '-', '-', '-', '-', '-']);
  });

  it('draws the state space with the plan traced', async () => {
    const r = await runCli(['solve', 'river-crossing', '--preset', 'ghosts', '--diagram', '--no-boards']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('ghosts on the east bank');
    expect(r.stdout).toContain('people on the east bank');
    expect(r.stdout).toMatch(/path: \(3,3\) > /);
  });

  it('solves a spec file of a new puzzle', async () => {
    const spec = join(dir, 'soldiers.json');
    writeFileSync(spec, JSON.stringify({
      travellers: [{ name: 'boy 1', short: 'B1' }, { name: 'boy 2', short: 'B2' }, { kind: 'soldier', count: 2, short: 'S' }],
      boat: { capacity: 2 },
      rules: [{ type: 'forbid', where: 'boat', match: [{ counts: { soldier: '1+' }, others: '1+' }, { counts: { soldier: '2+' } }] }],
    }));
    const args = ['solve', 'river-crossing', '--file', spec, '--json'];
    const r = await runCliJson<SolveJson>(args);
    expect(r.json).toMatchObject({ status: 'solved', length: 9 });
    expectCliAnswerSolves(args, r.json);
  });

  const scenario = join(SHARED_DATA, 'rivercrossing-scenarios', 'wolfGoatCabbage.json');
  if (!existsSync(scenario)) console.warn(`NOTICE: ${scenario} is missing, so the CLI's RiverCrossing scenario test is skipped.`);
  it.skipIf(!existsSync(scenario))('solves a RiverCrossing scenario file', async () => {
    const args = ['solve', 'river-crossing', '--file', scenario, '--json'];
    const r = await runCliJson<SolveJson>(args);
    expect(r.json).toMatchObject({ status: 'solved', length: 7 });
    expectCliAnswerSolves(args, r.json);
    expect(r.json.moves[0].text).toBe('Farmer and Goat cross left to right');
  });

  it('rejects a bad spec with one line naming the place (exit 2)', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ travellers: [{ name: 'thief', rows: false }, { name: 'policeman' }], boat: { capacity: 2 }, rules: [{ type: 'apart', who: ['thief'], from: ['policeman'], unless: ['polic'] }] }));
    const r = await runCli(['solve', 'river-crossing', '--file', bad]);
    expect(r.status).toBe(2);
    expect(linesOf(r.stderr)).toHaveLength(1);
    expect(r.stderr).toContain('rules[0].unless[0]: unknown traveller "polic"');
    expect(hasStackTrace(r.stderr)).toBe(false);
    const notJson = join(dir, 'notes.txt');
    writeFileSync(notJson, 'the farmer, the wolf');
    const n = await runCli(['solve', 'river-crossing', '--file', notJson]);
    expect(n.status).toBe(2);
    expect(n.stderr).toMatch(/is not valid JSON/);
  });
});
