/**
 * Spaces deeper than a spread can take: 125,000 or more layers once ended
 * in "Maximum call stack size exceeded" (exit 70), the per-depth lines and
 * a checkpoint's layer counts being passed as the arguments of one call.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LayerMarks } from '../../src/engine/layer-marks.js';
import { CompactTotals } from '../../src/engine/compact-search.js';
import { writeCheckpoint, type CheckpointRun } from '../../src/storage/checkpoint-dir.js';
import { linesOf, runCli, runCliProcess } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-deep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DEPTHS = 300_000;

describe('a space 200,000 layers deep', () => {
  it('explore lists every layer (jugs of 100,000 and 99,999 litres, 2 states a layer)', () => {
    // A process of its own: the stack is a process's, not the test worker's.
    const { status, stdout, stderr } = runCliProcess(['explore', 'water-jugs', '--code', '100000,99999:0,0:1:tap', '--threads', '1']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const lines = linesOf(stdout);
    expect(lines).toContain('Reachable states: 399,998');
    expect(lines.at(-2)).toBe('  199998  2');
  });
});

describe(`a checkpoint ${DEPTHS.toLocaleString('en')} layers deep`, () => {
  it('restores its totals', () => {
    const statesPerDepth = new Array<number>(DEPTHS).fill(1);
    const totals = CompactTotals.restore({ statesPerDepth, states: DEPTHS, goals: 0, shortest: null, expansions: DEPTHS - 1, lastExamples: [] });
    expect(totals.statesPerDepth).toHaveLength(DEPTHS);
  });

  it('explore --resume goes on from it and lists every layer', async () => {
    // The 5x2 board: 1,814,400 ranks, room for a layer of one state at each depth.
    const args = ['explore', 'sliding-tiles', '--code', '1,2,3,4,5/6,7,8,9,0'];
    const real = join(dir, 'real');
    await runCli([...args, '--checkpoints', real, '--max-states', '100']);
    const saved = JSON.parse(readFileSync(join(real, 'checkpoint.json'), 'utf8')) as { run: CheckpointRun; marksBytes: number };
    // Marks of no state: the search ends at the next layer, which is empty.
    const marks = { kind: 'bits', buffer: new ArrayBuffer(saved.marksBytes), bytes: saved.marksBytes } as unknown as LayerMarks;
    const deep = join(dir, 'deep');
    const totals = { statesPerDepth: new Array<number>(DEPTHS).fill(1), states: DEPTHS, goals: 0, shortest: null, expansions: DEPTHS - 1, lastExamples: [] };
    writeCheckpoint(deep, saved.run, { nextDepth: DEPTHS - 1, totals, marks });
    const { status, stdout, stderr } = runCliProcess([...args, '--resume', deep]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(linesOf(stdout).at(-2)).toBe(`  ${DEPTHS - 1}  1`);
  });
});
