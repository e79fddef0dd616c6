/**
 * `npm run bench:puzzlescript -- <PuzzleScript checkout> [options]`: puzzlekit's PuzzleScript
 * interpreter beside PuzzleScript's own code, loaded from the checkout the user names (its
 * solver is on its cpp_static_analysis branch: `git clone https://github.com/increpare/PuzzleScript
 * && git -C PuzzleScript checkout cpp_static_analysis`). Two parts:
 *   solvers  every level of its solver test corpus solved exactly by both under the same limit
 *   steps    steps per second of both engines on the demo traces of the fixtures
 * Options: --seconds S (limit per level, default 60), --game NAME (repeatable; part of a corpus
 * file's name), --levels-per-game N, --manifest PATH (a level benchmark's targets, as its
 * solver's focus groups list them: { "targets": [{ "game", "level" }] }), --rounds N (steps timing, default 5), --only solvers|steps,
 * --only-puzzlescript (PuzzleScript's side alone).
 * `--only lights-out [--level N]` (no checkout): the lights-out example's level N (default 2, the
 * 5x5) solved exactly by a breadth-first search over packed states (puzzlescript-lights-out.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchSolvers, summarizeSolvers } from './puzzlescript-solvers.js';
import { solveLightsOut } from './puzzlescript-lights-out.js';
import { benchSteps, summarizeSteps, type OpenReplay } from './puzzlescript-steps.js';

// puzzlekit's interpreter as built beside the bench (dist/puzzles/...), loaded when the bench runs
// rather than bundled into it, so that the bench builds (and runs PuzzleScript's side) before the
// interpreter is there.
const REPLAY = new URL('../puzzles/puzzlescript/engine/replay-fixture.js', import.meta.url);

async function puzzlekitReplay(): Promise<OpenReplay | undefined> {
  if (!existsSync(fileURLToPath(REPLAY))) {
    console.error(`NOTICE: ${fileURLToPath(REPLAY)} is not built: puzzlekit's side of the steps is not measured`);
    return undefined;
  }
  return ((await import(REPLAY.href)) as { openReplay: OpenReplay }).openReplay;
}

const USAGE =
  'usage: npm run bench:puzzlescript -- <PuzzleScript checkout> [--seconds S] [--game NAME]... [--levels-per-game N] [--manifest PATH] [--rounds N] [--only solvers|steps] [--only-puzzlescript]\n       npm run bench:puzzlescript -- --only lights-out [--level N]';

interface Options {
  checkout: string | undefined;
  seconds: number;
  games: string[];
  levelsPerGame: number;
  manifest: string | undefined;
  rounds: number;
  only: 'solvers' | 'steps' | 'lights-out' | undefined;
  level: number;
  onlyPuzzleScript: boolean;
}

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} needs a positive number, not ${String(value)}\n${USAGE}`);
  return n;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { checkout: undefined, seconds: 60, games: [], levelsPerGame: Infinity, manifest: undefined, rounds: 5, only: undefined, level: 2, onlyPuzzleScript: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--seconds') options.seconds = positive(arg, argv[++i]);
    else if (arg === '--game') options.games.push(argv[++i] ?? '');
    else if (arg === '--levels-per-game') options.levelsPerGame = positive(arg, argv[++i]);
    else if (arg === '--manifest') options.manifest = argv[++i];
    else if (arg === '--rounds') options.rounds = positive(arg, argv[++i]);
    else if (arg === '--level') options.level = positive(arg, argv[++i]);
    else if (arg === '--only-puzzlescript') options.onlyPuzzleScript = true;
    else if (arg === '--only') {
      const part = argv[++i];
      if (part !== 'solvers' && part !== 'steps' && part !== 'lights-out') throw new Error(`--only solvers, steps or lights-out\n${USAGE}`);
      options.only = part;
    } else if (arg.startsWith('-') || options.checkout !== undefined) throw new Error(`unknown argument ${arg}\n${USAGE}`);
    else options.checkout = arg;
  }
  if (options.checkout === undefined && options.only !== 'lights-out') throw new Error(USAGE);
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.only === 'lights-out') {
    console.log(`== lights-out level ${options.level}: breadth-first over every input, states packed ==`);
    const run = solveLightsOut(options.level, (line) => console.log(line));
    const algebra = run.algebra === null ? 'not worked out' : `${run.algebra.presses} presses at fewest; ${run.algebra.inputs} inputs at fewest (presses and the cursor's shortest walk)`;
    console.log(`${run.cells} cells: ${run.inputs} inputs (${run.presses} presses, ${run.inputs - run.presses} steps), ${run.statesSeen} states reached, ${run.turns} turns in ${run.cpuSeconds.toFixed(1)} s of CPU`);
    console.log(`route: ${run.route.map((input) => ['up', 'left', 'down', 'right', 'action'][input]).join(' ')}`);
    console.log(`the algebra: ${algebra}`);
    if (run.algebra !== null && run.algebra.inputs !== run.inputs) throw new Error(`the search and the algebra differ: ${run.inputs} and ${run.algebra.inputs} inputs`);
    return;
  }
  const checkout = options.checkout!;
  const summary: string[] = [];
  if (options.only !== 'solvers') {
    console.log('== steps per second on the demo traces ==');
    const rows = benchSteps(checkout, options.onlyPuzzleScript ? undefined : await puzzlekitReplay(), options.rounds, (line) => console.log(line));
    summary.push(...summarizeSteps(rows));
  }
  if (options.only !== 'steps') {
    console.log(`== exact solving, ${options.seconds} s a level ==`);
    const rows = benchSolvers({ checkout, seconds: options.seconds, games: options.games, levelsPerGame: options.levelsPerGame, manifest: options.manifest, onlyPuzzleScript: options.onlyPuzzleScript });
    if (rows.length > 0) summary.push(...summarizeSolvers(rows, options.seconds));
  }
  console.log('== summary ==');
  for (const line of summary) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
