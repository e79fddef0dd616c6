/**
 * Runs spread over machines, played on one: a real redis-server on a free
 * localhost port, three `puzzlekit worker` processes (the built command line),
 * the whole 8-puzzle and a few 华容道 types through them, one worker
 * killed in the middle, the run stopped and resumed, Redis restarted. The results must equal the one-machine runs': the
 * JSON but for the milliseconds, and the database files byte for byte.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, REPO_ROOT, runCliJson } from '../support/cli.js';
import { REDIS_SERVER, startRedis, type TestRedis } from '../support/redis.js';
import { decodeJobFailure } from '../../src/cluster/job-failure.js';
import { render } from '../../src/i18n/index.js';

if (!REDIS_SERVER) console.warn('NOTICE: redis-server is not installed, so the cluster tests are skipped (apt-get install redis-server; .ci/run does it)');

/** Every process the tests start, killed at the end whatever happened. */
const started: ChildProcess[] = [];

/** Generous limits: on a loaded machine these runs take long, and slowness is not what they test. */
const LONG = 300_000;

/**
 * The coordinator sends a layer through the cluster from this many states on (50,000 unless a
 * test lowers it: src/cluster/explore-run.ts), so that the 8-puzzle's 181,440 states exercise
 * what a bigger space would, in a tenth of the time (the 5x2 puzzle's 1,814,400 before).
 */
const MIN_JOB_STATES = 5_000;
/** The 8-puzzle's first layer with MIN_JOB_STATES states or more: layer 17, 5,638 states. */
const FIRST_CLUSTER_LAYER = 17;
const CHILD_ENV = { ...process.env, NO_COLOR: '1', PUZZLEKIT_TEST_MIN_JOB_STATES: String(MIN_JOB_STATES) };

interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function startCli(args: string[]): Started {
  const child = spawn(process.execPath, [CLI_MAIN, ...args], { cwd: REPO_ROOT, env: CHILD_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let text = '';
  child.stdout!.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => text };
}

/** stdout of a command, collected apart from stderr (which can be read as it comes). */
function startJson(args: string[]): { child: ChildProcess; stderr: () => string; done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [CLI_MAIN, ...args], { cwd: REPO_ROOT, env: CHILD_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return { child, stderr: () => stderr, done: new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr }))) };
}

function withoutTimes(json: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(json);
  delete copy.milliseconds;
  delete copy.cluster;
  delete copy.out;
  if (copy.stats && typeof copy.stats === 'object') delete (copy.stats as Record<string, unknown>).milliseconds;
  return copy;
}

/** The layer a run in `shared` has reached (its checkpoint), or -1. */
function layerReached(shared: string): number {
  for (const name of existsSync(shared) ? readdirSync(shared) : []) {
    const index = join(shared, name, 'checkpoint.json');
    try {
      return (JSON.parse(readFileSync(index, 'utf8')) as { nextDepth: number }).nextDepth;
    } catch {
      // Not written yet, or being replaced.
    }
  }
  return -1;
}

/** The BullMQ queue of the one explore run in `shared` (src/cluster/job-payloads.ts names it after the run's folder). */
function runQueue(shared: string, url: string): Queue {
  const run = readdirSync(shared).find((name) => name.startsWith('explore-'));
  if (!run) throw new Error(`no explore run in ${shared}`);
  return new Queue(`puzzlekit-${run}`, { connection: { url, maxRetriesPerRequest: null } });
}

const tick = () => new Promise((r) => setTimeout(r, 10));

