/**
 * What a worker writes cannot be steered out of the shared folder (no Redis
 * needed): its temporary files are new files at names no one can plant a
 * link at ahead, a file of a run that is a link leading out is refused, a
 * worker serves only the shared folder it was started for (--shared is
 * required and must name one), and a Redis URL is never shown with its
 * password, even one that does not parse.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLayerJob } from '../../src/cluster/job-work.js';
import { readPart, writePart } from '../../src/storage/part-files.js';
import { RegularFileError } from '../../src/storage/regular-file.js';
import { checkRedisUrl, maskedUrl } from '../../src/cluster/run-queue.js';
import { runFile, runFolder, sharedRoot, SharedFolderError } from '../../src/cluster/shared-folder.js';
import { writeFileAtomic } from '../../src/storage/atomic-write.js';
import { OutputPathError } from '../../src/storage/output-path.js';
import { expectUsageError, runCli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-worker-writes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shared = join(dir, 'shared');
const outside = join(dir, 'outside');
mkdirSync(shared);
mkdirSync(outside);

describe('temporary files', () => {
  it('a link planted at the name a part used to be written under does not lead the write out', () => {
    const folder = runFolder(shared, 'explore-0123456789abcdef');
    const path = runFile(folder, 'part-3-1.bin');
    const victim = join(outside, 'victim.txt');
    writeFileSync(victim, 'outside the shared folder\n');
    // The old temporary name was <name>.<pid>.tmp: known to anyone who can see the worker's pid.
    symlinkSync(victim, `${path}.${process.pid}.tmp`);
    const job = { run: 'explore-0123456789abcdef', depth: 3, index: 1, from: 65536, to: 131072 };
    writePart(path, { ...job, expanded: 1, examples: [] }, Uint32Array.of(70000), new Uint32Array(0));
    expect(readFileSync(victim, 'utf8')).toBe('outside the shared folder\n');
    expect([...readPart(path, job).ranks]).toEqual([70000]);
  });

  it('a write that fails leaves no temporary file, and a folder at the name is refused', () => {
    const at = join(dir, 'failing');
    mkdirSync(join(at, 'table.bin'), { recursive: true });
    expect(() => writeFileAtomic(join(at, 'table.bin'), [Buffer.from('x')])).toThrow(OutputPathError);
    expect(() => writeFileAtomic(join(at, 'table.bin'), [Buffer.from('x')])).toThrow(/it is a folder, not a regular file/);
    const parts = function* () {
      yield Buffer.from('half');
      throw new Error('the work failed');
    };
    expect(() => writeFileAtomic(join(at, 'other.bin'), parts())).toThrow('the work failed');
    expect(readdirSync(at)).toEqual(['table.bin']);
  });
});

describe('paths of a run', () => {
  it('a file of the run that is a link leading outside is refused; one inside is not', () => {
    const folder = runFolder(shared, 'explore-00000000000000bb');
    symlinkSync(join(outside, 'anything'), join(folder, 'checkpoint.json'));
    expect(() => runFile(folder, 'checkpoint.json')).toThrow(/leads outside the run's folder/);
    writeFileSync(join(folder, 'marks-1.bin'), 'marks');
    symlinkSync(join(folder, 'marks-1.bin'), join(folder, 'marks-2.bin'));
    expect(runFile(folder, 'marks-2.bin')).toBe(join(folder, 'marks-2.bin'));
  });

  it('an empty shared folder is refused, not read as the working folder', () => {
    expect(() => sharedRoot('')).toThrow(SharedFolderError);
    expect(() => runFolder('', 'explore-0123456789abcdef')).toThrow(/empty path/);
  });
});

/** What checkRedisUrl says of a URL it refuses ('' for one it takes). */
function refusalOf(url: string): string {
  try {
    checkRedisUrl(url);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('puzzlekit worker', () => {
  it('needs --shared, and a --shared that names a folder', async () => {
    // Port 1: nothing listens, and nothing should be asked: the folder is checked first.
    expectUsageError(await runCli(['worker', '--redis', 'redis://127.0.0.1:1']), /worker: give the shared folder it takes jobs for, e\.g\. --shared/);
    expectUsageError(await runCli(['worker', '--redis', 'redis://127.0.0.1:1', '--shared', '']), /the shared folder is named by an empty path/);
    expectUsageError(await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,0', '--cluster', 'redis://127.0.0.1:1', '--shared', '']), /the shared folder is named by an empty path/);
  });

  it("says a URL is no Redis URL in Chinese under --lang zh, from the worker, classify and explore alike (the cluster's module, loaded apart, brings its Chinese)", async () => {
    const zh = /^puzzlekit: \*\*\* 不是 Redis 网址：应为 redis:\/\/\[:password@\]host:port（TLS 用 rediss:\/\/）\n$/;
    for (const args of [
      ['worker', '--redis', 'foo', '--shared', shared],
      ['classify', 'sliding-blocks', '--cluster', 'foo', '--shared', shared],
      ['explore', '8-puzzle', '--compact', '--cluster', 'foo', '--shared', shared],
    ]) {
      const result = await runCli(['--lang', 'zh', ...args]);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(zh);
    }
  });

  it('never shows a Redis password, even in a URL that does not parse', async () => {
    const result = await runCli(['worker', '--redis', 'redis://:hunter2@127.0.0.1:99999', '--shared', shared]);
    expectUsageError(result, /redis:\/\/\*\*\*@127\.0\.0\.1:99999 is not a Redis URL/);
    expect(result.stderr).not.toContain('hunter2');
    for (const url of ['redis://:hunter2@host:99999', 'redis://user:hunter2@[::1:6379', 'redis//:hunter2@host', 'redis://:hun/ter2@host', 'redis://:hunter2', 'redis://:hunter2@']) {
      expect(maskedUrl(url)).not.toContain('hunter2');
      expect(refusalOf(url)).not.toContain('hunter2');
    }
    expect(maskedUrl('redis://:hunter2@10.0.0.5:6379')).toBe('redis://:***@10.0.0.5:6379');
    expect(maskedUrl('redis://10.0.0.5:6379')).toBe('redis://10.0.0.5:6379');
  });
});

describe.skipIf(process.platform === 'win32')('files a job reads', () => {
  it("a FIFO at the run's checkpoint.json is refused at once, never waited on", () => {
    const run = 'explore-00000000000000ff';
    const folder = runFolder(shared, run);
    execFileSync('mkfifo', [join(folder, 'checkpoint.json')]);
    const checkpoint = { puzzle: 'sliding-tiles', instance: '1,2,3/4,5,0', metric: 'moves', from: 'start' as const, marks: 'bits' as const, size: 360 };
    const job = { kind: 'layer' as const, shared, run, puzzle: 'sliding-tiles', code: '1,2,3/4,5,0', metric: 'moves', checkpoint, depth: 1, index: 0, from: 0, to: 360, examples: 0 };
    expect(() => runLayerJob(job, shared)).toThrow(RegularFileError);
  });
});
