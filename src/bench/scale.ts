/**
 * `npm run bench:scale`: whole spaces by the compact search, each case in a
 * fresh child process so that its peak memory (max RSS) is its own. These
 * runs take a minute or more each, so each runs once (no median); the small
 * 5x2 case runs 3 times for the 1-thread versus 2-thread ratio. The
 * hash-table explore of two puzzles that are not ranked (华容道 横刀立马, and
 * four water jugs with 3,869,736 states) runs 3 times on each of 1 and 2
 * threads, or on the counts given by `--threads 1,2,4,8,16`.
 * `npm run bench:scale -- <case>...` runs only the cases whose names start so.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compactExploreThreaded } from '../parallel/compact-threads.js';
import { exploreThreaded } from '../parallel/explore-threads.js';
import { openProblem } from '../parallel/problem-source.js';
import { explore } from '../engine/index.js';
import type { ProblemSource } from '../parallel/problem-source.js';
import { median } from './measure.js';
import { classifyFamily } from '../parallel/blocks-classify.js';
import { familyTypes } from '../puzzles/sliding-blocks/family.js';

interface Case {
  name: string;
  /** A compact search's problem, or 'family': the whole 华容道 classification. */
  source: ProblemSource | 'family';
  /** The hash-table explore (one thread: the engine's own search, in this process), not the compact search. */
  hashTable?: boolean;
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
const HASH_TABLE: [string, ProblemSource][] = [
  ['华容道 横刀立马 explore', { puzzle: 'sliding-blocks', request: { source: { kind: 'preset', name: '横刀立马' }, params: {} } }],
  ['water jugs 80,79,78,77 explore', jugs('80,79,78,77')],
];
const threadsAt = process.argv.indexOf('--threads');
const threadCounts = threadsAt >= 0 ? process.argv[threadsAt + 1].split(',').map(Number) : [1, 2];
const wanted = process.argv.slice(2).filter((a, i, all) => a !== '--threads' && all[i - 1] !== '--threads');

const CASES: Case[] = [
  { name: '5x2 compact, 1 thread', source: tiles('1,2,3,4,5/6,7,8,9,0'), threads: 1, runs: 3 },
  { name: '5x2 compact, 2 threads', source: tiles('1,2,3,4,5/6,7,8,9,0'), threads: 2, runs: 3 },
  { name: '4x3 whole space, 2 threads', source: tiles('1,2,3,4/5,6,7,8/9,10,11,0'), threads: 2, runs: 1 },
  { name: 'hanoi 4 pegs 14 discs, 2 threads', source: hanoi(4, 14), threads: 2, runs: 1 },
  { name: '华容道 family classified, 2 threads', source: 'family', threads: 2, runs: 1 },
  ...HASH_TABLE.flatMap(([name, source]) =>
    threadCounts.map((threads) => ({ name: `${name}, ${threads} thread${threads === 1 ? '' : 's'}`, source, hashTable: true, threads, runs: 3 })),
  ),
];

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
  const types = await classifyFamily(familyTypes(), { threads });
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

const at = process.argv.indexOf('--case');
if (at >= 0) {
  const c = CASES.find((k) => k.name === process.argv[at + 1])!;
  process.stdout.write(JSON.stringify(await runCase(c)) + '\n');
} else {
  const self = fileURLToPath(import.meta.url);
  const rows: string[] = [];
  const timings: Record<string, number> = {};
  for (const c of CASES) {
    if (wanted.length > 0 && !wanted.some((w) => c.name.startsWith(w))) continue;
    const outcomes: Outcome[] = [];
    for (let i = 0; i < c.runs; i++) {
      const child = spawnSync(process.execPath, [self, '--case', c.name, '--threads', threadCounts.join(',')], { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (child.status !== 0) throw new Error(`${c.name} failed: ${child.stderr}`);
      outcomes.push(JSON.parse(child.stdout) as Outcome);
    }
    const ms = median(outcomes.map((o) => o.ms));
    const o = outcomes[0];
    timings[c.name] = ms;
    rows.push(
      `| ${c.name} | ${o.states.toLocaleString('en-US')} | ${o.radius} (${o.farthest}) | ${(ms / 1000).toFixed(2)} | ${((o.states / ms) * 1000 / 1e6).toFixed(2)} | ${o.marksMB.toFixed(1)} | ${o.maxRssMB.toFixed(0)} |`,
    );
    console.error(`done: ${c.name}`);
  }
  console.log(`Node ${process.version}; one run each (median of 3 for 5x2 and the hash-table explores); max RSS is the whole process's peak`);
  console.log('| case | states | radius (states there) | seconds | M states/s | marks or tables MB | max RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  const one = timings['5x2 compact, 1 thread'];
  const two = timings['5x2 compact, 2 threads'];
  if (one && two) console.log(`5x2 speed-up from 1 to 2 threads: ${(one / two).toFixed(2)}x`);
  for (const [name] of HASH_TABLE) {
    const base = timings[`${name}, 1 thread`];
    for (const n of threadCounts.filter((t) => t > 1)) {
      const ms = timings[`${name}, ${n} threads`];
      if (base && ms) console.log(`${name}: speed-up from 1 to ${n} threads: ${(base / ms).toFixed(2)}x`);
    }
  }
}
