/** The browser app's entry point. */
import { App } from './app.js';
import { t } from './i18n.js';
import { APP_WORDS } from './messages/app.js';

const root = document.getElementById('app');
if (root) {
  try {
    new App(root);
  } catch (error) {
    // Never a blank page: say what failed.
    root.textContent = t(APP_WORDS.cannotStart({ detail: error instanceof Error ? error.message : String(error) }));
  }
}
