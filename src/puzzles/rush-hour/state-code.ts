/**
 * A state's code is its position in the instance's own notation (the
 * database's characters, the instance's letters), so that it reads back as
 * the same instance's position: the same walls, and each piece on its own
 * line with its own length.
 */
import { PuzzleInputError } from '../puzzle.js';
import { isSquare, type RushInstance } from './board.js';
import { readBoard } from './code.js';
import { RUSH } from './messages.js';

/** Each piece's place in the position `code` writes; a bad code or another puzzle's position is refused. */
export function readPosition(instance: RushInstance, code: string): number[] {
  const board = readBoard(code, isSquare(instance) ? instance.width : undefined, RUSH.placeCode());
  if (board.width !== instance.width || board.height !== instance.height || board.walls.some((w, cell) => w !== instance.walls[cell])) {
    throw new PuzzleInputError(RUSH.stateWalls());
  }
  const sameLine = (a: RushInstance['pieces'][number], b: RushInstance['pieces'][number]) =>
    a.letter === b.letter && a.horizontal === b.horizontal && a.line === b.line && a.length === b.length;
  const missing = instance.pieces.find((p) => !board.pieces.some((q) => sameLine(p, q)));
  const extra = board.pieces.find((q) => !instance.pieces.some((p) => sameLine(p, q)));
  const wrong = missing ?? extra;
  if (wrong) throw new PuzzleInputError(RUSH.statePieces({ piece: wrong.letter }));
  return instance.pieces.map((p) => board.start[board.pieces.findIndex((q) => q.letter === p.letter)]);
}
