/**
 * The contract between the Edit view and each puzzle's editor: what an
 * editor may ask of the page, and what an editor is. In a module of its own
 * so that the editors and the registry that lists them do not import each
 * other.
 */
import type { Loaded } from '../selection.js';

export interface EditorHost {
  loaded: Loaded;
  /** Loads `text` as the instance (a 'text' source); a bad one shows the backend's message by the board. */
  applyText(text: string): void;
  /** The text the current instance was loaded from, when it came from a text source. */
  sourceText(): string | null;
}

/** Fills `container` with the editor's controls. */
export type PuzzleEditor = (host: EditorHost, container: HTMLElement) => void;
