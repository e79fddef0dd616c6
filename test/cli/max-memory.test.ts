/**
 * --max-memory bounds the whole run, threads included: each worker thread's
 * own cost (THREAD_BYTES) and its tables count against one cap, a thread count
 * or a table set that cannot fit is refused before any work (exit 3, nothing
 * written), a worker whose heap passes its cap stops the run at the memory
 * limit, and the process's resident size is a last line at every checkpoint.
 * The threaded searches run from the build (dist/), where their worker files are.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { Budget } from '../../src/engine/budget.js';
import { runSync } from '../../src/engine/index.js';
import type { ProblemSource } from '../../src/parallel/problem-source.js';
import { THREAD_BYTES, ThreadMemoryError, threadHeapLimits } from '../../src/parallel/thread-memory.js';
import { askAll, terminateAll } from '../../src/parallel/worker-pool.js';
import { goalCells } from '../../src/puzzles/sliding-tiles/board.js';
import { buildBytes, buildTilesDatabasesSteps } from '../../src/puzzles/sliding-tiles/pattern-databases.js';
import { hasStackTrace, REPO_ROOT, runCli, runCliJson } from '../support/cli.js';

const MB = 2 ** 20;
const dist = <T>(file: string): Promise<T> => import(pathToFileURL(join(REPO_ROOT, 'dist/parallel', file)).href) as Promise<T>;
type ExploreThreads = typeof import('../../src/parallel/explore-threads.js');
type CompactThreads = typeof import('../../src/parallel/compact-threads.js');

/** Four jugs and a tap: 912,576 states, about 12 MB of tables on 2 threads. */
const JUGS: ProblemSource = { puzzle: 'water-jugs', request: { source: { kind: 'params' }, params: { capacities: '50,49,48,47', start: '0,0,0,0', target: '1', tap: 'yes' } } };
const EIGHT: ProblemSource = { puzzle: 'sliding-tiles', request: { source: { kind: 'preset', name: '8-puzzle' }, params: {} } };
const HENGDAO = ['explore', 'sliding-blocks', '--preset', '横刀立马'];
const EIGHT_CLI = ['explore', 'sliding-tiles', '--preset', '8-puzzle', '--compact'];

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the library: worker threads count against the memory cap', () => {
  it("the hash-table explore: two threads' own cost and their tables share one cap, and the run stops within it", async () => {
    const { exploreThreaded } = await dist<ExploreThreads>('explore-threads.js');
    const cap = 2 * THREAD_BYTES + 2 * MB;
    const r = await exploreThreaded(JUGS, { threads: 2, maxMemoryBytes: cap });
    expect(r).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(r.reachableStates).toBeLessThan(912_576);
    // The threads are counted, and the tables' share kept the whole under the cap (a full table reports one byte over its own).
    expect(r.stats.bytes).toBeGreaterThanOrEqual(2 * THREAD_BYTES);
    expect(r.stats.bytes).toBeLessThanOrEqual(cap + 2);
  });

  it("the compact search: marks that do not fit beside the threads' own cost stop the run before it starts", async () => {
    const { compactExploreThreaded } = await dist<CompactThreads>('compact-threads.js');
    const r = await compactExploreThreaded(EIGHT, { threads: 2, maxMemoryBytes: 2 * THREAD_BYTES });
    expect(r).toMatchObject({ status: 'limit', limit: 'memory', reachableStates: 1 });
  });

  it('a worker whose heap passes its cap dies, and the run sees the memory limit, not a crash', async () => {
    // A runaway worker: it keeps every array it makes, each a separate allocation. (Node ends a worker at
    // its heap cap only on a best-effort basis: pushing onto one ever-growing array can abort the whole
    // process instead, nodejs/node#47224, which is how this test once took its vitest worker down.)
    const runaway = new Worker('const { parentPort } = require("node:worker_threads"); parentPort.on("message", () => { let kept = null; for (;;) kept = { next: kept, pad: new Array(1000).fill(0) }; });', {
      eval: true,
      resourceLimits: threadHeapLimits(0),
    });
    try {
      await expect(askAll([runaway], 'go')).rejects.toBeInstanceOf(ThreadMemoryError);
    } finally {
      await terminateAll([runaway]);
    }
  });

  it("the pattern databases: the tables built so far count against the next group's search", () => {
    const spec = { width: 3, height: 3, goal: goalCells(9, 'blank-last'), partition: '4-4', groups: [[1, 2, 3, 4], [5, 6, 7, 8]] };
    // Each group's search alone fits one byte below the peak; beside the first group's table the second does not.
    const built = runSync(buildTilesDatabasesSteps(spec, { maxMemoryBytes: buildBytes(spec) - 1 }));
    expect(built.status).toBe('limit');
    expect(runSync(buildTilesDatabasesSteps(spec, { maxMemoryBytes: buildBytes(spec) })).status).toBe('built');
  });

  it("the process's growth is a last line at every checkpoint", () => {
    expect(new Budget({ maxMemoryBytes: 1000, processBytes: () => 1001 }).checkpoint(0, 0, 0)).toBe('memory');
    expect(new Budget({ maxMemoryBytes: 1000, processBytes: () => 1000 }).checkpoint(0, 0, 0)).toBeNull();
  });
});

