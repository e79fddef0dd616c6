/** A line of coins as text for a terminal and as shapes for a graphical front end. */
import type { Drawing, Shape } from '../drawing.js';

/** The line as the state code shows it, `AB..ABA`; in colour, A gold and B silver. */
export function renderLine(line: string, color: boolean): string {
  if (!color) return line;
  return [...line].map((ch) => (ch === 'A' ? `\x1b[33mA\x1b[0m` : ch === 'B' ? `\x1b[37mB\x1b[0m` : ch)).join('');
}

/**
 * One shape a coin, with ids by face and rank from the left (`coin-A1`,
 * `coin-B2`): coins of one face look alike and the state does not tell
 * them apart, so when a pair jumps over a coin of its own face a front end
 * that animates by id sees two of them trade places.
 */
export function drawLine(line: string): Drawing {
  const shapes: Shape[] = [{ kind: 'line', x1: 0, y1: 1.05, x2: line.length, y2: 1.05, stroke: '#999999', width: 0.05 }];
  const rank = { A: 0, B: 0 };
  [...line].forEach((ch, i) => {
    if (ch !== 'A' && ch !== 'B') return;
    rank[ch]++;
    shapes.push({ kind: 'rect', id: `coin-${ch}${rank[ch]}`, x: i + 0.1, y: 0.15, w: 0.8, h: 0.8, fill: ch === 'A' ? '#e6b422' : '#c0c0c8', stroke: '#555555', label: ch });
  });
  return { width: line.length, height: 1.2, shapes };
}
