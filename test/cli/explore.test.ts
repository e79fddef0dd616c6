/**
 * `puzzlekit explore` as a contract: the figures of a whole reachable space,
 * checked against published 8-puzzle facts and a breadth-first search written
 * in this file.
 */
import { describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';

interface ExploreJson {
  puzzle: string;
  instance: string;
  status?: string;
  reachableStates: number;
  goalStates: number;
  solvable: boolean | null;
  shortest: number | null;
  statesPerDepth: number[];
  farthest: { distance: number; count: number; examples: string[] };
  limit?: string;
}

/**
 * The number of 8-puzzle positions at each distance from the solved one
 * (Reinefeld 1993; OEIS A089473): 181,440 in all, two of them 31 moves away.
 */
const EIGHT_PUZZLE_LAYERS = [
  1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878, 16993, 17110, 23952, 20224,
  24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];

/** Breadth-first layers of a sliding-tile board, written independently of src/. */
function layersOf(code: string): { layers: string[][] } {
  const rows = code.split('/');
  const width = rows[0].split(',').length;
  const height = rows.length;
  const key = (cells: number[]) => Array.from({ length: height }, (_, r) => cells.slice(r * width, (r + 1) * width).join(',')).join('/');
  const seen = new Set<string>([code]);
  const layers: string[][] = [[code]];
  for (;;) {
    const next: string[] = [];
    for (const s of layers.at(-1)!) {
      const cells = s.split(/[/,]/).map(Number);
      const blank = cells.indexOf(0);
      const r = Math.floor(blank / width);
      const c = blank % width;
      for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
        if (nr < 0 || nr >= height || nc < 0 || nc >= width) continue;
        const moved = [...cells];
        moved[blank] = moved[nr * width + nc];
        moved[nr * width + nc] = 0;
        const k = key(moved);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(k);
        }
      }
    }
    if (next.length === 0) return { layers };
    layers.push(next);
  }
}

describe('explore sliding-tiles from the solved 8-puzzle', async () => {
  const { json, ...result } = await runCliJson<ExploreJson>(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--json']);

  it('exits 0 with nothing on stderr', () => {
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('names the puzzle and instance', () => {
    expect(json.puzzle).toBe('sliding-tiles');
    expect(json.instance).toBe('1,2,3/4,5,6/7,8,0');
  });

  it('reaches 181,440 states, one of them a goal, at distance 0', () => {
    expect(json.reachableStates).toBe(181440);
    expect(json.goalStates).toBe(1);
    expect(json.solvable).toBe(true);
    expect(json.shortest).toBe(0);
  });

  it('has 32 layers that sum to the reachable states, as published', () => {
    expect(json.statesPerDepth).toHaveLength(32);
    expect(json.statesPerDepth.reduce((a, b) => a + b, 0)).toBe(181440);
    expect(json.statesPerDepth).toEqual(EIGHT_PUZZLE_LAYERS);
  });

  it('the farthest positions are the two known hardest, 31 moves away', () => {
    expect(json.farthest.distance).toBe(31);
    expect(json.farthest.count).toBe(2);
    expect([...json.farthest.examples].sort()).toEqual(['6,4,7/8,5,0/3,2,1', '8,6,7/2,5,4/3,0,1']);
  });
});

describe('explore smaller boards', () => {
  it('a 2x3 board: 360 reachable states, layers as a breadth-first search counts them', async () => {
    const start = '1,2,3/4,5,0';
    const { json, ...result } = await runCliJson<ExploreJson>(['explore', 'sliding-tiles', '--code', start, '--json']);
    expect(result.status).toBe(0);
    expect(json.reachableStates).toBe(360);
    const { layers } = layersOf(start);
    expect(layers.flat()).toHaveLength(360);
    expect(json.statesPerDepth).toEqual(layers.map((l) => l.length));
    expect(json.farthest.distance).toBe(layers.length - 1);
    expect(json.farthest.count).toBe(layers.at(-1)!.length);
    for (const example of json.farthest.examples) expect(layers.at(-1)).toContain(example);
  });

  it('an unsolvable 2x2 board: explored (exit 0), no goal, not solvable', async () => {
    const { json, ...result } = await runCliJson<ExploreJson>(['explore', 'sliding-tiles', '--code', '1,3/2,0', '--json']);
    expect(result.status).toBe(0);
    expect(json.reachableStates).toBe(12);
    expect(json.goalStates).toBe(0);
    expect(json.solvable).toBe(false);
    expect(json.shortest).toBeNull();
    expect(json.statesPerDepth.reduce((a, b) => a + b, 0)).toBe(12);
  });

  it('human output gives the figures in words', async () => {
    const result = await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,0']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Reachable states: 360');
    expect(result.stdout).toContain('Goal states: 1');
    expect(result.stdout).toMatch(/Solvable: yes/);
    expect(result.stdout).toMatch(/Farthest from the start: 1 state at 21 moves/);
    expect(hasStackTrace(result.stdout)).toBe(false);
  });
});

describe('explore water-jugs', () => {
  it('8-5-3: 16 reachable states, the goal 7 pours away', async () => {
    const { json, ...result } = await runCliJson<ExploreJson>(['explore', 'water-jugs', '--preset', '8-5-3', '--json']);
    expect(result.status).toBe(0);
    expect(json.reachableStates).toBe(16);
    expect(json.goalStates).toBe(1);
    expect(json.solvable).toBe(true);
    expect(json.shortest).toBe(7);
    expect(json.statesPerDepth.reduce((a, b) => a + b, 0)).toBe(16);
    expect(json.farthest.distance).toBe(json.statesPerDepth.length - 1);
  });
});

describe('explore stopped by a limit before it reaches a goal', () => {
  // The 4x3 preset is solvable in 40 moves; 100,000 states hold no goal.
  it('says solvable is not known: null in JSON, "not known" in words, exit 3', async () => {
    const { json, ...result } = await runCliJson<ExploreJson>(['explore', 'sliding-tiles', '--preset', '4x3', '--max-states', '100000', '--json']);
    expect(result.status).toBe(3);
    expect(json.status).toBe('limit');
    expect(json.goalStates).toBe(0);
    expect(json.solvable).toBeNull();
    expect(json.shortest).toBeNull();
    const words = await runCli(['explore', 'sliding-tiles', '--preset', '4x3', '--max-states', '100000']);
    expect(words.status).toBe(3);
    expect(words.stdout).toContain('Solvable: not known (stopped by the limit)');
  });

  it('a goal reached before the limit still says solvable', async () => {
    const { json, ...result } = await runCliJson<ExploreJson>(['explore', 'sliding-tiles', '--preset', '8-puzzle-easy', '--max-states', '100000', '--json']);
    expect(result.status).toBe(3);
    expect(json.solvable).toBe(true);
  });
});

describe('explore --threads for a puzzle that is not ranked (the hash-table search on worker threads)', () => {
  it('华容道 横刀立马 on 2 threads: 25,955 layouts, 964 solved, 81 moves at the fewest, the farthest 124 away', async () => {
    const { status, json } = await runCliJson<ExploreJson & { threads: number }>(['explore', 'sliding-blocks', '--preset', '横刀立马', '--threads', '2', '--json']);
    expect(status).toBe(0);
    expect(json).toMatchObject({ status: 'complete', threads: 2, reachableStates: 25955, goalStates: 964, shortest: 81 });
    expect(json.farthest.distance).toBe(124);
    expect(json.statesPerDepth.reduce((a, b) => a + b, 0)).toBe(25955);
  });
});
