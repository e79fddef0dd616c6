/**
 * The hash-table explore on worker threads equals the one-thread search:
 * counts per depth, goals, shortest, farthest examples, for each kind of key
 * the puzzles use (float53: 华容道; uint32: river crossing; words: eight
 * water jugs). The threaded search runs from the build (dist/), where its
 * worker file is; it runs in this process, so the cases cost only the
 * workers' start.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explore, type ExploreResult } from '../../src/engine/index.js';
import { openProblem, type ProblemSource } from '../../src/parallel/problem-source.js';
import { numberHash, ownerOf, stringHash, wordsHash } from '../../src/parallel/key-routing.js';
import { REPO_ROOT } from '../support/cli.js';

type Threaded = typeof import('../../src/parallel/explore-threads.js');
const built = async (): Promise<Threaded> => (await import(pathToFileURL(join(REPO_ROOT, 'dist/parallel/explore-threads.js')).href)) as Threaded;

const preset = (puzzle: string, name: string, params: Record<string, string> = {}): ProblemSource => ({ puzzle, request: { source: { kind: 'preset', name }, params } });
const HENGDAO = preset('sliding-blocks', '横刀立马');
const HUSBANDS = preset('river-crossing', 'jealous-husbands', { couples: '5', boat: '3' });
/** Eight jugs, six of them huge: more combinations than a float53 holds, so the keys are words (4,549 states). */
const JUGS: ProblemSource = {
  puzzle: 'water-jugs',
  request: { source: { kind: 'params' }, params: { capacities: '1000,999,998,997,996,995,5,3', start: '8,0,0,0,0,0,0,0', target: '1', tap: 'no' } },
};

/** What must not depend on the number of threads (all but the timings and bytes). */
function figures(r: ExploreResult<unknown>) {
  const { stats, ...rest } = r;
  return { ...rest, statesExplored: stats.statesExplored, expansions: stats.expansions };
}

describe('explore on worker threads equals one thread', () => {
  it('华容道 横刀立马 (float53 keys) on 2 and 3 threads: 25,955 layouts, 964 solved', async () => {
    const { exploreThreaded } = await built();
    const one = explore(openProblem(HENGDAO));
    expect(one.reachableStates).toBe(25955);
    expect(one.goalStates).toBe(964);
    expect(openProblem(HENGDAO).codec.kind).toBe('float53');
    for (const threads of [2, 3]) expect(figures(await exploreThreaded(HENGDAO, { threads }))).toEqual(figures(one));
  });

  it('jealous husbands, 5 couples, boat for 3 (uint32 keys), on 3 threads', async () => {
    const { exploreThreaded } = await built();
    const one = explore(openProblem(HUSBANDS));
    expect(openProblem(HUSBANDS).codec.kind).toBe('uint32');
    expect(one.solvable).toBe(true);
    expect(figures(await exploreThreaded(HUSBANDS, { threads: 3 }))).toEqual(figures(one));
  });

  it('eight water jugs (words keys) on 2 threads, every farthest example kept', async () => {
    const { exploreThreaded } = await built();
    const one = explore(openProblem(JUGS), { farthestExamples: 50 });
    expect(openProblem(JUGS).codec.kind).toBe('words');
    expect(one.reachableStates).toBe(4549);
    expect(figures(await exploreThreaded(JUGS, { threads: 2, farthestExamples: 50 }))).toEqual(figures(one));
  });

  it('merges symmetric layouts as one thread does (--merge-symmetric)', async () => {
    const { exploreThreaded } = await built();
    const one = explore(openProblem(HENGDAO), { mergeSymmetric: true });
    expect(figures(await exploreThreaded(HENGDAO, { threads: 2, mergeSymmetric: true }))).toEqual(figures(one));
  });
});

