/**
 * What the browser's editors need of the puzzles beyond a backend's editor
 * model: whether a draft reads as an instance, as the person edits. The
 * backend's own parser answers, as Apply would, so that an editor can mark
 * the cells a message names before anything is applied. No DOM here.
 */
import { inputErrorIn } from '../puzzles/input-error.js';
import type { Lang } from '../puzzles/lang.js';
import { PuzzleInputError, type AnyPuzzle, type InputCell, type InstanceRequest } from '../puzzles/puzzle.js';

export { paramDescription } from '../puzzles/localized.js';

export type Checked =
  | { ok: true; instance: unknown }
  /** The backend's message, and the board cells it names (counted from 1), if any; `internal` for a backend's bug rather than bad input. */
  | { ok: false; message: string; cells: readonly InputCell[]; internal?: boolean };

/** Where the backend's messages say the text came from (the app loads editor text under the same name). */
export const EDITOR_ORIGIN = 'the editor';

/** Parses `text` as the puzzle's text source, without parameters: an editor's text describes the whole instance. */
export function checkText(puzzle: AnyPuzzle, text: string, lang: Lang = 'en'): Checked {
  return checkRequest(puzzle, { source: { kind: 'text', text, origin: EDITOR_ORIGIN }, params: {} }, lang);
}

/** Whether the backend reads a request, and what it says when not (in `lang`, as a failed load says it). */
export function checkRequest(puzzle: AnyPuzzle, request: InstanceRequest, lang: Lang = 'en'): Checked {
  try {
    return { ok: true, instance: puzzle.parse(request) };
  } catch (error) {
    if (error instanceof PuzzleInputError) return { ok: false, message: inputErrorIn(error, lang), cells: error.cells ?? [] };
    return { ok: false, message: error instanceof Error ? error.message : String(error), cells: [], internal: true };
  }
}
