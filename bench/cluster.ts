/**
 * `npm run bench:cluster [-- 6x2|5x2] [--workers N]`: a whole sliding-puzzle
 * space through the cluster path (a local redis-server, N local
 * `puzzlekit worker` processes of one thread each, a shared folder in the
 * temporary directory) beside the one-process compact search on 1 and on N
 * threads. Each run is a fresh child process of the built command line; its
 * peak memory is read from /proc (VmHWM, Linux), the workers' just before
 * they are stopped. One run each: these take minutes.
 *
 * `npm run bench:cluster -- rush-hour-5x5 [--workers N]` (or
 * `rush-hour-5x5-walls`, `rush-hour-6x6`): the Rush Hour census
 * (`classify rush-hour`) the same way, its lists compared line for line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.mjs';

const CLI = fileURLToPath(new URL('../cli/main.js', import.meta.url));
const BOARDS: Record<string, string> = { '6x2': '1,2,3,4,5,6/7,8,9,10,11,0', '5x2': '1,2,3,4,5/6,7,8,9,0' };
/** Census runs: the settings given to `classify rush-hour`. */
const CENSUSES: Record<string, string[]> = {
  'rush-hour-5x5': ['--size', '5'],
  'rush-hour-5x5-walls': ['--size', '5', '--walls', '0..1'],
  'rush-hour-6x6': ['--size', '6'],
};
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

/** Peak resident memory of a live process in MB (Linux), or NaN. */
function peakMB(pid: number | undefined): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

interface Run {
  seconds: number;
  peakMB: number;
  json: { reachableStates: number; statesPerDepth: number[]; farthest: { distance: number; count: number; examples: string[] } };
}

/** Runs the command line to its end, watching its peak memory. */
function runCli(args: string[]): Promise<Run> {
  return runCliAs<Run['json']>(args);
}

function runCliAs<J>(args: string[]): Promise<{ seconds: number; peakMB: number; json: J }> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  let peak = 0;
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const watch = setInterval(() => (peak = Math.max(peak, peakMB(child.pid) || 0)), 100);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      clearInterval(watch);
      if (code !== 0) return reject(new Error(`puzzlekit ${args.join(' ')} exited with ${code}`));
      resolve({ seconds: (performance.now() - started) / 1000, peakMB: peak, json: JSON.parse(stdout) as J });
    }),
  );
}

async function waitForRedis(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = new Socket();
      s.once('error', () => resolve(false));
      s.once('data', () => (s.destroy(), resolve(true)));
      s.connect(port, '127.0.0.1', () => s.write('PING\r\n'));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const board = args.find((a) => a in BOARDS) ?? '6x2';
  const census = args.find((a) => a in CENSUSES);
  const at = args.indexOf('--workers');
  const workerCount = at >= 0 ? Number(args[at + 1]) : 3;
  if (!REDIS_SERVER) throw new Error('the cluster benchmark needs redis-server (apt-get install redis-server)');
  if (census) return withCluster(workerCount, (url, dir, workers) => benchCensus(census, url, dir, workers));
  const code = BOARDS[board];
  await withCluster(workerCount, async (url, dir, workers) => {
    const cluster = await runCli(['explore', 'sliding-tiles', '--code', code, '--cluster', url, '--shared', dir, '--json']);
    const workerPeaks = workers.map((w) => peakMB(w.pid));
    for (const w of workers) w.kill('SIGINT');
    console.error(`cluster run done in ${cluster.seconds.toFixed(1)} s`);
    const one = await runCli(['explore', 'sliding-tiles', '--code', code, '--compact', '--threads', '1', '--json']);
    console.error(`1-thread run done in ${one.seconds.toFixed(1)} s`);
    const many = await runCli(['explore', 'sliding-tiles', '--code', code, '--compact', '--threads', String(workerCount), '--json']);
    const same = (r: Run) => JSON.stringify(r.json.statesPerDepth) === JSON.stringify(cluster.json.statesPerDepth) && JSON.stringify(r.json.farthest) === JSON.stringify(cluster.json.farthest);
    const states = cluster.json.reachableStates.toLocaleString('en-US');
    console.log(`Node ${process.version}; ${board} sliding puzzle (${states} states, radius ${cluster.json.farthest.distance}); one run each, wall time of the whole command`);
    console.log('| run | seconds | peak memory (RSS) |');
    console.log('|---|---:|---:|');
    console.log(`| cluster: coordinator + ${workerCount} local workers (1 thread each) | ${cluster.seconds.toFixed(1)} | coordinator ${cluster.peakMB.toFixed(0)} MB, workers ${workerPeaks.map((p) => p.toFixed(0)).join(' / ')} MB |`);
    console.log(`| one process, 1 thread | ${one.seconds.toFixed(1)} | ${one.peakMB.toFixed(0)} MB |`);
    console.log(`| one process, ${workerCount} threads | ${many.seconds.toFixed(1)} | ${many.peakMB.toFixed(0)} MB |`);
    console.log(`same layers and farthest states as the one-process runs: ${same(one) && same(many) ? 'yes' : 'NO'}`);
    if (!same(one) || !same(many)) process.exitCode = 1;
  });
}

