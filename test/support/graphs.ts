/**
 * Small hand-made search problems for the engine's tests: an explicit graph
 * (adjacency list, edge costs, a start, a goal set, an optional heuristic)
 * turned into a SearchProblem with any of the four codec kinds, so that every
 * kind of state table is exercised; families of graphs whose answers are
 * known in closed form; an implicit lattice big enough to make the state
 * table grow; and independent brute-force oracles that share no code with
 * the engine.
 */
import { expect } from 'vitest';
import type { InPlaceCursor, SearchProblem, Solution, StateCodec } from '../../src/engine/index.js';

// ---------------------------------------------------------------------------
// States and codecs

/** A state is a node of the graph. The helper reuses one object per call to `successors`. */
export interface Node {
  id: number;
}
/** A move is the label of the edge taken; labels are unique among the edges leaving one node. */
export type Move = string;

export type CodecKind = 'uint32' | 'float53' | 'words' | 'string';
export const CODEC_KINDS: readonly CodecKind[] = ['uint32', 'float53', 'words', 'string'];

const TWO_32 = 2 ** 32;
const TWO_52 = 2 ** 52;
const HIGH_BIT = 0x80000000;

/**
 * A codec for node ids (0 <= id < 2^20) of the given kind. The keys are
 * chosen to stress each table:
 * - uint32: 2^31 + id, so every key has its top bit set (unsigned handling);
 * - float53: 2^52 + id * 2^32 + id % 3, near 2^53, so keys differ mostly in
 *   their high word and collide in their low word;
 * - words: three words [id & 7, 0xffffffff, id >>> 3], one of them constant;
 * - string: 'n' + id.
 */
export function idCodec(kind: CodecKind): StateCodec<Node> {
  switch (kind) {
    case 'uint32':
      return {
        kind,
        encode: (s) => HIGH_BIT + s.id,
        decode: (key) => ({ id: key - HIGH_BIT }),
      };
    case 'float53':
      return {
        kind,
        encode: (s) => TWO_52 + s.id * TWO_32 + (s.id % 3),
        decode: (key) => ({ id: Math.floor((key - TWO_52) / TWO_32) }),
      };
    case 'words':
      return {
        kind,
        words: 3,
        encode: (s, out, at) => {
          out[at] = s.id & 7;
          out[at + 1] = 0xffffffff;
          out[at + 2] = s.id >>> 3;
        },
        decode: (src, at) => ({ id: src[at + 2] * 8 + src[at] }),
      };
    case 'string':
      return {
        kind,
        encode: (s) => `n${s.id}`,
        decode: (key) => ({ id: Number(key.slice(1)) }),
      };
  }
}

// ---------------------------------------------------------------------------
// Explicit graphs

export interface Edge {
  from: number;
  to: number;
  cost: number;
  label: Move;
}

/** What is known about a graph without running the engine. */
export interface Known {
  /** Fewest moves to a goal, or null when no goal is reachable. */
  fewestMoves: number | null;
  /** Least total cost to a goal, or null. */
  cheapest: number | null;
  /** Number of distinct cheapest move sequences (paths end at their first goal). */
  cheapestCount?: number | bigint;
  /** Number of move sequences from the start to a goal that never repeat a node. */
  simplePaths?: number;
  /** Number of nodes reachable from the start. */
  reachable?: number;
}

export interface Graph {
  name: string;
  /** Nodes are 0 .. size - 1. */
  size: number;
  edges: Edge[];
  start: number;
  goals: number[];
  /** An admissible estimate of the remaining cost, if the graph has one. */
  heuristic?: (id: number) => number;
  unitCosts?: boolean;
  known: Known;
  /** Does the graph have a cycle reachable from the start? (IDA* may not end on such a graph without a goal.) */
  cyclic: boolean;
}

/** [from, to, cost = 1, label = `from>to`, numbered when the pair repeats] */
export type EdgeSpec = readonly [number, number, number?, string?];

export function makeGraph(
  name: string,
  size: number,
  specs: readonly EdgeSpec[],
  start: number,
  goals: number[],
  known: Known,
  extra: { heuristic?: (id: number) => number; unitCosts?: boolean } = {},
): Graph {
  const edges: Edge[] = [];
  const used = new Set<string>();
  for (const [from, to, cost = 1, given] of specs) {
    if (!(from >= 0 && from < size && to >= 0 && to < size)) throw new Error(`${name}: bad edge ${from}>${to}`);
    let label = given ?? `${from}>${to}`;
    for (let k = 2; given === undefined && used.has(`${from}|${label}`); k++) label = `${from}>${to}#${k}`;
    if (used.has(`${from}|${label}`)) throw new Error(`${name}: label ${label} repeats at node ${from}`);
    used.add(`${from}|${label}`);
    edges.push({ from, to, cost, label });
  }
  const graph: Graph = { name, size, edges, start, goals, known, cyclic: false, ...extra };
  graph.cyclic = hasReachableCycle(graph);
  return graph;
}

