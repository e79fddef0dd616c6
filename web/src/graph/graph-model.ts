/**
 * The explored state graph as a graphology graph that sigma draws: one node a
 * state (graph-nodes.ts), one edge a pair of states joined by a move either
 * way (the solution's moves in red, drawn on top).
 */
import Graph from 'graphology';
import type { StateGraph } from '../worker/protocol.js';
import { GRAPH_COLOURS, nodeAttributes, type EdgeAttributes, type NodeAttributes } from './graph-nodes.js';

export { distanceColour, GRAPH_COLOURS, LABEL_SETTINGS, layeredPositions, maxDistance, type EdgeAttributes, type NodeAttributes } from './graph-nodes.js';

/** `startLabel`: the start's name where the pointer rests on it ("Start position: 1A9BF0C00"). */
export function buildGraph(graph: StateGraph, startLabel: string): Graph<NodeAttributes, EdgeAttributes> {
  const g = new Graph<NodeAttributes, EdgeAttributes>({ type: 'undirected', multi: false, allowSelfLoops: false });
  nodeAttributes(graph, startLabel).forEach((attributes, i) => g.addNode(String(i), attributes));
  for (const [a, b] of graph.edges) if (!g.hasEdge(String(a), String(b))) g.addEdge(String(a), String(b), { size: 0.5, color: GRAPH_COLOURS.edge, zIndex: 0 });
  for (let k = 1; k < graph.path.length; k++) {
    const edge = g.edge(String(graph.path[k - 1]), String(graph.path[k]));
    if (edge !== undefined) g.mergeEdgeAttributes(edge, { size: 2.5, color: GRAPH_COLOURS.solution, zIndex: 1 });
  }
  return g;
}
