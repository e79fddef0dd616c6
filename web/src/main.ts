/**
 * The browser app's entry point: the page's language is chosen here, once,
 * and handed to the app; the backend of the puzzle the URL names is loaded
 * first (each backend is a chunk of its own; the home page needs none).
 */
import { App } from './app.js';
import { isHomeQuery } from './home/home-route.js';
import { browserLangs, createPageWords, initialLang } from './i18n.js';
import { APP_WORDS } from './messages/app.js';
import { langOfQuery, puzzleIdOfQuery } from './selection.js';
import { loadPuzzle } from '../../src/midend/browser.js';

const root = document.getElementById('app');
if (root) {
  const { stored, browser } = browserLangs();
  const page = createPageWords(initialLang(langOfQuery(location.search), stored, browser));
  const puzzleId = puzzleIdOfQuery(location.search);
  const backend = puzzleId === null || isHomeQuery(location.search) ? Promise.resolve() : loadPuzzle(puzzleId);
  backend
    .then(() => {
      new App(root, page);
    })
    .catch((error: unknown) => {
      // Never a blank page: say what failed.
      root.textContent = page.t(APP_WORDS.cannotStart({ detail: error instanceof Error ? error.message : String(error) }));
    });
}