export function adjacency(graph: Graph): Edge[][] {
  const out: Edge[][] = Array.from({ length: graph.size }, () => []);
  for (const e of graph.edges) out[e.from].push(e);
  return out;
}

function hasReachableCycle(graph: Graph): boolean {
  const adj = adjacency(graph);
  const colour = new Uint8Array(graph.size); // 0 new, 1 on stack, 2 done
  const visit = (v: number): boolean => {
    colour[v] = 1;
    for (const e of adj[v]) {
      if (colour[e.to] === 1) return true;
      if (colour[e.to] === 0 && visit(e.to)) return true;
    }
    colour[v] = 2;
    return false;
  };
  return visit(graph.start);
}

export interface ProblemOptions {
  codec?: CodecKind;
  /** 'graph': the graph's heuristic (or none); 'zero': h = 0; 'none': no heuristic. Default 'graph'. */
  heuristic?: 'graph' | 'zero' | 'none';
  /** Give the problem an in-place cursor (for IDA*). */
  inPlace?: boolean;
  /** A proof of unsolvability for `unsolvableReason`. */
  unsolvableReason?: string;
  /** Leave out predecessors and goalStates. */
  oneWay?: boolean;
}

/** Counts the engine's calls into a problem. */
export interface CallCounts {
  successors: number;
  predecessors: number;
  isGoal: number;
}

/**
 * The graph as a SearchProblem. `successors` reuses one scratch object for
 * every state it emits (as the contract allows), so an engine that keeps a
 * state it was handed instead of its key gets wrong states.
 */
export function toProblem(graph: Graph, options: ProblemOptions = {}): SearchProblem<Node, Move> & { calls: CallCounts } {
  const codec = idCodec(options.codec ?? 'uint32');
  const out = adjacency(graph);
  const into: Edge[][] = Array.from({ length: graph.size }, () => []);
  for (const e of graph.edges) into[e.to].push(e);
  const goals = new Set(graph.goals);
  const calls: CallCounts = { successors: 0, predecessors: 0, isGoal: 0 };
  const scratch: Node = { id: -1 };
  const mode = options.heuristic ?? 'graph';
  const h: ((id: number) => number) | undefined =
    mode === 'zero' ? () => 0 : mode === 'graph' ? graph.heuristic : undefined;

  const problem: SearchProblem<Node, Move> & { calls: CallCounts } = {
    calls,
    start: { id: graph.start },
    codec,
    isGoal(state) {
      calls.isGoal++;
      return goals.has(state.id);
    },
    successors(state, emit) {
      calls.successors++;
      const from = state.id;
      for (const e of out[from]) {
        scratch.id = e.to;
        emit(scratch, e.label, e.cost);
      }
      scratch.id = -1; // a kept reference to the scratch object now points nowhere
    },
  };
  if (graph.unitCosts) (problem as { unitCosts?: boolean }).unitCosts = true;
  if (h) problem.heuristic = (state) => h(state.id);
  if (!options.oneWay) {
    problem.predecessors = (state, emit) => {
      calls.predecessors++;
      const to = state.id;
      for (const e of into[to]) {
        scratch.id = e.from;
        emit(scratch, e.label, e.cost);
      }
      scratch.id = -1;
    };
    problem.goalStates = () => graph.goals.map((id) => ({ id }));
  }
  if (options.unsolvableReason !== undefined) {
    const reason = options.unsolvableReason;
    problem.unsolvableReason = () => reason;
  }
  if (options.inPlace) {
    const heuristic = h ?? (() => 0);
    problem.inPlace = {
      cursor(state): InPlaceCursor<Node, Move> {
        const path = [state.id];
        const edgeBy = (label: Move) => {
          const e = out[path[path.length - 1]].find((x) => x.label === label);
          if (!e) throw new Error(`no move ${label} from ${path[path.length - 1]}`);
          return e;
        };
        return {
          moves(list) {
            const es = out[path[path.length - 1]];
            for (let i = 0; i < es.length; i++) list[i] = es[i].label;
            return es.length;
          },
          apply(move) {
            const e = edgeBy(move);
            path.push(e.to);
            return e.cost;
          },
          undo(move) {
            const to = path.pop();
            const e = edgeBy(move);
            if (e.to !== to) throw new Error(`undo(${move}) does not match the last apply`);
          },
          isGoal: () => goals.has(path[path.length - 1]),
          heuristic: () => heuristic(path[path.length - 1]),
          state: () => ({ id: path[path.length - 1] }),
        };
      },
    };
  }
  return problem;
}

