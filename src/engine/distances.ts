/**
 * The distance from every reachable state to its nearest goal, computed
 * once: what a hint ("3 moves from solved; slide 7 left") or a picture of the
 * whole space needs, for any state a person reaches, not only the start.
 *
 * Two passes. Forward: breadth-first from the start over the problem's
 * successors, storing every state in a state table (parents not needed) and
 * every move as an edge between table indices (compressed rows: one offset a
 * state, one target a move, and a cost a move only once a move costs other
 * than 1). Backward: the edges reversed, then from every goal at once a
 * breadth-first pass when every move cost 1, or Dijkstra when costs differ,
 * so weighted puzzles get exact least costs too. Needs no `predecessors`.
 *
 * The price is memory: about 4 bytes a move on top of the table, so it suits
 * spaces of up to some millions of states; limits stop it as any search.
 */
import { checkProblem } from './errors.js';
import type { LimitReason, SearchOptions } from './budget.js';
import { IndexHeap } from './heap.js';
import { Layers } from './layers.js';
import type { SearchProblem } from './problem.js';
import { onKeys } from './keyed.js';
import type { SearchStats } from './result.js';
import { SearchContext } from './search-context.js';
import { ChunkedFloat64, ChunkedUint32, createStateTable, NO_PARENT, tableOptionsFor, type StateTable } from './state-table.js';
import { runSync, type Steps } from './steps.js';

export interface DistanceMap<S> {
  /** 'limit' when a limit stopped the work: then no distance is known. */
  status: 'complete' | 'limit';
  limit?: LimitReason;
  reachableStates: number;
  goalStates: number;
  /** Whether every move seen cost 1 (distances are then numbers of moves). */
  unitCosts: boolean;
  /** The largest finite distance to a goal (0 when no goal is reachable). */
  maxDistance: number;
  /** The table index of a state, or -1 when it is not in the reachable space. */
  indexOf(state: S): number;
  /** The state at a table index (index 0 is the start). */
  state(index: number): S;
  /**
   * Least cost from the state to a goal: Infinity when no goal is reachable
   * from it, null when the state is not in the reachable space or the work
   * was stopped by a limit.
   */
  distance(state: S): number | null;
  /** `distance` by table index. */
  distanceAt(index: number): number;
  /** Fewest moves from the start to the state at a table index. */
  depthAt(index: number): number;
  /**
   * With `countPaths`: how many shortest paths (move sequences of least cost)
   * lead from the state at `index` to a goal; 0 when none does. Exact below
   * 2^53. NaN without `countPaths`.
   */
  pathsAt(index: number): number;
  /** Calls `visit` once per move out of the state at `index`: the target index and the move's cost. */
  forEachEdge(index: number, visit: (target: number, cost: number) => void): void;
  stats: SearchStats;
}

export interface DistancesOptions extends SearchOptions {
  /** Also count the shortest paths to a goal from every state (`pathsAt`): one more number a state. */
  countPaths?: boolean;
}

/**
 * `distances` as steps, with `countPaths` to also count the shortest paths to a goal from every state.
 *
 * @example
 * ```ts
 * const map = await runAsync(distancesSteps(problem, { countPaths: true, signal }));
 * if (map.status === 'complete') console.log(map.pathsAt(0), 'shortest ways from the start');
 * ```
 */
