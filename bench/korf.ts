/**
 * `npm run bench:korf`: Korf's 100 random 15-puzzle instances (bench/korf100.txt).
 *
 * 1. IDA* nodes per second with the Manhattan distance, beside a plain C++
 *    IDA* (bench/native/ida15.cpp, compiled to .bench/ when g++ is present) on the
 *    same instances: both count the same nodes, so the ratio is per node.
 * 2. IDA* with linear conflict and no databases, beside the Manhattan
 *    distance, on the instances --linear-conflict names (default 1-10):
 *    nodes and time of each.
 * 3. For each partition asked for (default 5-5-5 and 6-6-3): the database
 *    build time, then all instances solved by IDA* with the databases and the
 *    transposed lookup: total and median time, total nodes, every solution
 *    replayed through the rules and its length checked against the other
 *    partitions'.
 *
 * 4. With --puzzle24 IDS (e.g. 2, or 1-10): instead, the Korf-Taylor
 *    24-puzzle instances (bench/korf24.txt) with the 6-6-6-6 databases and
 *    the transposed lookup, each under --max-seconds (default 600): the
 *    build time, then each instance's length (checked against the published
 *    optimum and replayed), nodes and time, or how far it got.
 *
 * Options: --partitions 5-5-5,6-6-3  --instances 1-100  --no-cpp  --verbose
 *          --linear-conflict 1-10  --no-manhattan  --no-linear-conflict
 *          --cache-dir DIR (read the databases from there when cached, else build and cache them)
 *          --puzzle24 IDS  --max-seconds S
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { runSync, solve } from '../src/engine/index.js';
import { replayMoves } from '../src/puzzles/replay.js';
import { slidingTiles } from '../src/puzzles/sliding-tiles/index.js';
import { uninstallTilesDatabases } from '../src/puzzles/sliding-tiles/pattern-databases.js';
import type { TilesInstance } from '../src/puzzles/sliding-tiles/board.js';
import type { TileMove } from '../src/puzzles/sliding-tiles/problem.js';
import { readTables, writeTables } from '../src/storage/table-cache-files.js';
import { median } from './measure.js';

interface Row {
  id: number;
  tiles: number[];
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The numbers of each line of a bench file that starts with a digit (comments and blank lines skipped). */
function numberLines(file: string): number[][] {
  const text = readFileSync(new URL(`../../bench/${file}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((l) => /^\d/.test(l))
    .map((l) => l.trim().split(/\s+/).map(Number));
}

/** Replays a solution through the rules (replayMoves throws on an illegal move) and checks that it ends on the goal. */
function replayToGoal(instance: TilesInstance, moves: readonly TileMove[], what: string): void {
  const problem = slidingTiles.problem(instance);
  const states = replayMoves(slidingTiles, instance, problem.start, moves);
  if (!problem.isGoal(states[states.length - 1])) throw new Error(`${what}: the solution's ${moves.length} moves do not end on the goal`);
}

/** Korf's 100, or those --instances names (`range`: "1-10", "7"). */
function readInstances(range = option('--instances')): Row[] {
  const rows = numberLines('korf100.txt').map((f) => ({ id: f[0], tiles: f.slice(1) }));
  if (!range) return rows;
  const [from, to] = range.split('-').map(Number);
  return rows.filter((r) => r.id >= from && r.id <= (to ?? from));
}

/** The instance of a row: with the databases installed, or else linear conflict (`auto`), or the heuristic named. */
function instanceOf(row: Row, heuristic = 'auto'): TilesInstance {
  const side = Math.sqrt(row.tiles.length);
  const code = Array.from({ length: side }, (_, r) => row.tiles.slice(side * r, side * r + side).join(',')).join('/');
  return slidingTiles.parse({ source: { kind: 'code', code }, params: { goal: 'blank-first', heuristic } });
}

/** The Korf-Taylor 24-puzzle instances asked for ("2", "1-10", "2,8"), each with its published optimal length. */
function read24(ids: string): (Row & { optimal: number })[] {
  const rows = numberLines('korf24.txt').map((f) => ({ id: f[0], optimal: f[1], tiles: f.slice(2) }));
  const wanted = new Set<number>();
  for (const part of ids.split(',')) {
    const [from, to] = part.split('-').map(Number);
    for (let id = from; id <= (to ?? from); id++) wanted.add(id);
  }
  return rows.filter((r) => wanted.has(r.id));
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2) + ' s';
}

function compileBaseline(): string | null {
  if (process.argv.includes('--no-cpp')) return null;
  const binary = '.bench/ida15';
  if (spawnSync('g++', ['--version']).status !== 0) {
    console.log('(no g++: the C++ baseline is skipped)');
    return null;
  }
  mkdirSync('.bench', { recursive: true });
  execFileSync('g++', ['-O2', '-o', binary, new URL('../../bench/native/ida15.cpp', import.meta.url).pathname]);
  return existsSync(binary) ? binary : null;
}

const ROUNDS = 5;

function nodesPerSecond(rows: Row[]): void {
  if (process.argv.includes('--no-manhattan')) return;
  const baseline = compileBaseline();
  // Runs alternate between puzzlekit and C++, and each side's fastest counts: on a shared
  // machine the fastest run is the least disturbed, and a burst of load hits both sides alike.
  console.log(`IDA* with the Manhattan distance, nodes per second (fastest of ${ROUNDS} runs each, alternating):`);
  for (const id of [9, 2, 6]) {
    const row = rows.find((r) => r.id === id) ?? readInstances(String(id))[0];
    const instance = instanceOf(row, 'manhattan');
    solve(slidingTiles.problem(instance), 'idastar'); // warm-up: compiled before it is timed
    let js = Infinity;
    let cpp = Infinity;
    let nodes = 0;
    let cppNodes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const result = solve(slidingTiles.problem(instance), 'idastar');
      nodes = result.stats.statesExplored;
      js = Math.min(js, result.stats.milliseconds);
      if (!baseline) continue;
      const [, , n, s] = execFileSync(baseline, ['bench/korf100.txt', String(id)], { encoding: 'utf8' }).trim().split(' ');
      cppNodes = Number(n);
      cpp = Math.min(cpp, Number(s) * 1000);
    }
    let line = `  instance ${id}: ${nodes.toLocaleString('en-US')} nodes, puzzlekit ${((nodes / js) * 1e-3).toFixed(1)} M/s`;
    if (baseline) {
      const same = cppNodes === nodes ? 'same nodes' : `C++ counted ${cppNodes}`;
      line += `, C++ ${((cppNodes / cpp) * 1e-3).toFixed(1)} M/s (${same}): C++ is ${(js / cpp).toFixed(2)}x faster`;
    }
    console.log(line);
  }
}