describe.skipIf(!REDIS_SERVER)('a cluster of three local workers on a real Redis', () => {
  let redis: TestRedis;
  let workers: Started[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-cluster-'));
  const shared = join(dir, 'shared');

  beforeAll(async () => {
    redis = await startRedis();
    mkdirSync(shared, { recursive: true });
    workers = [0, 1, 2].map(() => startCli(['worker', '--redis', redis.url, '--threads', '1', '--shared', shared, '--stall-seconds', '1']));
  });

  // A test that pauses workers and fails half-way must not leave them paused for the next.
  afterEach(() => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGCONT');
  });

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('explores the whole 8-puzzle as one machine does, though a worker is killed, the run stopped and resumed, and Redis restarted', async () => {
    const code = '1,2,3/4,5,6/7,8,0';
    const args = ['explore', 'sliding-tiles', '--code', code, '--cluster', redis.url, '--shared', shared, '--json'];
    // Where each step lands must not depend on the machine's speed, so the run is held where it stands by
    // pausing the workers (SIGSTOP): it does its small layers here, then waits for the workers at
    // FIRST_CLUSTER_LAYER, the first with MIN_JOB_STATES states or more, which it cannot pass alone.
    for (const w of workers) w.child.kill('SIGSTOP');
    const first = startJson(args);
    while (layerReached(shared) < FIRST_CLUSTER_LAYER && first.child.exitCode === null) await tick();
    expect(layerReached(shared)).toBe(FIRST_CLUSTER_LAYER);
    // One worker goes on alone until it holds a job, and is killed holding it (BullMQ gives it to another later).
    const queue = runQueue(shared, redis.url);
    workers[0].child.kill('SIGCONT');
    while ((await queue.getJobCounts('active')).active === 0 && first.child.exitCode === null) await tick();
    workers[0].child.kill('SIGKILL');
    await workers[0].exited;
    // No worker runs now: the run waits in the layer it is in (FIRST_CLUSTER_LAYER, or past it if the killed worker
    // had just finished a layer), and Ctrl-C stops it there.
    first.child.kill('SIGINT');
    const stopped = await first.done;
    expect(stopped.code, stopped.stderr).toBe(3);
    expect(stopped.stderr).toMatch(/give the same command again to go on/);
    const at = layerReached(shared);
    expect(at).toBeGreaterThanOrEqual(FIRST_CLUSTER_LAYER);
    // Again, the two workers still paused: it resumes from that layer and queues its jobs, which wait...
    const resumed = startJson(args);
    while (!/resuming the run/.test(resumed.stderr()) && resumed.child.exitCode === null) await tick();
    expect(resumed.stderr()).toMatch(new RegExp(`resuming the run in .* from layer ${at}\\b`));
    while ((await queue.getJobCounts('waiting')).waiting === 0 && resumed.child.exitCode === null) await tick();
    await queue.close();
    // ...until Redis is restarted, keeping nothing: the run lists itself again and adds back the jobs Redis lost.
    await redis.restart();
    for (const w of workers.slice(1)) w.child.kill('SIGCONT');
    const second = await resumed.done;
    expect(second.code, second.stderr).toBe(0);
    const cluster = JSON.parse(second.stdout) as Record<string, unknown>;
    const alone = await runCliJson(['explore', 'sliding-tiles', '--code', code, '--compact', '--threads', '1', '--json']);
    expect(cluster.reachableStates).toBe(181_440);
    expect((cluster.farthest as { distance: number }).distance).toBe(31);
    expect(withoutTimes(cluster)).toEqual(withoutTimes(alone.json));
    // The run's folder is gone once the run is over.
    expect(readdirSync(shared)).toEqual([]);
  }, LONG);

  it('classifies a few 华容道 types, one job each, into the same JSON and the same database files', async () => {
    const pieces = '3,3,0/0,0,2/1,1,1/0,4,0';
    const out = join(dir, 'cluster-db');
    const alone = join(dir, 'alone-db');
    const run = startJson(['classify', 'sliding-blocks', '--pieces', pieces, '--cluster', redis.url, '--shared', shared, '--out', out, '--json']);
    const { code: status, stdout, stderr } = await run.done;
    expect(status, stderr).toBe(0);
    const single = await runCliJson(['classify', 'sliding-blocks', '--pieces', pieces, '--threads', '1', '--out', alone, '--json']);
    expect(withoutTimes(JSON.parse(stdout) as Record<string, unknown>)).toEqual(withoutTimes(single.json));
    const files = readdirSync(alone).sort();
    expect(files).toHaveLength(8);
    expect(readdirSync(out).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(out, f)).equals(readFileSync(join(alone, f))), f).toBe(true);
  }, LONG);

  it('stops a run whose job keeps failing with a clear line (here: workers serving another shared folder)', async () => {
    const other = join(dir, 'other-shared');
    mkdirSync(other, { recursive: true });
    const run = await startJson(['classify', 'sliding-blocks', '--pieces', '0,0,2', '--cluster', redis.url, '--shared', other, '--json']).done;
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toMatch(/the cluster run stopped: the job of type 0,0,2 failed: a job for the shared folder .*, but this worker serves .*: give the same command again/);
  }, LONG);

  it("words the worker's reason in the user's language: Chinese under --lang zh (it crosses Redis as a message)", async () => {
    const other = join(dir, 'other-shared-zh');
    mkdirSync(other, { recursive: true });
    const run = await startJson(['--lang', 'zh', 'classify', 'sliding-blocks', '--pieces', '0,0,2', '--cluster', redis.url, '--shared', other, '--json']).done;
    expect(run.code, run.stderr).toBe(3);
    const line = run.stderr.trim();
    expect(line).toMatch(/^puzzlekit: 集群运行已停止：类型 .* 的任务失败了：任务是给共享文件夹 .*other-shared-zh 的，但这台工作机服务的是 .*shared。/);
    // Every word of it is Chinese but the paths, the type's name and the program's name.
    expect(line).not.toMatch(/the job|failed|worker serves|shared folder/);
  }, LONG);

  it('refuses a job that is not a puzzlekit job, or one for another shared folder, without retrying it', async () => {
    const connection = { url: redis.url, maxRetriesPerRequest: null };
    const client = new Redis(redis.url);
    const name = 'puzzlekit-explore-00000000000000ff';
    await client.sadd('puzzlekit:runs', name);
    const queue = new Queue(name, { connection });
    const bad = await queue.add('layer', { kind: 'layer', shared: '/', run: '../../etc', code: 'x' }, { attempts: 3 });
    const outside = await queue.add('type', { kind: 'type', shared: tmpdir(), run: 'classify-00000000000000ff', puzzle: 'sliding-blocks', type: { vertical: 0, horizontal: 0, singles: 2 } }, { attempts: 3 });
    while ((await bad.getState()) !== 'failed' || (await outside.getState()) !== 'failed') await new Promise((r) => setTimeout(r, 25));
    const refused = await queue.getJob(bad.id!);
    // The reason is the worker's message as data (src/cluster/job-failure.ts), worded here.
    expect(render(decodeJobFailure(refused?.failedReason ?? ''), 'en')).toMatch(/^refused a job that is not a puzzlekit job/);
    expect(refused?.attemptsMade).toBe(1);
    expect(render(decodeJobFailure((await queue.getJob(outside.id!))?.failedReason ?? ''), 'zh')).toMatch(/^任务是给共享文件夹 .* 的，但这台工作机服务的是 /);
    await client.srem('puzzlekit:runs', name);
    await queue.obliterate({ force: true });
    await queue.close();
    client.disconnect();
  }, LONG);

  it('stops the remaining workers cleanly on Ctrl-C (SIGINT)', async () => {
    for (const w of workers.slice(1)) w.child.kill('SIGINT');
    for (const w of workers.slice(1)) {
      expect(await w.exited, w.output()).toBe(0);
      expect(w.output()).toMatch(/stopped after \d+ jobs? done/);
    }
  }, LONG);
});
