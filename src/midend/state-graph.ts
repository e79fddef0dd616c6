/**
 * The state graph of a small space, as plain data a front end can draw or
 * write to a file: every reachable state by its code, every move between
 * two of them, and one shortest solution through it. Built from a complete
 * distance map (engine/distances.ts), so the distances come for free.
 */
import type { DistanceMap } from '../engine/distances.js';

export interface StateGraph {
  /** Node i: its state code, fewest moves from the start, least cost to a goal (Infinity when none is reachable). Node 0 is the start. */
  nodes: { code: string; depth: number; distance: number }[];
  /** Every move: from, to (node indices) and its cost; moves from a state to itself are left out. */
  edges: [number, number, number][];
  /** Node indices of one shortest solution, start first (empty when none). */
  path: number[];
}

/** The graph of the space a complete distance map covers; `codeOf` gives a state's code. */
export function stateGraphOf<S>(map: DistanceMap<S>, codeOf: (state: S) => string): StateGraph {
  const nodes: StateGraph['nodes'] = [];
  const edges: StateGraph['edges'] = [];
  for (let i = 0; i < map.reachableStates; i++) {
    nodes.push({ code: codeOf(map.state(i)), depth: map.depthAt(i), distance: map.distanceAt(i) });
    map.forEachEdge(i, (target, cost) => {
      if (target !== i) edges.push([i, target, cost]);
    });
  }
  return { nodes, edges, path: shortestPath(map) };
}

/** From the start, follow a move that keeps the rest optimal until a goal. */
function shortestPath<S>(map: DistanceMap<S>): number[] {
  const path: number[] = [];
  if (map.reachableStates === 0 || !Number.isFinite(map.distanceAt(0))) return path;
  for (let at = 0; ; ) {
    path.push(at);
    if (map.distanceAt(at) === 0) break;
    let next = -1;
    map.forEachEdge(at, (target, cost) => {
      if (next < 0 && target !== at && sameCost(map.distanceAt(target) + cost, map.distanceAt(at))) next = target;
    });
    if (next < 0) break;
    at = next;
  }
  return path;
}

/** Equal up to rounding: weighted costs may be fractions. */
function sameCost(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
}
