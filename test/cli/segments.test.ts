/**
 * explore --segments DIR: the compact search out of core from the command
 * line gives the in-memory figures and distance table; --checkpoints goes
 * out of core on its own when the marks exceed --max-memory; a stopped run
 * resumes with --resume DIR; a damaged segment is refused with one line and
 * exit 2.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checksummedJson } from '../../src/storage/json-checksum.js';
import { expectUsageError, runCli, runCliJson } from '../support/cli.js';

/** The index without the checksum it carries. */
function withoutChecksum(text: string): object {
  const { sha256: _, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}
/** The index changed, with the checksum it would have had if written so. */
const resign = (text: string) => checksummedJson(withoutChecksum(text));

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-segments-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The 8-puzzle's whole space (181,440 states, 2 at 31 moves): its marks take 45 KB; 0.02 MB of memory makes 3 segments of 65,536 ranks. */
const EIGHT = ['explore', 'sliding-tiles', '--code', '8,6,7/2,5,4/3,0,1'];
/** 4-peg Hanoi with 9 discs (262,144 states, 41 moves deep): 64 KB of marks, 4 segments in 0.02 MB. */
const HANOI = ['explore', 'hanoi', '--code', '9:4'];
const TINY = ['--max-memory', '0.02'];
interface ExploreJson {
  status: string;
  search: string;
  reachableStates: number;
  goalStates: number;
  statesPerDepth: number[];
  farthest: { distance: number; count: number; examples: string[] };
  segments?: { dir: string; count: number; ranksPerSegment: number };
}
const figures = (j: ExploreJson) => ({ reachable: j.reachableStates, goals: j.goalStates, depths: j.statesPerDepth, farthest: j.farthest });

const inMemory = await runCliJson<ExploreJson>([...EIGHT, '--compact', '--threads', '1', '--json']);
const hanoiInMemory = await runCliJson<ExploreJson>([...HANOI, '--compact', '--threads', '1', '--json']);

describe('explore --segments', () => {
  it('gives the in-memory figures from 3 segment files', async () => {
    const outOfCore = await runCliJson<ExploreJson>([...EIGHT, '--segments', join(dir, 'plain'), ...TINY, '--json']);
    expect(outOfCore.status).toBe(0);
    expect(outOfCore.json.search).toBe('out-of-core');
    expect(outOfCore.json.segments).toMatchObject({ count: 3, ranksPerSegment: 65_536 });
    expect(figures(outOfCore.json)).toEqual(figures(inMemory.json));
    expect(outOfCore.json.farthest).toMatchObject({ distance: 31, count: 2 });
  });

  it('writes the same distance table with --out (a byte a state: 8 segments in 0.05 MB)', async () => {
    const fromMemory = join(dir, 'memory.db');
    const fromDisk = join(dir, 'disk.db');
    expect((await runCli([...HANOI, '--out', fromMemory, '--threads', '1'])).status).toBe(0);
    expect((await runCli([...HANOI, '--out', fromDisk, '--segments', join(dir, 'table'), '--max-memory', '0.05'])).status).toBe(0);
    expect(readFileSync(fromDisk).equals(readFileSync(fromMemory))).toBe(true);
  });

  it('--checkpoints with marks over --max-memory goes out of core; stopped, it resumes to the same figures', async () => {
    const at = join(dir, 'auto');
    const stopped = await runCli([...HANOI, '--checkpoints', at, ...TINY, '--max-states', '50000']);
    expect(stopped.status).toBe(3);
    expect(stopped.stdout).toContain(`do not fit in --max-memory: searching out of core, in ${at}`);
    expect(stopped.stdout).toContain(`--resume ${at} in place of --checkpoints`);
    const resumed = await runCliJson<ExploreJson>([...HANOI, '--resume', at, '--json']);
    expect(resumed.status).toBe(0);
    expect(resumed.json.search).toBe('out-of-core');
    expect(figures(resumed.json)).toEqual(figures(hanoiInMemory.json));
  });

  it('without a folder, a memory limit below the marks says how to go out of core', async () => {
    const { status, stdout } = await runCli([...HANOI, '--compact', '--threads', '1', ...TINY]);
    expect(status).toBe(3);
    expect(stdout).toContain('give --segments DIR to keep them in files on disk');
  });
});

describe('segment folders that cannot be used', async () => {
  const saved = join(dir, 'stopped');
  await runCli([...HANOI, '--segments', saved, ...TINY, '--max-states', '50000']);
  // Copies made before the cases below change the saved folder's segments.
  const pristine = join(dir, 'pristine');
  cpSync(saved, pristine, { recursive: true });
  const copy = (name: string) => {
    const to = join(dir, name);
    cpSync(pristine, to, { recursive: true });
    return to;
  };
  const editIndex = (at: string, edit: (text: string) => string) => writeFileSync(join(at, 'segments.json'), edit(readFileSync(join(at, 'segments.json'), 'utf8')));
  const firstSegment = () => join(saved, (JSON.parse(readFileSync(join(saved, 'segments.json'), 'utf8')) as { segments: ({ file: string } | null)[] }).segments.find((e) => e)!.file);

  it.each([
    ['a segment changed by one byte', () => {
      const bytes = readFileSync(firstSegment());
      bytes[7] ^= 0x40;
      writeFileSync(firstSegment(), bytes);
      return [...HANOI, '--resume', saved];
    }, /does not match its checksum/],
    ['a segment cut short', () => {
      writeFileSync(firstSegment(), readFileSync(firstSegment()).subarray(0, 1000));
      return [...HANOI, '--resume', saved];
    }, /has 1000 bytes, not 16384: it is truncated/],
    // The same segment, under --lang zh: the storage's message in Chinese (issue 31).
    ['a segment cut short, in Chinese', () => ['--lang', 'zh', ...HANOI, '--resume', saved], /有 1000 字节，不是 16384 字节：不完整或已损坏/],
    ['one digit of the totals changed', () => {
      const at = copy('digit');
      editIndex(at, (text) => text.replace(/"states":(\d)/, (_, d: string) => `"states":${(Number(d) + 1) % 10}`));
      return [...HANOI, '--resume', at];
    }, /segments.json does not match its checksum \(changed or damaged\): start afresh in another folder/],
    ['nextDepth set to 2^53-1 under a fresh checksum', () => {
      const at = copy('forged');
      editIndex(at, (text) => resign(text.replace(/"nextDepth":\d+/, `"nextDepth":${Number.MAX_SAFE_INTEGER}`)));
      return [...HANOI, '--resume', at];
    }, /segments.json is inconsistent \(\d+ layers, not 9007199254740992\)/],
    ['a next layer that disagrees with the totals, under a fresh checksum', () => {
      const at = copy('counts');
      editIndex(at, (text) => resign(text.replace(/"layerCounts":\[(\d+)/, (_, n: string) => `"layerCounts":[${Number(n) + 1}`)));
      return [...HANOI, '--resume', at];
    }, /segments.json is inconsistent \(a next layer of \d+ states, not \d+\)/],
    ['a run of an older puzzlekit, without a checksum', () => {
      const at = copy('older');
      editIndex(at, (text) => `${JSON.stringify(withoutChecksum(text))}\n`);
      return [...HANOI, '--resume', at];
    }, /segments.json was written by an older puzzlekit, without a checksum: start afresh in another folder/],
    ['another search', () => [...HANOI, '--out', join(dir, 'x.db'), '--resume', saved], /out-of-core run of another search \(.*from "start", not "goals"/],
    ['--segments on a folder that holds a run', () => [...HANOI, '--segments', saved], /already holds an out-of-core run: go on with it by --resume/],
    ['--segments with --checkpoints', () => [...HANOI, '--segments', saved, '--checkpoints', join(dir, 'x')], /already the run's checkpoint/],
  ] as const)('%s: exit 2, one line', async (_, args, message) => {
    expectUsageError(await runCli(args()), message);
  });
});