/**
 * Asserts that `solution` is a path in the graph: states[0] is the start,
 * the last state is a goal, each consecutive pair is joined by an edge with
 * the move's label, and the cost is the sum of those edges' costs.
 */
export function expectValidSolution(graph: Graph, solution: Solution<Node, Move> | undefined): void {
  expect(solution, 'a solution').toBeDefined();
  const s = solution!;
  expect(s.states.length).toBe(s.moves.length + 1);
  expect(s.states[0].id, 'the first state is the start').toBe(graph.start);
  expect(graph.goals, 'the last state is a goal').toContain(s.states[s.states.length - 1].id);
  let cost = 0;
  for (let i = 0; i < s.moves.length; i++) {
    const from = s.states[i].id;
    const to = s.states[i + 1].id;
    const edge = graph.edges.find((e) => e.from === from && e.label === s.moves[i]);
    expect(edge, `move ${i} (${s.moves[i]}) leaves node ${from}`).toBeDefined();
    expect(edge!.to, `move ${i} (${s.moves[i]}) leads to the next state`).toBe(to);
    cost += edge!.cost;
  }
  expect(s.cost).toBe(cost);
}

// ---------------------------------------------------------------------------
// Families with known answers

export function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Simple corner-to-corner paths in an undirected k x k grid (OEIS A007764). */
const GRID_SIMPLE_PATHS = [0, 1, 2, 12, 184, 8512, 1262816];

/**
 * An undirected k x k grid, node r * k + c, from the top-left corner to the
 * bottom-right one. Shortest paths: 2k - 2 moves, binomial(2k - 2, k - 1)
 * of them. Manhattan distance is a consistent heuristic.
 */
export function grid(k: number): Graph {
  const specs: EdgeSpec[] = [];
  const id = (r: number, c: number) => r * k + c;
  for (let r = 0; r < k; r++) {
    for (let c = 0; c < k; c++) {
      if (c + 1 < k) specs.push([id(r, c), id(r, c + 1)], [id(r, c + 1), id(r, c)]);
      if (r + 1 < k) specs.push([id(r, c), id(r + 1, c)], [id(r + 1, c), id(r, c)]);
    }
  }
  const known: Known = {
    fewestMoves: 2 * k - 2,
    cheapest: 2 * k - 2,
    cheapestCount: binomial(2 * k - 2, k - 1),
    reachable: k * k,
  };
  if (k < GRID_SIMPLE_PATHS.length) known.simplePaths = GRID_SIMPLE_PATHS[k];
  return makeGraph(`grid ${k}x${k}`, k * k, specs, 0, [k * k - 1], known, {
    heuristic: (v) => 2 * (k - 1) - Math.floor(v / k) - (v % k),
    unitCosts: true,
  });
}

/**
 * A chain of n diamonds: hub i (node 3i) leads to top i (3i + 1) and bottom i
 * (3i + 2), which both lead to hub i + 1; the goal is hub n. 2n moves, 2^n
 * shortest paths (a BigInt above 2^53), and 2^n simple paths.
 *
 * `weighted`: hub-top costs 1 and top-hub 2, hub-bottom 2 and bottom-hub 1,
 * and a shortcut hub i -> hub i + 1 costs 4. Fewest moves: n (the
 * shortcuts); cheapest: 3n, by 2^n ties; simple paths: 3^n.
 */
