/** The browser app's entry point. */
import { App } from './app.js';

const root = document.getElementById('app');
if (root) {
  try {
    new App(root);
  } catch (error) {
    // Never a blank page: say what failed.
    root.textContent = `puzzlekit could not start: ${error instanceof Error ? error.message : String(error)}`;
  }
}
