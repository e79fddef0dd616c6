/**
 * Sokoban's moves, their codes and words. Under the push metric a move is a
 * push, `square * 4 + dir` (never negative), coded by the box's row and
 * column (from 1) and the direction in upper case, `3,5R`; under the move
 * metric it is a step, `-1 - (dir + PUSH_FLAG if it pushes)` (always
 * negative), coded by its LURD letter (`r`, `R`). So a move says which kind
 * it is, and codes, words and rules need not be told the metric.
 */
import { render } from '../../i18n/index.js';
import type { Lang } from '../lang.js';
import { cellName, DIR_LETTERS, type SokobanLevel } from './level.js';
import { directionName, SOKOBAN } from './messages.js';

export type SokobanMove = number;
export const PUSH_FLAG = 4;
export type Metric = 'push' | 'move';

export const stepMove = (dir: number, push: boolean): SokobanMove => -1 - (dir + (push ? PUSH_FLAG : 0));
export const isStep = (move: SokobanMove): boolean => move < 0;
export const stepDir = (move: SokobanMove): number => (-1 - move) & 3;
export const stepPushes = (move: SokobanMove): boolean => ((-1 - move) & PUSH_FLAG) !== 0;

export const isPushMetric = (metric: string): boolean => metric !== 'move';

/** The LURD letter of a step or push in `dir`. */
export function lurdLetter(dir: number, push: boolean): string {
  return push ? DIR_LETTERS[dir].toUpperCase() : DIR_LETTERS[dir];
}

/** A push's code: the box's row and column, then the direction's letter in upper case. */
export function pushCode(level: SokobanLevel, move: SokobanMove): string {
  const { row, col } = cellName(level, move >> 2);
  return `${row},${col}${lurdLetter(move & 3, true)}`;
}

export function stepCode(move: SokobanMove): string {
  return lurdLetter(stepDir(move), stepPushes(move));
}

export function moveCode(level: SokobanLevel, move: SokobanMove): string {
  return isStep(move) ? stepCode(move) : pushCode(level, move);
}

/**
 * The move a code names, or null. `3,5R` is a push (the push metric's);
 * one LURD letter is a step (the move metric's).
 */
export function parseMoveCode(level: SokobanLevel, code: string): SokobanMove | null {
  const text = code.trim();
  if (text.length === 1) {
    const dir = DIR_LETTERS.indexOf(text.toLowerCase() as (typeof DIR_LETTERS)[number]);
    return dir < 0 ? null : stepMove(dir, text === text.toUpperCase());
  }
  const match = /^(\d{1,3}),(\d{1,3})([UDLR])$/i.exec(text);
  if (!match) return null;
  const row = Number(match[1]);
  const col = Number(match[2]);
  if (row < 1 || col < 1 || row > level.rows || col > level.cols) return null;
  const square = level.squareOf[(row - 1) * level.cols + (col - 1)];
  if (square < 0) return null;
  return square * 4 + DIR_LETTERS.indexOf(match[3].toLowerCase() as (typeof DIR_LETTERS)[number]);
}

export function describeMove(level: SokobanLevel, move: SokobanMove, lang: Lang = 'en'): string {
  if (!isStep(move)) return render(SOKOBAN.push({ ...cellName(level, move >> 2), dir: directionName(move & 3) }), lang);
  const dir = directionName(stepDir(move));
  return render(stepPushes(move) ? SOKOBAN.stepPush({ dir }) : SOKOBAN.step({ dir }), lang);
}
