/** Sliding-block layouts as text for a terminal and as shapes for a graphical front end. */
import type { Lang } from '../lang.js';
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
  shapes.push({ kind: 'rect', x: goal % width, y: Math.floor(goal / width), w: target.cols, h: target.rows, stroke: '#e05a47' });
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
  if (lang === 'zh') return blocksLegendZh(instance, target.letter, row, col);
  const who = instance.standard ? `${target.letter} is 曹操, the 2x2 block` : `${target.letter} is the piece`;
  const lines = [`${who} to bring to row ${row + 1}, column ${col + 1} (its top-left cell); "." is empty, "#" a wall`];
  const limited = instance.pieces.filter((p) => p.limit !== 'any');
  const along = (limit: string) => limited.filter((p) => p.limit === limit).map((p) => p.letter).join(' ');
  if (along('horizontal')) lines.push(`${along('horizontal')} move only along their row`);
  if (along('vertical')) lines.push(`${along('vertical')} move only along their column`);
  return lines.join('; ');
}

function blocksLegendZh(instance: BlocksInstance, letter: string, row: number, col: number): string {
  const who = instance.standard ? `${letter} 是曹操（2x2 的方块）` : `${letter} 是目标棋子`;
  const lines = [`${who}，要移到第 ${row + 1} 行第 ${col + 1} 列（以左上角为准）；"." 是空格，"#" 是墙`];
  const along = (limit: string) => instance.pieces.filter((p) => p.limit === limit).map((p) => p.letter).join(' ');
  if (along('horizontal')) lines.push(`${along('horizontal')} 只能横着走`);
  if (along('vertical')) lines.push(`${along('vertical')} 只能竖着走`);
  return lines.join('；');
}
