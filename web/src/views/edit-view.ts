/**
 * Edit: the puzzle's own editor where it has one, and always the generic
 * one (code or text, file, parameters; folded away under the own editor,
 * so that one Apply is in sight). Whatever is applied goes through the
 * backend's parser; the editors check as the person edits.
 */
import type { PageWords } from '../page-words.js';
import type { ViewHost } from './view-host.js';
import { h } from '../dom.js';
import { checkRequest, checkText } from '../editors/check.js';
import { requestOf } from '../load-selection.js';
import { genericEditor } from '../editors/generic.js';
import { editorFor, type EditorHost } from '../editors/registry.js';
import { EDIT_WORDS } from '../messages/edit.js';

export function mountEditView(app: ViewHost, panel: HTMLElement): () => void {
  const { page } = app;
  const loaded = app.loaded;
  const puzzle = loaded.puzzle;
  if (!puzzle) {
    panel.append(h('p', {}, page.t(EDIT_WORDS.unknownPuzzle())));
    return () => {};
  }
  const sel = app.selection;
  let code: string | null = null;
  if (loaded.ok) {
    try {
      code = loaded.opened.code;
    } catch {
      code = null;
    }
  }
  const own = editorFor(puzzle.editor);
  const generic = genericEditor(page, puzzle, sel, code ?? '', (next) => checkRequest(puzzle, requestOf(next), page.lang), (next) => app.select(next, { view: 'edit' }));
  if (!own) {
    panel.append(h('h3', {}, page.t(EDIT_WORDS.instanceText())), generic);
    return () => {};
  }
  // Whether the editor took up the input that failed to load and shows its message beside its grid.
  let failureShown = false;
  let firstCheck = true;
  const host: EditorHost = {
    page,
    instance: loaded.ok ? loaded.instance : null,
    sourceText: sel.source === 'text' ? sel.value : null,
    code,
    check: (text) => {
      const checked = checkText(puzzle, text, page.lang);
      // The editor's first check is of what it took up from the source; a failure there is the load's, in its place.
      if (firstCheck && !loaded.ok && host.sourceText !== null && !checked.ok) failureShown = true;
      firstCheck = false;
      return checked;
    },
    // The editor's text is the whole instance: a preset's parameters do not apply to it.
    // One level's text: the level of a file left behind names none of it.
    apply: (text, view) => app.select({ ...sel, source: 'text', value: text, params: {}, level: undefined }, { view: view ?? 'edit' }),
  };
  const box = h('div', { class: 'own-editor' });
  own(host, box);
  // Said once: beside the editor's grid, with its cells marked, rather than also where the board would be.
  if (failureShown) app.showMessage(null);
  panel.append(
    h('h3', {}, page.t(EDIT_WORDS.editor())),
    box,
    h('details', { class: 'more-sources' }, h('summary', {}, page.t(EDIT_WORDS.codeFileParams())), generic),
  );
  return () => {};
}