/** IDA* with linear conflict and with the Manhattan distance on the same instances, no databases: nodes and time. */
function linearConflict(lengths: Map<number, number>): void {
  if (process.argv.includes('--no-linear-conflict')) return;
  const rows = readInstances(option('--linear-conflict') ?? '1-10');
  console.log(`\nIDA* with linear conflict, no databases, beside the Manhattan distance (instances ${rows[0].id}-${rows[rows.length - 1].id}):`);
  const total = { conflict: { ms: 0, nodes: 0 }, manhattan: { ms: 0, nodes: 0 } };
  for (const row of rows) {
    const words: string[] = [];
    for (const heuristic of ['linear-conflict', 'manhattan'] as const) {
      const instance = instanceOf(row, heuristic);
      const result = solve(slidingTiles.problem(instance), 'idastar');
      if (result.status !== 'solved') throw new Error(`instance ${row.id}: ${result.status}`);
      const moves = result.solution!.moves;
      replayToGoal(instance, moves, `instance ${row.id}`);
      const known = lengths.get(row.id);
      if (known !== undefined && known !== moves.length) throw new Error(`instance ${row.id}: ${moves.length} moves with ${heuristic}, ${known} before`);
      lengths.set(row.id, moves.length);
      const sum = total[heuristic === 'manhattan' ? 'manhattan' : 'conflict'];
      sum.ms += result.stats.milliseconds;
      sum.nodes += result.stats.statesExplored;
      words.push(`${heuristic} ${result.stats.statesExplored.toLocaleString('en-US')} nodes in ${result.stats.milliseconds.toFixed(0)} ms`);
    }
    if (process.argv.includes('--verbose')) console.log(`  ${row.id}: ${lengths.get(row.id)} moves; ${words.join(', ')}`);
  }
  const line = (name: string, t: { ms: number; nodes: number }) =>
    `  ${name}: ${seconds(t.ms)} in all, ${t.nodes.toLocaleString('en-US')} nodes, ${((t.nodes / t.ms) * 1e-3).toFixed(1)} M nodes/s`;
  console.log(line('linear conflict', total.conflict));
  console.log(line('Manhattan', total.manhattan));
  const fewer = total.manhattan.nodes / total.conflict.nodes;
  console.log(`  linear conflict: ${fewer.toFixed(1)}x fewer nodes, ${(total.manhattan.ms / total.conflict.ms).toFixed(1)}x faster`);
}

