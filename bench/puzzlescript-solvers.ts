/**
 * Exact solving, side by side: every level of PuzzleScript's solver test corpus
 * (src/tests/solver_tests in a checkout of its solver branch) solved by puzzlekit's command line
 * (`solve puzzlescript --file F --level N --json`) and by PuzzleScript's own JavaScript solver
 * (src/tests/run_solver_tests_js.js, breadth-first, so its lengths are shortest too), each level
 * under the same limit. Both are run from the user's files at bench time; nothing of
 * PuzzleScript's is in this repository.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEngine } from '../scripts/puzzlescript/engine.mjs';

export interface SolverRun {
  /** solved, timeout, exhausted (no solution), 'exit 2' (refused or bad input), error... */
  readonly status: string;
  readonly length?: number;
  /** The solver's own search time (puzzlekit's stats, PuzzleScript's elapsed_ms). */
  readonly ms?: number;
  readonly note?: string;
}

export interface LevelRow {
  readonly game: string;
  /** PuzzleScript's index into its levels and messages (the JS solver's --level). */
  readonly index: number;
  /** puzzlekit's --level: levels counted from 1, messages not counted. */
  readonly level: number;
  readonly puzzleScript: SolverRun;
  readonly puzzlekit: SolverRun;
}

export interface SolverBenchOptions {
  readonly checkout: string;
  readonly seconds: number;
  readonly games: readonly string[];
  readonly levelsPerGame: number;
  /**
   * A level benchmark's manifest (its solver's focus groups: `{ "targets": [{ "game": "x.txt",
   * "level": K }] }`, K its index into levels and messages): only those levels.
   */
  readonly manifest?: string;
  /** Run only PuzzleScript's side (for checking it before puzzlekit's backend is there). */
  readonly onlyPuzzleScript: boolean;
}

/**
 * Extra wall time a solver process gets past the limit (start, compile, answer) before it is killed:
 * each solver keeps the limit itself, and this only catches one that hangs. On a machine shared by
 * many processes a niced one's start alone can take tens of seconds (on a load average of 36, a
 * puzzlekit run that solves in 16 s of search was killed at 30 s of grace), so it is generous.
 */
const GRACE_MS = 180_000;

const CLI = fileURLToPath(new URL('../cli/main.js', import.meta.url));

/** The indexes of one game's levels (not messages), as PuzzleScript's compiler reads them; its first error where it reports one. */
function levelIndexes(checkout: string, source: string): number[] | string {
  const engine = openEngine(checkout);
  const errors = engine.load(source, 0, 'bench');
  if (errors.length > 0) return `compile error: ${errors[0]}`;
  return engine.state().levels.flatMap((level, index) => (level.message === undefined ? [index] : []));
}

function runPuzzleScript(options: SolverBenchOptions, corpus: string, game: string, index: number): SolverRun {
  const script = join(options.checkout, 'src', 'tests', 'run_solver_tests_js.js');
  const args = [script, corpus, '--game', game, '--level', String(index), '--strategy', 'bfs', '--timeout-ms', String(options.seconds * 1000), '--json', '--quiet', '--no-solutions'];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: options.seconds * 1000 + GRACE_MS });
  if (run.error) return { status: 'error', note: run.error.message };
  try {
    const json = JSON.parse(run.stdout) as { results: { status: string; solution_length: number; elapsed_ms: number }[] };
    const result = json.results[0];
    if (result === undefined) return { status: 'error', note: 'no result' };
    return result.status === 'solved' ? { status: 'solved', length: result.solution_length, ms: result.elapsed_ms } : { status: result.status, ms: result.elapsed_ms };
  } catch {
    return { status: 'error', note: (run.stderr || run.stdout).trim().split('\n')[0] };
  }
}

function runPuzzlekit(options: SolverBenchOptions, file: string, level: number): SolverRun {
  const args = [CLI, 'solve', 'puzzlescript', '--file', file, '--level', String(level), '--max-seconds', String(options.seconds), '--json'];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: options.seconds * 1000 + GRACE_MS });
  if (run.error) return { status: 'error', note: run.error.message };
  // Exit 2: bad input or a game it refuses (random, realtime, rigid), in one line.
  if (run.status === 2) return { status: 'exit 2', note: run.stderr.trim().split('\n')[0] };
  try {
    const json = JSON.parse(run.stdout) as { status: string; length: number | null; stats?: { milliseconds: number } };
    const ms = json.stats?.milliseconds;
    return json.status === 'solved' ? { status: 'solved', length: json.length ?? undefined, ms } : { status: json.status, ms };
  } catch {
    return { status: 'error', note: (run.stderr || run.stdout).trim().split('\n')[0] };
  }
}

