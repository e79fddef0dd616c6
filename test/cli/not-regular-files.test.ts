/**
 * Where puzzlekit reads a file, something else under its name (a FIFO, a
 * device, a folder, a link to nothing) is refused with one line saying what
 * it is: never waited on (a FIFO once blocked in open(2), deaf to Ctrl-C),
 * never read without end (/dev/zero), never an internal error. A file the
 * command needs (--db, a checkpoint, an out-of-core run) ends the command
 * with exit 2; a cached database is reported, not used and the command goes
 * on, as a damaged one always was (`pdb list` lists it as unusable), and
 * `pdb clear` removes only the regular files it made.
 *
 * Runs that may meet a FIFO or a device are processes of their own, so that
 * the unfixed blocking open (or endless read) would end at the timeout rather
 * than hold the test worker, and so are solves that may read the pattern
 * database cache (a solve in this process would find the databases still in
 * memory); the others run in this process (runCli).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachePath } from '../../src/storage/table-cache-files.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { expectUsageError, runCli, runCliProcess, type CliResult } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-not-regular-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A safety net only: the runs end at once; unfixed, a FIFO held them for good. */
const TIMEOUT_MS = 20_000;
const run = (args: string[]): CliResult => runCliProcess(args, { timeoutMs: TIMEOUT_MS });

function mkfifo(path: string): string {
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

/** A fresh folder under the test's own. */
function folder(name: string): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  return path;
}

const EIGHT = ['sliding-tiles', '--code', '8,6,7/2,5,4/3,0,1'];

describe.skipIf(process.platform === 'win32')('solve --db', () => {
  it('a FIFO: exit 2, one line', () => {
    expectUsageError(run(['solve', ...EIGHT, '--db', mkfifo(join(dir, 'table.fifo'))]), /^puzzlekit: --db .*table\.fifo is a FIFO \(named pipe\), not a regular file\n/);
  });

  it('/dev/zero: exit 2, one line, nothing read', () => {
    expectUsageError(run(['solve', ...EIGHT, '--db', '/dev/zero']), /^puzzlekit: --db \/dev\/zero is a device, not a regular file\n/);
  });

  it('says what it found in Chinese under --lang zh', () => {
    expectUsageError(run(['--lang', 'zh', 'solve', ...EIGHT, '--db', mkfifo(join(dir, 'zh.fifo'))]), /^puzzlekit: --db .*zh\.fifo 不是普通文件（是命名管道（FIFO））\n/);
    expectUsageError(run(['--lang', 'zh', 'solve', ...EIGHT, '--db', '/dev/zero']), /^puzzlekit: --db \/dev\/zero 不是普通文件（是设备）\n/);
  });

  it('a link to nothing: exit 2, one line', async () => {
    const link = join(dir, 'gone.db');
    symlinkSync(join(dir, 'nowhere'), link);
    expectUsageError(await runCli(['solve', ...EIGHT, '--db', link]), /--db cannot read .*gone\.db: it is a link to nothing/);
  });
});

describe.skipIf(process.platform === 'win32')('the pattern database cache', () => {
  const instance = slidingTiles.parse({ source: { kind: 'preset', name: '8-puzzle' }, params: {} });
  const tables = slidingTiles.heuristicTables!;
  // The first set a solve of the 8-puzzle looks for.
  const spec = tables.spec(instance, tables.available(instance)[0].name);
  const solve = (cache: string) => run(['solve', ...EIGHT, '--json', '--cache-dir', cache]);

  it.each([
    ['a FIFO', (path: string) => mkfifo(path), 'is a FIFO (named pipe), not a regular file'],
    ['a folder', (path: string) => mkdirSync(path), 'is a folder, not a file'],
    ['a link to nothing', (path: string) => symlinkSync(join(dir, 'nowhere'), path), 'is a link to nothing'],
    ['a header whose tables are null', (path: string) => writeFileSync(path, tableFile({ format: 2, id: spec.id, description: 'x', identity: {}, tables: [null, null, null] })), 'has a damaged header'],
  ] as const)('%s under a cached name: solve says so and solves; pdb list says so', (what, make, words) => {
    const cache = folder(`cache-${what.replaceAll(' ', '-')}`);
    make(cachePath(cache, spec));
    const solved = solve(cache);
    expect(solved.status).toBe(0);
    expect(solved.stderr).toContain(`${words}: not used`);
    expect(JSON.parse(solved.stdout)).toMatchObject({ status: 'solved', length: 31 });
    const list = run(['pdb', 'list', '--cache-dir', cache]);
    expect(list.stderr).toBe('');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(`${spec.id}.pdb  0.0 MB  unusable: ${words}`);
  });

  it('pdb clear removes table files, not a folder, a FIFO or a link under their names', () => {
    const cache = folder('cache-clear');
    mkdirSync(join(cache, 'folder.pdb'));
    mkfifo(join(cache, 'fifo.pdb'));
    symlinkSync(join(dir, 'nowhere'), join(cache, 'link.pdb'));
    writeFileSync(join(cache, 'old.pdb'), 'PUZZLEKIT-TABLES\n');
    const clear = run(['pdb', 'clear', '--cache-dir', cache]);
    expect(clear.stderr).toBe('');
    expect(clear.stdout).toContain('Removed 1 file');
    expect(readdirSync(cache).sort()).toEqual(['fifo.pdb', 'folder.pdb', 'link.pdb']);
  });
});

