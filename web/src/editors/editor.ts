/**
 * The contract between the Edit view and the editors: what an editor may
 * ask of the page, and what an editor is. In a module of its own so that
 * the editors and the registry that lists them do not import each other.
 * An editor sees the backend's editor model, the instance it starts from
 * and two actions, not the app: the app can change without the editors
 * noticing.
 */
import type { EditorKind, EditorModelOf } from '../../../src/puzzles/editor-model.js';
import type { PageWords } from '../page-words.js';
import type { Checked } from './check.js';

export interface EditorHost {
  /** The page's language and its words: the editor renders in it. */
  readonly page: PageWords;
  /** The current instance as its backend built it (the editor hands it to the model), or null when it failed to load. */
  readonly instance: unknown;
  /** The text the current instance was loaded from (a text source, maybe a bad one), else null. */
  readonly sourceText: string | null;
  /** The current instance's code, else null. */
  readonly code: string | null;
  /** Reads `text` with the backend's parser, as Apply would, without loading it: for checking while the person edits. */
  check(text: string): Checked;
  /** Loads `text` as the instance (a text source, no parameters), staying in Edit or going to `view` (play it at once). */
  apply(text: string, view?: 'play' | 'solve'): void;
}

/** Fills `container` with the editor's controls. */
export type PuzzleEditor = (host: EditorHost, container: HTMLElement) => void;

/** The editor of one kind of model: the backend's model of that kind, and the page. */
export type KindEditor<K extends EditorKind> = (model: EditorModelOf<K>, host: EditorHost, container: HTMLElement) => void;
