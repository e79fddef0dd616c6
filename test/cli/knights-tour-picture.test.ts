/**
 * A knight's tour prints as one board of move numbers, not a board a move;
 * the numbers are checked here to be a tour: every square once, each number
 * a knight's move from the one before, and the last back beside the first
 * for a closed tour.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

function numbered(stdout: string, size: number): number[][] {
  const lines = stdout.split('\n');
  const at = lines.indexOf('The whole solution:');
  expect(at).toBeGreaterThanOrEqual(0);
  return lines.slice(at + 1, at + 1 + size).map((l) => l.trim().split(/\s+/).map(Number));
}

describe('knight\'s tours on the command line', () => {
  it.each([
    ['tour:8x8:closed:a1', 8, true],
    ['tour:5x5:open', 5, false],
  ])('%s: a numbered board that is a tour, and no board a move', async (code, size, closed) => {
    const result = await runCli(['solve', 'knights', '--code', code]);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').length).toBeLessThan(size + 6);
    expect(result.stdout).not.toMatch(/^\s+[.xN ]+$/m);
    const grid = numbered(result.stdout, size);
    const where = new Map<number, [number, number]>();
    grid.forEach((row, r) => row.forEach((n, c) => where.set(n, [r, c])));
    expect([...where.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: size * size }, (_, i) => i + 1));
    const knightMove = (a: [number, number], b: [number, number]) => {
      const [dr, dc] = [Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])];
      return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
    };
    for (let n = 2; n <= size * size; n++) expect(knightMove(where.get(n - 1)!, where.get(n)!), `${n - 1} to ${n}`).toBe(true);
    if (closed) {
      expect(knightMove(where.get(size * size)!, where.get(1)!)).toBe(true);
      expect(where.get(1)).toEqual([size - 1, 0]); // a1, bottom left
    }
    expect(result.stdout).toMatch(new RegExp(`^Solved in ${size * size - (code.split(':').length === 4 ? 1 : 0)} moves`, 'm'));
  });

  it('--no-boards still lists the moves in words', async () => {
    const result = await runCli(['solve', 'knights', '--code', 'tour:5x5:open:a1', '--no-boards']);
    expect(result.stdout).toMatch(/^1\. knight a1 to /m);
    expect(result.stdout).toMatch(/^24\. knight /m);
  });
});
