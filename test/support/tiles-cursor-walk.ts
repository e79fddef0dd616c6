/**
 * A random walk that checks a sliding-tiles tight cursor with unit steps
 * (the Manhattan and linear-conflict cursors) against the rule written out
 * in tileSlides and a distance the test computes its own way.
 */
import { expect } from 'vitest';
import { tileSlides } from './tile-slides.js';

/** What the walk asks of a cursor: the TightCursor members, unit steps included. */
export interface UnitTilesCursor {
  origin(): number;
  move(last: number, k: number): number;
  apply(move: number): number;
  undo(move: number): void;
  changeOf(move: number): number;
  applyUnit(move: number): void;
  undoUnit(move: number): void;
  enter?(): void;
  leave?(): void;
  heuristic(): number;
  moveOf(move: number): number;
  state(): number[];
}

/** A board `steps` random slides from `from` (a fixed seed, so the same each run). */
export function scrambledTiles(width: number, height: number, from: ArrayLike<number>, steps: number, seed: number): number[] {
  let board = Array.from(from);
  let x = seed;
  for (let i = 0; i < steps; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const slides = tileSlides(board, width, height);
    board = slides[(x >>> 16) % slides.length];
  }
  return board;
}

/** The moves the cursor offers after `last`, each with the board it leads to and back. */
function offered(cursor: UnitTilesCursor, last: number): { move: number; board: number[] }[] {
  const moves: { move: number; board: number[] }[] = [];
  for (let k = 0, move = cursor.move(last, 0); move >= 0; move = cursor.move(last, ++k)) {
    cursor.apply(move);
    moves.push({ move, board: cursor.state() });
    cursor.undo(move);
  }
  return moves;
}

const key = (board: readonly number[]) => board.join(',');

/**
 * `steps` random moves from where the cursor stands, applied and then with
 * unit steps, each checked: the moves offered against the rule (every slide
 * but the one back), the tile `moveOf` names, `changeOf` against `distance`,
 * the kept distance, the board; then every move undone, back to the start.
 * `changeOf` and the unit steps are called between `enter` and `leave`, as
 * IDA* calls them, and the rest outside, so that a cursor that keeps its
 * state elsewhere for a slice must carry it there and back at each.
 */
export function walkTilesCursor(cursor: UnitTilesCursor, width: number, height: number, distance: (board: readonly number[]) => number, steps: number): void {
  const start = cursor.state();
  expect(cursor.heuristic()).toBe(distance(start));
  let x = 7;
  // With apply and undo, the cursor keeps the distance; with unit steps, IDA* does.
  for (const unit of [false, true]) {
    let board = cursor.state();
    /** The board before the last move: the slide back to it is left out. */
    let before: number[] | null = null;
    let last = cursor.origin();
    let h = cursor.heuristic();
    const made: number[] = [];
    for (let step = 0; step < steps; step++) {
      const moves = offered(cursor, last);
      const slides = tileSlides(board, width, height).map(key);
      expect(moves.map((m) => key(m.board)).sort()).toEqual(slides.filter((slide) => before === null || slide !== key(before)).sort());
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const { move, board: next } = moves[(x >>> 16) % moves.length];
      const from = board.findIndex((tile, cell) => tile !== next[cell] && tile !== 0);
      expect(cursor.moveOf(move) >> 2).toBe(board[from]);
      const change = distance(next) - distance(board);
      cursor.enter?.();
      expect(cursor.changeOf(move)).toBe(change);
      if (unit) cursor.applyUnit(move);
      cursor.leave?.();
      if (!unit) cursor.apply(move);
      h += change;
      if (!unit) expect(cursor.heuristic()).toBe(h);
      expect(cursor.state()).toEqual(next);
      made.push(move);
      before = board;
      board = next;
      last = move;
    }
    if (unit) {
      cursor.enter?.();
      for (let i = made.length - 1; i >= 0; i--) cursor.undoUnit(made[i]);
      cursor.leave?.();
    } else {
      while (made.length) cursor.undo(made.pop()!);
    }
    expect(cursor.state()).toEqual(start);
    expect(cursor.heuristic()).toBe(distance(start));
  }
}
