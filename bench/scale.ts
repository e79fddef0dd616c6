/**
 * `npm run bench:scale`: whole spaces by the compact search, each case in a
 * fresh child process so that its peak memory (max RSS) is its own. These
 * runs take a minute or more each, so each runs once (no median); the small
 * 5x2 case runs 3 times for the 1-thread versus 2-thread ratio. The
 * hash-table explore of two puzzles that are not ranked (华容道 横刀立马, and
 * four water jugs with 3,869,736 states) runs 3 times on each of 1 and 2 threads.
 * `npm run bench:scale -- <case>...` runs only the cases named (by the start
 * of their names); `-- --threads 1,2,4,8,16 <case>...` runs each case on
 * each of those thread counts and prints the speed-up over the first.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { compactExploreThreaded } from '../src/parallel/compact-threads.js';
import { exploreThreaded } from '../src/parallel/explore-threads.js';
import { openProblem } from '../src/parallel/problem-source.js';
import { explore } from '../src/engine/index.js';
import type { ProblemSource } from '../src/parallel/problem-source.js';
import { median } from './measure.js';
import { classifyFamily } from '../src/parallel/family-classify.js';
import { familyTypes } from '../src/puzzles/sliding-blocks/family.js';

interface Case {
  name: string;
  /** A compact search's problem, or 'family': the whole 华容道 classification. */
  source: ProblemSource | 'family';
  /** The hash-table explore (one thread: the engine's own search, in this process), not the compact search. */
  hashTable?: boolean;
  /** Threads unless --threads says otherwise. */
  threads: number;
  runs: number;
}

const tiles = (code: string): ProblemSource => ({ puzzle: 'sliding-tiles', request: { source: { kind: 'code', code }, params: {} } });
const hanoi = (pegs: number, discs: number): ProblemSource => ({
  puzzle: 'hanoi',
  request: { source: { kind: 'params' }, params: { pegs: String(pegs), discs: String(discs) } },
});

const jugs = (capacities: string): ProblemSource => ({
  puzzle: 'water-jugs',
  request: { source: { kind: 'params' }, params: { capacities, target: '1', tap: 'yes' } },
});
const klotski: ProblemSource = { puzzle: 'sliding-blocks', request: { source: { kind: 'preset', name: '横刀立马' }, params: {} } };

const CASES: Case[] = [
  { name: '5x2 compact', source: tiles('1,2,3,4,5/6,7,8,9,0'), threads: 1, runs: 3 },
  { name: '5x2 compact', source: tiles('1,2,3,4,5/6,7,8,9,0'), threads: 2, runs: 3 },
  { name: '4x3 whole space', source: tiles('1,2,3,4/5,6,7,8/9,10,11,0'), threads: 2, runs: 1 },
  { name: 'hanoi 4 pegs 14 discs', source: hanoi(4, 14), threads: 2, runs: 1 },
  { name: '华容道 family classified', source: 'family', threads: 2, runs: 1 },
  ...[1, 2].map((threads) => ({ name: '华容道 横刀立马 explore', source: klotski, hashTable: true, threads, runs: 3 })),
  ...[1, 2].map((threads) => ({ name: 'water jugs 80,79,78,77 explore', source: jugs('80,79,78,77'), hashTable: true, threads, runs: 3 })),
];

const titleOf = (c: Case) => `${c.name}, ${c.threads} thread${c.threads === 1 ? '' : 's'}`;

interface Outcome {
  ms: number;
  states: number;
  radius: number;
  farthest: number;
  marksMB: number;
  maxRssMB: number;
}

/** Bytes a layout the classification of one type keeps (key, distance, label, queue slot); types run one a thread. */
const FAMILY_BYTES_PER_LAYOUT = 17;

async function runFamily(threads: number): Promise<Outcome> {
  const started = performance.now();
  const types = await classifyFamily('sliding-blocks', familyTypes(), { threads });
  const radius = Math.max(...types.map((t) => t.farthest ?? 0));
  return {
    ms: performance.now() - started,
    states: types.reduce((sum, t) => sum + t.layouts, 0),
    radius,
    farthest: types.reduce((sum, t) => sum + (t.farthest === radius ? t.hardest.length : 0), 0),
    marksMB: (Math.max(...types.map((t) => t.layouts)) * FAMILY_BYTES_PER_LAYOUT * threads) / 2 ** 20,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
  };
}

async function runCase(c: Case): Promise<Outcome> {
  if (c.source === 'family') return runFamily(c.threads);
  const result = !c.hashTable
    ? await compactExploreThreaded(c.source, { threads: c.threads })
    : c.threads === 1
      ? explore(openProblem(c.source))
      : await exploreThreaded(c.source, { threads: c.threads });
  return {
    ms: result.stats.milliseconds,
    states: result.reachableStates,
    radius: result.farthest.distance,
    farthest: result.farthest.count,
    marksMB: result.stats.bytes / 2 ** 20,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
  };
}

/** The cases asked for: by name, each on its own thread count or on every count of --threads. */
function casesAsked(args: readonly string[]): Case[] {
  const at = args.indexOf('--threads');
  const counts = at >= 0 ? args[at + 1].split(',').map(Number) : undefined;
  if (counts?.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--threads wants counts like 1,2,4: ${args[at + 1]}`);
  const names = args.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
  const chosen = CASES.filter((c) => names.length === 0 || names.some((w) => c.name.startsWith(w)));
  if (!counts) return chosen;
  const once = chosen.filter((c, i) => chosen.findIndex((d) => d.name === c.name) === i);
  return once.flatMap((c) => counts.map((threads) => ({ ...c, threads })));
}

const at = process.argv.indexOf('--case');
if (at >= 0) {
  const c = CASES.find((k) => k.name === process.argv[at + 1])!;
  process.stdout.write(JSON.stringify(await runCase({ ...c, threads: Number(process.argv[at + 2]) })) + '\n');
} else {
  const self = fileURLToPath(import.meta.url);
  const rows: string[] = [];
  const firstOf = new Map<string, number>();
  const speedUps: string[] = [];
  const cases = casesAsked(process.argv.slice(2));
  for (const c of cases) {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < c.runs; i++) {
      const child = spawnSync(process.execPath, [self, '--case', c.name, String(c.threads)], { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (child.status !== 0) throw new Error(`${titleOf(c)} failed: ${child.stderr}`);
      outcomes.push(JSON.parse(child.stdout) as Outcome);
    }
    const ms = median(outcomes.map((o) => o.ms));
    const o = outcomes[0];
    rows.push(
      `| ${titleOf(c)} | ${o.states.toLocaleString('en-US')} | ${o.radius} (${o.farthest}) | ${(ms / 1000).toFixed(2)} | ${((o.states / ms) * 1000 / 1e6).toFixed(2)} | ${o.marksMB.toFixed(1)} | ${o.maxRssMB.toFixed(0)} |`,
    );
    const first = firstOf.get(c.name);
    if (first === undefined) firstOf.set(c.name, ms);
    else speedUps.push(`${titleOf(c)}: ${(first / ms).toFixed(2)}x the first`);
    console.error(`done: ${titleOf(c)} (${(ms / 1000).toFixed(1)} s)`);
  }
  const runs = cases.some((c) => c.runs > 1) ? 'one run each (median of 3 for 5x2 and the hash-table explores)' : 'one run each';
  console.log(`Node ${process.version}, ${availableParallelism()} cores; ${runs}; max RSS is the whole process's peak`);
  console.log('| case | states | radius (states there) | seconds | M states/s | marks or tables MB | max RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  for (const line of speedUps) console.log(`speed-up, ${line}`);
}
