/**
 * `classify sliding-blocks` and `solve sliding-blocks --db DIR`: one and two
 * threads give the same report and the same files, the database answers
 * 横刀立马, and a bad or foreign database is a clear error (exit 2).
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { classifyType } from '../../src/puzzles/sliding-blocks/classify.js';
import { BLOCKS_FAMILY } from '../../src/puzzles/sliding-blocks/family-ability.js';
import { hasStackTrace, REPO_ROOT, runCli, runCliJson } from '../support/cli.js';
import { expectCliAnswerSolves } from '../support/cli-replay.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-classify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface ClassifyJson {
  puzzle: string;
  layouts: number;
  groups: number;
  types: { vertical: number; horizontal: number; singles: number; layouts: number; groupSizes: number[]; farthest: number | null; hardest: string[] }[];
  milliseconds: number;
}

describe('classify sliding-blocks', () => {
  it('reports the same groups and writes the same files on 1 and 2 threads', async () => {
    const a = join(dir, 'one');
    const b = join(dir, 'two');
    const one = await runCliJson<ClassifyJson>(['classify', 'sliding-blocks', '--pieces', '3,3,0', '--threads', '1', '--out', a, '--json']);
    const two = await runCliJson<ClassifyJson>(['classify', 'sliding-blocks', '--pieces', '3,3,0', '--threads', '2', '--out', b, '--json']);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    const { milliseconds: _m1, ...first } = one.json;
    const { milliseconds: _m2, ...second } = two.json;
    expect({ ...second, out: a }).toEqual(first);
    expect(first.layouts).toBe(4288);
    const [type] = first.types;
    expect(type).toMatchObject({ vertical: 3, horizontal: 3, singles: 0, layouts: 4288 });
    expect(type.groupSizes.reduce((s, n) => s + n, 0)).toBe(4288);
    expect(type.groupSizes).toEqual([...type.groupSizes].sort((x, y) => y - x));
    for (const ext of ['dist', 'groups']) {
      expect(readFileSync(join(b, `type-3-3-0.${ext}`)).equals(readFileSync(join(a, `type-3-3-0.${ext}`)))).toBe(true);
    }
  });

  it('prints a table and refuses bad --pieces, other puzzles and foreign files', async () => {
    const text = await runCli(['classify', 'sliding-blocks', '--pieces', '0,0,2', '--threads', '1']);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/1,440 layouts of this type in \d+ groups/);
    for (const args of [
      ['--pieces', '9,9,9'],
      ['--pieces', '4;1;4'],
      ['--threads', '0'],
    ]) {
      const r = await runCli(['classify', 'sliding-blocks', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(hasStackTrace(r.stderr)).toBe(false);
    }
    expect((await runCli(['classify', 'hanoi'])).status).toBe(2);
    // A distance table of another puzzle where a type's file goes.
    const foreign = join(dir, 'foreign');
    expect((await runCli(['classify', 'sliding-blocks', '--pieces', '0,0,2', '--out', foreign, '--threads', '1'])).status).toBe(0);
    const tiles = await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--out', join(foreign, 'type-3-3-0.dist'), '--threads', '1']);
    expect(tiles.status).toBe(0);
    const refused = await runCli(['classify', 'sliding-blocks', '--pieces', '3,3,0', '--out', foreign, '--threads', '1']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/sliding-tiles/);
    expect((await runCli(['classify', 'sliding-blocks', '--pieces', '3,3,0', '--out', foreign, '--threads', '1', '--force'])).status).toBe(0);
  });
});

describe('classifyFamily on worker threads (the build, where the worker file is)', () => {
  it('returns every type, in the order given, without an onType callback', async () => {
    const url = pathToFileURL(join(REPO_ROOT, 'dist/parallel/family-classify.js')).href;
    const { classifyFamily } = (await import(url)) as typeof import('../../src/parallel/family-classify.js');
    const types = [
      { vertical: 0, horizontal: 0, singles: 2 },
      { vertical: 3, horizontal: 3, singles: 0 },
      { vertical: 1, horizontal: 1, singles: 0 },
    ];
    const results = await classifyFamily('sliding-blocks', types, { threads: 2 });
    expect(results.map((r) => r.type)).toEqual(types);
    for (const [i, t] of types.entries()) {
      const { distances: _d, groupOf: _g, ...one } = classifyType(t);
      expect(results[i]).toEqual(one);
    }
    // A memory cap that lets one type at a time run holds the second thread back, with the same results.
    const classifyBytes = (t: (typeof types)[number]) => BLOCKS_FAMILY.mostBytes(t);
    const oneAtATime = await classifyFamily('sliding-blocks', types, { threads: 2, maxMemoryBytes: Math.max(...types.map(classifyBytes)) });
    expect(oneAtATime).toEqual(results);
  });
});

describe('solve sliding-blocks --db DIR', () => {
  const db = join(dir, 'hengdao');

  it('answers 横刀立马 from the database: 81 moves, its group of 25,955 with 964 solved', async () => {
    expect((await runCli(['classify', 'sliding-blocks', '--pieces', '4,1,4', '--out', db, '--threads', '2'])).status).toBe(0);
    const args = ['solve', 'sliding-blocks', '--preset', '横刀立马', '--db', db, '--json'];
    const r = await runCliJson<{ length: number; moves: { code: string }[]; group: { size: number; solved: number; farthest: number }; fromHardest: number; typeFarthest: number }>(args);
    expect(r.status).toBe(0);
    expect(r.json.length).toBe(81);
    expect(r.json.moves).toHaveLength(81);
    // The database's answer, replayed by the rules from the preset to Cao Cao's escape.
    expectCliAnswerSolves(args, r.json);
    expect(r.json.group).toMatchObject({ size: 25955, solved: 964 });
    expect(r.json.fromHardest).toBe(r.json.group.farthest - 81);
    const text = await runCli(['solve', 'sliding-blocks', '--preset', '横刀立马', '--db', db, '--no-boards']);
    expect(text.stdout).toMatch(/81 moves \(the fewest\)/);
    expect(text.stdout).toMatch(/25,955 layouts, 964 solved/);
    expect(text.stdout).toMatch(/The type's hardest layouts are \d+ moves from a solution: [0-9A-F]{9}/);
  });

  it('gives exit 2, never an answer, for a corrupted, truncated or missing database', async () => {
    const corrupt = join(dir, 'corrupt');
    expect((await runCli(['classify', 'sliding-blocks', '--pieces', '4,1,4', '--out', corrupt, '--threads', '1'])).status).toBe(0);
    const file = join(corrupt, 'type-4-1-4.dist');
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] ^= 1;
    writeFileSync(file, bytes);
    const bad = await runCli(['solve', 'sliding-blocks', '--preset', '横刀立马', '--db', corrupt]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/corrupted/);
    expect(bad.stdout).toBe('');
    bytes[bytes.length - 100] ^= 1;
    writeFileSync(file, bytes);
    expect((await runCli(['solve', 'sliding-blocks', '--preset', '横刀立马', '--db', corrupt, '--no-boards'])).status).toBe(0);
    truncateSync(join(corrupt, 'type-4-1-4.groups'), 5000);
    const cut = await runCli(['solve', 'sliding-blocks', '--preset', '横刀立马', '--db', corrupt]);
    expect(cut.status).toBe(2);
    expect(cut.stderr).toMatch(/truncated/);
    const missing = await runCli(['solve', 'sliding-blocks', '--code', '1A9BF0C00', '--db', join(dir, 'one')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no such file/);
    expect(hasStackTrace(missing.stderr + cut.stderr + bad.stderr)).toBe(false);
  });
});

describe('classify --max-seconds and --max-memory', () => {
  it('stops the run at the limit with exit 3, saying how many types were done', async () => {
    const { status, stderr, stdout } = await runCli(['classify', 'sliding-blocks', '--threads', '1', '--max-seconds', '0.001']);
    expect(status).toBe(3);
    expect(stderr).toMatch(/^puzzlekit: classify stopped: the time limit \(0\.001 s\) was reached \(\d+ of 203 types done\)\n$/);
    expect(stdout).toBe('');
  });

  it('--max-memory: a type that alone could pass the cap stops the run before it begins (exit 3), naming the type and the cap it needs', async () => {
    const { status, stderr, stdout } = await runCli(['classify', 'sliding-blocks', '--pieces', '4,1,4', '--max-memory', '1']);
    expect(status).toBe(3);
    expect(stderr).toMatch(/^puzzlekit: classify stopped before it began: the type 4,1,4 can take up to 4 MB, more than the memory limit of 1 MB \(give --max-memory 4 or more\)\n$/);
    expect(stdout).toBe('');
    expect((await runCli(['classify', 'sliding-blocks', '--pieces', '4,1,4', '--max-memory', '4', '--threads', '1'])).status).toBe(0);
  });

  it('refuses a limit that is not a positive number', async () => {
    const { status, stderr } = await runCli(['classify', 'sliding-blocks', '--max-seconds', '-1']);
    expect(status).toBe(2);
    expect(stderr).toMatch(/--max-seconds -1: expected a positive number/);
  });
});
