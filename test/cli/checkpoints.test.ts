/**
 * explore --compact --checkpoints DIR / --resume DIR: a run stopped by a
 * limit, or cut short while saving a layer, goes on from its last finished layer and ends
 * exactly as one uninterrupted run; a damaged or foreign checkpoint is
 * refused with one line and exit 2.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
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

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The whole 5x2 puzzle: 1,814,400 states, 55 moves deep. */
const FIVE_BY_TWO = ['explore', 'sliding-tiles', '--code', '1,2,3,4,5/6,7,8,9,0'];
interface ExploreJson {
  status: string;
  reachableStates: number;
  statesPerDepth: number[];
  farthest: { distance: number; count: number; examples: string[] };
  checkpoints?: string;
}
const figures = (j: ExploreJson) => ({ reachable: j.reachableStates, depths: j.statesPerDepth, farthest: j.farthest });

const whole = await runCliJson<ExploreJson>([...FIVE_BY_TWO, '--compact', '--threads', '1', '--json']);

describe('checkpoints of the compact search', () => {
  it('one uninterrupted run, for reference', () => {
    expect(whole.json.reachableStates).toBe(1_814_400);
    expect(whole.json.farthest.distance).toBe(55);
  });

  it('a run stopped by --max-states resumes from its last layer to the same figures', async () => {
    const at = join(dir, 'limited');
    const stopped = await runCliJson<ExploreJson>([...FIVE_BY_TWO, '--checkpoints', at, '--max-states', '300000', '--json']);
    expect(stopped.status).toBe(3);
    expect(stopped.json.status).toBe('limit');
    expect(stopped.json.checkpoints).toBe(at);
    const index = JSON.parse(readFileSync(join(at, 'checkpoint.json'), 'utf8')) as { nextDepth: number };
    expect(index.nextDepth).toBeGreaterThan(1);
    expect(index.nextDepth).toBeLessThan(55);
    const resumed = await runCliJson<ExploreJson>([...FIVE_BY_TWO, '--resume', at, '--json']);
    expect(resumed.status).toBe(0);
    expect(figures(resumed.json)).toEqual(figures(whole.json));
  });

  it('says how to go on when stopped', async () => {
    const at = join(dir, 'words');
    const { stdout } = await runCli([...FIVE_BY_TWO, '--checkpoints', at, '--max-states', '100000']);
    expect(stdout).toContain(`--resume ${at}`);
  });

  // A kill lands wherever the run happens to be, so a test that kills a run
  // races it. Instead the run is stopped at a known layer by a states limit,
  // and the next layer is left as a kill in the middle of saving it leaves it
  // (its marks half-written beside their name, the index not yet moved on).
  it('a run cut short while saving a layer resumes from the last layer saved, to the same figures', async () => {
    const at = join(dir, 'cut');
    const stopped = await runCliJson<ExploreJson>([...FIVE_BY_TWO, '--threads', '1', '--checkpoints', at, '--max-states', '300000', '--json']);
    expect(stopped.status).toBe(3);
    const index = JSON.parse(readFileSync(join(at, 'checkpoint.json'), 'utf8')) as { nextDepth: number; marksFile: string };
    const saved = index.nextDepth;
    expect(saved).toBe(28);
    const marks = readFileSync(join(at, index.marksFile));
    writeFileSync(join(at, `marks-${saved + 1}.bin.4242.tmp`), marks.subarray(0, marks.length >> 1));
    // Resumed under a limit it has already passed, it stops at once with the saved layers' figures:
    // it went on from the checkpoint's depth, where a run from the start would stop at its first 1,000 states.
    const atOnce = await runCliJson<ExploreJson>([...FIVE_BY_TWO, '--resume', at, '--max-states', '1000', '--json']);
    expect(atOnce.status).toBe(3);
    expect(atOnce.json.statesPerDepth).toEqual(whole.json.statesPerDepth.slice(0, saved + 1));
    expect(atOnce.json.reachableStates).toBe(whole.json.statesPerDepth.slice(0, saved + 1).reduce((a, b) => a + b, 0));
    const resumed = await runCliJson<ExploreJson>([...FIVE_BY_TWO, '--resume', at, '--json']);
    expect(resumed.status).toBe(0);
    expect(figures(resumed.json)).toEqual(figures(whole.json));
  });
});

