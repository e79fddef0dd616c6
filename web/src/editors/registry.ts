/**
 * Editors by puzzle id. A puzzle without one of its own gets the generic
 * editor only. The ids are plain strings, not imports of the backends: an
 * editor may be registered for a puzzle this build's catalog lacks, and is
 * then simply never shown.
 */
import type { PuzzleEditor } from './editor.js';
import { riverCrossingEditor } from './river-crossing.js';
import { slidingBlocksEditor } from './sliding-blocks.js';
import { slidingTilesEditor } from './sliding-tiles.js';
import { submarineEditor } from './submarine.js';

export type { EditorHost, PuzzleEditor } from './editor.js';

const EDITORS: Readonly<Record<string, PuzzleEditor>> = {
  'sliding-blocks': slidingBlocksEditor,
  'sliding-tiles': slidingTilesEditor,
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
