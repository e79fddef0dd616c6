/** Plain SVG charts: states per distance from the start (Explore), the distance to solved over the moves played (Play). */
import { formatCount, s } from './dom.js';

/** A bar per distance from the start, with the count on hover. */
export function depthChart(counts: readonly number[], highlight: number | null): SVGSVGElement {
  const width = 560;
  const height = 180;
  const left = 44;
  const bottom = 22;
  // A fold, not a spread: a space 125,000 or more moves deep would overflow the stack.
  const max = counts.reduce((a, b) => Math.max(a, b), 1);
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
  const max = finite.reduce((a, b) => Math.max(a, b), 1);
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
