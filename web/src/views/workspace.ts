/**
 * What a puzzle's page needs beyond the home page and its views: the opening
 * of an instance (with the engine under it). One chunk, loaded with the first
 * puzzle shown (main.ts, or the app when the home page opens one), so the home
 * page carries none of it; each view is a chunk of its own (view-loaders.ts).
 */
export { load } from '../load-selection.js';