export function* distancesSteps<S, M>(problem: SearchProblem<S, M>, options: DistancesOptions = {}): Steps<DistanceMap<S>> {
  checkProblem(problem, 'distances');
  const keys = onKeys(problem);
  if (keys) {
    const map = yield* distancesSteps(keys.problem, options);
    const { encode, decode } = keys;
    return { ...map, indexOf: (state) => map.indexOf(encode(state)), state: (index) => decode(map.state(index)), distance: (state) => map.distance(encode(state)) };
  }
  const ctx = new SearchContext(options, problem);
  const table = createStateTable(problem.codec, tableOptionsFor(options, false));
  const layers = new Layers();
  /** Edges of state i: targets[edgeStart[i] .. edgeStart[i + 1]). */
  const edgeStart = new ChunkedUint32();
  const targets = new ChunkedUint32();
  // `as`: assigned inside `emit`, so TypeScript must not narrow it to null here.
  let costs = null as ChunkedFloat64 | null;
  let edges = 0;
  const bytes = () => table.bytes() + edgeStart.bytes() + targets.bytes() + (costs?.bytes() ?? 0);

  table.insert(problem.start, NO_PARENT);
  const emit = (next: S, _move: M, cost = 1) => {
    const inserted = table.insert(next, NO_PARENT);
    const target = inserted >= 0 ? inserted : -inserted - 1;
    targets.ensure(edges + 1);
    targets.set(edges, target);
    if (cost !== 1 && costs === null) {
      // First move that costs other than 1: from here on keep every cost.
      costs = new ChunkedFloat64();
      costs.ensure(edges + 1);
      for (let e = 0; e < edges; e++) costs.set(e, 1);
    }
    if (costs !== null) {
      costs.ensure(edges + 1);
      costs.set(edges, cost);
    }
    edges++;
  };

  let limit: LimitReason | null = null;
  let depth = 0;
  let layerEnd = 1;
  for (let expanding = 0; expanding < table.size; expanding++) {
    if (expanding === layerEnd) {
      layers.close(layerEnd);
      depth++;
      layerEnd = table.size;
    }
    edgeStart.ensure(expanding + 2);
    edgeStart.set(expanding, edges);
    problem.successors(table.state(expanding), emit);
    edgeStart.set(expanding + 1, edges);
    ctx.expansions++;
    limit = ctx.step(table.size, depth, bytes, edges);
    if (limit) break;
    if (ctx.shouldYield()) yield;
  }
  const size = table.size;
  if (limit) return limitedMap(table, size, limit, ctx.stats(size, bytes()));
  layers.close(size);

  // Reverse the edges: sources of the moves into each state, in compressed rows.
  const reverseStart = new Uint32Array(size + 1);
  for (let e = 0; e < edges; e++) reverseStart[targets.get(e) + 1]++;
  for (let i = 0; i < size; i++) reverseStart[i + 1] += reverseStart[i];
  const fill = reverseStart.slice(0, size);
  const sources = new Uint32Array(edges);
  const reverseCosts = costs === null ? null : new Float64Array(edges);
  for (let from = 0; from < size; from++) {
    for (let e = edgeStart.get(from), end = edgeStart.get(from + 1); e < end; e++) {
      const slot = fill[targets.get(e)]++;
      sources[slot] = from;
      if (reverseCosts !== null && costs !== null) reverseCosts[slot] = costs.get(e);
    }
  }
  const reverseBytes = reverseStart.byteLength + sources.byteLength + (reverseCosts?.byteLength ?? 0);
  // Shortest paths from each state: the sum over its moves that start a shortest path, found on the way back.
  const paths = options.countPaths ? new Float64Array(size) : null;
  const allBytes = () => bytes() + reverseBytes + size * 8 + (paths?.byteLength ?? 0);

  const dist = new Float64Array(size).fill(Infinity);
  let goals = 0;
  const goalIndices: number[] = [];
  for (let i = 0; i < size; i++) {
    if (problem.isGoal(table.state(i))) {
      dist[i] = 0;
      if (paths) paths[i] = 1;
      goals++;
      goalIndices.push(i);
    }
    limit = ctx.step(size, 0, allBytes);
    if (limit) return limitedMap(table, size, limit, ctx.stats(size, allBytes()));
    if (ctx.shouldYield()) yield;
  }

  if (reverseCosts === null) {
    // Every move costs 1: breadth-first from all goals at once.
    const queue = new Uint32Array(size);
    let tail = 0;
    for (const g of goalIndices) queue[tail++] = g;
    for (let head = 0; head < tail; head++) {
      const at = queue[head];
      const next = dist[at] + 1;
      for (let r = reverseStart[at], end = reverseStart[at + 1]; r < end; r++) {
        const from = sources[r];
        if (dist[from] === Infinity) {
          dist[from] = next;
          queue[tail++] = from;
        }
        // Every state at distance d is settled before any at d + 1, so `at`'s count is final here.
        if (paths && dist[from] === next) paths[from] += paths[at];
      }
      limit = ctx.step(size, dist[at], allBytes);
      if (limit) return limitedMap(table, size, limit, ctx.stats(size, allBytes()));
      if (ctx.shouldYield()) yield;
    }
  } else {
    // Costs differ: Dijkstra from all goals over the reversed moves.
    const open = new IndexHeap();
    for (const g of goalIndices) open.push(g, 0);
    while (open.size > 0) {
      const d = open.topPriority();
      const at = open.pop();
      if (d > dist[at]) continue; // stale entry
      for (let r = reverseStart[at], end = reverseStart[at + 1]; r < end; r++) {
        const from = sources[r];
        const through = d + reverseCosts[r];
        if (through < dist[from]) {
          dist[from] = through;
          open.push(from, through);
          if (paths) paths[from] = paths[at];
        } else if (paths && through === dist[from]) {
          // Costs are positive, so `at` leaves the heap after every state that is nearer the goal: its count is final.
          paths[from] += paths[at];
        }
      }
      limit = ctx.step(size, d, allBytes);
      if (limit) return limitedMap(table, size, limit, ctx.stats(size, allBytes()));
      if (ctx.shouldYield()) yield;
    }
  }

  let maxDistance = 0;
  for (let i = 0; i < size; i++) if (dist[i] !== Infinity && dist[i] > maxDistance) maxDistance = dist[i];
  const finalCosts = costs;
  return {
    status: 'complete',
    reachableStates: size,
    goalStates: goals,
    unitCosts: finalCosts === null,
    maxDistance,
    indexOf: (state) => table.indexOf(state),
    state: (index) => table.state(index),
    distance(state) {
      const index = table.indexOf(state);
      return index < 0 ? null : dist[index];
    },
    distanceAt: (index) => dist[index],
    pathsAt: (index) => (paths ? paths[index] : NaN),
    depthAt: (index) => layers.depthOf(index),
    forEachEdge(index, visit) {
      for (let e = edgeStart.get(index), end = edgeStart.get(index + 1); e < end; e++) {
        visit(targets.get(e), finalCosts === null ? 1 : finalCosts.get(e));
      }
    },
    stats: ctx.stats(size, allBytes()),
  };
}

/** What a stopped computation can still answer: which states it saw, and no distances. */
function limitedMap<S>(table: StateTable<S>, size: number, limit: LimitReason, stats: SearchStats): DistanceMap<S> {
  return {
    status: 'limit',
    limit,
    reachableStates: size,
    goalStates: 0,
    unitCosts: true,
    maxDistance: 0,
    indexOf: (state) => table.indexOf(state),
    state: (index) => table.state(index),
    distance: () => null,
    distanceAt: () => NaN,
    pathsAt: () => NaN,
    depthAt: () => NaN,
    forEachEdge: () => {},
    stats,
  };
}

/**
 * The distance to the nearest goal from every reachable state.
 *
 * ```ts
 * const d = distances(problem);
 * if (d.status === 'complete') console.log(d.distance(problem.start)); // 31 for the 8-puzzle preset
 * ```
 */
export function distances<S, M>(problem: SearchProblem<S, M>, options?: DistancesOptions): DistanceMap<S> {
  return runSync(distancesSteps(problem, options));
}
