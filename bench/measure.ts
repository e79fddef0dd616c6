/**
 * Shared by every benchmark suite: each case runs a few times to let the JIT
 * settle (V8 needs about three runs of a search to reach its optimised code),
 * then at least `RUNS` times; we report the median, since a shared 2-core
 * machine is noisy.
 */
import type { SearchStats } from '../src/engine/index.js';
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Sample {
  ms: number;
  states: number;
  bytes: number;
}

/** A search's sample: its time, the states it explored, and its bytes (at least 1: a depth-first search keeps next to nothing). */
export function searchSample(stats: SearchStats): Sample {
  return { ms: stats.milliseconds, states: stats.statesExplored, bytes: Math.max(1, stats.bytes) };
}

/** A whole space's sample: its time, the states it reached, and its bytes. */
export function spaceSample(result: { reachableStates: number; stats: SearchStats }): Sample {
  return { ms: result.stats.milliseconds, states: result.reachableStates, bytes: result.stats.bytes };
}

export function measure(run: () => Sample, warmups = 3): { ms: number; states: number; bytesPerState: number; spread: string } {
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

export type Measured = ReturnType<typeof measure>;

export const rows: string[][] = [];
export function report(name: string, m: Measured): void {
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

/** Prints every reported case as one Markdown table. */
export function printTable(): void {
  if (rows.length === 0) return;
  const header = ['case', 'states', 'median ms', 'min-max ms', 'M states/s', 'bytes/state'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(`Node ${process.version}; median of at least ${RUNS} runs (up to 30 within 2 s) after 3 warm-up runs (1 for the 10,000,000-state case)`);
  console.log(line(header));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const r of rows) console.log(line(r));
}
