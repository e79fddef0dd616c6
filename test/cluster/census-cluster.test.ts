/**
 * `classify rush-hour --cluster URL --shared DIR` (src/cluster/census-run.ts)
 * on a real redis-server: the 4x4 census through the command line and the
 * 4x4 census with a wall through the midend, their chunks done by two
 * `puzzlekit worker` processes, give the threads run's list line for line
 * and its counts; a worker killed holding a job does not change that; a run
 * stopped part way and given again reads back the batches the first left in
 * the shared folder and queues only the others. The runs go in this process
 * (the build's code; 40 chunks a job where the midend runs them, so that
 * few jobs cross Redis); the workers are processes of their own, so that
 * one can be killed, but in this process where their jobs are counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, hasStackTrace, REPO_ROOT, runCli, runCliJson } from '../support/cli.js';
import { REDIS_SERVER, startRedis, type TestRedis } from '../support/redis.js';
import { censusBatchName, readCensusBatch, writeCensusBatch } from '../../src/storage/census-batch-file.js';
import type { CensusChunk, CensusFamily, CensusSettings } from '../../src/puzzles/census-family.js';
import type { CensusOutcome, CensusRun } from '../../src/midend/census-run-options.js';
import { runCensusJob } from '../../src/cluster/census-work.js';
import { BadJobError, parseJob, type CensusJob } from '../../src/cluster/job-payloads.js';
import { HopelessJobError } from '../../src/cluster/job-errors.js';
import { RUSH_HOUR_FAMILY } from '../../src/puzzles/rush-hour/family/index.js';

type ClusterModule = typeof import('../../src/cluster/index.js');
type CensusModule = typeof import('../../src/midend/census.js');
// The build's code: the command line run here loads the build's cluster code, and its workers start the build's job threads.
const cluster = (await import('../../dist/cluster/index.js' as string)) as ClusterModule;
const census = (await import('../../dist/midend/census.js' as string)) as CensusModule;
const { RUSH_HOUR_FAMILY: FAMILY } = (await import('../../dist/puzzles/rush-hour/family/index.js' as string)) as { RUSH_HOUR_FAMILY: CensusFamily };
// As the command line does before a cluster run (the runner is used only by runs given a cluster).
census.registerCensusCluster(cluster.censusOnCluster);

/** 4x4 with at most one wall: 363 chunks. */
const WALLS = FAMILY.settings({ size: '4', walls: '0..1' });
const runCensus = (settings: CensusSettings, run: CensusRun) => census.runCensus('rush-hour', FAMILY, settings, run);

/** An outcome as lines of the list and its counts: all that must not depend on how the run was done. */
function comparableOutcome(outcome: CensusOutcome): Record<string, unknown> {
  const { resumed: _r, puzzles, ...counts } = outcome;
  return { ...counts, list: puzzles.map((p) => FAMILY.listLine(p)) };
}

let threadsWalls: Promise<CensusOutcome> | undefined;
/** The one-thread run of WALLS (once). */
const threadsOutcome = () => (threadsWalls ??= runCensus(WALLS, { threads: 1 }));

if (!REDIS_SERVER) console.warn('NOTICE: redis-server is not installed, so the census cluster tests are skipped (apt-get install redis-server; .ci/run does it)');

/** Generous: on a loaded machine a run takes long, and slowness is not what these tests test. */
const LONG = 240_000;

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-census-cluster-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('a census batch file', () => {
  const chunk = (n: number): CensusChunk => ({ chunk: n, enumerated: 3, layouts: 7, groups: 2, solvable: 1, puzzles: [{ moves: 2, board: 'AA..', groupSize: 7, histogram: [1, 2, 4] }] });
  const id = { run: 'classify-0123456789abcdef', from: 4, to: 6 };

  it('reads back what was written, and refuses it damaged, cut short or of another batch', () => {
    const path = join(dir, censusBatchName(4, 6));
    expect(readCensusBatch(path, id)).toBeUndefined();
    writeCensusBatch(path, id, [chunk(4), chunk(5)]);
    expect(readCensusBatch(path, id)).toEqual({ chunks: [chunk(4), chunk(5)] });
    expect(readCensusBatch(path, { ...id, run: 'classify-00000000000000ff' })).toEqual({ problem: 'otherBatch' });
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace('"layouts":7', '"layouts":8'));
    expect(readCensusBatch(path, id)).toEqual({ problem: 'checksum' });
    writeFileSync(path, text.slice(0, text.length - 5));
    expect(readCensusBatch(path, id)).toEqual({ problem: 'checksum' });
    writeFileSync(path, text.slice(0, 20));
    expect(readCensusBatch(path, id)).toEqual({ problem: 'damaged' });
    // Whole and checked, but not the chunks its name says.
    writeCensusBatch(path, id, [chunk(4), chunk(7)]);
    expect(readCensusBatch(path, id)).toEqual({ problem: 'otherBatch' });
  });
});