describe('checkpoints that cannot be used', async () => {
  const saved = join(dir, 'good');
  await runCli([...FIVE_BY_TWO, '--checkpoints', saved, '--max-states', '300000']);
  const copy = (name: string) => {
    const to = join(dir, name);
    cpSync(saved, to, { recursive: true });
    return to;
  };
  const editIndex = (at: string, edit: (text: string) => string) => writeFileSync(join(at, 'checkpoint.json'), edit(readFileSync(join(at, 'checkpoint.json'), 'utf8')));
  const marksOf = (at: string) => join(at, (JSON.parse(readFileSync(join(at, 'checkpoint.json'), 'utf8')) as { marksFile: string }).marksFile);

  it.each([
    ['marks changed by one byte', () => {
      const at = copy('flipped');
      const marks = readFileSync(marksOf(at));
      marks[100] ^= 0xff;
      writeFileSync(marksOf(at), marks);
      return [...FIVE_BY_TWO, '--resume', at];
    }, /does not match its checksum/],
    ['marks cut short', () => {
      const at = copy('truncated');
      truncateSync(marksOf(at), 1000);
      return [...FIVE_BY_TWO, '--resume', at];
    }, /does not match its checksum/],
    ['a damaged index', () => {
      const at = copy('index');
      writeFileSync(join(at, 'checkpoint.json'), '{"format": "puzzlekit compact');
      return [...FIVE_BY_TWO, '--resume', at];
    }, /checkpoint.json is damaged/],
    ['one digit of the totals changed', () => {
      const at = copy('digit');
      editIndex(at, (text) => text.replace(/"states":(\d)/, (_, d: string) => `"states":${(Number(d) + 1) % 10}`));
      return [...FIVE_BY_TWO, '--resume', at];
    }, /checkpoint.json does not match its checksum \(changed or damaged\): start afresh in another folder/],
    ['nextDepth set to 2^53-1', () => {
      const at = copy('deepest');
      editIndex(at, (text) => text.replace(/"nextDepth":\d+/, `"nextDepth":${Number.MAX_SAFE_INTEGER}`));
      return [...FIVE_BY_TWO, '--resume', at];
    }, /checkpoint.json does not match its checksum/],
    ['nextDepth set to 2^53-1 under a fresh checksum', () => {
      const at = copy('forged');
      editIndex(at, (text) => resign(text.replace(/"nextDepth":\d+/, `"nextDepth":${Number.MAX_SAFE_INTEGER}`)));
      return [...FIVE_BY_TWO, '--resume', at];
    }, /checkpoint.json is inconsistent \(\d+ layers, not 9007199254740992\)/],
    ['more states than the space has, under a fresh checksum', () => {
      const at = copy('crowded');
      editIndex(at, (text) => resign(text.replace(/"statesPerDepth":\[1,/, '"statesPerDepth":[3000000,').replace(/"states":(\d+)/, (_, n: string) => `"states":${Number(n) + 2_999_999}`)));
      return [...FIVE_BY_TWO, '--resume', at];
    }, /checkpoint.json is inconsistent \(\d+ states in a space of \d+\)/],
    ['a checkpoint of an older puzzlekit, without a checksum', () => {
      const at = copy('older');
      editIndex(at, (text) => `${JSON.stringify(withoutChecksum(text))}\n`);
      return [...FIVE_BY_TWO, '--resume', at];
    }, /checkpoint.json was written by an older puzzlekit, without a checksum: start afresh in another folder/],
    ['another start', () => ['explore', 'sliding-tiles', '--code', '1,2,3,4,0/6,7,8,9,5', '--resume', copy('other')], /checkpoint of another run/],
    ['a folder without one', () => [...FIVE_BY_TWO, '--resume', dir], /holds no checkpoint/],
    ['--checkpoints on a folder that holds one', () => [...FIVE_BY_TWO, '--checkpoints', copy('again')], /already holds a checkpoint: go on with it by --resume/],
    ['both options', () => [...FIVE_BY_TWO, '--checkpoints', join(dir, 'x'), '--resume', join(dir, 'y')], /not both/],
    ['more than one thread', () => [...FIVE_BY_TWO, '--checkpoints', join(dir, 'z'), '--threads', '2'], /one thread for now/],
  ] as const)('%s: exit 2, one line', async (_, args, message) => {
    expectUsageError(await runCli(args()), message);
  });
});
