/**
 * What a puzzle's page needs beyond the home page: the opening of an instance
 * (with the engine under it) and the loading of its views. One chunk, loaded
 * with the first puzzle shown (main.ts, or the app when the home page opens
 * one), so the home page carries none of it. Each view is a chunk of its own
 * (view-loaders.ts), fetched from here: the bundler then keeps in this chunk
 * the midend code the views share with it, rather than splitting it into
 * chunks of a few hundred bytes that each cost a page a request.
 */
export { load } from '../load-selection.js';
export { loadedView, loadView } from './view-loaders.js';
