/**
 * `npm run bench:out-of-core`: 4-peg Hanoi by the compact search out of
 * core (segment files in a folder under the system's temporary folder,
 * flushed to disk every layer, as the CLI does) with a memory limit, beside
 * the same search in memory on one thread. Each run is a fresh child process
 * so that its peak memory (max RSS) is its own; each runs once.
 *
 * npm run bench:out-of-core -- [--discs 15] [--memory 100] [--only out-of-core|in-memory]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactExplore, segmentedExplore, segmentRanksFor, type CompactResult, type SearchProblem } from '../src/engine/index.js';
import { openInstance } from '../src/midend/index.js';
import { SegmentFiles } from '../src/storage/segment-files.js';

interface Outcome {
  ms: number;
  /** CPU seconds (user and system): steadier than the wall time on a shared machine. */
  cpuSeconds: number;
  states: number;
  radius: number;
  farthest: number;
  statesPerDepth: number[];
  /** What the search itself holds in memory: the marks, or one segment and the bucket buffers. */
  searchMB: number;
  maxRssMB: number;
  segments?: number;
  segmentMB?: number;
  bucketMB?: number;
}

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

const discs = Number(argument('discs', '15'));
const memoryMB = Number(argument('memory', '100'));

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function runOne(mode: string): Outcome {
  const { problem } = openInstance('hanoi', { source: { kind: 'params' }, params: { pegs: '4', discs: String(discs) } });
  const size = (problem as SearchProblem<unknown, unknown> & { size: number }).size;
  const started = performance.now();
  /** What both modes report, taken as the run ends. */
  const measured = (r: CompactResult<unknown>) => ({
    ms: performance.now() - started,
    cpuSeconds: cpuSeconds(),
    states: r.reachableStates,
    radius: r.farthest.distance,
    farthest: r.farthest.count,
    statesPerDepth: r.statesPerDepth,
    searchMB: r.stats.bytes / 2 ** 20,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
  });
  if (mode === 'in-memory') return measured(compactExplore(problem));
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-bench-segments-'));
  try {
    const ranksPerSegment = segmentRanksFor('bits', size, memoryMB * 2 ** 20);
    const files = SegmentFiles.create(dir, { puzzle: 'hanoi', instance: `${discs}:4`, metric: 'move', from: 'start', marks: 'bits', size }, ranksPerSegment);
    const r = segmentedExplore(problem, { store: files, ranksPerSegment, maxMemoryBytes: memoryMB * 2 ** 20 });
    return {
      ...measured(r),
      segments: r.segments,
      segmentMB: files.segmentBytes() / 2 ** 20,
      bucketMB: (r.bucketEntries * 4) / 2 ** 20,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const at = process.argv.indexOf('--case');
if (at >= 0) {
  process.stdout.write(JSON.stringify(runOne(process.argv[at + 1])) + '\n');
} else {
  const only = argument('only', '');
  const self = fileURLToPath(import.meta.url);
  const modes = ['out-of-core', 'in-memory'].filter((m) => only === '' || m === only);
  const rows: string[] = [];
  const outcomes: Outcome[] = [];
  for (const mode of modes) {
    const child = spawnSync(process.execPath, [self, '--case', mode, '--discs', String(discs), '--memory', String(memoryMB)], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (child.status !== 0) throw new Error(`${mode} failed: ${child.stderr}`);
    const o = JSON.parse(child.stdout) as Outcome;
    outcomes.push(o);
    const disk = o.segments ? `${o.segments} segments, ${o.segmentMB!.toFixed(0)} MB of marks; ${o.bucketMB! < 1024 ? `${o.bucketMB!.toFixed(1)} MB` : `${(o.bucketMB! / 1024).toFixed(1)} GB`} through buckets` : '-';
    const name = mode === 'out-of-core' ? `out of core, --max-memory ${memoryMB}` : 'in memory, 1 thread';
    rows.push(
      `| hanoi 4 pegs ${discs} discs, ${name} | ${o.states.toLocaleString('en-US')} | ${o.radius} (${o.farthest}) | ${(o.ms / 1000).toFixed(1)} | ${o.cpuSeconds.toFixed(1)} | ${((o.states / o.ms) * 1000 / 1e6).toFixed(2)} | ${o.searchMB.toFixed(1)} | ${o.maxRssMB.toFixed(0)} | ${disk} |`,
    );
    console.error(`done: ${mode}`);
  }
  if (outcomes.length === 2 && JSON.stringify(outcomes[0].statesPerDepth) !== JSON.stringify(outcomes[1].statesPerDepth)) {
    throw new Error('the out-of-core and in-memory searches disagree on the states per depth');
  }
  console.log(`Node ${process.version}; one run each; max RSS is the whole process's peak${outcomes.length === 2 ? '; states per depth equal in both' : ''}`);
  console.log('| case | states | radius (states there) | seconds | CPU seconds | M states/s | search MB | max RSS MB | disk |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) console.log(r);
}
