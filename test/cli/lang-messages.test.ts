/**
 * The last sentences that came out in English whatever the language, now
 * ours in both, each with what it reads back kept as data: the JSON
 * parser's complaint under `check --moves`, a complaint of zod's own, the
 * engine's refusals of a search request, a worker thread's trouble and why
 * a cluster run stopped.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { createStateTable, NO_PARENT, SearchSetupError, StateTableFullError } from '../../src/engine/index.js';
import { resolveAlgorithm } from '../../src/engine/solve.js';
import { errorIn, render } from '../../src/i18n/index.js';
import { checkJson } from '../../src/puzzles/json-input.js';
import { inputErrorIn } from '../../src/puzzles/input-error.js';
import { ThreadMemoryError } from '../../src/parallel/thread-memory.js';
import { CLUSTER_MESSAGES } from '../../src/cluster/messages.js';
import { ClusterStoppedError } from '../../src/cluster/run-queue.js';
import { runCli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-lang-messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Chinese characters: a Chinese line has some. */
const HAN = /[\u4e00-\u9fff]/;

describe('check --moves with a file that is not JSON', () => {
  it("says so in each language, the parser's own words kept after ours", async () => {
    const moves = join(dir, 'moves.json');
    writeFileSync(moves, '[ "8>5", \n');
    const en = await runCli(['check', 'water-jugs', '--moves', moves, '--lang', 'en']);
    const zh = await runCli(['check', 'water-jugs', '--moves', moves, '--lang', 'zh']);
    expect([en.status, zh.status]).toEqual([2, 2]);
    const original = /is not valid JSON: (.+)\n$/.exec(en.stderr)?.[1];
    expect(original).toBeDefined();
    expect(en.stderr).toBe(`puzzlekit: --moves ${moves} is not valid JSON: ${original}\n`);
    expect(zh.stderr).toBe(`puzzlekit: --moves ${moves} 不是有效的 JSON（JSON.parse：${original}）\n`);
  });
});

describe("a complaint of zod's own, in a shape json-input does not read back", () => {
  const schema = z.strictObject({ sizes: z.array(z.number()).max(2) });
  const refusal = (): Error => {
    try {
      checkJson(schema, { sizes: [1, 2, 3] }, 'level.json');
    } catch (error) {
      return error as Error;
    }
    throw new Error('the check passed');
  };

  it('is said to be out of order in Chinese, zod\'s words after it; the English is zod\'s as before', () => {
    const error = refusal();
    const en = inputErrorIn(error, 'en');
    const zodWords = /^level\.json: sizes (.+)$/.exec(en)?.[1];
    expect(zodWords).toMatch(/^Too big/);
    expect(inputErrorIn(error, 'zh')).toBe(`level.json：sizes 不合要求（zod：${zodWords}）`);
  });
});

describe("the engine's refusals of a search request", () => {
  const noHeuristic = { start: 0, codec: {}, isGoal: () => true, successors: () => {} } as never;

  it('carry a catalog message: English as before, Chinese beside it', () => {
    const refused = (name: 'astar' | 'bidirectional' | 'nope'): SearchSetupError => {
      try {
        resolveAlgorithm(noHeuristic, name as never);
      } catch (error) {
        expect(error).toBeInstanceOf(SearchSetupError);
        return error as SearchSetupError;
      }
      throw new Error('no refusal');
    };
    expect(refused('astar').message).toBe('astar needs a heuristic, and this puzzle has none');
    expect(errorIn(refused('astar'), 'zh')).toBe('astar 需要启发函数，而这个谜题没有');
    expect(errorIn(refused('bidirectional'), 'zh')).toBe('双向搜索需要 predecessors 和目标状态，而这个谜题没有');
    expect(refused('nope').message).toMatch(/^unknown algorithm "nope" \(algorithms: auto, /);
    expect(errorIn(refused('nope'), 'zh')).toMatch(/^没有算法 "nope"（算法有：auto, .*）$/);
  });

  it('reach the command line in its language', async () => {
    const zh = await runCli(['solve', 'water-jugs', '--algorithm', 'idastar', '--lang', 'zh']);
    expect(zh.status).toBe(2);
    expect(zh.stderr).toBe('puzzlekit: idastar 需要启发函数，而这个谜题没有\n');
  });
});

describe('worker threads and cluster runs', () => {
  it("a thread's share of the memory limit passed, in both languages", () => {
    const error = new ThreadMemoryError();
    expect(error.message).toBe('a worker thread passed its share of the memory limit');
    expect(errorIn(error, 'zh')).toBe('一个工作线程超出了它分得的内存上限');
  });

  it('why a cluster run stopped: the job named and its failure, each in the language it is shown in', () => {
    const failed = CLUSTER_MESSAGES.jobFailed({ what: CLUSTER_MESSAGES.jobOfLayer({ depth: 4, from: '0', to: '1,023' }), tries: 3, reason: CLUSTER_MESSAGES.queueReason({ original: 'ENOSPC' }) });
    const stopped = new ClusterStoppedError(CLUSTER_MESSAGES.exploreStopped({ stopped: failed, folder: '/shared/run', depth: 4 }));
    expect(stopped.message).toBe(
      'the job of layer 4, ranks 0 to 1,023 failed 3 times: ENOSPC. The finished layers are kept in /shared/run: give the same command again to go on from layer 4',
    );
    expect(errorIn(stopped, 'zh')).toBe('第 4 层序号 0 到 1,023 的任务失败了 3 次：任务队列给出的原因：ENOSPC。已完成的层保存在 /shared/run：再给一次同样的命令就从第 4 层接着做');
    expect(render(CLUSTER_MESSAGES.jobFailed({ what: CLUSTER_MESSAGES.jobOfType({ type: '4,1,4' }), tries: 1, reason: CLUSTER_MESSAGES.queueReason({ original: 'x' }) }), 'en')).toBe('the job of type 4,1,4 failed: x');
    expect(HAN.test(errorIn(stopped, 'en'))).toBe(false);
  });
});

describe('a state table that can hold no more', () => {
  it('says why in both languages: English as before, Chinese beside it', () => {
    const table = createStateTable<number>({ kind: 'uint32', encode: (s) => s, decode: (s) => s }, { maxBytes: 2 ** 20 });
    let full: unknown;
    try {
      for (let i = 0; i < 2 ** 20; i++) table.insert(i, NO_PARENT);
    } catch (error) {
      full = error;
    }
    expect(full).toBeInstanceOf(StateTableFullError);
    const error = full as StateTableFullError;
    expect(error.message).toMatch(/^the state table would pass the memory limit \(1\.0 MiB\) to store more than [\d,]+ states$/);
    expect(errorIn(error, 'zh')).toMatch(/^状态表要存下超过 [\d,]+ 个状态就会超出内存上限（1\.0 MiB）$/);
  });
});
