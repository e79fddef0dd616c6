/**
 * explore --diagram and table --metric, through the command line, checked
 * against the puzzles' rules written out here.
 */
import { describe, expect, it } from 'vitest';
import { runCli, runCliJson } from '../support/cli.js';

describe('explore --diagram', () => {
  it('draws missionaries and cannibals as the grid of safe and unsafe banks, by the outnumbering rule', async () => {
    const { status, stdout } = await runCli(['explore', 'river-crossing', '--diagram']);
    expect(status).toBe(0);
    expect(stdout).toContain('Reachable states: 16');
    // Row c (cannibals on the near bank), column m (missionaries): safe when no bank has missionaries outnumbered.
    const safe = (m: number, c: number) => (m === 0 || m >= c) && (3 - m === 0 || 3 - m >= 3 - c);
    for (let c = 3; c >= 0; c--) {
      const row = [0, 1, 2, 3].map((m) => (safe(m, c) ? 'o' : '.')).join('  ');
      expect(stdout).toContain(`${c} |  ${row}`);
    }
    expect(stdout).toContain('o safe, . unsafe');
  });

  it('adds the drawing to the JSON', async () => {
    const { status, json } = await runCliJson<{ reachableStates: number; diagram: { width: number; height: number; shapes: unknown[] } }>(['explore', 'river-crossing', '--diagram', '--json']);
    expect(status).toBe(0);
    expect(json.reachableStates).toBe(16);
    expect(json.diagram.shapes.length).toBeGreaterThan(16);
  });
});

describe('table --metric', () => {
  it('counts bridge and torch in crossings or in minutes, as asked', async () => {
    const args = ['table', 'river-crossing', '--param', 'times=1,2,5,10', '--rows', 'boat=2..3', '--json'];
    type Table = { metric: string; cells: { status: string; cost: number }[][] };
    const minutes = await runCliJson<Table>(args);
    const crossings = await runCliJson<Table>([...args, '--metric', 'crossings']);
    expect(minutes.json.metric).toBe('cost');
    expect(crossings.json.metric).toBe('crossings');
    // Four people, a bridge for two: 17 minutes (the classic), 5 crossings; for three: 13 minutes, 3 crossings.
    expect(minutes.json.cells.map((l) => l[0].cost)).toEqual([17, 13]);
    expect(crossings.json.cells.map((l) => l[0].cost)).toEqual([5, 3]);
  });
});
