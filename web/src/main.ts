/**
 * The browser app's entry point: the page's language is chosen here, once,
 * and handed to the app; the backend of the puzzle the URL names, the midend
 * and the URL's view are loaded first (chunks of their own, fetched side by
 * side, which the home page does without).
 */
import { App } from './app.js';
import { isHomeQuery } from './home/home-route.js';
import { browserLangs, createPageWords, initialLang } from './i18n.js';
import { APP_WORDS } from './messages/app.js';
import { langOfQuery, puzzleIdOfQuery, viewOfQuery } from './selection.js';
import { cjkFontReady } from './fonts/cjk-font-ready.js';
import { loadWorkspace } from './workspace-loader.js';
import { loadPuzzle } from '../../src/midend/shell.js';

const root = document.getElementById('app');
if (root) {
  const { stored, browser } = browserLangs();
  const page = createPageWords(initialLang(langOfQuery(location.search), stored, browser));
  const puzzleId = puzzleIdOfQuery(location.search);
  // A puzzle's page waits for its backend, the midend and its view (fetched side by side); the home page for none.
  // A Chinese page waits for its font too (briefly at most), so that the font's arrival moves nothing.
  const font = cjkFontReady(page.lang);
  const ready =
    puzzleId === null || isHomeQuery(location.search)
      ? font.then(() => null)
      : Promise.all([loadWorkspace().then((workspace) => workspace.loadView(viewOfQuery(location.search)).then(() => workspace)), loadPuzzle(puzzleId), font]).then(([workspace]) => workspace);
  ready
    .then((workspace) => {
      new App(root, page, workspace);
    })
    .catch((error: unknown) => {
      // Never a blank page: say what failed.
      root.textContent = page.t(APP_WORDS.cannotStart({ detail: error instanceof Error ? error.message : String(error) }));
    });
}
