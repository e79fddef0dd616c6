/** Plain SVG charts for the explore view: states per distance, and the state graph. */
import { formatCount, s } from './dom.js';
import type { StateGraph } from './worker/protocol.js';

/** A bar per distance from the start, with the count on hover. */
export function depthChart(counts: readonly number[], highlight: number | null): SVGSVGElement {
  const width = 560;
  const height = 180;
  const left = 44;
  const bottom = 22;
  const max = Math.max(1, ...counts);
  const barWidth = (width - left - 4) / Math.max(1, counts.length);
  const chart = s('svg', { viewBox: `0 0 ${width} ${height}`, class: 'chart', 'data-testid': 'depth-chart', role: 'img' });
  chart.append(
    s('line', { x1: left, y1: height - bottom, x2: width, y2: height - bottom, stroke: '#888' }),
    s('text', { x: left - 4, y: 10, 'text-anchor': 'end', 'font-size': 10 }, formatCount(max)),
    s('text', { x: left - 4, y: height - bottom, 'text-anchor': 'end', 'font-size': 10 }, '0'),
  );
  counts.forEach((count, d) => {
    const h = ((height - bottom - 14) * count) / max;
    const bar = s('rect', {
      x: left + d * barWidth + 0.5,
      y: height - bottom - h,
      width: Math.max(1, barWidth - 1),
      height: h,
      fill: d === highlight ? '#d9534f' : '#4a90d9',
      'data-depth': d,
    });
    bar.append(s('title', {}, `${d}: ${formatCount(count)}`));
    chart.append(bar);
    const every = Math.ceil(counts.length / 20);
    if (d % every === 0) chart.append(s('text', { x: left + (d + 0.5) * barWidth, y: height - 8, 'text-anchor': 'middle', 'font-size': 9 }, String(d)));
  });
  return chart;
}

/**
 * The state graph in layers: one column per distance from the start, the
 * states of a layer stacked, moves as lines, the solution path in red and
 * goals ringed. `onNode` is called with a node's index when it is clicked.
 */
export function stateGraph(graph: StateGraph, onNode: (index: number) => void): SVGSVGElement {
  const layers: number[][] = [];
  graph.nodes.forEach((node, i) => (layers[node.depth] ??= []).push(i));
  // Order each layer by distance to the goal, so the way down is visible.
  for (const layer of layers) layer?.sort((a, b) => graph.nodes[a].distance - graph.nodes[b].distance);
  const tallest = Math.max(1, ...layers.map((l) => l?.length ?? 0));
  const gapX = 40;
  const gapY = Math.max(3, Math.min(24, 900 / tallest));
  const width = Math.max(200, layers.length * gapX + 40);
  const height = tallest * gapY + 40;
  const position: { x: number; y: number }[] = [];
  layers.forEach((layer, d) =>
    layer?.forEach((index, k) => {
      position[index] = { x: 20 + d * gapX, y: 20 + (k + 0.5) * gapY + ((tallest - layer.length) * gapY) / 2 };
    }),
  );
  const onPath = new Set<string>();
  for (let k = 1; k < graph.path.length; k++) onPath.add(`${graph.path[k - 1]}>${graph.path[k]}`);
  const pathNodes = new Set(graph.path);
  const chart = s('svg', { viewBox: `0 0 ${width} ${height}`, class: 'graph', 'data-testid': 'state-graph', role: 'img' });
  const r = Math.max(1.5, Math.min(6, gapY / 3));
  const plain = s('g', { stroke: '#bbb', 'stroke-width': 0.6 });
  const highlighted = s('g', { stroke: '#d9534f', 'stroke-width': 2.5 });
  // One line a pair of states, whichever ways the moves between them go; red when the path takes it.
  const drawn = new Set<string>();
  for (const [a, b] of graph.edges) {
    const pair = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (drawn.has(pair)) continue;
    drawn.add(pair);
    const line = s('line', { x1: position[a].x, y1: position[a].y, x2: position[b].x, y2: position[b].y });
    (onPath.has(`${a}>${b}`) || onPath.has(`${b}>${a}`) ? highlighted : plain).append(line);
  }
  chart.append(plain, highlighted);
  graph.nodes.forEach((node, i) => {
    const goal = node.distance === 0;
    const circle = s('circle', {
      cx: position[i].x,
      cy: position[i].y,
      r,
      fill: pathNodes.has(i) ? '#d9534f' : Number.isFinite(node.distance) ? '#4a90d9' : '#999',
      stroke: goal ? '#2e7d32' : 'none',
      'stroke-width': goal ? 2 : 0,
      class: 'node',
      'data-node': i,
      onclick: () => onNode(i),
    });
    circle.append(s('title', {}, `${node.code} · start +${node.depth} · goal −${Number.isFinite(node.distance) ? node.distance : '∞'}`));
    chart.append(circle);
  });
  return chart;
}

/**
 * The distance to solved after each move played, as a line (GamesmanUni's
 * "visual value history"): a move that took the player further shows as a
 * rise. Unknown distances (null) leave a gap.
 */
export function distanceLine(distances: readonly (number | null)[]): SVGSVGElement {
  const width = 560;
  const height = 120;
  const left = 34;
  const bottom = 18;
  const finite = distances.filter((d): d is number => d !== null && Number.isFinite(d));
  const max = Math.max(1, ...finite);
  const step = (width - left - 8) / Math.max(1, distances.length - 1);
  const x = (i: number) => left + i * step;
  const y = (d: number) => height - bottom - ((height - bottom - 10) * d) / max;
  const chart = s('svg', { viewBox: `0 0 ${width} ${height}`, class: 'chart', 'data-testid': 'distance-chart', role: 'img' });
  chart.append(
    s('line', { x1: left, y1: height - bottom, x2: width, y2: height - bottom, stroke: '#888' }),
    s('text', { x: left - 4, y: 12, 'text-anchor': 'end', 'font-size': 10 }, String(max)),
    s('text', { x: left - 4, y: height - bottom, 'text-anchor': 'end', 'font-size': 10 }, '0'),
  );
  let path = '';
  distances.forEach((d, i) => {
    if (d === null || !Number.isFinite(d)) {
      path += ' ';
      return;
    }
    path += `${path === '' || path.endsWith(' ') ? 'M' : 'L'}${x(i).toFixed(1)},${y(d).toFixed(1)}`;
    const dot = s('circle', { cx: x(i), cy: y(d), r: 3, fill: i > 0 && d > (distances[i - 1] ?? d) ? '#d9534f' : '#4a90d9', 'data-move': i });
    dot.append(s('title', {}, `${i}: ${d}`));
    chart.append(dot);
  });
  chart.prepend(s('path', { d: path.trim(), fill: 'none', stroke: '#4a90d9', 'stroke-width': 2 }));
  return chart;
}
