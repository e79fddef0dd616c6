/**
 * What a worker checks before it does anything (no Redis needed): a job is
 * data of a known shape, its paths stay inside the shared folder, and a
 * part file that is cut short, damaged or of another job is never merged.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BadJobError, parseJob } from '../../src/cluster/job-payloads.js';
import { PartFileError, readPart, writePart } from '../../src/storage/part-files.js';
import { runFile, runFolder, SharedFolderError } from '../../src/cluster/shared-folder.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const layerJob = {
  kind: 'layer',
  shared: dir,
  run: 'explore-0123456789abcdef',
  puzzle: 'sliding-tiles',
  code: '1,2,3/4,5,6/7,8,0',
  metric: 'move',
  checkpoint: { puzzle: 'sliding-tiles', instance: '1,2,3/4,5,6/7,8,0', metric: 'move', from: 'start', marks: 'bits', size: 362880 },
  depth: 3,
  index: 0,
  from: 0,
  to: 65536,
  examples: 5,
};

describe('job payloads', () => {
  it('takes a well-formed layer job and a type job', () => {
    expect(parseJob(layerJob).kind).toBe('layer');
    expect(parseJob({ kind: 'type', shared: dir, run: 'classify-0123456789abcdef', puzzle: 'sliding-blocks', type: { vertical: 3, horizontal: 3, singles: 0 } }).kind).toBe('type');
  });

  it.each([
    ['not an object', 'console.log(1)'],
    ['an unknown kind', { ...layerJob, kind: 'eval' }],
    ['a field that is not in the schema (code to load, say)', { ...layerJob, processor: '/tmp/evil.js' }],
    ['a run name that climbs out of the shared folder', { ...layerJob, run: '../../etc' }],
    ['a relative shared folder', { ...layerJob, shared: 'shared' }],
    ['a rank range outside the space', { ...layerJob, to: 362881 }],
    ['an empty rank range', { ...layerJob, from: 10, to: 10 }],
    ['a puzzle name that is not an id', { ...layerJob, puzzle: '../module.js' }],
  ])('refuses %s', (_what, data) => {
    expect(() => parseJob(data)).toThrow(BadJobError);
  });
});

describe('paths in the shared folder', () => {
  it("keeps a run's files inside its folder", () => {
    const folder = runFolder(dir, 'explore-0123456789abcdef');
    expect(folder.startsWith(dir)).toBe(true);
    expect(runFile(folder, 'part-3-0.bin')).toBe(join(folder, 'part-3-0.bin'));
    expect(() => runFile(folder, '../escape.bin')).toThrow(SharedFolderError);
    expect(() => runFile(folder, '/etc/passwd')).toThrow(SharedFolderError);
  });

  it('refuses a run name that is not one, another shared folder than the one served, and a run folder linked outside', () => {
    expect(() => runFolder(dir, '..')).toThrow(SharedFolderError);
    const other = mkdtempSync(join(tmpdir(), 'puzzlekit-other-'));
    try {
      expect(() => runFolder(dir, 'explore-0123456789abcdef', other)).toThrow(/this worker serves/);
      symlinkSync(other, join(dir, 'explore-00000000000000aa'));
      expect(() => runFolder(dir, 'explore-00000000000000aa')).toThrow(/outside the shared folder/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
    expect(() => runFolder(join(dir, 'missing'), 'explore-0123456789abcdef')).toThrow(/does not exist/);
  });
});

describe('part files', () => {
  const job = { run: 'explore-0123456789abcdef', depth: 3, index: 1, from: 65536, to: 131072 };
  const folder = join(dir, 'parts');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, 'part-3-1.bin');

  it('read back what was written', () => {
    writePart(path, { ...job, expanded: 7, examples: [65540, 65541] }, Uint32Array.of(70000, 80000, 90000), Uint32Array.of(80000));
    const part = readPart(path, job);
    expect([...part.ranks]).toEqual([70000, 80000, 90000]);
    expect([...part.goals]).toEqual([80000]);
    expect(part.header.expanded).toBe(7);
    expect(part.header.examples).toEqual([65540, 65541]);
  });

  it('are never taken whole when cut short, damaged, or of another job', () => {
    writePart(path, { ...job, expanded: 7, examples: [] }, Uint32Array.of(70000, 80000, 90000), new Uint32Array(0));
    const whole = readFileSync(path);
    expect(() => readPart(path, { ...job, index: 2 })).toThrow(/another job/);
    writeFileSync(path, whole.subarray(0, whole.length - 3));
    expect(() => readPart(path, job)).toThrow(/truncated/);
    const damaged = Buffer.from(whole);
    damaged[damaged.length - 1] ^= 1;
    writeFileSync(path, damaged);
    expect(() => readPart(path, job)).toThrow(PartFileError);
    expect(() => readPart(path, job)).toThrow(/checksum/);
    writeFileSync(path, 'not a part');
    expect(() => readPart(path, job)).toThrow(/not a puzzlekit part file/);
  });
});
