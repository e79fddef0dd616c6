/**
 * `classify --library DIR`, `library PUZZLE` and `solve --db` on the same
 * folder, from the build: the listing, a position's answer, and one line
 * with exit 2 for bad input or a damaged library.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';

const root = mkdtempSync(join(tmpdir(), 'puzzlekit-library-cli-'));
const dir = join(root, 'lib');
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Listing {
  puzzle: string;
  puzzles: { type: string; group: number; size: number; farthest: number; hardest: string }[];
}

describe('puzzlekit library', () => {
  beforeAll(async () => {
    const built = await runCliJson<{ library: { types: number; layouts: number } }>(['classify', 'sliding-blocks', '--pieces', '3,3,0/0,0,2', '--library', dir, '--threads', '1', '--json']);
    expect(built.status).toBe(0);
    expect(built.json.library).toMatchObject({ types: 2, layouts: 4288 + 1440 });
  });

  it('lists puzzles by moves, hardest first, as JSON and as a table', async () => {
    const r = await runCliJson<Listing>(['library', 'sliding-blocks', '--library', dir, '--moves', '5..7', '--hardest', '--limit', '2', '--json']);
    expect(r.status).toBe(0);
    expect(r.json.puzzles).toHaveLength(2);
    expect(r.json.puzzles[0]).toMatchObject({ type: '3,3,0', farthest: 7, hardest: '8245A0000' });
    const text = await runCli(['library', 'klotski', '--library', dir, '--type', '0,0,2']);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/0,0,2 +1 +1,440 .* 3 +[0-9A-F]{9}/);
  });

  it('answers a position, and solve --db answers the same folder', async () => {
    const r = await runCliJson<{ distance: number; moves: { distance: number }[]; place: { groupFarthest: number } }>(['library', 'sliding-blocks', '--library', dir, '--code', '8245A0000', '--json']);
    expect(r.status).toBe(0);
    expect(r.json).toMatchObject({ distance: 7, place: { groupFarthest: 7 } });
    expect(r.json.moves[0].distance).toBe(6);
    const text = await runCli(['library', 'sliding-blocks', '--library', dir, '--code', '8245A0000']);
    expect(text.stdout).toMatch(/8245A0000: 7 moves from solved \(from the library\)/);
    const solved = await runCliJson<{ length: number }>(['solve', 'sliding-blocks', '--code', '8245A0000', '--db', dir, '--json']);
    expect(solved.json.length).toBe(7);
  });

  it('draws puzzles for generate from the library, the same for the same seed', async () => {
    const args = ['generate', 'sliding-blocks', '--library', dir, '--min-moves', '5', '--count', '3', '--seed', '11', '--json'];
    const first = await runCliJson<{ source: string; instances: { code: string; moves: number }[] }>(args);
    expect(first.status).toBe(0);
    expect(first.json.source).toBe('library');
    expect(first.json.instances).toHaveLength(3);
    expect(new Set(first.json.instances.map((i) => i.code)).size).toBe(3);
    for (const i of first.json.instances) {
      expect(i.moves).toBeGreaterThanOrEqual(5);
      const solved = await runCliJson<{ length: number }>(['solve', 'sliding-blocks', '--code', i.code, '--db', dir, '--json']);
      expect(solved.json.length).toBe(i.moves);
    }
    expect((await runCliJson(args)).json).toEqual(first.json);
  });

  it('refuses bad input and a damaged library in one line, exit 2', async () => {
    const index = join(dir, 'library.sqlite');
    const good = readFileSync(index);
    const runs = [
      ['library', 'sliding-blocks', '--library', dir, '--moves', 'many'],
      ['library', 'sliding-blocks', '--library', dir, '--type', '9,9,9'],
      ['library', 'sliding-blocks', '--library', dir, '--code', 'GGG'],
      ['library', 'sliding-blocks', '--library', dir, '--code', '1A9BF0C00'],
      ['library', 'hanoi', '--library', dir],
      ['library', 'sliding-blocks', '--library', join(root, 'none')],
      ['classify', 'sliding-blocks', '--pieces', '0,0,2', '--library', dir, '--out', dir],
    ];
    for (const args of runs) {
      const r = await runCli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(hasStackTrace(r.stderr)).toBe(false);
    }
    try {
      writeFileSync(index, Buffer.concat([Buffer.from('garbage garbage garbage'), good.subarray(23)]));
      const damaged = await runCli(['library', 'sliding-blocks', '--library', dir, '--code', '8245A0000']);
      expect(damaged.status).toBe(2);
      expect(damaged.stderr).toMatch(/library index is damaged/);
      expect(damaged.stdout).toBe('');
    } finally {
      writeFileSync(index, good);
    }
  });
});