/** A table file of the stored form (src/storage/table-file.ts) with this header and no tables. */
function tableFile(header: object): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([Buffer.from('PUZZLEKIT-TABLES\n'), length, json]);
}

describe.skipIf(process.platform === 'win32')('checkpoint and out-of-core folders', async () => {
  const FIVE_BY_TWO = ['explore', 'sliding-tiles', '--code', '1,2,3,4,5/6,7,8,9,0'];
  const HANOI = ['explore', 'hanoi', '--code', '9:4'];
  const checkpoint = join(dir, 'checkpoint');
  const segments = join(dir, 'segments');
  await runCli([...FIVE_BY_TWO, '--checkpoints', checkpoint, '--max-states', '30000']);
  await runCli([...HANOI, '--segments', segments, '--max-memory', '0.02', '--max-states', '50000']);
  const copy = (from: string, name: string) => {
    const to = join(dir, name);
    cpSync(from, to, { recursive: true });
    return to;
  };
  /** A copy with `file` (the index, or a file it names) replaced by `make`. */
  const replaced = (from: string, name: string, file: (at: string) => string, make: (path: string) => void) => {
    const at = copy(from, name);
    const path = file(at);
    rmSync(path);
    make(path);
    return at;
  };
  const marksOf = (at: string) => join(at, (JSON.parse(readFileSync(join(at, 'checkpoint.json'), 'utf8')) as { marksFile: string }).marksFile);
  const segmentOf = (at: string) => join(at, (JSON.parse(readFileSync(join(at, 'segments.json'), 'utf8')) as { segments: ({ file: string } | null)[] }).segments.find((e) => e)!.file);

  it.each([
    ['checkpoint.json a FIFO', () => [...FIVE_BY_TWO, '--resume', replaced(checkpoint, 'index-fifo', (at) => join(at, 'checkpoint.json'), mkfifo)], /checkpoint\.json is a FIFO \(named pipe\), not a regular file: the checkpoint cannot be resumed/, 'process'],
    ['the marks a FIFO', () => [...FIVE_BY_TWO, '--resume', replaced(checkpoint, 'marks-fifo', marksOf, mkfifo)], /marks-\d+\.bin is a FIFO \(named pipe\), not a regular file/, 'process'],
    ['the marks a folder', () => [...FIVE_BY_TWO, '--resume', replaced(checkpoint, 'marks-folder', marksOf, mkdirSync)], /marks-\d+\.bin is a folder, not a file: the checkpoint cannot be resumed/, 'here'],
    ['segments.json a FIFO', () => [...HANOI, '--resume', replaced(segments, 'segments-fifo', (at) => join(at, 'segments.json'), mkfifo)], /segments\.json is a FIFO \(named pipe\), not a regular file: the run cannot go on from this folder/, 'process'],
    ['a segment a FIFO', () => [...HANOI, '--resume', replaced(segments, 'segment-fifo', segmentOf, mkfifo)], /seg-\d+-\d+\.bin is a FIFO \(named pipe\), not a regular file: the run cannot go on from this folder/, 'process'],
    ['a segment a folder', () => [...HANOI, '--resume', replaced(segments, 'segment-folder', segmentOf, mkdirSync)], /seg-\d+-\d+\.bin is a folder, not a file: the run cannot go on from this folder/, 'here'],
  ] as const)('%s: exit 2, one line', async (_, args, message, runs) => {
    // A FIFO could block an open: a process of its own; a folder in a file's place cannot, and goes in this process.
    expectUsageError(runs === 'process' ? run([...args()]) : await runCli([...args()]), message);
  });
});
