/** Sliding-block layouts as text for a terminal and as shapes for a graphical front end. */
import { render } from '../../i18n/index.js';
import type { Lang } from '../lang.js';
import { BLOCKS } from './messages.js';
import type { Drawing, Shape } from '../drawing.js';
import type { BlocksInstance } from './board.js';
import { placementRows, type Placement } from './placement.js';

/** One line a row: letters for pieces, "." empty, "#" wall; the target piece in colour. */
export function renderBlocks(instance: BlocksInstance, placement: Placement, color = false): string {
  const rows = placementRows(instance, placement);
  if (!color) return rows.join('\n');
  const target = instance.pieces[instance.goal.piece].letter;
  return rows.map((row) => [...row].map((ch) => (ch === target ? `\x1b[1;31m${ch}\x1b[0m` : ch === '#' ? `\x1b[2m${ch}\x1b[0m` : ch)).join('')).join('\n');
}

/** Board, walls, the goal's outline, and one rect a piece (id `piece-<letter>`, so a front end can animate it). */
export function drawBlocks(instance: BlocksInstance, placement: Placement): Drawing {
  const { width, height } = instance;
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, fill: '#3b3b45' }];
  instance.walls.forEach((w, cell) => {
    if (w) shapes.push({ kind: 'rect', x: cell % width, y: Math.floor(cell / width), w: 1, h: 1, fill: '#1c1c22' });
  });
  const target = instance.pieces[instance.goal.piece];
  const goal = instance.goal.cell;
  // The goal's outline a little inside its cells: a stroke on the board's edge would spill past the frame.
  shapes.push({ kind: 'rect', x: (goal % width) + 0.03, y: Math.floor(goal / width) + 0.03, w: target.cols - 0.06, h: target.rows - 0.06, stroke: '#e05a47' });
  instance.pieces.forEach((p, i) => {
    const cell = placement[i];
    const isTarget = i === instance.goal.piece;
    shapes.push({
      kind: 'rect',
      id: `piece-${p.letter}`,
      x: (cell % width) + 0.05,
      y: Math.floor(cell / width) + 0.05,
      w: p.cols - 0.1,
      h: p.rows - 0.1,
      fill: isTarget ? '#e05a47' : p.rows * p.cols === 1 ? '#e8e0cc' : '#c9a86a',
      stroke: '#5a4a2a',
      label: p.letter,
    });
  });
  return { width, height, shapes };
}

/** What the letters mean: which piece must reach the goal, and which way limited pieces move. */
export function blocksLegend(instance: BlocksInstance, lang: Lang = 'en'): string {
  const target = instance.pieces[instance.goal.piece];
  const [row, col] = [Math.floor(instance.goal.cell / instance.width), instance.goal.cell % instance.width];
  const lines = [BLOCKS.legendTarget({ piece: target.letter, standard: instance.standard ? 'yes' : 'no', row: row + 1, col: col + 1 })];
  const along = (limit: string) => instance.pieces.filter((p) => p.limit === limit).map((p) => p.letter).join(' ');
  if (along('horizontal')) lines.push(BLOCKS.legendRowOnly({ pieces: along('horizontal') }));
  if (along('vertical')) lines.push(BLOCKS.legendColumnOnly({ pieces: along('vertical') }));
  return render(lines.reduce((first, then) => BLOCKS.legendNext({ first, then })), lang);
}
