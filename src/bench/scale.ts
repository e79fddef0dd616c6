/**
 * `npm run bench:scale`: whole spaces by the compact search, each case in a
 * fresh child process so that its peak memory (max RSS) is its own. These
 * runs take a minute or more each, so each runs once (no median); the small
 * 5x2 case runs 3 times for the 1-thread versus 2-thread ratio.
 * `npm run bench:scale -- <case>...` runs only the cases named.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compactExploreThreaded } from '../parallel/compact-threads.js';
import type { ProblemSource } from '../parallel/problem-source.js';
import { median } from './measure.js';
import { classifyFamily } from '../parallel/blocks-classify.js';
import { familyTypes } from '../puzzles/sliding-blocks/family.js';

interface Case {
  name: string;
  /** A compact search's problem, or 'family': the whole 华容道 classification. */
  source: ProblemSource | 'family';
  threads: number;
  runs: number;
}

const tiles = (code: string): ProblemSource => ({ puzzle: 'sliding-tiles', request: { source: { kind: 'code', code }, params: {} } });
const hanoi = (pegs: number, discs: number): ProblemSource => ({
  puzzle: 'hanoi',
  request: { source: { kind: 'params' }, params: { pegs: String(pegs), discs: String(discs) } },
});

const CASES: Case[] = [
  { name: '5x2 compact, 1 thread', source: tiles('1,2,3,4,5/6,7,8,9,0'), threads: 1, runs: 3 },
  { name: '5x2 compact, 2 threads', source: tiles('1,2,3,4,5/6,7,8,9,0'), threads: 2, runs: 3 },
  { name: '4x3 whole space, 2 threads', source: tiles('1,2,3,4/5,6,7,8/9,10,11,0'), threads: 2, runs: 1 },
  { name: 'hanoi 4 pegs 14 discs, 2 threads', source: hanoi(4, 14), threads: 2, runs: 1 },
  { name: '华容道 family classified, 2 threads', source: 'family', threads: 2, runs: 1 },
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
  const result = await compactExploreThreaded(c.source, { threads: c.threads });
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
  const wanted = process.argv.slice(2);
  const self = fileURLToPath(import.meta.url);
  const rows: string[] = [];
  const timings: Record<string, number> = {};
  for (const c of CASES) {
    if (wanted.length > 0 && !wanted.some((w) => c.name.startsWith(w))) continue;
    const outcomes: Outcome[] = [];
    for (let i = 0; i < c.runs; i++) {
      const child = spawnSync(process.execPath, [self, '--case', c.name], { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (child.status !== 0) throw new Error(`${c.name} failed: ${child.stderr}`);
      outcomes.push(JSON.parse(child.stdout) as Outcome);
    }
    const ms = median(outcomes.map((o) => o.ms));
    const o = outcomes[0];
    timings[c.name] = ms;
    rows.push(
      `| ${c.name} | ${o.states.toLocaleString('en-US')} | ${o.radius} (${o.farthest}) | ${(ms / 1000).toFixed(1)} | ${((o.states / ms) * 1000 / 1e6).toFixed(2)} | ${o.marksMB.toFixed(1)} | ${o.maxRssMB.toFixed(0)} |`,
    );
    console.error(`done: ${c.name}`);
  }
  console.log(`Node ${process.version}; one run each (median of 3 for 5x2); max RSS is the whole process's peak`);
  console.log('| case | states | radius (states there) | seconds | M states/s | marks MB | max RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  const one = timings['5x2 compact, 1 thread'];
  const two = timings['5x2 compact, 2 threads'];
  if (one && two) console.log(`5x2 speed-up from 1 to 2 threads: ${(one / two).toFixed(2)}x`);
}
