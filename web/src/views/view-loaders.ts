/**
 * Each view is a chunk of its own, fetched when a page first shows it: a
 * puzzle's page used to carry all six views (about three quarters of the
 * views' script unused on any one page). main.ts starts the URL's view with
 * the backend and the midend; the app loads any other when its tab is chosen.
 */
import type { ViewName } from '../selection.js';
import type { MountView } from './view-host.js';

const VIEW_LOADERS: { readonly [View in ViewName]: () => Promise<MountView> } = {
  solve: () => import('./solve-view.js').then((m) => m.mountSolveView),
  play: () => import('./play-view.js').then((m) => m.mountPlayView),
  explore: () => import('./explore-view.js').then((m) => m.mountExploreView),
  edit: () => import('./edit-view.js').then((m) => m.mountEditView),
  search: () => import('./search-view.js').then((m) => m.mountSearchView),
  library: () => import('./library-view.js').then((m) => m.mountLibraryView),
};

/** The views loaded so far: a cache of loaded code, the same for every page and language. */
const LOADED = new Map<ViewName, MountView>();

/** The view's mount once its chunk is loaded; undefined before. */
export function loadedView(view: ViewName): MountView | undefined {
  return LOADED.get(view);
}

/** Loads a view's chunk (once); a failed fetch rejects. */
export async function loadView(view: ViewName): Promise<MountView> {
  const known = LOADED.get(view);
  if (known) return known;
  const mount = await VIEW_LOADERS[view]();
  LOADED.set(view, mount);
  return mount;
}
