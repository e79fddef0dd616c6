/**
 * The browser app loads each backend when a page first needs it (the
 * midend's lazy catalog); tests that open selections as the app does load
 * them all first, as the app would before it selects a puzzle.
 */
import { LAZY_PUZZLE_IDS, loadPuzzle } from '../../src/midend/browser.js';

export async function loadEveryBackend(): Promise<void> {
  await Promise.all(LAZY_PUZZLE_IDS.map((id) => loadPuzzle(id)));
}
