/** A Sokoban position as XSB text for a terminal and as shapes for a graphical front end. */
import type { Drawing, Shape } from '../drawing.js';
import type { SokobanLevel } from './level.js';
import { boxesOf, playerOf, type SokobanState } from './state.js';
import { positionRows } from './xsb.js';

const COLORS: Readonly<Record<string, string>> = { '#': '\x1b[90m', $: '\x1b[33m', '*': '\x1b[32m', '@': '\x1b[1;36m', '+': '\x1b[1;36m', '.': '\x1b[31m' };

export function renderLevel(level: SokobanLevel, state: SokobanState, color = false): string {
  const rows = positionRows(level, boxesOf(state), playerOf(state));
  if (!color) return rows.join('\n');
  return rows.map((row) => [...row].map((ch) => (COLORS[ch] ? `${COLORS[ch]}${ch}\x1b[0m` : ch)).join('')).join('\n');
}

/** The colours of a level's squares and pieces (the editor draws with them too). */
export const WALL_FILL = '#6b5b4b';
export const WALL_STROKE = '#4a3f34';
export const FLOOR_FILL = '#f1ead8';
export const GOAL_FILL = '#d9534f';
export const BOX_FILL = '#c8892e';
export const BOX_ON_GOAL_FILL = '#5cb85c';
export const BOX_STROKE = '#5a3d12';
export const PLAYER_FILL = '#337ab7';
export const PLAYER_STROKE = '#1d4a72';

/** The shape id of the `index`-th box (from 0) in reading order, as `drawLevel` names it. */
export const boxShapeId = (index: number): string => `box-${index + 1}`;

/** One square a unit: walls, goals (small discs under the boxes), boxes (id `box-N` in reading order) and the player (id `player`). */
export function drawLevel(level: SokobanLevel, state: SokobanState): Drawing {
  const { rows, cols } = level;
  const shapes: Shape[] = [];
  for (let cell = 0; cell < rows * cols; cell++) {
    const x = cell % cols;
    const y = Math.floor(cell / cols);
    if (level.walls[cell]) shapes.push({ kind: 'rect', x, y, w: 1, h: 1, fill: WALL_FILL, stroke: WALL_STROKE });
    else if (level.squareOf[cell] >= 0) shapes.push({ kind: 'rect', x, y, w: 1, h: 1, fill: FLOOR_FILL });
    if (level.squareOf[cell] >= 0 && level.goalCells[cell]) shapes.push({ kind: 'ellipse', x: x + 0.3, y: y + 0.3, w: 0.4, h: 0.4, fill: GOAL_FILL });
  }
  for (const cell of level.fixedBoxCells) {
    shapes.push({ kind: 'rect', x: (cell % cols) + 0.1, y: Math.floor(cell / cols) + 0.1, w: 0.8, h: 0.8, fill: BOX_ON_GOAL_FILL, stroke: BOX_STROKE });
  }
  boxesOf(state).forEach((square, i) => {
    const cell = level.cellOf[square];
    const onGoal = level.goal[square] === 1;
    shapes.push({ kind: 'rect', id: boxShapeId(i), x: (cell % cols) + 0.1, y: Math.floor(cell / cols) + 0.1, w: 0.8, h: 0.8, fill: onGoal ? BOX_ON_GOAL_FILL : BOX_FILL, stroke: BOX_STROKE });
  });
  const player = level.cellOf[playerOf(state)];
  shapes.push({ kind: 'ellipse', id: 'player', x: (player % cols) + 0.15, y: Math.floor(player / cols) + 0.15, w: 0.7, h: 0.7, fill: PLAYER_FILL, stroke: PLAYER_STROKE });
  return { width: cols, height: rows, shapes };
}
