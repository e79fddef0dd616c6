/**
 * The explored state graph's nodes as sigma draws them, without graphology
 * (graph-model.ts puts them in a graph): each state's colour by its distance
 * to solved, the start and the goals marked, the shortest solution's states a
 * little larger, placed at first in layers by moves from the start; and how
 * their names are drawn.
 */
import type { StateGraph } from '../worker/protocol.js';

export interface NodeAttributes {
  x: number;
  y: number;
  size: number;
  color: string;
  label: string;
  zIndex: number;
  /** The StateGraph node index. */
  index: number;
}

export interface EdgeAttributes {
  size: number;
  color: string;
  zIndex: number;
}

/** What the legend explains. */
export const GRAPH_COLOURS = {
  start: '#111111',
  goal: '#1b9e3b',
  solution: '#d9534f',
  noGoal: '#b0b0b0',
  edge: '#c8ccd4',
  /** Distance to solved, from one move away (light) to the farthest (dark): one hue, so it reads as "more", and apart from the green goals and the red path. */
  distance: ['#a6cee3', '#6baed6', '#3182bd', '#1c5a99', '#08306b'],
} as const;

/** The colour of a distance to solved, 1..max, along the ramp. */
export function distanceColour(distance: number, max: number): string {
  const ramp = GRAPH_COLOURS.distance;
  const t = max <= 1 ? 0 : Math.min(1, (distance - 1) / (max - 1));
  const at = t * (ramp.length - 1);
  const k = Math.min(ramp.length - 2, Math.floor(at));
  return mix(ramp[k], ramp[k + 1], at - k);
}

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

/** The largest finite distance to solved in the graph. */
export function maxDistance(graph: StateGraph): number {
  let max = 0;
  for (const node of graph.nodes) if (Number.isFinite(node.distance) && node.distance > max) max = node.distance;
  return max;
}

/**
 * How sigma draws the states' names: not on the canvas. A state's code is
 * as long as its board (a river crossing's names everyone on each bank), so
 * on a small graph, where every dot is big enough for its label, the labels
 * ran off the canvas and over one another and over the dots; the start's,
 * always drawn, covered its neighbours. A state's code and board show where
 * the pointer rests (or a finger taps), and the legend gives the start's.
 */
export const LABEL_SETTINGS = { renderLabels: false } as const;

/** Each state's attributes, in the order of `graph.nodes`; `startLabel` names the start where the pointer rests on it ("Start position: 1A9BF0C00"). */
export function nodeAttributes(graph: StateGraph, startLabel: string): NodeAttributes[] {
  const max = maxDistance(graph);
  const onPath = new Set(graph.path);
  // Small graphs get big dots; tens of thousands of states get specks that zooming enlarges.
  const size = Math.max(1.5, Math.min(8, 60 / Math.sqrt(graph.nodes.length)));
  const layers = layeredPositions(graph);
  return graph.nodes.map((node, i) => {
    const goal = node.distance === 0;
    const colour = i === 0 ? GRAPH_COLOURS.start : goal ? GRAPH_COLOURS.goal : Number.isFinite(node.distance) ? distanceColour(node.distance, max) : GRAPH_COLOURS.noGoal;
    return {
      ...layers[i],
      size: size * (i === 0 ? 2.2 : goal ? 1.7 : onPath.has(i) ? 1.4 : 1),
      color: colour,
      label: i === 0 ? startLabel : node.code,
      zIndex: i === 0 || goal ? 3 : onPath.has(i) ? 2 : 1,
      index: i,
    };
  });
}

/**
 * One column per number of moves from the start, each column's states
 * stacked, ordered by distance to solved so the way down shows: a layout
 * that explains at once, and the seed the force layout starts from.
 */
export function layeredPositions(graph: StateGraph): { x: number; y: number }[] {
  const layers: number[][] = [];
  graph.nodes.forEach((node, i) => (layers[node.depth] ??= []).push(i));
  for (const layer of layers) layer?.sort((a, b) => graph.nodes[a].distance - graph.nodes[b].distance);
  const tallest = Math.max(1, ...layers.map((l) => l?.length ?? 0));
  // As wide as tall overall, whatever the number of layers.
  const gapX = Math.max(1, tallest / Math.max(1, layers.length));
  const positions: { x: number; y: number }[] = [];
  layers.forEach((layer, d) =>
    layer?.forEach((index, k) => {
      positions[index] = { x: d * gapX, y: k - (layer.length - 1) / 2 };
    }),
  );
  return positions;
}
