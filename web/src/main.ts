/**
 * The browser app's entry point: the page's language is chosen here, once,
 * and handed to the app; the backend of the puzzle the URL names and the
 * views are loaded first (chunks of their own, which the home page does without).
 */
import { App } from './app.js';
import { isHomeQuery } from './home/home-route.js';
import { browserLangs, createPageWords, initialLang } from './i18n.js';
import { APP_WORDS } from './messages/app.js';
import { langOfQuery, puzzleIdOfQuery } from './selection.js';
import { loadWorkspace } from './workspace-loader.js';
import { loadPuzzle } from '../../src/midend/shell.js';

const root = document.getElementById('app');
if (root) {
  const { stored, browser } = browserLangs();
  const page = createPageWords(initialLang(langOfQuery(location.search), stored, browser));
  const puzzleId = puzzleIdOfQuery(location.search);
  // A puzzle's page waits for its backend and the views (fetched side by side); the home page for neither.
  const ready = puzzleId === null || isHomeQuery(location.search) ? Promise.resolve(null) : Promise.all([loadWorkspace(), loadPuzzle(puzzleId)]).then(([workspace]) => workspace);
  ready
    .then((workspace) => {
      new App(root, page, workspace);
    })
    .catch((error: unknown) => {
      // Never a blank page: say what failed.
      root.textContent = page.t(APP_WORDS.cannotStart({ detail: error instanceof Error ? error.message : String(error) }));
    });
}