/** Reads the partition's databases from --cache-dir, or builds them (timed on their own) and caches them there; installs them. */
function installDatabases(first: TilesInstance, partition: string): void {
  const tables = slidingTiles.heuristicTables!;
  const spec = tables.spec(first, partition);
  const started = performance.now();
  const megabytes = spec.sizes.reduce((a, b) => a + b, 0) / 2 ** 20;
  const cacheDir = option('--cache-dir');
  const cached = cacheDir ? readTables(cacheDir, spec) : undefined;
  if (cached?.status === 'ok') {
    console.log(`\n${partition} + transposed lookup: read from ${cacheDir} (${megabytes.toFixed(1)} MB of tables)`);
    tables.install(spec, cached.tables);
  } else {
    const built = runSync(tables.build(spec));
    if (built.status !== 'built') throw new Error('build stopped');
    console.log(`\n${partition} + transposed lookup: built in ${seconds(performance.now() - started)} (${megabytes.toFixed(1)} MB of tables)`);
    tables.install(spec, built.tables);
    if (cacheDir) writeTables(cacheDir, spec, built.tables);
  }
}

/** Builds the partition's databases (timed on their own), then solves every instance with them. */
function solveAll(rows: Row[], partition: string, lengths: Map<number, number>): void {
  const first = instanceOf(rows[0]);
  installDatabases(first, partition);
  let totalMs = 0;
  let totalNodes = 0;
  const times: number[] = [];
  for (const row of rows) {
    const instance = instanceOf(row);
    const result = solve(slidingTiles.problem(instance), 'auto');
    if (result.status !== 'solved') throw new Error(`instance ${row.id}: ${result.status}`);
    const moves = result.solution!.moves;
    replayToGoal(instance, moves, `instance ${row.id}`);
    const known = lengths.get(row.id);
    if (known !== undefined && known !== moves.length) throw new Error(`instance ${row.id}: ${moves.length} moves, another partition found ${known}`);
    lengths.set(row.id, moves.length);
    totalMs += result.stats.milliseconds;
    totalNodes += result.stats.statesExplored;
    times.push(result.stats.milliseconds);
    if (process.argv.includes('--verbose')) {
      console.log(`  ${row.id}: ${moves.length} moves, ${result.stats.statesExplored.toLocaleString('en-US')} nodes, ${result.stats.milliseconds.toFixed(0)} ms`);
    }
  }
  console.log(
    `  ${rows.length} instances: ${seconds(totalMs)} in all (median ${times.length ? median(times).toFixed(0) : 0} ms, slowest ${Math.max(...times).toFixed(0)} ms), ` +
      `${totalNodes.toLocaleString('en-US')} nodes (${Math.round(totalNodes / rows.length).toLocaleString('en-US')} a problem), ` +
      `${((totalNodes / totalMs) * 1e-3).toFixed(1)} M nodes/s`,
  );
  uninstallTilesDatabases(first);
}

/** The 24-puzzle instances asked for, each by IDA* with 6-6-6-6 under a time limit. */
function solve24(ids: string): void {
  const rows = read24(ids);
  if (rows.length === 0) throw new Error(`no 24-puzzle instance ${ids} (1 to 10)`);
  const maxSeconds = Number(option('--max-seconds') ?? 600);
  installDatabases(instanceOf(rows[0]), '6-6-6-6');
  for (const row of rows) {
    const instance = instanceOf(row);
    // IDA* reports its current bound as the progress's depth.
    let bound = 0;
    const result = solve(slidingTiles.problem(instance), 'idastar', { maxSeconds, onProgress: (p) => (bound = p.depth) });
    const nodes = result.stats.statesExplored.toLocaleString('en-US');
    if (result.status !== 'solved') {
      console.log(`  ${row.id} (optimal ${row.optimal}): ${result.status} after ${seconds(result.stats.milliseconds)}, ${nodes} nodes, bound ${bound} reached`);
      continue;
    }
    const moves = result.solution!.moves;
    replayToGoal(instance, moves, `24-puzzle instance ${row.id}`);
    if (moves.length !== row.optimal) throw new Error(`24-puzzle instance ${row.id}: ${moves.length} moves, published optimum ${row.optimal}`);
    console.log(`  ${row.id}: ${moves.length} moves (the published optimum), ${seconds(result.stats.milliseconds)}, ${nodes} nodes`);
  }
}

const puzzle24 = option('--puzzle24');
if (puzzle24) {
  solve24(puzzle24);
} else {
  const rows = readInstances();
  nodesPerSecond(rows);
  const lengths = new Map<number, number>();
  linearConflict(lengths);
  for (const partition of (option('--partitions') ?? '5-5-5,6-6-3').split(',')) solveAll(rows, partition, lengths);
}
