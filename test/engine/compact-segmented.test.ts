/**
 * The compact search out of core (segment files on disk, tiny segments so
 * that every layer crosses many of them) gives the in-memory search's
 * figures exactly; damaged files stop it with a clear error; a run stopped
 * mid-layer goes on from its last committed layer to the same end.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compactExplore, segmentedExplore, segmentedMemoryBytes, segmentRanksFor, SearchSetupError, type CompactOptions, type SegmentedResult } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { SegmentFileError, SegmentFiles } from '../../src/storage/segment-files.js';
import type { CheckpointRun } from '../../src/storage/checkpoint-dir.js';

const root = mkdtempSync(join(tmpdir(), 'puzzlekit-segments-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const freshDir = () => join(root, `run-${folders++}`);
/** No flush to disk a layer: a killed process loses nothing either way (the CLI's tests keep it). */
const FAST = { durable: false };

/** What a case varies: the direction and whether distances are kept. */
type Kind = Pick<CompactOptions, 'fromGoals' | 'distances'>;

const EIGHT = ['sliding-tiles', { kind: 'code', code: '8,6,7/2,5,4/3,0,1' }] as const;
const HANOI = ['hanoi', { kind: 'code', code: '7:4' }] as const;

function opened([id, source]: readonly [string, { kind: 'code'; code: string }]) {
  return openInstance(id, { source });
}

function runOf(size: number, options: Kind): CheckpointRun {
  return { puzzle: 'test', instance: 'test', metric: 'move', from: options.fromGoals ? 'goals' : 'start', marks: options.distances ? 'bytes' : 'bits', size };
}

/** The same figures, field by field. */
function expectSameFigures(outOfCore: SegmentedResult<unknown>, inMemory: ReturnType<typeof compactExplore>) {
  expect(outOfCore.status).toBe('complete');
  expect(outOfCore.statesPerDepth).toEqual(inMemory.statesPerDepth);
  expect(outOfCore.reachableStates).toBe(inMemory.reachableStates);
  expect(outOfCore.goalStates).toBe(inMemory.goalStates);
  expect(outOfCore.shortest).toBe(inMemory.shortest);
  expect(outOfCore.solvable).toBe(inMemory.solvable);
  expect(outOfCore.farthest).toEqual(inMemory.farthest);
  expect(outOfCore.stats.expansions).toBe(inMemory.stats.expansions);
}

function tableOf(files: SegmentFiles): Buffer {
  return Buffer.concat([...files.committedTable()]);
}

describe('out-of-core compact search equals the in-memory one', () => {
  it.each([
    ['the 8-puzzle from the start (181,440 states, 2 at 31)', EIGHT, {}, 1 << 14],
    ['4-peg Hanoi with 7 discs', HANOI, {}, 1 << 12],
    ['4-peg Hanoi with 7 discs, with distances from the goal', HANOI, { fromGoals: true, distances: true }, 1 << 12],
  ] as const)('%s', (_, which, options: Kind, ranksPerSegment) => {
    const { problem } = opened(which);
    const size = (problem as { size: number }).size;
    const inMemory = compactExplore(problem, options);
    const files = SegmentFiles.create(freshDir(), runOf(size, options), ranksPerSegment, FAST);
    const outOfCore = segmentedExplore(problem, { ...options, store: files, ranksPerSegment });
    expect(outOfCore.segments).toBeGreaterThanOrEqual(4);
    expectSameFigures(outOfCore, inMemory);
    if (which === EIGHT && !options.fromGoals) expect(outOfCore.farthest).toMatchObject({ distance: 31, count: 2 });
    if (inMemory.distanceTable) expect(tableOf(files).equals(Buffer.from(inMemory.distanceTable.subarray(0, size)))).toBe(true);
    // Only the last layer's segment files are left, and no bucket.
    expect(readdirSync(join(files.dir, 'buckets'))).toEqual([]);
    expect(readdirSync(files.dir).filter((f) => f.startsWith('seg-')).length).toBeLessThanOrEqual(outOfCore.segments);
  });

  it('picks its segment size from a memory limit, and says when the limit is too small', () => {
    const ranks = segmentRanksFor('bits', 4 ** 15, 100 * 2 ** 20);
    expect(segmentedMemoryBytes('bits', 4 ** 15, ranks)).toBeLessThanOrEqual(100 * 2 ** 20);
    expect(segmentedMemoryBytes('bits', 4 ** 15, ranks * 2)).toBeGreaterThan(100 * 2 ** 20);
    expect(() => segmentRanksFor('bits', 4 ** 15, 2 ** 20)).toThrow(SearchSetupError);
  });
});

