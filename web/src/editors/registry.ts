/**
 * Editors by puzzle id. A puzzle without one of its own gets the generic
 * editor only. The ids are plain strings, not imports of the backends: an
 * editor may be registered for a puzzle this build's catalog lacks, and is
 * then simply never shown.
 */
import type { Loaded } from '../selection.js';
import { riverCrossingEditor } from './river-crossing.js';
import { slidingBlocksEditor } from './sliding-blocks.js';
import { submarineEditor } from './submarine.js';

export interface EditorHost {
  loaded: Loaded;
  /** Loads `text` as the instance (a 'text' source); a bad one shows the backend's message by the board. */
  applyText(text: string): void;
  /** The text the current instance was loaded from, when it came from a text source. */
  sourceText(): string | null;
}

/** Fills `container` with the editor's controls. */
export type PuzzleEditor = (host: EditorHost, container: HTMLElement) => void;

const EDITORS: Readonly<Record<string, PuzzleEditor>> = {
  'sliding-blocks': slidingBlocksEditor,
  submarine: submarineEditor,
  'river-crossing': riverCrossingEditor,
};

/** The puzzle's own editor, or undefined. */
export function editorFor(puzzleId: string): PuzzleEditor | undefined {
  return Object.hasOwn(EDITORS, puzzleId) ? EDITORS[puzzleId] : undefined;
}

export function registeredEditors(): string[] {
  return Object.keys(EDITORS);
}