describe('a census job on a worker', () => {
  const shared = join(dir, 'jobs-shared');
  mkdirSync(shared);
  const settings = RUSH_HOUR_FAMILY.settings({ size: '4' });
  const job = { kind: 'census' as const, shared, run: 'classify-00000000000000aa', puzzle: 'rush-hour', settings: { ...settings }, chunks: 9, from: 2, to: 5 };

  it('classifies its chunks as the family does and writes them as one checked batch', () => {
    expect(runCensusJob(parseJob(job) as CensusJob, shared)).toBeGreaterThan(0);
    const read = readCensusBatch(join(shared, job.run, censusBatchName(2, 5)), { run: job.run, from: 2, to: 5 });
    expect(read).toEqual({ chunks: [2, 3, 4].map((c) => RUSH_HOUR_FAMILY.classifyChunk(settings, c)) });
  });

  it('is refused, for good, when it does not parse, its settings are not the family\'s, or this build cuts the run otherwise', () => {
    expect(() => parseJob({ ...job, from: 5, to: 5 })).toThrow(/the chunks must lie in the run/);
    expect(() => parseJob({ ...job, to: 10 })).toThrow(BadJobError);
    expect(() => runCensusJob({ ...job, settings: { size: 9 } }, shared)).toThrow(HopelessJobError);
    expect(() => runCensusJob({ ...job, settings: { size: 9 } }, shared)).toThrow(/are not settings of rush-hour's census/);
    expect(() => runCensusJob({ ...job, chunks: 10 }, shared)).toThrow(/cuts the run into 9 chunks, the machine that started it into 10/);
    expect(() => runCensusJob({ ...job, puzzle: 'sliding-blocks' }, shared)).toThrow(/sliding-blocks has no census family/);
  });
});

describe('classify rush-hour --cluster refuses in one line (exit 2)', () => {
  it.each([
    [['--cluster', 'redis://127.0.0.1:1'], /--cluster needs --shared DIR/],
    [['--cluster', 'redis://127.0.0.1:1', '--shared', tmpdir(), '--threads', '2'], /--threads is for the workers with --cluster/],
    [['--cluster', 'http://127.0.0.1:1', '--shared', tmpdir()], /is not a Redis URL/],
  ])('%j', async (args, message) => {
    const run = await runCli(['classify', 'rush-hour', '--size', '4', ...args]);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(hasStackTrace(run.stderr)).toBe(false);
  });
});

interface CensusJson {
  puzzles: number;
  byMoves: number[];
  resumed: number;
  [key: string]: unknown;
}

/** The JSON but for what differs between any two runs (the time, the files named). */
function comparable(json: CensusJson): Record<string, unknown> {
  const { milliseconds: _m, list: _l, resumed: _r, ...rest } = json;
  return rest;
}

/** The threads run of the same settings: its list and JSON (each asked once). */
const threadsRuns = new Map<string, Promise<{ list: string; json: CensusJson }>>();
function threadsRun(settings: string[]): Promise<{ list: string; json: CensusJson }> {
  const key = settings.join(' ');
  if (!threadsRuns.has(key)) {
    const list = join(dir, `threads-${threadsRuns.size}.txt`);
    const run = runCliJson<CensusJson>(['classify', 'rush-hour', ...settings, '--threads', '1', '--list', list, '--json']).then((r) => {
      expect(r.status, r.stderr).toBe(0);
      return { list: readFileSync(list, 'utf8'), json: r.json };
    });
    threadsRuns.set(key, run);
  }
  return threadsRuns.get(key)!;
}

function startWorker(url: string, shared: string): { child: ChildProcess; exited: Promise<unknown> } {
  const child = spawn(process.execPath, [CLI_MAIN, 'worker', '--redis', url, '--threads', '1', '--shared', shared, '--stall-seconds', '1'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: 'ignore',
  });
  started.push(child);
  return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

/** The census runs in the shared folder (their folders). */
const runsIn = (shared: string) => (existsSync(shared) ? readdirSync(shared).filter((n) => n.startsWith('classify-')) : []);

describe.skipIf(!REDIS_SERVER)('classify rush-hour on a cluster of two local workers', () => {
  let redis: TestRedis;
  const shared = join(dir, 'shared');
  let workers: { child: ChildProcess; exited: Promise<unknown> }[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    mkdirSync(shared, { recursive: true });
    workers = [0, 1].map(() => startWorker(redis.url, shared));
  });

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await redis?.stop();
  });

  const clusterArgs = (settings: string[], list: string) => ['classify', 'rush-hour', ...settings, '--cluster', redis.url, '--shared', shared, '--list', list, '--json'];

  it('gives the 4x4 census the threads run gives: the same list, line for line, and the same JSON', async () => {
    const list = join(dir, 'cluster-4.txt');
    const run = await runCliJson<CensusJson>(clusterArgs(['--size', '4'], list), { timeoutMs: LONG });
    expect(run.status, run.stderr).toBe(0);
    const alone = await threadsRun(['--size', '4']);
    expect(run.json.puzzles).toBeGreaterThan(20);
    expect(readFileSync(list, 'utf8')).toBe(alone.list);
    expect(comparable(run.json)).toEqual(comparable(alone.json));
    // The run's folder is gone once the run is over.
    expect(runsIn(shared)).toEqual([]);
  }, LONG);

  it('gives the 4x4 census with a wall the threads run gives, though a worker is killed holding a job', async () => {
    // Paused (SIGSTOP) so that the run's jobs wait: where the kill lands must not depend on the machine's speed.
    for (const w of workers) w.child.kill('SIGSTOP');
    let over = false;
    const running = runCensus(WALLS, { threads: 1, cluster: { url: redis.url, shared, chunksPerJob: 40 } }).finally(() => (over = true));
    while (runsIn(shared).length === 0 && !over) await tick();
    const queue = new Queue(`puzzlekit-${runsIn(shared)[0]}`, { connection: { url: redis.url, maxRetriesPerRequest: null } });
    while ((await queue.getJobCounts('waiting')).waiting === 0 && !over) await tick();
    // One worker goes on alone until it holds a job, and is killed holding it (BullMQ gives it to the other later).
    workers[0].child.kill('SIGCONT');
    while ((await queue.getJobCounts('active')).active === 0 && !over) await tick();
    workers[0].child.kill('SIGKILL');
    await workers[0].exited;
    await queue.close();
    workers[1].child.kill('SIGCONT');
    const outcome = await running;
    expect(outcome.complete).toBe(true);
    expect(comparableOutcome(outcome)).toEqual(comparableOutcome(await threadsOutcome()));
    expect(runsIn(shared)).toEqual([]);
  }, LONG);

  it('stops with one clear line when its jobs fail for good (here: the worker serves another shared folder)', async () => {
    const other = join(dir, 'other-shared');
    mkdirSync(other);
    const run = await runCli(['classify', 'rush-hour', '--size', '4', '--cluster', redis.url, '--shared', other, '--json'], { timeoutMs: LONG });
    expect(run.status, run.stderr).toBe(3);
    expect(run.stderr).toMatch(/^puzzlekit: the cluster run stopped: the job of chunks \d+ to \d+ failed: a job for the shared folder .*other-shared, but this worker serves .*shared\. The 0 chunks done are kept in .*: give the same command again to do the others\n$/);
  }, LONG);

  it('resumes a stopped run from the batches in the shared folder and does only the others', async () => {
    // Workers in this process, whose count of jobs done is what is checked, on a Redis database of their own (the worker left above serves database 0).
    const url = `${redis.url}/1`;
    const own = join(dir, 'shared-resume');
    mkdirSync(own);
    const serve = () => {
      const stop = new AbortController();
      const done = cluster.serveRuns({ url, threads: 1, shared: own, stallSeconds: 5, signal: stop.signal, log: () => {} });
      return { stop: () => (stop.abort(), done) };
    };
    const on = { url, shared: own, chunksPerJob: 40 };
    const batchesIn = () => runsIn(own).flatMap((run) => readdirSync(join(own, run)).filter((n) => /^census-\d+-\d+\.json$/.test(n)));
    // The first run, cancelled once a few batches are in: they stay in the shared folder.
    const first = serve();
    const cancel = new AbortController();
    let over = false;
    const stopped = runCensus(WALLS, { threads: 1, cluster: on, signal: cancel.signal }).finally(() => (over = true));
    while (batchesIn().length < 3 && !over) await tick();
    cancel.abort();
    // Cancelled: the cluster's error, or the midend's where the command line registered the runner (test above).
    await expect(stopped).rejects.toThrow('cancelled');
    const { jobs: firstJobs } = await first.stop();
    // What the first run left: whole batches of 40 chunks (363 chunks: 10 batches, the last of 3).
    const kept = batchesIn();
    const keptChunks = kept.map((n) => n.match(/^census-(\d+)-(\d+)\.json$/)!).reduce((sum, m) => sum + Number(m[2]) - Number(m[1]), 0);
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.length).toBeLessThan(10);
    expect(firstJobs).toBeGreaterThanOrEqual(kept.length);
    // Again: those are read back, and only the others go to the workers.
    const second = serve();
    const notices: string[] = [];
    const outcome = await runCensus(WALLS, { threads: 1, cluster: { ...on, notice: (line) => notices.push(line) } });
    const { jobs } = await second.stop();
    expect(notices.join('\n')).toMatch(new RegExp(`resuming the run in .*: ${keptChunks} of 363 chunks already done`));
    expect(outcome.resumed).toBe(keptChunks);
    expect(jobs).toBe(10 - kept.length);
    expect(comparableOutcome(outcome)).toEqual(comparableOutcome(await threadsOutcome()));
    expect(runsIn(own)).toEqual([]);
  }, LONG);
});
