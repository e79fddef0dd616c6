/**
 * `npm run bench:trace`: what the trace hook (src/engine/trace.ts) costs a
 * search that is not traced. The generic searches (breadth-first, A*, IDA*
 * on plain successors, bidirectional) run on fixed instances
 * (trace-problems.ts) with tracing off, each in three engines built here
 * from git: the engine as it was just before the hook, the commit that added
 * it, and the working tree now. Each engine is bundled the same way
 * (rolldown, as the benches are) into a temporary folder under .bench/, and
 * runs in a process of its own, so that no engine's code warms or
 * deoptimises another's; the processes take turns, round after round, in
 * alternating order, so that a machine whose load drifts weighs on all
 * alike. Figures: each engine's median over the rounds of its per-round
 * median milliseconds, and the ratio to the pre-hook engine's (median of the
 * rounds' ratios, with their least and greatest): 1.00 is no cost.
 *
 * `npm run bench:trace -- --rounds 9 --runs 5` for more samples;
 * `--only ida-star` (or breadth-first, bidirectional, astar) for one search.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { slidingProblem, TRACE_BENCH_CASES, type TraceBenchSearch } from './trace-problems.js';

type Engine = typeof import('../src/engine/index.js');

interface EngineBuild {
  name: string;
  /** What it was built from: a commit, or the working tree. */
  from: string;
  bundle: string;
}

const REPO = process.cwd();

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number of at least 1`);
  return value;
}

/** Milliseconds of each search in one engine: a run to warm up, then the median of `runs` runs. Prints JSON. */
async function child(bundle: string, runs: number): Promise<void> {
  const engine = (await import(pathToFileURL(bundle).href)) as Engine;
  const times: Record<string, number> = {};
  for (const c of chosenCases()) {
    const samples: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const problem = slidingProblem(c.side, c.tiles);
      const started = performance.now();
      const result = search(engine, c.search, problem);
      const ms = performance.now() - started;
      // A bench that times a wrong answer times nothing: every run must find the known shortest length.
      if (result.status !== 'solved' || result.solution?.moves.length !== c.length) {
        throw new Error(`${c.search}: ${result.status}, length ${result.solution?.moves.length}, not ${c.length}`);
      }
      if (i > 0) samples.push(ms);
    }
    times[c.search] = median(samples);
  }
  process.stdout.write(JSON.stringify(times));
}

/** The cases `--only` names, or all. */
function chosenCases(): (typeof TRACE_BENCH_CASES)[number][] {
  const at = process.argv.indexOf('--only');
  if (at < 0) return [...TRACE_BENCH_CASES];
  const chosen = TRACE_BENCH_CASES.filter((c) => c.search === process.argv[at + 1]);
  if (chosen.length === 0) throw new Error(`--only takes one of ${TRACE_BENCH_CASES.map((c) => c.search).join(', ')}`);
  return chosen;
}

function search(engine: Engine, which: TraceBenchSearch, problem: ReturnType<typeof slidingProblem>) {
  switch (which) {
    case 'breadth-first':
      return engine.breadthFirst(problem);
    case 'bidirectional':
      return engine.bidirectional(problem);
    case 'astar':
      return engine.aStar(problem);
    case 'ida-star':
      return engine.idaStar(problem);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();
}

/** The engine (with the i18n folder it imports) of `commit`, or of the working tree, bundled into `dir`. */
function buildEngine(dir: string, name: string, commit: string | undefined): EngineBuild {
  const src = join(dir, name);
  mkdirSync(src, { recursive: true });
  if (commit) {
    const tar = execFileSync('git', ['archive', commit, 'src/engine', 'src/i18n'], { cwd: REPO, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', src], { input: tar });
  } else {
    for (const folder of ['src/engine', 'src/i18n']) cpSync(join(REPO, folder), join(src, folder), { recursive: true });
  }
  const bundle = join(src, 'engine.js');
  // Inside the repository, so that the engine's own dependencies (intl-messageformat) resolve from node_modules.
  execFileSync(join(REPO, 'node_modules/.bin/rolldown'), [`./${join(name, 'src/engine/index.ts')}`, '-p', 'node', '-f', 'esm', '-o', bundle, '--logLevel', 'warn'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, from: commit ? commit.slice(0, 10) : 'working tree', bundle };
}

function main(): void {
  const rounds = option('--rounds', 5);
  const runs = option('--runs', 3);
  const added = git('log', '--diff-filter=A', '--format=%H', '--', 'src/engine/trace.ts').split('\n').pop();
  if (!added) throw new Error('no commit adds src/engine/trace.ts in this history');
  mkdirSync(join(REPO, '.bench'), { recursive: true });
  const dir = mkdtempSync(join(REPO, '.bench', 'trace-hook-'));
  try {
    const engines = [buildEngine(dir, 'pre-hook', `${added}^`), buildEngine(dir, 'hook', added), buildEngine(dir, 'now', undefined)];
    const pre = git('rev-parse', `${added}^`);
    engines[0].from = pre.slice(0, 10);
    console.log(`trace hook added in ${added.slice(0, 10)}; engines: ${engines.map((e) => `${e.name} (${e.from})`).join(', ')}`);
    console.log(`${rounds} rounds, each engine in its own process per round, ${runs} timed runs after one to warm up; ms are medians`);
    const perRound: Record<string, Record<string, number>[]> = Object.fromEntries(engines.map((e) => [e.name, []]));
    const script = resolve(process.argv[1]);
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? engines : [...engines].reverse();
      for (const e of order) {
        const only = process.argv.includes('--only') ? ['--only', process.argv[process.argv.indexOf('--only') + 1]] : [];
        const run = spawnSync(process.execPath, [script, '--child', e.bundle, '--runs', String(runs), ...only], { cwd: REPO, encoding: 'utf8' });
        if (run.status !== 0) throw new Error(`the ${e.name} engine failed: ${run.stderr}`);
        perRound[e.name].push(JSON.parse(run.stdout) as Record<string, number>);
      }
      process.stderr.write(`round ${r + 1}/${rounds} done\n`);
    }
    const head = ['search', ...engines.map((e) => `${e.name} ms`), ...engines.slice(1).map((e) => `${e.name}/pre-hook [min, max]`)];
    const rows = chosenCases().map((c) => {
      const ms = engines.map((e) => median(perRound[e.name].map((t) => t[c.search])).toFixed(1));
      const ratios = engines.slice(1).map((e) => {
        const each = perRound[e.name].map((t, i) => t[c.search] / perRound['pre-hook'][i][c.search]);
        return `${median(each).toFixed(3)} [${Math.min(...each).toFixed(3)}, ${Math.max(...each).toFixed(3)}]`;
      });
      return [c.search, ...ms, ...ratios];
    });
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    for (const row of [head, ...rows]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--child')) {
  await child(process.argv[process.argv.indexOf('--child') + 1], option('--runs', 3));
} else {
  main();
}
