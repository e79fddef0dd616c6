/**
 * The contract between the Edit view and each puzzle's editor: what an
 * editor may ask of the page, and what an editor is. In a module of its own
 * so that the editors and the registry that lists them do not import each
 * other. An editor sees the instance it starts from and two actions, not
 * the app: the app can change without the editors noticing.
 */
import type { Checked } from './check.js';

export interface EditorHost {
  /** The current instance as its backend built it (the editor knows its type), or null when it failed to load. */
  readonly instance: unknown;
  /** The text the current instance was loaded from (a text source, maybe a bad one), else null. */
  readonly sourceText: string | null;
  /** The current instance's code, else null. */
  readonly code: string | null;
  /** Reads `text` with the backend's parser, as Apply would, without loading it: for checking while the person edits. */
  check(text: string): Checked;
  /** Loads `text` as the instance (a text source, no parameters). */
  apply(text: string): void;
}

/** Fills `container` with the editor's controls. */
export type PuzzleEditor = (host: EditorHost, container: HTMLElement) => void;
