/**
 * Sokoban: a collection solved level by level under a per-level limit, as
 * `solve sokoban --level all` does, with the counts that matter: levels
 * solved, proven push-optimal, stopped at the limit, and the time.
 *
 *   npm run bench:sokoban -- [FILE] [--from N] [--to N] [--levels N,N,...] [--seconds S] [--threads T] [--metric push|move] [--json OUT]
 *   npm run bench:sokoban -- FILE --states N [--fast-only] [--from N] [--to N] [--levels N,N,...] [--json OUT]
 *
 * Each level's line gives the states its searches stored: unlike the time,
 * they do not depend on the machine's load, so they compare two versions of
 * the solver fairly on a busy machine (`--levels` picks a few hard ones).
 *
 * FILE defaults to Microban in ../shared/data (never copied here); any other
 * set (XSokoban's 90 levels, say, from a checkout of github:ShenMian/soukoban)
 * is read from the path given. `--states N` bounds each level by N stored
 * positions instead of seconds, one level at a time (sokoban-states.ts): a
 * count the load cannot change; `--fast-only` gives the fast search all N. The target: all 155 Microban levels within 60 s
 * each on 2 cores, as many push-optimal as possible.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../src/node-runners.js';
import { runLevelBatch, type LevelOutcome } from '../src/midend/index.js';
import { statesBench, type StatesOutcome } from './sokoban-states.js';

const DEFAULT_SET = fileURLToPath(new URL('../../../shared/data/sokoban/Microban_155.xsb', import.meta.url));

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const path = args[0] !== undefined && !args[0].startsWith('--') ? args[0] : DEFAULT_SET;
  if (!existsSync(path)) {
    console.error(`NOTICE: ${path} is missing: give a collection file (.xsb, .sok, .txt) as the first argument`);
    process.exitCode = 2;
    return;
  }
  const from = Number(option(args, '--from') ?? 1);
  const to = Number(option(args, '--to') ?? Infinity);
  const seconds = Number(option(args, '--seconds') ?? 60);
  const threads = Number(option(args, '--threads') ?? 2);
  const metric = option(args, '--metric') ?? 'push';
  const text = readFileSync(path, 'utf8');
  const started = performance.now();
  const picked = option(args, '--levels')?.split(',').map(Number);
  const range = { first: from, last: to };
  const states = option(args, '--states');
  if (states !== undefined) {
    const run = { text, origin: path, metric, states: Number(states), fastOnly: args.includes('--fast-only'), first: from, last: to, picked };
    const outcomes = await statesBench(run, (o) => console.error(`level ${o.level}: ${o.status} ${o.by} ${o.pushes} pushes ${o.states} states ${o.cpuSeconds.toFixed(2)} cpu-s`));
    console.log(statesSummary(outcomes, run.states, (performance.now() - started) / 1000));
    const out = option(args, '--json');
    if (out) writeFileSync(out, JSON.stringify(outcomes, null, 1));
    return;
  }
  const limits = { levelSeconds: seconds, threads, maxMemoryBytes: 2 ** 30 };
  const report = (o: LevelOutcome) => {
    const counts = o.counts ? ` ${o.counts.pushes} pushes ${o.counts.playerMoves} moves` : '';
    const by = o.algorithm ? ` (${o.algorithm})` : '';
    console.error(`level ${o.level}: ${o.status}${counts}${o.optimal ? ' optimal' : o.ties ? ` ${o.ties.first} optimal` : ''}${by} ${(o.milliseconds / 1000).toFixed(2)} s ${o.statesExplored} states`);
  };
  const all: LevelOutcome[] = [];
  for (const part of picked ? picked.map((n) => ({ first: n, last: n })) : [range]) {
    all.push(...(await runLevelBatch({ puzzle: 'sokoban', text, origin: path, metric, range: part }, limits, report)));
  }
  const took = (performance.now() - started) / 1000;
  console.log(summary(all, seconds, threads, took));
  const out = option(args, '--json');
  if (out) writeFileSync(out, JSON.stringify(all, null, 1));
}

function statesSummary(outcomes: readonly StatesOutcome[], states: number, took: number): string {
  const solved = outcomes.filter((o) => o.status === 'solved');
  const cpu = outcomes.reduce((sum, o) => sum + o.cpuSeconds, 0);
  const stored = outcomes.reduce((sum, o) => sum + o.states, 0);
  return [
    `levels ${outcomes.length} (${states} stored positions each, ${took.toFixed(1)} s in all, ${cpu.toFixed(1)} CPU s, ${stored} positions stored, ${(stored / Math.max(cpu, 1e-9)).toFixed(0)} a CPU second)`,
    `solved ${solved.length}: ${solved.map((o) => `${o.level}${o.by === 'exact' ? '*' : ''}`).join(' ')} (* exact, proven shortest)`,
    `not solved: ${outcomes.filter((o) => o.status !== 'solved').map((o) => `${o.level}${o.status === 'limit' ? '' : ` (${o.status})`}`).join(' ')}`,
    `peak memory of the process (max RSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  ].join('\n');
}

function summary(outcomes: readonly LevelOutcome[], seconds: number, threads: number, took: number): string {
  const count = (f: (o: LevelOutcome) => boolean) => outcomes.filter(f).length;
  return [
    `levels ${outcomes.length} (${seconds} s each, ${threads} threads, ${took.toFixed(1)} s in all)`,
    `solved ${count((o) => o.status === 'solved')}, proven optimal ${count((o) => o.status === 'solved' && o.optimal)}`,
    `stopped at a limit ${count((o) => o.status === 'limit')}: ${outcomes.filter((o) => o.status === 'limit').map((o) => o.level).join(' ')}`,
    `not proven optimal: ${outcomes.filter((o) => o.status === 'solved' && !o.optimal).map((o) => o.level).join(' ')}`,
    `unsolvable ${count((o) => o.status === 'unsolvable')}, invalid ${count((o) => o.status === 'invalid')}`,
    `first count proven, the tie-break not (fewest pushes, player moves not proven fewest): ${outcomes.filter((o) => o.status === 'solved' && o.ties).map((o) => o.level).join(' ')}`,
    `answered by the fast search: ${outcomes.filter((o) => o.status === 'solved' && !o.optimal && !o.ties).length}; peak memory of the process (max RSS, worker threads included) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  ].join('\n');
}

await main();