export function diamondChain(n: number, options: { weighted?: boolean } = {}): Graph {
  const specs: EdgeSpec[] = [];
  const w = options.weighted ?? false;
  for (let i = 0; i < n; i++) {
    const hub = 3 * i;
    specs.push([hub, hub + 1, 1, 'top'], [hub, hub + 2, w ? 2 : 1, 'bottom']);
    specs.push([hub + 1, hub + 3, w ? 2 : 1, 'on'], [hub + 2, hub + 3, 1, 'on']);
    if (w) specs.push([hub, hub + 3, 4, 'skip']);
  }
  const paths = 2n ** BigInt(n);
  const count = paths <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(paths) : paths;
  const known: Known = w
    ? { fewestMoves: n, cheapest: 3 * n, cheapestCount: count, reachable: 3 * n + 1 }
    : { fewestMoves: 2 * n, cheapest: 2 * n, cheapestCount: count, reachable: 3 * n + 1 };
  if (n <= 20) known.simplePaths = w ? 3 ** n : 2 ** n;
  const remaining = (v: number) => {
    const i = Math.floor(v / 3);
    const part = v % 3;
    if (w) return part === 0 ? 3 * (n - i) : part === 1 ? 3 * (n - i) - 1 : 3 * (n - i) - 2;
    return part === 0 ? 2 * (n - i) : 2 * (n - i) - 1;
  };
  return makeGraph(`${w ? 'weighted ' : ''}diamond chain of ${n}`, 3 * n + 1, specs, 0, [3 * n], known, {
    heuristic: remaining,
    unitCosts: !w,
  });
}

/**
 * An undirected ring of 12 nodes from 0 to 5, with a self-loop at node 2
 * and two parallel moves 0 -> 1. Shortest: 5 moves, 2 ways (the two
 * parallel moves); simple paths: those 2 plus the long way round (7 moves).
 */
export function ring(): Graph {
  const m = 12;
  const specs: EdgeSpec[] = [];
  for (let i = 0; i < m; i++) specs.push([i, (i + 1) % m, 1, 'cw'], [(i + 1) % m, i, 1, 'ccw']);
  specs.push([0, 1, 1, 'cw2'], [2, 2, 1, 'stay']);
  return makeGraph('ring of 12', m, specs, 0, [5], {
    fewestMoves: 5,
    cheapest: 5,
    cheapestCount: 2,
    simplePaths: 3,
    reachable: 12,
  }, { heuristic: (v) => Math.min(Math.abs(5 - v), m - Math.abs(5 - v)), unitCosts: true });
}

/** A finite DAG whose goal (node 5) lies in another component: unsolvable. */
export function disconnectedDag(): Graph {
  return makeGraph(
    'disconnected DAG',
    6,
    [[0, 1], [0, 2], [1, 3], [2, 3], [3, 4], [5, 4]],
    0,
    [5],
    { fewestMoves: null, cheapest: null, cheapestCount: 0, simplePaths: 0, reachable: 5 },
    { heuristic: () => 0, unitCosts: true },
  );
}

/** A directed 3-cycle with a tail, and a goal no move reaches: unsolvable, and cyclic. */
export function disconnectedCycle(): Graph {
  return makeGraph(
    'disconnected cycle',
    5,
    [[0, 1], [1, 2], [2, 0], [2, 3], [4, 3]],
    0,
    [4],
    { fewestMoves: null, cheapest: null, cheapestCount: 0, simplePaths: 0, reachable: 4 },
    { heuristic: () => 0, unitCosts: true },
  );
}

/** A graph without any goal at all (goalStates() is empty). */
export function noGoal(): Graph {
  return makeGraph('no goal', 3, [[0, 1], [1, 2], [2, 0]], 0, [], {
    fewestMoves: null,
    cheapest: null,
    cheapestCount: 0,
    simplePaths: 0,
    reachable: 3,
  });
}

/** The start is a goal (and has moves). */
export function startIsGoal(): Graph {
  return makeGraph('start is goal', 3, [[0, 1], [1, 2], [2, 0]], 0, [0, 2], {
    fewestMoves: 0,
    cheapest: 0,
    cheapestCount: 1,
    simplePaths: 1,
    reachable: 3,
  }, { heuristic: () => 0, unitCosts: true });
}

/**
 * The fewest moves are not the cheapest: 0 -> 3 directly costs 10, the
 * three-move path 0 -> 1 -> 2 -> 3 costs 3 taking the 'fast' one of the
 * two parallel moves 0 -> 1 (the 'slow' one costs 5).
 */
export function weighted(): Graph {
  return makeGraph(
    'weighted',
    4,
    [[0, 3, 10, 'direct'], [0, 1, 5, 'slow'], [0, 1, 1, 'fast'], [1, 2, 1], [2, 3, 1], [3, 0, 1]],
    0,
    [3],
    { fewestMoves: 1, cheapest: 3, cheapestCount: 1, simplePaths: 3, reachable: 4 },
    { heuristic: (v) => [3, 2, 1, 0][v] },
  );
}

