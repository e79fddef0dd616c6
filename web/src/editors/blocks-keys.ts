/**
 * The Klotski grid by keyboard: a cursor cell moved by the arrow keys, Enter
 * or Space to use the selected tool there, Delete or Backspace to empty the
 * cell, Escape to let go. Moving a piece is pick up, arrows, put down;
 * drawing one is first corner, arrows, opposite corner (the pointer's drag,
 * in keys); the backend's model says what each tool does to the grid.
 * Plain data and a pure function, no DOM, so it is tested on its own; the
 * editor turns `Pressed.note` into words.
 */
import type { BlocksGrid, BlocksGridModel } from '../../../src/puzzles/editor-model.js';

export type Tool = 'move' | 'draw' | 'wall' | 'erase';

export interface KeyCursor {
  row: number;
  col: number;
  /** The piece picked up with the move tool: the arrows move it. */
  held: string | null;
  /** The first corner of a new piece, chosen with the draw tool. */
  corner: { row: number; col: number } | null;
}

/** What a key did: nothing (the key is the page's), or it was used; `note` says why it changed nothing. */
export type Pressed = { used: false } | { used: true; note?: 'blocked' | 'notEmpty' };

const STEPS: Readonly<Record<string, readonly [number, number]>> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export function newCursor(): KeyCursor {
  return { row: 0, col: 0, held: null, corner: null };
}

/** Keeps the cursor on the board after a resize, and forgets what it held. */
export function fitCursor(cursor: KeyCursor, grid: BlocksGrid): void {
  cursor.row = Math.min(cursor.row, grid.height - 1);
  cursor.col = Math.min(cursor.col, grid.width - 1);
  letGo(cursor);
}

export function letGo(cursor: KeyCursor): void {
  cursor.held = null;
  cursor.corner = null;
}

/** Does what `key` (a KeyboardEvent.key) means with `tool` at the cursor, changing the grid and the cursor. */
export function pressKey(model: BlocksGridModel, grid: BlocksGrid, cursor: KeyCursor, tool: Tool, key: string): Pressed {
  const step = STEPS[key];
  if (step) {
    const [dr, dc] = step;
    if (cursor.held) {
      // The cursor rides with the piece it holds.
      if (!model.movePiece(grid, cursor.held, dr, dc)) return { used: true, note: 'blocked' };
    } else if (cursor.row + dr < 0 || cursor.col + dc < 0 || cursor.row + dr >= grid.height || cursor.col + dc >= grid.width) {
      return { used: true };
    }
    cursor.row += dr;
    cursor.col += dc;
    return { used: true };
  }
  if (key === 'Enter' || key === ' ') return useTool(model, grid, cursor, tool);
  if (key === 'Delete' || key === 'Backspace') {
    letGo(cursor);
    model.eraseAt(grid, cursor.row, cursor.col);
    return { used: true };
  }
  if (key === 'Escape' && (cursor.held || cursor.corner)) {
    letGo(cursor);
    return { used: true };
  }
  return { used: false };
}

function useTool(model: BlocksGridModel, grid: BlocksGrid, cursor: KeyCursor, tool: Tool): Pressed {
  const { row, col } = cursor;
  const cell = grid.cells[row][col];
  if (tool === 'move') {
    if (cursor.held) cursor.held = null;
    else if (model.isPiece(cell)) cursor.held = cell;
  } else if (tool === 'draw') {
    if (!cursor.corner) {
      if (cell !== model.empty) return { used: true, note: 'notEmpty' };
      cursor.corner = { row, col };
    } else {
      const added = model.addPiece(grid, cursor.corner.row, cursor.corner.col, row, col);
      cursor.corner = null;
      if (!added) return { used: true, note: 'notEmpty' };
    }
  } else if (tool === 'wall') model.toggleWall(grid, row, col);
  else model.eraseAt(grid, row, col);
  return { used: true };
}
