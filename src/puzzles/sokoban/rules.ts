/**
 * The rules of a move, written on plain lists of squares apart from the
 * successor functions in problem.ts, so that replaying a solution checks
 * them: the player walks through free squares, and a push moves one box one
 * square onto a free square, the player standing behind it.
 */
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { cellName, NONE, type SokobanLevel } from './level.js';
import { SOKOBAN } from './messages.js';
import { stepDir, stepPushes, type SokobanMove } from './moves.js';

export interface Position {
  boxes: Set<number>;
  player: number;
}

/** Whether the player can walk from `from` to `to` without pushing. */
export function canWalk(level: SokobanLevel, boxes: ReadonlySet<number>, from: number, to: number): boolean {
  if (boxes.has(to)) return false;
  const seen = new Set([from]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i];
    if (s === to) return true;
    for (let d = 0; d < 4; d++) {
      const n = level.neighbour[s * 4 + d];
      if (n !== NONE && !boxes.has(n) && !seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return false;
}

/** A push (push metric): the box on `box` one square in `dir`, after a walk to the square behind it. */
export function applyPush(level: SokobanLevel, position: Position, box: number, dir: number): Position | IllegalMove {
  if (box < 0 || box >= level.size || !position.boxes.has(box)) {
    const cell = box >= 0 && box < level.size ? cellName(level, box) : { row: 0, col: 0 };
    return refusal(SOKOBAN.noBoxThere(cell));
  }
  const to = level.neighbour[box * 4 + dir];
  if (to === NONE || position.boxes.has(to)) {
    const cell = to === NONE ? cellBeyond(level, box, dir) : cellName(level, to);
    return refusal(SOKOBAN.blocked(cell));
  }
  const from = level.neighbour[box * 4 + (dir ^ 1)];
  if (from === NONE || !canWalk(level, position.boxes, position.player, from)) {
    return refusal(SOKOBAN.cannotReach(from === NONE ? cellBeyond(level, box, dir ^ 1) : cellName(level, from)));
  }
  const boxes = new Set(position.boxes);
  boxes.delete(box);
  boxes.add(to);
  return { boxes, player: box };
}

/** A step (move metric), pushing a box when the move says so, as LURD's upper case does. */
export function applyStep(level: SokobanLevel, position: Position, move: SokobanMove): Position | IllegalMove {
  const dir = stepDir(move);
  const pushes = stepPushes(move);
  const next = level.neighbour[position.player * 4 + dir];
  if (next === NONE) return refusal(SOKOBAN.blocked(cellBeyond(level, position.player, dir)));
  const onBox = position.boxes.has(next);
  if (!onBox) return pushes ? refusal(SOKOBAN.stepNotPush()) : { boxes: position.boxes, player: next };
  if (!pushes) return refusal(SOKOBAN.pushNotStep());
  const to = level.neighbour[next * 4 + dir];
  if (to === NONE || position.boxes.has(to)) return refusal(SOKOBAN.blocked(to === NONE ? cellBeyond(level, next, dir) : cellName(level, to)));
  const boxes = new Set(position.boxes);
  boxes.delete(next);
  boxes.add(to);
  return { boxes, player: next };
}

/** The grid cell next to an inside square in `dir` (a wall, so it has no square of its own), rows and columns from 1. */
function cellBeyond(level: SokobanLevel, square: number, dir: number): { row: number; col: number } {
  const { row, col } = cellName(level, square);
  return [
    { row: row - 1, col },
    { row: row + 1, col },
    { row, col: col - 1 },
    { row, col: col + 1 },
  ][dir];
}
