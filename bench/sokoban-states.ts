/**
 * Sokoban's bench bounded by stored positions instead of seconds
 * (`--states N`): a count of levels solved that the machine's load cannot
 * change, so two versions compare on a busy machine. Each level goes as
 * `solve --level all` would take it (quick-solve.ts), with states in place
 * of seconds: the exact search gets the level's exact share of N
 * (fast/exact-share.ts), and where it stops at that, the fast search gets
 * the rest, each of its weighings bounded by that rest alone (the fast
 * search's own `maxStates`, as at any limit). One level at a time, in this
 * process (run several processes with `--from`/`--to` for more cores).
 * Every answer is replayed through the rules before it counts.
 */
import { ownFastSearch } from '../src/engine/fast-search.js';
import { runAsync } from '../src/engine/index.js';
import { batchLevels, openInstance } from '../src/midend/index.js';

export interface StatesOutcome {
  level: number;
  status: 'solved' | 'limit' | 'unsolvable' | 'invalid';
  /** Whether the exact search answered (a shortest solution) or the fast one. */
  by: 'exact' | 'fast' | 'none';
  pushes: number;
  /** Positions the searches stored (the exact one's and the fast one's weighings', summed). */
  states: number;
  /** CPU seconds of this process for the level (user and system): less load-bound than wall time, not free of it. */
  cpuSeconds: number;
}

export interface StatesRun {
  text: string;
  origin: string;
  metric: string;
  states: number;
  /** Whether the exact search is skipped (the fast search alone, given all N), for profiling it. */
  fastOnly: boolean;
  first: number;
  last: number;
  picked?: readonly number[];
}

export async function statesBench(run: StatesRun, report: (o: StatesOutcome) => void): Promise<StatesOutcome[]> {
  const request = { puzzle: 'sokoban', text: run.text, origin: run.origin, metric: run.metric, range: { first: run.first, last: run.last } };
  const levels = batchLevels(request).filter((l) => run.picked === undefined || run.picked.includes(l.number));
  const outcomes: StatesOutcome[] = [];
  for (const level of levels) {
    const outcome = await oneLevel(run, level.number);
    report(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}

async function oneLevel(run: StatesRun, number: number): Promise<StatesOutcome> {
  const cpu = process.cpuUsage();
  const seconds = () => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1e6;
  };
  const opened = openInstance('sokoban', { source: { kind: 'text', text: run.text, origin: run.origin, level: String(number) }, params: {}, metric: run.metric });
  const own = ownFastSearch(opened.problem);
  const limits = { maxMemoryBytes: 2 ** 30 };
  let states = 0;
  let result;
  let by: StatesOutcome['by'] = 'exact';
  if (!run.fastOnly || !own) {
    const exactStates = own ? Math.max(1, Math.floor(run.states * (own.exactShare ?? 0.5))) : run.states;
    result = await runAsync(opened.solve({ ...limits, algorithm: opened.algorithmFor('auto'), maxStates: exactStates }));
    states += result.stats.statesExplored;
  }
  if (own && (result === undefined || (result.status === 'limit' && result.limit !== 'cancelled'))) {
    by = 'fast';
    result = await runAsync(own.fastSearch({ ...limits, maxStates: Math.max(1, run.states - states) }));
    states += result.stats.statesExplored;
  }
  const status = result!.status;
  if (status !== 'solved') return { level: number, status, by: 'none', pushes: 0, states, cpuSeconds: seconds() };
  // Replayed through the rules: a move the rules refuse throws.
  const moves = result!.solution!.moves;
  const path = opened.replay(moves);
  if (!opened.problem.isGoal(path[path.length - 1])) throw new Error(`level ${number}: the answer does not end on the goal`);
  return { level: number, status, by, pushes: moves.length, states, cpuSeconds: seconds() };
}
