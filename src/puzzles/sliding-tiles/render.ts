/** A sliding-tiles board as text (the blank as ".") and as a drawing (tiles at home in gold). */
import type { Drawing, Shape } from '../drawing.js';
import type { TilesInstance } from './board.js';

export function renderTiles(instance: TilesInstance, cells: Uint8Array): string {
  const widest = String(cells.length - 1).length;
  const rows: string[] = [];
  for (let r = 0; r < instance.height; r++) {
    const row = Array.from(cells.subarray(r * instance.width, (r + 1) * instance.width), (t) =>
      (t === 0 ? '.' : String(t)).padStart(widest),
    );
    rows.push(row.join(' '));
  }
  return rows.join('\n');
}

export function drawTiles(instance: TilesInstance, cells: Uint8Array): Drawing {
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: instance.width, h: instance.height, fill: '#3b3b45' }];
  cells.forEach((tile, i) => {
    if (tile === 0) return;
    const x = i % instance.width;
    const y = Math.floor(i / instance.width);
    const home = instance.goal[i] === tile;
    shapes.push({ kind: 'rect', id: `tile-${tile}`, x: x + 0.04, y: y + 0.04, w: 0.92, h: 0.92, fill: home ? '#f2c14e' : '#e8e0cc', stroke: '#5a4a2a', label: String(tile) });
  });
  return { width: instance.width, height: instance.height, shapes };
}
