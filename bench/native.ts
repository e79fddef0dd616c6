/**
 * puzzlekit beside C++: the same work done by small C++ programs (sources in
 * bench/native/, not shipped), compiled with `g++ -O3` into
 * .bench/ when g++ is present. Each case runs the C++ program and then
 * puzzlekit, one right after the other, so that both see the same load; the
 * ratio is C++'s median time over puzzlekit's (1.00 = as fast as C++).
 * Both sides check that they stored the same number of states.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { breadthFirst, explore } from '../src/engine/index.js';
import { slidingBlocks } from '../src/puzzles/sliding-blocks/index.js';
import { slidingTiles } from '../src/puzzles/sliding-tiles/index.js';
import { measure, searchSample, spaceSample, type Measured } from './measure.js';

// The benches run as dist/bench/*.js (bench/rolldown.config.mjs): two folders below the repository's root.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = join(ROOT, 'bench', 'native');
const BUILD = join(ROOT, '.bench');

interface NativeCase {
  name: string;
  program: 'tiles' | 'klotski';
  /** The case's number in its C++ program. */
  index: number;
  warmups: number;
  run(): { ms: number; states: number; bytes: number };
}

const tiles = (code: string) => slidingTiles.parse({ source: { kind: 'code', code }, params: {} });
const blocks = (name: string) => slidingBlocks.parse({ source: { kind: 'preset', name }, params: {} });

function cases(): NativeCase[] {
  const eight = tiles('1,2,3/4,5,6/7,8,0');
  const fourByThree = tiles('1,2,3,4/5,6,7,8/9,10,11,0');
  const list: NativeCase[] = [
    {
      name: 'explore: whole 8-puzzle space (hash table)',
      program: 'tiles',
      index: 0,
      warmups: 3,
      run: () => {
        const r = explore(slidingTiles.problem(eight));
        return spaceSample(r);
      },
    },
    {
      name: 'explore: first 10,000,000 states of the 4x3 puzzle',
      program: 'tiles',
      index: 1,
      warmups: 1,
      run: () => {
        const r = explore(slidingTiles.problem(fourByThree), { maxStates: 10_000_000 });
        return spaceSample(r);
      },
    },
  ];
  for (const [index, [name, moves]] of ([['横刀立马', 81], ['峰回路转', 138]] as const).entries()) {
    const instance = blocks(name);
    list.push({
      name: `bfs: ${name} (${moves} moves, metric move)`,
      program: 'klotski',
      index,
      warmups: 10,
      run: () => {
        const r = breadthFirst(slidingBlocks.problem(instance, 'move'));
        if (r.solution?.moves.length !== moves) throw new Error(`${name}: expected ${moves} moves`);
        return searchSample(r.stats);
      },
    });
  }
  return list;
}

function hasCompiler(): boolean {
  try {
    execFileSync('g++', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The program's path, compiled again when its sources are newer. */
function compiled(program: string): string {
  const binary = join(BUILD, program);
  const sources = [join(SOURCES, `${program}.cpp`), join(SOURCES, 'common.hpp')];
  const built = existsSync(binary) ? statSync(binary).mtimeMs : 0;
  if (sources.some((s) => statSync(s).mtimeMs > built)) {
    mkdirSync(BUILD, { recursive: true });
    execFileSync('g++', ['-O3', '-std=c++17', '-o', binary, sources[0]], { stdio: 'inherit' });
  }
  return binary;
}

function runNative(binary: string, index: number): { states: number; ms: number } {
  const out = execFileSync(binary, [String(index)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').pop()!) as { states: number; ms: number };
}

const rows: string[][] = [];

export function benchNative(): void {
  if (!existsSync(SOURCES)) {
    console.error('native: skipped (no bench/native/ folder: the C++ baselines are not in the published package)');
    return;
  }
  if (!hasCompiler()) {
    console.error('native: skipped (no g++ on this machine, so there are no C++ baselines to compare with)');
    return;
  }
  for (const c of cases()) {
    const native = runNative(compiled(c.program), c.index);
    const ours: Measured = measure(c.run, c.warmups);
    if (ours.states !== native.states) throw new Error(`${c.name}: puzzlekit stored ${ours.states} states, C++ ${native.states}`);
    rows.push([
      c.name,
      ours.states.toLocaleString('en-US'),
      ours.ms.toFixed(1),
      native.ms.toFixed(1),
      (native.ms / ours.ms).toFixed(2) + 'x',
      ours.bytesPerState.toFixed(1),
    ]);
    console.error(`done: ${c.name} (beside C++)`);
  }
}

/** Prints the comparison as one Markdown table (nothing when the suite did not run). */
export function printNativeTable(): void {
  if (rows.length === 0) return;
  const header = ['case', 'states', 'puzzlekit ms', 'C++ ms', 'puzzlekit / C++', 'bytes/state'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log('\nBeside C++ (g++ -O3, same states, same counts; medians; ratio = speed of puzzlekit relative to C++)');
  console.log(line(header));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const r of rows) console.log(line(r));
}
