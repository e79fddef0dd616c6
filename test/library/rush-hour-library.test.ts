/**
 * A census family's library (Rush Hour on 4x4, 32 puzzles, under a second):
 * `classify rush-hour --library DIR` keeps its run there and indexes the
 * puzzles it found, the same ones its --list file gives; `library` lists
 * them by moves; `generate --library` draws from them (at least the moves
 * asked, the same for the same seed); a run cut short is never indexed; a
 * position is not answered (a census keeps no distance for it).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';

const root = mkdtempSync(join(tmpdir(), 'puzzlekit-rush-library-'));
const dir = join(root, 'lib');
const listFile = join(root, 'list.txt');
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Listed {
  type: string;
  size: number;
  solved: number;
  farthest: number;
  hardestCount: number;
  hardest: string;
}

/** The --list file's lines as the library's rows say them: moves, board, group size, histogram. */
function listLines(rows: Listed[]): string[] {
  return rows.map((r) => `${String(r.farthest).padStart(2, '0')} ${r.hardest} ${r.size}`);
}

describe('a Rush Hour library from classify --library', () => {
  let classified: { puzzles: number; byMoves: number[]; library: { types: number; puzzles: number; layouts: number; groups: number }; layouts: number; groups: number };
  beforeAll(async () => {
    const r = await runCliJson<typeof classified>(['classify', 'rush-hour', '--size', '4', '--threads', '1', '--library', dir, '--list', listFile, '--json']);
    expect(r.status).toBe(0);
    classified = r.json;
  });

  it('indexes every puzzle the run kept, as its list gives them', async () => {
    expect(classified.library).toEqual({ dir, types: 1, layouts: classified.layouts, groups: classified.groups, puzzles: classified.puzzles });
    const r = await runCliJson<{ puzzles: Listed[] }>(['library', 'rush-hour', '--library', dir, '--limit', '1000', '--json']);
    expect(r.status).toBe(0);
    const rows = r.json.puzzles;
    expect(rows).toHaveLength(classified.puzzles);
    expect(rows.every((p) => p.type === '4x4-walls-0-0')).toBe(true);
    // The list's lines (moves, board, group size; the histogram after) are the rows', in the list's order where moves tie by board.
    const list = readFileSync(listFile, 'utf8').trim().split('\n');
    const fromList = list.map((l) => l.split(' ').slice(0, 3).join(' ')).sort();
    expect(listLines(rows).sort()).toEqual(fromList);
    for (const line of list) {
      const [, board, , histogram] = line.split(' ');
      const counts = histogram.split(',').map(Number);
      const row = rows.find((p) => p.hardest === board)!;
      expect(row.solved, board).toBe(counts[0]);
      expect(row.hardestCount, board).toBe(counts[counts.length - 1]);
    }
    const byMoves = new Array<number>(classified.byMoves.length).fill(0);
    for (const p of rows) byMoves[p.farthest - 1]++;
    expect(byMoves).toEqual(classified.byMoves);
  });

  it('lists by moves, hardest first', async () => {
    const most = classified.byMoves.length;
    const r = await runCliJson<{ puzzles: Listed[] }>(['library', 'rush-hour', '--library', dir, '--hardest', '--limit', '2', '--json']);
    expect(r.json.puzzles.map((p) => p.farthest)).toEqual([most, most]);
    const ranged = await runCliJson<{ puzzles: Listed[] }>(['library', 'rush-hour', '--library', dir, '--moves', '3..4', '--limit', '1000', '--type', '4x4-walls-0-0', '--json']);
    expect(ranged.json.puzzles).toHaveLength(classified.byMoves[2] + classified.byMoves[3]);
    const badType = await runCli(['library', 'rush-hour', '--library', dir, '--type', '6x6-walls-0-1']);
    expect(badType.status).toBe(2);
    expect(badType.stderr).toMatch(/^puzzlekit: --type 6x6-walls-0-1: the library holds no such run \(it holds 4x4-walls-0-0\)\n$/);
  });

  it('draws puzzles of at least the moves asked for generate, the same for the same seed', async () => {
    const most = classified.byMoves.length;
    const args = ['generate', 'rush-hour', '--library', dir, '--min-moves', String(most - 1), '--count', '4', '--seed', '5', '--json'];
    const first = await runCliJson<{ source: string; instances: { code: string; moves: number }[] }>(args);
    expect(first.status).toBe(0);
    expect(first.json.source).toBe('library');
    const wanted = Math.min(4, classified.byMoves[most - 1] + classified.byMoves[most - 2]);
    expect(first.json.instances).toHaveLength(wanted);
    expect(new Set(first.json.instances.map((i) => i.code)).size).toBe(wanted);
    const listed = new Map(readFileSync(listFile, 'utf8').trim().split('\n').map((l) => [l.split(' ')[1], Number(l.split(' ')[0])]));
    for (const i of first.json.instances) {
      expect(i.moves).toBeGreaterThanOrEqual(most - 1);
      expect(listed.get(i.code)).toBe(i.moves);
    }
    const again = await runCliJson<typeof first.json>(args);
    expect(again.json.instances).toEqual(first.json.instances);
    const none = await runCli(['generate', 'rush-hour', '--library', dir, '--min-moves', String(most + 1), '--json']);
    expect(none.status).toBe(2);
  });

  it('answers no position, in one line', async () => {
    const r = await runCli(['library', 'rush-hour', '--library', dir, '--code', 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/lists whole puzzles/);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('is built again from the run kept in the folder, and never from a run cut short', async () => {
    const rebuilt = await runCliJson<{ puzzles: number }>(['library', 'rush-hour', '--library', dir, '--build', '--json']);
    expect(rebuilt.status).toBe(0);
    expect(rebuilt.json.puzzles).toBe(classified.puzzles);
    const checkpoint = join(dir, 'rush-hour-4x4-walls-0-0.census.jsonl');
    const lines = readFileSync(checkpoint, 'utf8').trim().split('\n');
    writeFileSync(checkpoint, lines.slice(0, -1).join('\n') + '\n');
    const cut = await runCli(['library', 'rush-hour', '--library', dir, '--build']);
    expect(cut.status).toBe(2);
    expect(cut.stderr).toMatch(/no classified types of rush-hour here/);
  });
});
