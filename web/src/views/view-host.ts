/**
 * What a view (Solve, Play, Explore, Edit) may use of the page: the loaded
 * instance and its session, the board, the search worker, and a few actions.
 * The app implements it; views import this, not the app, so the app and its
 * views do not import each other.
 */
import type { SearchProgress } from '../../../src/engine/index.js';
import type { PageWords } from '../page-words.js';
import type { BoardView } from '../board-view.js';
import type { SearchClient } from '../search-client.js';
import type { ServerClient } from '../server-client.js';
import type { Loaded, Selection, ViewName } from '../selection.js';
import type { SolveOutcome } from '../worker/protocol.js';

/** What was computed for the current instance; dropped when the instance changes. */
export interface Session {
  solve?: SolveOutcome;
  /** The solution's moves and states, read from the worker's move codes by the rules, and where the playback stands. */
  playback?: { moves: unknown[]; states: unknown[]; at: number };
  /** Play mode's positions, start first; the last is the current one. */
  played?: unknown[];
  /** Play mode's positions undone, the next to redo last. */
  undone?: unknown[];
  /** Play mode's distances found by hint searches (spaces too big for the distance map), by state code. */
  searched?: Map<string, number>;
}

/** Mounts a view into the panel; returns what unmounts it, if anything needs undoing. */
export type MountView = (app: ViewHost, panel: HTMLElement) => (() => void) | void;

export interface ViewHost {
  /** The page's language and its words: views render in it. */
  readonly page: PageWords;
  readonly loaded: Loaded;
  readonly selection: Selection;
  session: Session;
  readonly board: BoardView;
  readonly client: SearchClient;
  /** The position server the URL names (`?server=URL`), or null: the app then works without one. */
  readonly server: ServerClient | null;
  /** Connects to another server (null: none), kept in the URL. */
  setServer(url: string | null): void;
  /** Loads a new selection (a new instance, or its error), optionally switching view. */
  select(selection: Selection, options?: { view?: ViewName; history?: boolean }): void;
  setView(view: ViewName): void;
  /** Shows a message next to the board (null clears it). */
  showMessage(text: string | null, kind?: 'error' | 'info'): void;
  /** Shows a job's progress with a Cancel button; `done` removes it. */
  trackProgress(cancel: () => void): { update(progress: SearchProgress): void; done(): void };
}
