/**
 * Words and numbers a person reads: thousands separators, units from the
 * puzzle ("17 minutes", a spec's "second"), singular and plural, no bare
 * "(cost)" labels, a spec's title in the header, and state codes that use
 * the banks' own names (east and west for 人鬼渡河).
 */
import { describe, expect, it } from 'vitest';
import { plural } from '../../src/cli/words.js';
import { timeUnitWords } from '../../src/puzzles/river-crossing/words.js';
import { runCli, runCliJson } from '../support/cli.js';

const secondsSpec = JSON.stringify({
  title: 'Three hikers on a rope bridge',
  travellers: [
    { name: 'quick', time: 1 },
    { name: 'middle', time: 2 },
    { name: 'slow', time: 5 },
  ],
  boat: { capacity: 2, name: 'bridge' },
  time: { unit: 'second' },
});

describe('numbers and nouns', () => {
  it('plural and separators', () => {
    expect(plural(1, 'move')).toBe('1 move');
    expect(plural(0, 'move')).toBe('0 moves');
    expect(plural(1_048_575, 'move')).toBe('1,048,575 moves');
    expect(plural(2n ** 60n, 'solution')).toBe('1,152,921,504,606,846,976 solutions');
    expect(timeUnitWords('minutes')).toEqual({ one: 'minute', many: 'minutes' });
    expect(timeUnitWords('second')).toEqual({ one: 'second', many: 'seconds' });
    expect(timeUnitWords('min')).toEqual({ one: 'min', many: 'min' });
  });

  it('a long solution: its length with thousands separators (hanoi, 14 discs: 16,383 moves)', async () => {
    const result = await runCli(['solve', 'hanoi', '--code', '14:3', '--no-boards']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Solved in 16,383 moves \(/m);
  });

  it('one reachable state: "the start is the only reachable state", "1 state"', async () => {
    const result = await runCli(['solve', 'knights', '--code', 'path:3x3:b2:a1']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^No solution: the start is the only reachable state \(bfs, 1 state, /m);
  });
});

describe('units from the puzzle, not "(cost)"', () => {
  it('bridge and torch: 17 minutes', async () => {
    const result = await runCli(['solve', 'river-crossing', '--preset', 'bridge-torch', '--no-boards']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Solved in 5 moves, 17 minutes \(ucs, /m);
    expect(result.stdout).not.toContain('(cost)');
    expect(result.stdout).toContain('(1 minute)');
  });

  it('a spec whose unit is "second": 1 second, 5 seconds, and its title in the header', async () => {
    const result = await runCli(['solve', 'river-crossing', '--code', secondsSpec, '--no-boards']);
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('River crossings (missionaries and cannibals, 人鬼渡河, wolf-goat-cabbage, bridge and torch, ...): Three hikers on a rope bridge');
    expect(result.stdout).toContain('(5 seconds)');
    expect(result.stdout).toContain('(1 second)');
    expect(result.stdout).not.toMatch(/[02-9] second\b/);
    expect(result.stdout).toMatch(/^Solved in 3 moves, 8 seconds /m);
  });

  it('table river-crossing labels the figures as crossings, or minutes when crossings take time', async () => {
    const crossings = await runCli(['table', 'river-crossing', '--rows', 'missionaries=1..3']);
    expect(crossings.status).toBe(0);
    expect(crossings.stdout).toContain('the optimum (crossings) for each missionaries');
    expect(crossings.stdout).toMatch(/^\| missionaries \| crossings \|$/m);
    expect(crossings.stdout).toMatch(/^\|\s+3 \|\s+11 \|$/m);
    const minutes = await runCli(['table', 'river-crossing', '--preset', 'bridge-torch', '--rows', 'boat=2..3']);
    expect(minutes.stdout).toMatch(/^\| boat \| minutes \|$/m);
    expect(minutes.stdout).toMatch(/^\|\s+2 \|\s+17 \|$/m);
  });
});

describe('state codes with the banks\' names', () => {
  it('人鬼渡河 crosses east to west, and its state codes say east and west; parseState takes both kinds', async () => {
    const { json, ...result } = await runCliJson<{ states: string[]; moves: { text: string }[] }>(['solve', 'river-crossing', '--preset', 'ghosts', '--json']);
    expect(result.status).toBe(0);
    expect(json.moves[0].text).toMatch(/east to west/);
    expect(json.states[0]).toBe('3P,3G|-|east');
    expect(json.states.at(-1)).toBe('-|3P,3G|west');
    for (const code of json.states) expect(code).not.toMatch(/near|far/);
  });
});

describe('--all lays plans out readably', () => {
  it('monks and monsters: a title, then each plan as a numbered list under its own heading', async () => {
    const result = await runCli(['solve', 'river-crossing', '--preset', 'monks-monsters', '--all']);
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^River crossings .*: monks-monsters\//);
    for (const line of lines) expect(line.length).toBeLessThan(160);
    for (let plan = 1; plan <= 4; plan++) {
      const at = lines.indexOf(`Solution ${plan} (11 moves):`);
      expect(at, `plan ${plan}`).toBeGreaterThan(0);
      for (let move = 1; move <= 11; move++) expect(lines[at + move]).toMatch(new RegExp(`^ +${move}\\. \\S`));
    }
    expect(result.stdout).toContain('All 4 solutions without a repeated state are shown.');
  });
});
