/**
 * `classify rush-hour`: --list writes the database's format, --json the
 * counts by moves and the hardest puzzles, a run stopped part way (after a
 * number of chunks) resumes from its checkpoint to the same answer, and bad
 * options are one line and exit 2.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCensus } from '../../src/midend/census.js';
import { RUSH_HOUR_FAMILY } from '../../src/puzzles/rush-hour/family/index.js';
import { openCensusCheckpoint } from '../../src/storage/census-files.js';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-rush-hour-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface CensusJson {
  layouts: number;
  groups: number;
  solvable: number;
  puzzles: number;
  byMoves: number[];
  hardest: { moves: number; board: string; groupSize: number; histogram: number[] }[];
  resumed: number;
}

describe('classify rush-hour', () => {
  it('writes --list in the database format, sorted by moves then board, and --json the counts by moves', async () => {
    const list = join(dir, 'list-4x4.txt');
    const run = await runCliJson<CensusJson>(['classify', 'rush-hour', '--size', '4', '--threads', '1', '--list', list, '--json']);
    expect(run.status).toBe(0);
    const lines = readFileSync(list, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.length).toBe(run.json.puzzles);
    expect(run.json.byMoves.reduce((a, b) => a + b, 0)).toBe(lines.length);
    for (const line of lines) {
      const [moves, board, size, histogram] = line.split(' ');
      expect(line).toMatch(/^\d{2} [.A-Zx]{16} \d+ \d+(,\d+)*$/);
      const counts = histogram.split(',').map(Number);
      expect(counts.length).toBe(Number(moves) + 1);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(Number(size));
      expect(board.match(/A/g)?.length).toBe(2);
    }
    const sorted = [...lines].sort((a, b) => Number(a.slice(0, 2)) - Number(b.slice(0, 2)) || (a < b ? -1 : a > b ? 1 : 0));
    expect(lines).toEqual(sorted);
    const most = run.json.byMoves.length;
    expect(run.json.hardest.length).toBe(run.json.byMoves[most - 1]);
    expect(run.json.hardest.every((h) => h.moves === most && lines.includes(`0${most} ${h.board} ${h.groupSize} ${h.histogram.join(',')}`))).toBe(true);
  });

  it('resumes a run stopped after some chunks from its checkpoint, a torn last line done again, to the same answer', async () => {
    const settings = RUSH_HOUR_FAMILY.settings({ size: '4', walls: '0..1' });
    const chunks = RUSH_HOUR_FAMILY.chunks(settings);
    const name = RUSH_HOUR_FAMILY.settingsName(settings);
    const whole = await runCensus('rush-hour', RUSH_HOUR_FAMILY, settings, { threads: 1 });
    expect(whole.complete).toBe(true);
    const first = await runCensus('rush-hour', RUSH_HOUR_FAMILY, settings, { threads: 1, checkpoint: openCensusCheckpoint(dir, 'rush-hour', name, settings, chunks), stopAfterChunks: 40 });
    expect(first.complete).toBe(false);
    expect(first.done).toBe(40);
    // A crash while writing leaves half a line: that chunk is simply done again.
    appendFileSync(join(dir, `rush-hour-${name}.census.jsonl`), '{"chunk":41,"layo');
    const again = openCensusCheckpoint(dir, 'rush-hour', name, settings, chunks);
    expect(again.done.length).toBe(40);
    const second = await runCensus('rush-hour', RUSH_HOUR_FAMILY, settings, { threads: 1, checkpoint: again });
    expect(second.resumed).toBe(40);
    expect(second.complete).toBe(true);
    const strip = ({ resumed: _r, ...rest }: typeof whole) => rest;
    expect(strip(second)).toEqual(strip(whole));
  });

  it('reads back what an earlier --out run kept', async () => {
    const out = join(dir, 'out');
    const one = await runCliJson<CensusJson>(['classify', 'rush-hour', '--size', '4', '--threads', '1', '--out', out, '--json']);
    const two = await runCliJson<CensusJson>(['classify', 'rush-hour', '--size', '4', '--threads', '1', '--out', out, '--json']);
    expect(one.json.resumed).toBe(0);
    expect(two.json.resumed).toBeGreaterThan(0);
    expect(two.json.puzzles).toBe(one.json.puzzles);
    expect(two.json.layouts).toBe(one.json.layouts);
  });

  it.each([
    [['--size', '9'], /--size 9: give a whole number from 3 to 6/],
    [['--walls', '2..1'], /--walls 2\.\.1: give N or MIN\.\.MAX/],
    [['--pieces', '3,3,0'], /--pieces is not an option of rush-hour/],
  ])('refuses %j in one line (exit 2)', async (args, message) => {
    const run = await runCli(['classify', 'rush-hour', ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(hasStackTrace(run.stderr)).toBe(false);
  });

  it('refuses the census options for a family classified type by type', async () => {
    const run = await runCli(['classify', 'sliding-blocks', '--size', '5']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--size is not an option of sliding-blocks/);
  });
});
