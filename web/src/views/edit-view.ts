/**
 * Edit: the puzzle's own editor where it has one, and always the generic
 * one (code or text, file, parameters). Whatever is applied goes through
 * the backend's parser; its message, if any, shows by the board.
 */
import type { ViewHost } from './view-host.js';
import { h } from '../dom.js';
import { genericEditor } from '../editors/generic.js';
import { editorFor } from '../editors/registry.js';
import { t } from '../i18n.js';

export function mountEditView(app: ViewHost, panel: HTMLElement): () => void {
  const loaded = app.loaded;
  const puzzle = loaded.puzzle;
  if (!puzzle) {
    panel.append(h('p', {}, t('unknownPuzzle')));
    return () => {};
  }
  const sel = app.selection;
  const own = editorFor(puzzle.id);
  if (own) {
    const box = h('div', { class: 'own-editor' });
    own(
      {
        loaded,
        applyText: (text) => app.select({ ...sel, source: 'text', value: text }, { view: 'edit' }),
        sourceText: () => (sel.source === 'text' ? sel.value : null),
      },
      box,
    );
    panel.append(h('h3', {}, t('editor')), box);
  }
  let code = '';
  if (loaded.ok) {
    try {
      code = puzzle.instanceCode(loaded.instance);
    } catch {
      code = '';
    }
  }
  panel.append(h('h3', {}, t('instanceText')), genericEditor(puzzle, sel, code, (next) => app.select(next, { view: 'edit' })));
  return () => {};
}