describe('damaged segment files', () => {
  /** A run stopped after a few layers, its folder left as it was committed. */
  function stoppedRun() {
    const { problem } = opened(HANOI);
    const dir = freshDir();
    const files = SegmentFiles.create(dir, runOf(4 ** 7, {}), 1 << 10, FAST);
    const stopped = segmentedExplore(problem, { store: files, ranksPerSegment: 1 << 10, maxStates: 2000 });
    expect(stopped.status).toBe('limit');
    files.discardUncommitted();
    const index = JSON.parse(readFileSync(join(dir, 'segments.json'), 'utf8')) as { segments: ({ file: string } | null)[] };
    const segment = join(dir, index.segments.find((e) => e !== null)!.file);
    return { problem, dir, segment };
  }
  const resumeFrom = (dir: string) => {
    const { problem } = opened(HANOI);
    const { files, state } = SegmentFiles.resume(dir, runOf(4 ** 7, {}), FAST);
    return segmentedExplore(problem, { store: files, ranksPerSegment: files.ranksPerSegment, resumeFrom: state });
  };

  it('a segment changed by one byte', () => {
    const { dir, segment } = stoppedRun();
    const bytes = readFileSync(segment);
    bytes[bytes.length >> 1] ^= 0x10;
    writeFileSync(segment, bytes);
    expect(() => resumeFrom(dir)).toThrow(SegmentFileError);
    expect(() => resumeFrom(dir)).toThrow(/does not match its checksum/);
  });

  it('a truncated segment', () => {
    const { dir, segment } = stoppedRun();
    truncateSync(segment, 100);
    expect(() => resumeFrom(dir)).toThrow(/has 100 bytes, not 256: it is truncated/);
  });

  it('a missing segment, a damaged index, another run', () => {
    const a = stoppedRun();
    rmSync(a.segment);
    expect(() => resumeFrom(a.dir)).toThrow(/is missing/);
    const b = stoppedRun();
    writeFileSync(join(b.dir, 'segments.json'), '{"format": "puzzlekit out-of');
    expect(() => resumeFrom(b.dir)).toThrow(/segments.json is damaged/);
    const c = stoppedRun();
    expect(() => SegmentFiles.resume(c.dir, { ...runOf(4 ** 7, {}), from: 'goals' }, FAST)).toThrow(/of another search \(from "start", not "goals"\)/);
    expect(() => SegmentFiles.create(c.dir, runOf(4 ** 7, {}), 1 << 10, FAST)).toThrow(/already holds an out-of-core run/);
  });
});

describe('an out-of-core run stopped mid-layer', () => {
  it.each([
    ['the 8-puzzle', EIGHT, {}],
    ['4-peg Hanoi with 7 discs, distances from the goal', HANOI, { fromGoals: true, distances: true }],
  ] as const)('%s resumes from its last committed layer to the same figures', (_, which, options: Kind) => {
    const { problem } = opened(which);
    const size = (problem as { size: number }).size;
    const inMemory = compactExplore(problem, options);
    const dir = freshDir();
    const ranksPerSegment = which === EIGHT ? 1 << 14 : 1 << 12;
    // Cancel after a number of progress calls: mid-layer, with segments of the unfinished layer already written.
    const controller = new AbortController();
    let calls = 0;
    const first = SegmentFiles.create(dir, runOf(size, options), ranksPerSegment, FAST);
    const stopped = segmentedExplore(problem, {
      ...options,
      store: first,
      ranksPerSegment,
      signal: controller.signal,
      progressIntervalMs: 0,
      onProgress: () => {
        if (++calls === 40) controller.abort();
      },
    });
    expect(stopped.status).toBe('limit');
    expect(stopped.limit).toBe('cancelled');
    // Left as a killed process would leave it: the unfinished layer's files still there.
    const { files, state } = SegmentFiles.resume(dir, runOf(size, options), FAST);
    expect(state.nextDepth).toBeGreaterThan(0);
    const resumed = segmentedExplore(problem, { ...options, store: files, ranksPerSegment, resumeFrom: state });
    expectSameFigures(resumed, inMemory);
    if (inMemory.distanceTable) expect(tableOf(files).equals(Buffer.from(inMemory.distanceTable.subarray(0, size)))).toBe(true);
    // A finished run resumed again ends at once with the same figures.
    const again = SegmentFiles.resume(dir, runOf(size, options), FAST);
    expect(again.state.complete).toBe(true);
    expectSameFigures(segmentedExplore(problem, { ...options, store: again.files, ranksPerSegment, resumeFrom: again.state }), inMemory);
  });
});