/**
 * An admissible heuristic that is not consistent: A* first reaches C (3)
 * through B at cost 4, expands it, and must reopen it when A brings it at
 * cost 2, or it returns the cost-7 path instead of the cost-5 one.
 * S=0, A=1, B=2, C=3, G=4.
 */
export function inconsistent(): Graph {
  const h = [0, 4, 0, 0, 0];
  return makeGraph(
    'inconsistent heuristic',
    5,
    [[0, 1, 1], [0, 2, 1], [1, 3, 1], [2, 3, 3], [3, 4, 3]],
    0,
    [4],
    { fewestMoves: 3, cheapest: 5, cheapestCount: 1, simplePaths: 2, reachable: 5 },
    { heuristic: (v) => h[v] },
  );
}

/**
 * Fractional costs (exact in binary): 0 -> 4 costs 2.5 in one move,
 * 0 -> 1 -> 2 -> 4 costs 1.875 and 0 -> 3 -> 4 costs 1.75, the cheapest. A
 * search that rounds its cost bound (IDA* stepping its bound by whole units)
 * takes the 1.875 path.
 */
export function fractional(): Graph {
  return makeGraph(
    'fractional costs',
    5,
    [[0, 4, 2.5, 'long'], [0, 1, 0.5], [1, 2, 0.5], [2, 4, 0.875], [0, 3, 1.5], [3, 4, 0.25]],
    0,
    [4],
    { fewestMoves: 1, cheapest: 1.75, cheapestCount: 1, simplePaths: 3, reachable: 5 },
  );
}

/** Cheapest-cost ties through different numbers of moves: 3 cheapest paths of cost 3. */
export function weightedTies(): Graph {
  return makeGraph(
    'weighted ties',
    4,
    [[0, 1, 2], [0, 2, 1], [2, 1, 1], [1, 3, 1], [0, 3, 3, 'a'], [0, 3, 4, 'b']],
    0,
    [3],
    { fewestMoves: 1, cheapest: 3, cheapestCount: 3, simplePaths: 4, reachable: 4 },
  );
}

/** Two goals in a row: 0 -> 1 (goal) -> 2 (goal), and 0 -> 3 -> 2. Paths end at their first goal. */
export function goalsInARow(): Graph {
  return makeGraph(
    'goals in a row',
    4,
    [[0, 1], [1, 2], [0, 3], [3, 2]],
    0,
    [1, 2],
    { fewestMoves: 1, cheapest: 1, cheapestCount: 1, simplePaths: 2, reachable: 4 },
    { unitCosts: true },
  );
}

/** Every edge i -> j with i < j on n nodes, from 0 to n - 1: 2^(n - 2) simple paths, one move at best. */
export function completeDag(n: number): Graph {
  const specs: EdgeSpec[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) specs.push([i, j]);
  return makeGraph(`complete DAG on ${n}`, n, specs, 0, [n - 1], {
    fewestMoves: 1,
    cheapest: 1,
    cheapestCount: 1,
    simplePaths: 2 ** (n - 2),
    reachable: n,
  }, { heuristic: (v) => (v === n - 1 ? 0 : 1), unitCosts: true });
}

/** Every edge i -> j with i != j on n nodes, from 0 to n - 1. */
export function completeDigraph(n: number): Graph {
  const specs: EdgeSpec[] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) specs.push([i, j]);
  // Simple paths: choose an ordered list of k of the n - 2 middle nodes.
  let paths = 0;
  let perm = 1;
  for (let k = 0; k <= n - 2; k++) {
    paths += perm;
    perm *= n - 2 - k;
  }
  return makeGraph(`complete digraph on ${n}`, n, specs, 0, [n - 1], {
    fewestMoves: 1,
    cheapest: 1,
    cheapestCount: 1,
    simplePaths: paths,
    reachable: n,
  }, { unitCosts: true });
}

/** Every small graph with a known answer, for tests that run them all. */
export function smallGraphs(): Graph[] {
  return [
    grid(4),
    diamondChain(5),
    diamondChain(4, { weighted: true }),
    ring(),
    disconnectedDag(),
    disconnectedCycle(),
    noGoal(),
    startIsGoal(),
    weighted(),
    inconsistent(),
    weightedTies(),
    fractional(),
    goalsInARow(),
    completeDag(6),
    completeDigraph(5),
  ];
}

// ---------------------------------------------------------------------------
// A big implicit graph

/**
 * A W x H lattice with moves in the four directions, from (0, 0), node
 * r * W + c, goal the far corner. Every one of its W * H states is reachable;
 * the far corner is W + H - 2 moves away; there are
 * min(d + 1, W, H, W + H - 1 - d) states at distance d.
 */
