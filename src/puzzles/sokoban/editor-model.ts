/**
 * Sokoban's editor model ('paint-grid', editor-models/paint-grid.ts): XSB
 * rows painted with walls, floor, boxes, goals and the player. A box, a
 * goal or the player is laid on a cell or taken off it (a box keeps the
 * goal under it); the level's checks (one player, as many goals as boxes,
 * a closed board) are the parser's, run by the front end as the person paints.
 */
import type { PaintGridModel } from '../editor-model.js';
import type { Drawing, Shape } from '../drawing.js';
import type { SokobanLevel } from './level.js';
import { SOKOBAN } from './messages.js';
import { MAX_SIDE, positionRows, xsbRows } from './xsb.js';
import { WALL_FILL, WALL_STROKE, FLOOR_FILL, GOAL_FILL, BOX_FILL, BOX_ON_GOAL_FILL, BOX_STROKE, PLAYER_FILL, PLAYER_STROKE } from './render.js';

/** Each character as what stands on it. */
interface Square {
  wall: boolean;
  goal: boolean;
  box: boolean;
  player: boolean;
}

function squareOf(ch: string): Square {
  return { wall: ch === '#', goal: ch === '.' || ch === '*' || ch === '+', box: ch === '$' || ch === '*', player: ch === '@' || ch === '+' };
}

function charOf(s: Square): string {
  if (s.wall) return '#';
  if (s.box) return s.goal ? '*' : '$';
  if (s.player) return s.goal ? '+' : '@';
  return s.goal ? '.' : ' ';
}

const NOTHING: Square = { wall: false, goal: false, box: false, player: false };

/** What each tool does to a square: a wall or floor replaces it; a box, goal or player is laid there or taken off. */
function painted(s: Square, tool: string): Square {
  const open = s.wall ? NOTHING : s;
  switch (tool) {
    case 'wall':
      return { ...NOTHING, wall: true };
    case 'floor':
      return NOTHING;
    case 'box':
      return { ...open, box: !s.box, player: false };
    case 'goal':
      return { ...open, goal: !s.goal };
    case 'player':
      return { ...open, player: !s.player, box: false };
    default:
      return s;
  }
}

function padded(rows: readonly string[]): string[] {
  const width = Math.max(1, ...rows.map((r) => r.length));
  return rows.map((r) => r.padEnd(width, ' '));
}

function drawRows(rows: readonly string[]): Drawing {
  const shapes: Shape[] = [];
  const width = Math.max(1, ...rows.map((r) => r.length));
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const s = squareOf(ch === '-' || ch === '_' ? ' ' : ch);
      shapes.push(s.wall ? { kind: 'rect', x, y, w: 1, h: 1, fill: WALL_FILL, stroke: WALL_STROKE } : { kind: 'rect', x, y, w: 1, h: 1, fill: FLOOR_FILL });
      if (s.goal) shapes.push({ kind: 'ellipse', x: x + 0.3, y: y + 0.3, w: 0.4, h: 0.4, fill: GOAL_FILL });
      if (s.box) shapes.push({ kind: 'rect', x: x + 0.1, y: y + 0.1, w: 0.8, h: 0.8, fill: s.goal ? BOX_ON_GOAL_FILL : BOX_FILL, stroke: BOX_STROKE });
      if (s.player) shapes.push({ kind: 'ellipse', x: x + 0.15, y: y + 0.15, w: 0.7, h: 0.7, fill: PLAYER_FILL, stroke: PLAYER_STROKE });
    }),
  );
  return { width, height: Math.max(1, rows.length), shapes };
}

export const SOKOBAN_EDITOR: PaintGridModel<SokobanLevel> = {
  kind: 'paint-grid',
  tools: [
    { key: 'wall', words: SOKOBAN.toolWall() },
    { key: 'floor', words: SOKOBAN.toolFloor() },
    { key: 'box', words: SOKOBAN.toolBox() },
    { key: 'goal', words: SOKOBAN.toolGoal() },
    { key: 'player', words: SOKOBAN.toolPlayer() },
  ],
  maxSide: MAX_SIDE,
  blank: ' ',
  starter: () => padded(['#######', '#     #', '# @$. #', '#     #', '#######']),
  read: (text) => {
    try {
      const rows = xsbRows(text, { where: SOKOBAN.placeInstanceCode() });
      return rows.length > 0 ? padded(rows.map((r) => r.replace(/[-_]/g, ' '))) : null;
    } catch {
      return null;
    }
  },
  fromInstance: (level) => padded(positionRows(level, level.boxes, level.player)),
  paint: (cell, tool) => charOf(painted(squareOf(cell), tool)),
  text: (rows) => rows.map((r) => r.replace(/\s+$/, '')).join('\n'),
  draw: drawRows,
};
