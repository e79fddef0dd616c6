/**
 * A move is one of PuzzleScript's inputs, by its own number: 0 up, 1 left,
 * 2 down, 3 right, 4 action. Codes are its own words; undo and restart are
 * inputs of play (check --inputs), not moves of the search.
 */
import type { Lang } from '../lang.js';
import { render } from '../../i18n/index.js';
import { PUZZLESCRIPT } from './messages.js';

export type PuzzleScriptMove = number;

export const INPUT_WORDS = ['up', 'left', 'down', 'right', 'action'] as const;
const INPUT_MESSAGES = [PUZZLESCRIPT.inputUp, PUZZLESCRIPT.inputLeft, PUZZLESCRIPT.inputDown, PUZZLESCRIPT.inputRight, PUZZLESCRIPT.inputAction];

export function moveCode(move: PuzzleScriptMove): string {
  return INPUT_WORDS[move] ?? `?${move}`;
}

export function describeMove(move: PuzzleScriptMove, lang: Lang = 'en'): string {
  const message = INPUT_MESSAGES[move];
  return message ? render(message(), lang) : `?${move}`;
}

/** An input written as a word or PuzzleScript's number (`up`, `0`), undo and restart included; null for anything else. */
export function parseInput(code: string): PuzzleScriptMove | 'undo' | 'restart' | null {
  const text = code.trim().toLowerCase();
  if (text === 'undo' || text === 'restart') return text;
  if (/^[0-4]$/.test(text)) return Number(text);
  const index = (INPUT_WORDS as readonly string[]).indexOf(text);
  return index >= 0 ? index : null;
}

/** The move a code names, or null (undo and restart are no moves of the search). */
export function parseMoveCode(code: string): PuzzleScriptMove | null {
  const input = parseInput(code);
  return typeof input === 'number' ? input : null;
}