describe('the command line: too small a cap for the work is refused before it begins (exit 3)', () => {
  it('explore --threads 2 --max-memory 30: the two worker threads alone need 40 MB', async () => {
    const { json, ...result } = await runCliJson<{ status: string; message: string }>([...HENGDAO, '--threads', '2', '--max-memory', '30', '--json']);
    expect(result.status).toBe(3);
    expect(result.stderr).toBe('puzzlekit: --threads 2 needs about 40 MB (2 worker threads of about 20 MB each), more than the memory limit of 30 MB: give --threads 1, or --max-memory 40 or more\n');
    expect(json).toMatchObject({ status: 'error' });
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it('the same in Chinese', async () => {
    const result = await runCli([...HENGDAO, '--threads', '2', '--max-memory', '30', '--lang', 'zh']);
    expect(result.status).toBe(3);
    expect(result.stderr).toContain('超过了内存上限 30 MB：请给 --threads 1，或 --max-memory 40 或更多');
  });

  it('explore --compact --threads 4 --max-memory 50: the threads beside the marks; what fits is named', async () => {
    const result = await runCli([...EIGHT_CLI, '--threads', '4', '--max-memory', '50']);
    expect(result.status).toBe(3);
    expect(result.stderr).toMatch(/^puzzlekit: --threads 4 needs about 81 MB \(4 worker threads of about 20 MB each and 45 KB of tables\), more than the memory limit of 50 MB: give --threads 2 or fewer, or --max-memory 81 or more\n$/);
    expect(result.stdout).toBe('');
  });

  it('without --threads the default is cut to the threads that fit (here: the main thread alone)', async () => {
    const { json, ...result } = await runCliJson<{ status: string; threads: number; reachableStates: number }>([...EIGHT_CLI, '--max-memory', '30', '--json']);
    expect(result.status).toBe(0);
    expect(json).toMatchObject({ status: 'complete', threads: 1, reachableStates: 181_440 });
  });

  it('classify --threads 2: two worker threads beside the largest type do not fit in 30 MB', async () => {
    const result = await runCli(['classify', 'sliding-blocks', '--pieces', '4,1,4/4,2,2', '--threads', '2', '--max-memory', '30']);
    expect(result.status).toBe(3);
    expect(result.stderr).toMatch(/^puzzlekit: --threads 2 needs about \d+ MB \(2 worker threads of about 20 MB each and \d+ MB of tables\), more than the memory limit of 30 MB: give --threads 1, or --max-memory \d+ or more\n$/);
  });

  it('pdb build 5-5-5 --max-memory 1: refused before building, nothing written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-max-memory-'));
    dirs.push(dir);
    const cache = join(dir, 'cache');
    const result = await runCli(['pdb', 'build', 'sliding-tiles', '--preset', '15-puzzle', '--partition', '5-5-5', '--max-memory', '1', '--cache-dir', cache]);
    expect(result.status).toBe(3);
    expect(result.stderr).toBe(
      'puzzlekit: pdb build stopped before it began: the 5-5-5 pattern databases for the 4x4 board (blank-last) need about 2 MB while building, more than the memory limit of 1 MB (give --max-memory 2 or more)\n',
    );
    expect(existsSync(cache)).toBe(false);
  });
});