export function lattice(w: number, h: number, kind: CodecKind): SearchProblem<Node, string> {
  const scratch: Node = { id: -1 };
  const goal = w * h - 1;
  return {
    start: { id: 0 },
    codec: idCodec(kind),
    unitCosts: true,
    isGoal: (s) => s.id === goal,
    heuristic: (s) => (h - 1 - Math.floor(s.id / w)) + (w - 1 - (s.id % w)),
    successors(s, emit) {
      const id = s.id;
      const r = Math.floor(id / w);
      const c = id - r * w;
      if (c + 1 < w) { scratch.id = id + 1; emit(scratch, 'R'); }
      if (r + 1 < h) { scratch.id = id + w; emit(scratch, 'D'); }
      if (c > 0) { scratch.id = id - 1; emit(scratch, 'L'); }
      if (r > 0) { scratch.id = id - w; emit(scratch, 'U'); }
    },
  };
}

export function latticeLayer(w: number, h: number, d: number): number {
  if (d < 0 || d > w + h - 2) return 0;
  return Math.min(d + 1, w, h, w + h - 1 - d);
}

/**
 * A counter that never reaches its goal: n -> n + 1 and n -> 2n + 1
 * (float53 keys), an effectively infinite space for limit tests.
 */
export function endlessCounter(): SearchProblem<number, string> {
  return {
    start: 0,
    codec: { kind: 'float53', encode: (n) => n, decode: (k) => k },
    unitCosts: true,
    isGoal: () => false,
    heuristic: () => 0,
    successors(n, emit) {
      if (n + 1 < 2 ** 53) emit(n + 1, '+1');
      if (2 * n + 1 < 2 ** 53) emit(2 * n + 1, '*2+1');
    },
  };
}

// ---------------------------------------------------------------------------
// Brute-force oracles: plain recursion over the edge list, no engine code.

export interface BruteForce {
  fewestMoves: number | null;
  cheapest: number | null;
  cheapestCount: number;
  simplePaths: number;
  /** Every simple path (as node lists) from the start, ending at its first goal. */
  paths: number[][];
}

/**
 * Enumerates every move sequence from the start that never repeats a node
 * and stops at the first goal. With positive costs every cheapest (and every
 * shortest) path is such a sequence, so the minimum over them is the answer.
 * Exponential: small graphs only.
 */
export function bruteForce(graph: Graph): BruteForce {
  const adj = adjacency(graph);
  const goals = new Set(graph.goals);
  const result: BruteForce = { fewestMoves: null, cheapest: null, cheapestCount: 0, simplePaths: 0, paths: [] };
  const onPath = new Set<number>();
  const nodes: number[] = [];
  const visit = (v: number, moves: number, cost: number) => {
    nodes.push(v);
    if (goals.has(v)) {
      result.simplePaths++;
      if (result.paths.length < 10_000) result.paths.push([...nodes]);
      if (result.fewestMoves === null || moves < result.fewestMoves) result.fewestMoves = moves;
      if (result.cheapest === null || cost < result.cheapest) {
        result.cheapest = cost;
        result.cheapestCount = 1;
      } else if (cost === result.cheapest) {
        result.cheapestCount++;
      }
    } else {
      onPath.add(v);
      for (const e of adj[v]) if (!onPath.has(e.to)) visit(e.to, moves + 1, cost + e.cost);
      onPath.delete(v);
    }
    nodes.pop();
  };
  visit(graph.start, 0, 0);
  return result;
}

/** Fewest moves from the start to every node (null: unreachable), by a plain BFS. */
export function distances(graph: Graph): (number | null)[] {
  const adj = adjacency(graph);
  const dist: (number | null)[] = new Array(graph.size).fill(null);
  dist[graph.start] = 0;
  let frontier = [graph.start];
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const v of frontier) {
      for (const e of adj[v]) {
        if (dist[e.to] === null) {
          dist[e.to] = d;
          next.push(e.to);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/** Least cost from every node to a goal (Infinity: none), by Bellman-Ford on the reversed edges. */
export function costToGoal(graph: Graph): number[] {
  const cost = new Array<number>(graph.size).fill(Infinity);
  for (const g of graph.goals) cost[g] = 0;
  for (let round = 0; round < graph.size; round++) {
    for (const e of graph.edges) {
      if (cost[e.to] + e.cost < cost[e.from]) cost[e.from] = cost[e.to] + e.cost;
    }
  }
  return cost;
}
