/**
 * Where the command line writes: a place that cannot be written, or a path
 * of the wrong kind, is one line and exit 2 before the work (and still one
 * line, exit 2, with no temporary file left, when it shows only at the
 * end); a rename never replaces a device, a FIFO or a link; and clearing the
 * out-of-core buckets removes only bucket files, never through a link.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/storage/atomic-write.js';
import { OutputPathError } from '../../src/storage/output-path.js';
import { expectUsageError, runCli, runCliProcess } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-output-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh folder of this file's temporary one. */
function folder(name: string): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  return path;
}

/** Every file under `root` whose name ends in .tmp, relative to it. */
function temporaryFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tmp')).map((name) => relative(root, join(root, name)));
}

/** 2x3 sliding tiles: 360 states from the goals, a whole compact search in milliseconds. */
const SMALL = ['explore', 'sliding-tiles', '--code', '1,2,3/4,5,0'];
/** The 8-puzzle in 3 segments of 0.02 MB (see segments.test.ts), bounded by states so that it stops mid-run. */
const EIGHT_SEGMENTED = ['explore', 'sliding-tiles', '--code', '8,6,7/2,5,4/3,0,1', '--max-memory', '0.02'];

describe('out-of-core buckets', () => {
  it('--segments refuses a buckets folder that is a link, and the files where it leads stay', async () => {
    const run = folder('linked-run');
    const victim = folder('linked-victim');
    writeFileSync(join(victim, 'precious.txt'), 'keep me\n');
    symlinkSync(victim, join(run, 'buckets'));
    const result = await runCli([...EIGHT_SEGMENTED, '--segments', run]);
    expectUsageError(result, /buckets: it is a link, not a folder of buckets/);
    expect(readdirSync(victim)).toEqual(['precious.txt']);
  });

  it('--resume refuses a buckets folder turned into a link since, and the files where it leads stay', async () => {
    const run = join(dir, 'resumed-run');
    expect((await runCli([...EIGHT_SEGMENTED, '--segments', run, '--max-states', '20000'])).status).toBe(3);
    const victim = folder('resumed-victim');
    writeFileSync(join(victim, 'bucket-0.bin'), 'not puzzlekit\'s\n');
    rmSync(join(run, 'buckets'), { recursive: true });
    symlinkSync(victim, join(run, 'buckets'));
    const result = await runCli([...EIGHT_SEGMENTED, '--resume', run]);
    expectUsageError(result, /buckets: it is a link, not a folder of buckets/);
    expect(readFileSync(join(victim, 'bucket-0.bin'), 'utf8')).toBe('not puzzlekit\'s\n');
  });

  it('removes only the bucket files it makes from a buckets folder', async () => {
    const run = folder('own-run');
    mkdirSync(join(run, 'buckets'));
    writeFileSync(join(run, 'buckets', 'notes.txt'), 'mine\n');
    // Stopped after a few layers: each commit has cleared the buckets by then.
    const result = await runCli([...EIGHT_SEGMENTED, '--segments', run, '--max-states', '20000']);
    expect(result.status).toBe(3);
    expect(readdirSync(join(run, 'buckets'))).toEqual(['notes.txt']);
  });
});

describe('a rename never replaces what is not a regular file', () => {
  it('--graph refuses a FIFO and a link, which stay as they were', async () => {
    const at = folder('graph-kinds');
    const fifo = join(at, 'graph.dot');
    execFileSync('mkfifo', [fifo]);
    expectUsageError(await runCli(['explore', 'water-jugs', '--preset', '8-5-3', '--graph', fifo]), /cannot write .*graph\.dot: it is a FIFO \(named pipe\), not a regular file/);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    const target = join(at, 'target.txt');
    writeFileSync(target, 'target\n');
    const link = join(at, 'link.dot');
    symlinkSync(target, link);
    expectUsageError(await runCli(['explore', 'water-jugs', '--preset', '8-5-3', '--graph', link]), /cannot write .*link\.dot: it is a link, not a regular file/);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('target\n');
    expect(temporaryFiles(at)).toEqual([]);
  });

  it('explore --out refuses a FIFO at once (it used to wait on it for ever)', () => {
    const at = folder('out-fifo');
    const fifo = join(at, 'table.bin');
    execFileSync('mkfifo', [fifo]);
    const result = runCliProcess([...SMALL, '--out', fifo], { timeoutMs: 20_000 });
    expect(result.timedOut).toBe(false);
    expectUsageError(result, /cannot write .*table\.bin: it is a FIFO \(named pipe\), not a regular file/);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });
});