describe('limits on threads', () => {
  it('stops at the state limit: the layers before it whole, the figures adding up', async () => {
    const { exploreThreaded } = await built();
    const one = explore(openProblem(HENGDAO));
    const r = await exploreThreaded(HENGDAO, { threads: 2, maxStates: 2000 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('states');
    expect(r.solvable).toBeNull();
    expect(r.reachableStates).toBeGreaterThanOrEqual(2000);
    expect(r.statesPerDepth.reduce((a, b) => a + b, 0)).toBe(r.reachableStates);
    // All but the last entry (the layer found in part) are whole layers.
    expect(r.statesPerDepth.slice(0, -1)).toEqual(one.statesPerDepth.slice(0, r.statesPerDepth.length - 1));
    expect(r.farthest.examples).toEqual([]);
  });

  it("stops at the memory limit, threads included: a cap below the threads' own cost stops the run before any thread starts", async () => {
    const { exploreThreaded } = await built();
    const r = await exploreThreaded(HENGDAO, { threads: 2, maxMemoryBytes: 2 ** 20 });
    expect(r).toMatchObject({ status: 'limit', limit: 'memory', reachableStates: 1, statesPerDepth: [1] });
    expect(r.stats.bytes).toBe(0);
  });

  it('stops when the signal aborts', async () => {
    const { exploreThreaded } = await built();
    // One worker is enough: the main thread watches the signal.
    const r = await exploreThreaded(HENGDAO, { threads: 1, signal: AbortSignal.abort() });
    expect(r).toMatchObject({ status: 'limit', limit: 'cancelled' });
  });
});

describe('key owners', () => {
  it('spread keys of every kind over the threads evenly', () => {
    const threads = 3;
    const tally = (owner: (i: number) => number) => {
      const counts = new Array<number>(threads).fill(0);
      for (let i = 0; i < 30000; i++) counts[owner(i)]++;
      return counts;
    };
    const words = new Uint32Array(2);
    const hashWords = wordsHash(2);
    for (const counts of [
      tally((i) => ownerOf(numberHash(i), threads)),
      tally((i) => ownerOf(numberHash(i * 2 ** 32 + 7), threads)),
      tally((i) => ((words[0] = i), (words[1] = i >> 3), ownerOf(hashWords(words, 0), threads))),
      tally((i) => ownerOf(stringHash(`s${i}`), threads)),
    ]) {
      for (const n of counts) expect(Math.abs(n - 10000)).toBeLessThan(600);
    }
  });
});

describe('explore without --threads: one thread first, every core once the search has run long', () => {
  // From the build, as the command line runs it: the threads runner registered, the midend's explore on threads using it.
  type Midend = typeof import('../../src/midend/index.js');
  const midend = async (): Promise<Midend> => {
    await import(pathToFileURL(join(REPO_ROOT, 'dist/parallel/register-runners.js')).href);
    return (await import(pathToFileURL(join(REPO_ROOT, 'dist/midend/index.js')).href)) as Midend;
  };
  const opened = async (source: ProblemSource) => (await midend()).openInstance(source.puzzle, { ...source.request, metric: source.metric });

  it('a search that ends within its one-thread time stays on one thread', async () => {
    const { result, threads } = await (await opened(HENGDAO)).exploreOnThreads({ mergeSymmetric: false, threads: 2, onlyIfLong: true, oneThreadSeconds: 3600 });
    expect(threads).toBe(1);
    expect(figures(result)).toEqual(figures(explore(openProblem(HENGDAO))));
  });

  it('one that runs past it starts again on the threads, to the same figures', async () => {
    // A one-thread time too short for any space: the switch is taken, whatever the machine's speed.
    const { result, threads } = await (await opened(HUSBANDS)).exploreOnThreads({ mergeSymmetric: false, threads: 2, onlyIfLong: true, oneThreadSeconds: 1e-9 });
    expect(threads).toBe(2);
    expect(figures(result)).toEqual(figures(explore(openProblem(HUSBANDS))));
  });

  it("the user's own limit still stops it, on one thread or after the switch", async () => {
    // 184 states in all.
    const { result } = await (await opened(HUSBANDS)).exploreOnThreads({ mergeSymmetric: false, maxStates: 50, threads: 2, onlyIfLong: true, oneThreadSeconds: 1e-9 });
    expect(result.status).toBe('limit');
    expect(result.reachableStates).toBeLessThan(184);
    expect(result.limit).toBe('states');
    expect(result.solvable).toBe(null);
  });
});
