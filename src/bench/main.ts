/**
 * `npm run bench`: engine speed and memory on sliding tiles. Each case runs
 * a few times to let the JIT settle (V8 needs about three runs of a search to
 * reach its optimised code), then `RUNS` times; we report the median, since
 * a shared 2-core machine is noisy. Figures: states per second, bytes per state
 * (the search tables' own bytes divided by states stored), milliseconds.
 */
import { breadthFirst, explore, solve, type AlgorithmName } from '../engine/index.js';
import { slidingTiles } from '../puzzles/sliding-tiles/index.js';
import type { TilesInstance } from '../puzzles/sliding-tiles/board.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

interface Sample {
  ms: number;
  states: number;
  bytes: number;
}

function measure(run: () => Sample, warmups = 3): { ms: number; states: number; bytesPerState: number; spread: string } {
  for (let i = 0; i < warmups; i++) run();
  // Fast cases run more often (up to 2 s or 30 runs), so one hiccup of the
  // virtual machine cannot move the median.
  const samples: Sample[] = [];
  let total = 0;
  while (samples.length < RUNS || (total < 2000 && samples.length < 30)) {
    const sample = run();
    samples.push(sample);
    total += sample.ms;
  }
  const ms = median(samples.map((s) => s.ms));
  const lo = Math.min(...samples.map((s) => s.ms));
  const hi = Math.max(...samples.map((s) => s.ms));
  const last = samples[samples.length - 1];
  return { ms, states: last.states, bytesPerState: last.bytes / last.states, spread: `${lo.toFixed(1)}-${hi.toFixed(1)}` };
}

function tiles(code: string): TilesInstance {
  return slidingTiles.parse({ source: { kind: 'code', code }, params: {} });
}

const rows: string[][] = [];
function report(name: string, m: ReturnType<typeof measure>): void {
  rows.push([
    name,
    m.states.toLocaleString('en-US'),
    m.ms.toFixed(1),
    m.spread,
    ((m.states / m.ms) * 1000 / 1e6).toFixed(2),
    m.bytesPerState.toFixed(1),
  ]);
  console.error(`done: ${name}`);
}

const eight = tiles('1,2,3/4,5,6/7,8,0');
report(
  'explore: whole 8-puzzle space (BFS, no parents)',
  measure(() => {
    const r = explore(slidingTiles.problem(eight));
    if (r.reachableStates !== 181440) throw new Error(`8-puzzle space has ${r.reachableStates} states, expected 181440`);
    return { ms: r.stats.milliseconds, states: r.reachableStates, bytes: r.stats.bytes };
  }),
);

const hardest = tiles('8,6,7/2,5,4/3,0,1');
report(
  'bfs: 8-puzzle hardest position (31 moves, with parents)',
  measure(() => {
    const r = breadthFirst(slidingTiles.problem(hardest));
    if (r.solution?.moves.length !== 31) throw new Error('expected 31 moves');
    return { ms: r.stats.milliseconds, states: r.stats.statesExplored, bytes: r.stats.bytes };
  }),
);

const fourByThree = tiles('1,2,3,4/5,6,7,8/9,10,11,0');
report(
  'explore: first 10,000,000 states of the 4x3 puzzle',
  measure(() => {
    const r = explore(slidingTiles.problem(fourByThree), { maxStates: 10_000_000 });
    return { ms: r.stats.milliseconds, states: r.reachableStates, bytes: r.stats.bytes };
  }, 1),
);

for (const [preset, algorithm] of [
  ['8-puzzle', 'astar'],
  ['8-puzzle', 'idastar'],
  ['8-puzzle', 'bidirectional'],
  ['15-puzzle', 'idastar'],
  ['4x3', 'astar'],
  ['4x3', 'bidirectional'],
] as const) {
  const instance = slidingTiles.parse({ source: { kind: 'preset', name: preset }, params: {} });
  report(
    `${algorithm}: ${preset} preset`,
    measure(() => {
      const r = solve(slidingTiles.problem(instance), algorithm as AlgorithmName);
      if (r.status !== 'solved') throw new Error(`${preset} not solved`);
      return { ms: r.stats.milliseconds, states: r.stats.statesExplored, bytes: Math.max(r.stats.bytes, 1) };
    }),
  );
}

const header = ['case', 'states', 'median ms', 'min-max ms', 'M states/s', 'bytes/state'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
console.log(`Node ${process.version}; median of at least ${RUNS} runs (up to 30 within 2 s) after 3 warm-up runs (1 for the 10,000,000-state case)`);
console.log(line(header));
console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
for (const r of rows) console.log(line(r));
