/** The browser app's entry point: the page's language is chosen here, once, and handed to the app. */
import { App } from './app.js';
import { browserLangs, createPageWords, initialLang } from './i18n.js';
import { APP_WORDS } from './messages/app.js';
import { langOfQuery } from './selection.js';

const root = document.getElementById('app');
if (root) {
  const { stored, browser } = browserLangs();
  const page = createPageWords(initialLang(langOfQuery(location.search), stored, browser));
  try {
    new App(root, page);
  } catch (error) {
    // Never a blank page: say what failed.
    root.textContent = page.t(APP_WORDS.cannotStart({ detail: error instanceof Error ? error.message : String(error) }));
  }
}