describe('places that cannot be written', () => {
  const at = folder('places');
  const file = join(at, 'a-file');
  writeFileSync(file, 'a file\n');

  it.each([
    ['explore --out under a file', [...SMALL, '--out', join(file, 'table.bin')], /cannot write .*table\.bin: .*a-file is not a folder/],
    ['explore --out ""', [...SMALL, '--out', ''], /--out: expected a file name/],
    ['explore --out a folder', [...SMALL, '--out', at], /cannot write .*places: it is a folder, not a regular file/],
    ['explore --checkpoints a file', [...SMALL, '--checkpoints', file], /cannot write in .*a-file: it is a file, not a folder/],
    ['explore --checkpoints under a file', [...SMALL, '--checkpoints', join(file, 'run')], /cannot write in .*run: .*a-file is a file, not a folder/],
    ['explore --segments a file', [...SMALL, '--segments', file], /cannot write in .*a-file: it is a file, not a folder/],
    ['explore --segments ""', [...SMALL, '--segments', ''], /--segments: expected a folder/],
    ['pdb build --cache-dir a file', ['pdb', 'build', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--cache-dir', file], /cannot write in .*a-file: it is a file, not a folder/],
    ['classify --out under a file', ['classify', 'sliding-blocks', '--pieces', '4,1,4', '--threads', '1', '--out', join(file, 'db')], /cannot write in .*db: .*a-file is a file, not a folder/],
    ['classify --out ""', ['classify', 'sliding-blocks', '--pieces', '4,1,4', '--threads', '1', '--out', ''], /--out: expected a folder/],
  ])('%s: one line, exit 2, before the work', async (_what, args, message) => {
    // One line on stderr and nothing on stdout: nothing was searched or built first (pdb build announces its build on stderr).
    expectUsageError(await runCli(args), message);
    expect(temporaryFiles(at)).toEqual([]);
  });

  it('a place found unwritable only at the end (a folder where a checkpoint goes) is still one line, exit 2, no temporary file', async () => {
    const checkpoints = folder('late-checkpoints');
    mkdirSync(join(checkpoints, 'marks-1.bin'));
    expectUsageError(await runCli([...SMALL, '--checkpoints', checkpoints]), /cannot write .*marks-1\.bin: it is a folder, not a regular file/);
    expect(readdirSync(checkpoints)).toEqual(['marks-1.bin']);
  });

  it('a full disk while writing is said as such (not an internal error), and leaves no temporary file', () => {
    const full = folder('full-disk');
    // What write(2) throws when the disk or a quota is full, from inside the parts as they are written.
    function* parts(): Generator<Uint8Array> {
      yield new Uint8Array(10);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
    }
    expect(() => writeFileAtomic(join(full, 'table.bin'), parts())).toThrow(new OutputPathError(`cannot write ${join(full, 'table.bin')}: no space left on its disk`));
    expect(readdirSync(full)).toEqual([]);
  });

  it('says it in Chinese with --lang zh', async () => {
    expectUsageError(await runCli(['--lang', 'zh', ...SMALL, '--checkpoints', file]), /^puzzlekit: 无法在 .*a-file 里写入：它是文件，不是文件夹$/m);
  });
});

describe('pdb clear', () => {
  it("deletes only the table files puzzlekit made: a user's other *.pdb, a folder and a link so named stay", async () => {
    const cache = folder('cache');
    writeFileSync(join(cache, 'notes.pdb'), 'a debugger\'s file, not a table\n');
    mkdirSync(join(cache, 'folder.pdb'));
    const target = join(dir, 'cache-link-target.pdb');
    writeFileSync(target, 'PUZZLEKIT-TABLES\n');
    symlinkSync(target, join(cache, 'link.pdb'));
    const result = await runCli(['pdb', 'clear', '--cache-dir', cache]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Removed 0 files');
    expect(readdirSync(cache).sort()).toEqual(['folder.pdb', 'link.pdb', 'notes.pdb']);
    expect(readFileSync(target, 'utf8')).toBe('PUZZLEKIT-TABLES\n');
  });
});
