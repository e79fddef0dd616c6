/**
 * `puzzlekit trace`: the engine's trace of a search, as JSON and as lines,
 * in both languages; its exit codes and refusals.
 */
import { describe, expect, it } from 'vitest';
import { runCli, runCliJson } from '../support/cli.js';

interface TraceJson {
  algorithm: string;
  heuristic: string;
  events: { type: string; state: string; g: number; h: number; f: number; depth: number; reason?: string; bound?: number }[];
  length: number | null;
  path: string[];
}

describe('trace', () => {
  it('--json gives A*\'s events on a 2x2 puzzle with g, h and f, and the length found', async () => {
    const { json, ...result } = await runCliJson<TraceJson>(['trace', 'sliding-tiles', '--code', '3,1/0,2', '--algorithm', 'astar', '--param', 'heuristic=manhattan', '--json']);
    expect(result.status).toBe(0);
    expect(json.algorithm).toBe('astar');
    expect(json.length).toBe(3);
    // The start (h 3), then the best child by f (3 before 5): as worked out in test/engine/trace.test.ts.
    expect(json.events.slice(0, 5)).toEqual([
      { type: 'generate', state: '3,1/0,2', g: 0, h: 3, f: 3, depth: 0 },
      { type: 'expand', state: '3,1/0,2', g: 0, h: 3, f: 3, depth: 0 },
      { type: 'generate', state: '0,1/3,2', g: 1, h: 2, f: 3, depth: 1 },
      { type: 'generate', state: '3,1/2,0', g: 1, h: 4, f: 5, depth: 1 },
      { type: 'expand', state: '0,1/3,2', g: 1, h: 2, f: 3, depth: 1 },
    ]);
    expect(json.events[json.events.length - 1]).toEqual({ type: 'goal', state: '1,2/3,0', g: 3, h: 0, f: 3, depth: 3 });
    expect(json.path).toEqual(['3,1/0,2', '0,1/3,2', '1,0/3,2', '1,2/3,0']);
  });

  it('--algorithm greedy runs greedy best-first (f = h)', async () => {
    const { json } = await runCliJson<TraceJson>(['trace', 'sliding-tiles', '--code', '3,1/0,2', '--algorithm', 'greedy', '--param', 'heuristic=manhattan', '--json']);
    expect(json.events.filter((e) => e.type === 'expand').map((e) => e.f)).toEqual([3, 2, 1]);
  });

  it('solve --algorithm greedy finds a solution, longer than the shortest on the hardest 8-puzzle', async () => {
    const { json, ...result } = await runCliJson<{ moves: unknown[] }>(['solve', 'sliding-tiles', '--preset', '8-puzzle', '--param', 'heuristic=manhattan', '--algorithm', 'greedy', '--json']);
    expect(result.status).toBe(0);
    expect(json.moves).toHaveLength(45);
  });

  it('--max-steps stops after that many expansions, with exit code 3 and length null', async () => {
    const { json, ...result } = await runCliJson<TraceJson>(['trace', 'river-crossing', '--preset', 'wolf-goat-cabbage', '--algorithm', 'bfs', '--max-steps', '2', '--json']);
    expect(result.status).toBe(3);
    expect(json.length).toBeNull();
    expect(json.events.filter((e) => e.type === 'expand')).toHaveLength(2);
  });

  it('prints one line an event, in Chinese with --lang zh', async () => {
    const en = await runCli(['trace', 'sliding-tiles', '--code', '3,1/0,2', '--algorithm', 'idastar', '--param', 'heuristic=manhattan']);
    expect(en.status).toBe(0);
    expect(en.stdout).toMatch(/iteration .*3,1\/0,2 {2}\(bound 3\)/);
    expect(en.stdout).toContain('Found a solution of 3 moves');
    const zh = await runCli(['--lang', 'zh', 'trace', 'sliding-tiles', '--code', '3,1/0,2', '--algorithm', 'idastar', '--param', 'heuristic=manhattan']);
    expect(zh.stdout).toContain('找到一个 3 步的解');
    expect(zh.stdout).toContain('上限 3');
  });

  it('refuses an algorithm the puzzle cannot run in one line, exit 2', async () => {
    const result = await runCli(['trace', 'river-crossing', '--preset', 'wolf-goat-cabbage', '--algorithm', 'bidirectional']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    const bad = await runCli(['trace', 'sliding-tiles', '--algorithm', 'auto']);
    expect(bad.status).toBe(2);
  });
});