/** A local Redis and `count` workers of one thread each for `run`, stopped afterwards. */
async function withCluster(count: number, run: (url: string, dir: string, workers: ChildProcess[]) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-bench-cluster-'));
  const port = await freePort();
  const redis = spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const workers: ChildProcess[] = [];
  try {
    await waitForRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < count; i++) workers.push(spawn(process.execPath, [CLI, 'worker', '--redis', url, '--threads', '1', '--shared', dir], { stdio: 'ignore' }));
    await run(url, dir, workers);
  } finally {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGINT');
    redis.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

interface CensusJson {
  puzzles: number;
  layouts: number;
  byMoves: number[];
}

/** The census on the cluster, then on 1 and on `count` threads; the lists must be the same line for line. */
async function benchCensus(name: string, url: string, dir: string, workers: ChildProcess[]): Promise<void> {
  const settings = CENSUSES[name];
  const count = workers.length;
  const list = (what: string) => join(dir, `${what}.txt`);
  const classify = (what: string, how: string[]) => runCliAs<CensusJson>(['classify', 'rush-hour', ...settings, ...how, '--list', list(what), '--json']);
  const cluster = await classify('cluster', ['--cluster', url, '--shared', dir]);
  const workerPeaks = workers.map((w) => peakMB(w.pid));
  for (const w of workers) w.kill('SIGINT');
  console.error(`cluster run done in ${cluster.seconds.toFixed(1)} s`);
  const one = await classify('one', ['--threads', '1']);
  console.error(`1-thread run done in ${one.seconds.toFixed(1)} s`);
  const many = await classify('many', ['--threads', String(count)]);
  const text = (what: string) => readFileSync(list(what), 'utf8');
  const same = text('cluster') === text('one') && text('cluster') === text('many');
  console.log(`Node ${process.version}; classify rush-hour ${settings.join(' ')} (${cluster.json.layouts.toLocaleString('en-US')} layouts, ${cluster.json.puzzles.toLocaleString('en-US')} puzzles, the hardest ${cluster.json.byMoves.length} moves); one run each, wall time of the whole command`);
  console.log('| run | seconds | peak memory (RSS) |');
  console.log('|---|---:|---:|');
  console.log(`| cluster: coordinator + ${count} local workers (1 thread each) | ${cluster.seconds.toFixed(1)} | coordinator ${cluster.peakMB.toFixed(0)} MB, workers ${workerPeaks.map((p) => p.toFixed(0)).join(' / ')} MB |`);
  console.log(`| one process, 1 thread | ${one.seconds.toFixed(1)} | ${one.peakMB.toFixed(0)} MB |`);
  console.log(`| one process, ${count} threads | ${many.seconds.toFixed(1)} | ${many.peakMB.toFixed(0)} MB |`);
  console.log(`the same list, line for line, as the one-process runs: ${same ? 'yes' : 'NO'}`);
  if (!same) process.exitCode = 1;
}

await main();
