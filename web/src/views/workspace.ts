/**
 * Everything a puzzle's page needs beyond the home page: the views, and the
 * opening of an instance (with the engine under it). One chunk, loaded with
 * the first puzzle shown (main.ts, or the app when the home page opens one),
 * so the home page carries none of it.
 */
import type { ViewName } from '../selection.js';
import { mountEditView } from './edit-view.js';
import { mountExploreView } from './explore-view.js';
import { mountLibraryView } from './library-view.js';
import { mountPlayView } from './play-view.js';
import { mountSearchView } from './search-view.js';
import { mountSolveView } from './solve-view.js';
import type { ViewHost } from './view-host.js';

export { load } from '../load-selection.js';

/** Mounts a view into the panel; returns what unmounts it, if anything needs undoing. */
export type MountView = (app: ViewHost, panel: HTMLElement) => (() => void) | void;

export const VIEW_MOUNTS: Record<ViewName, MountView> = {
  solve: mountSolveView,
  play: mountPlayView,
  explore: mountExploreView,
  edit: mountEditView,
  search: mountSearchView,
  library: mountLibraryView,
};