/** The manifest's levels, by game. */
function manifestTargets(path: string): Map<string, Set<number>> {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { targets?: { game: string; level: number }[] };
  const byGame = new Map<string, Set<number>>();
  for (const { game, level } of manifest.targets ?? []) {
    if (!byGame.has(game)) byGame.set(game, new Set());
    byGame.get(game)!.add(level);
  }
  if (byGame.size === 0) throw new Error(`${path} lists no targets ({ "targets": [{ "game", "level" }] })`);
  return byGame;
}

/** Runs the comparison; answers a row per level, printing each as it comes (a long run shows its progress). */
export function benchSolvers(options: SolverBenchOptions): LevelRow[] {
  const corpus = join(options.checkout, 'src', 'tests', 'solver_tests');
  if (!existsSync(corpus) || !existsSync(join(options.checkout, 'src', 'tests', 'run_solver_tests_js.js'))) {
    console.error(`NOTICE: ${options.checkout} has no src/tests/solver_tests or src/tests/run_solver_tests_js.js (PuzzleScript's solver lives on its cpp_static_analysis branch): the solvers are not compared`);
    return [];
  }
  const targets = options.manifest === undefined ? undefined : manifestTargets(options.manifest);
  const games = readdirSync(corpus)
    .filter((name) => name.endsWith('.txt') && (options.games.length === 0 || options.games.some((g) => name.toLowerCase().includes(g.toLowerCase()))))
    .filter((name) => targets === undefined || targets.has(name))
    .sort();
  const rows: LevelRow[] = [];
  for (const game of games) {
    const file = join(corpus, game);
    const indexes = levelIndexes(options.checkout, readFileSync(file, 'utf8'));
    if (typeof indexes === 'string') {
      console.log(`${game}: PuzzleScript's compiler refuses it (${indexes})`);
      continue;
    }
    indexes.forEach((index, i) => {
      if (i >= options.levelsPerGame || (targets !== undefined && !targets.get(game)!.has(index))) return;
      const puzzleScript = runPuzzleScript(options, corpus, game, index);
      const puzzlekit = options.onlyPuzzleScript ? { status: 'not run (--only-puzzlescript)' } : runPuzzlekit(options, file, i + 1);
      const row: LevelRow = { game, index, level: i + 1, puzzleScript, puzzlekit };
      rows.push(row);
      console.log(rowLine(row));
    });
  }
  return rows;
}

function runWords(run: SolverRun): string {
  const length = run.length === undefined ? '' : ` ${run.length}`;
  const ms = run.ms === undefined ? '' : ` ${(run.ms / 1000).toFixed(2)} s`;
  const note = run.note === undefined ? '' : ` (${run.note})`;
  return `${run.status}${length}${ms}${note}`;
}

function rowLine(row: LevelRow): string {
  return `${row.game} level ${row.level} [index ${row.index}]: PuzzleScript ${runWords(row.puzzleScript)} | puzzlekit ${runWords(row.puzzlekit)}`;
}

/** Levels solved by each, lengths that differ, and the search time summed over levels both solved. */
export function summarizeSolvers(rows: readonly LevelRow[], seconds: number): string[] {
  const solved = (side: 'puzzleScript' | 'puzzlekit') => rows.filter((r) => r[side].status === 'solved');
  const both = rows.filter((r) => r.puzzleScript.status === 'solved' && r.puzzlekit.status === 'solved');
  const differ = both.filter((r) => r.puzzleScript.length !== r.puzzlekit.length);
  const sum = (side: 'puzzleScript' | 'puzzlekit') => both.reduce((t, r) => t + (r[side].ms ?? 0), 0) / 1000;
  const lines = [
    `levels: ${rows.length}, limit ${seconds} s each`,
    `solved exactly: PuzzleScript's JS solver (bfs) ${solved('puzzleScript').length}, puzzlekit ${solved('puzzlekit').length}, both ${both.length}`,
    `search time over the ${both.length} both solved: PuzzleScript ${sum('puzzleScript').toFixed(1)} s, puzzlekit ${sum('puzzlekit').toFixed(1)} s`,
    `lengths that differ: ${differ.length}`,
  ];
  for (const r of differ) lines.push(`  ${rowLine(r)}`);
  return lines;
}
