/**
 * A job's failure crosses Redis as a message and is worded where it is
 * shown: a real redis-server, one `puzzlekit worker` serving another shared
 * folder than the run's, and a run under `--lang zh` that stops on the
 * job's failure in Chinese, the worker's own reason included; the worker
 * logs it in its language too. Fast: the job is refused at once, unretried.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, REPO_ROOT } from '../support/cli.js';
import { REDIS_SERVER, startRedis, type TestRedis } from '../support/redis.js';

if (!REDIS_SERVER) console.warn('NOTICE: redis-server is not installed, so the test of a failed job in Chinese is skipped (apt-get install redis-server)');

const LONG = 120_000;

function startCli(args: string[]): { child: ChildProcess; output: () => string; done: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, [CLI_MAIN, ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let all = '';
  child.stdout!.on('data', (d: Buffer) => (all += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    all += d.toString();
  });
  return { child, output: () => all, done: new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr }))) };
}

describe.skipIf(!REDIS_SERVER)("a failed cluster job's reason in the user's language", () => {
  let redis: TestRedis;
  let worker: ReturnType<typeof startCli> | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-job-words-'));
  const served = join(dir, 'served');
  const other = join(dir, 'other');

  beforeAll(async () => {
    redis = await startRedis();
    mkdirSync(served);
    mkdirSync(other);
    worker = startCli(['--lang', 'zh', 'worker', '--redis', redis.url, '--threads', '1', '--shared', served]);
  });

  afterAll(async () => {
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops the run with the worker\'s reason in Chinese under --lang zh, and the worker logs it in Chinese', async () => {
    const run = await startCli(['--lang', 'zh', 'classify', 'sliding-blocks', '--pieces', '0,0,2', '--cluster', redis.url, '--shared', other, '--json']).done;
    expect(run.code, run.stderr).toBe(3);
    const line = run.stderr.trim();
    expect(line).toMatch(/^puzzlekit: 集群运行已停止：类型 .* 的任务失败了：任务是给共享文件夹 .*other 的，但这台工作机服务的是 .*served。/);
    // Every word of it is Chinese but the paths, the type's name and the program's name.
    expect(line).not.toMatch(/the job|failed|worker serves|shared folder/);
    worker!.child.kill('SIGINT');
    await worker!.done;
    expect(worker!.output()).toMatch(/任务 .* 失败：任务是给共享文件夹 .*other 的，但这台工作机服务的是 .*served/);
  }, LONG);
});
