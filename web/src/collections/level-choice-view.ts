/**
 * Level files in the app, for puzzles that read collections (a Sokoban
 * `.xsb` set with `Title:` lines, a PuzzleScript game): the text pasted or
 * a file read in the browser (File API), its levels listed by the backend
 * through the midend (`collectionLevels`, as the command line counts them), and
 * the one picked opened as the selection's level. Bad text is the backend's
 * message, naming row and column from 1.
 */
import { collectionLevels, inputErrorIn, PuzzleInputError } from '../../../src/midend/browser.js';
import type { CollectionLevel } from '../../../src/puzzles/collection.js';
import { EDITOR_ORIGIN } from '../editors/check.js';
import { load } from '../load-selection.js';
import type { Selection } from '../selection.js';
import { h } from '../dom.js';
import type { ViewHost } from '../views/view-host.js';
import { COLLECTION_WORDS } from './messages.js';

/** The levels of `text`, or the backend's message why it has none it can read. */
function levelsOf(app: ViewHost, text: string): { levels: readonly CollectionLevel[] } | { message: string } {
  try {
    const puzzle = app.loaded.puzzle;
    if (!puzzle) return { levels: [] };
    return { levels: collectionLevels(puzzle, { text, origin: EDITOR_ORIGIN }) };
  } catch (error) {
    if (error instanceof PuzzleInputError) return { message: inputErrorIn(error, app.page.lang) };
    throw error;
  }
}

/** The level after the one played, where the selection is a file of levels and one follows; else null. */
export function nextLevelOf(app: ViewHost): string | null {
  const sel = app.selection;
  if (!app.loaded.puzzle?.collection || sel.source !== 'text') return null;
  const found = levelsOf(app, sel.value);
  if (!('levels' in found)) return null;
  const at = currentIndex(found.levels, sel.level);
  return at >= 0 && at + 1 < found.levels.length ? String(found.levels[at + 1].number) : null;
}

function currentIndex(levels: readonly CollectionLevel[], choice: string | undefined): number {
  if (choice === undefined) return 0;
  return levels.findIndex((l) => String(l.number) === choice || l.title === choice);
}

/** The level picker and the file opener; null for a puzzle without collections. */
export function mountLevelChoice(app: ViewHost): HTMLElement | null {
  const { page } = app;
  if (!app.loaded.puzzle?.collection) return null;
  const sel = app.selection;
  const error = h('div', { class: 'message error', 'data-testid': 'levels-error', role: 'alert' });
  const area = h('textarea', { 'data-testid': 'levels-text', rows: 8, cols: 40, spellcheck: 'false' }) as HTMLTextAreaElement;
  if (sel.source === 'text') area.value = sel.value;

  const open = (text: string) => {
    if (text.trim() === '') {
      error.textContent = page.t(COLLECTION_WORDS.empty());
      return;
    }
    const found = levelsOf(app, text);
    if ('message' in found) {
      error.textContent = found.message;
      return;
    }
    const { level: _dropped, ...rest } = sel;
    // Parameters belong to the source left behind (a preset's level): the file's level is chosen here.
    const next: Selection = { ...rest, source: 'text', value: text, params: {}, ...(found.levels.length > 1 ? { level: '1' } : {}) };
    // A level the backend refuses is said here, beside the text, where it can be mended.
    const loaded = load(next, page.lang);
    if (!loaded.ok) {
      error.textContent = loaded.message;
      return;
    }
    error.textContent = '';
    app.select(next, { view: 'play' });
  };

  const file = h('input', {
    type: 'file',
    'data-testid': 'levels-file',
    accept: '.xsb,.sok,.txt,.ps,text/plain',
    onchange: async () => {
      const chosen = file.files?.[0];
      if (!chosen) return;
      area.value = await chosen.text();
      open(area.value);
    },
  }) as HTMLInputElement;

  const opener = h(
    'details',
    { class: 'level-file', 'data-testid': 'level-file' },
    h('summary', {}, page.t(COLLECTION_WORDS.openFile())),
    h('p', { class: 'note' }, page.t(COLLECTION_WORDS.pasteHere()), ' ', file),
    area,
    h('div', {}, h('button', { 'data-testid': 'levels-open', onclick: () => open(area.value) }, page.t(COLLECTION_WORDS.open()))),
    error,
  );

  const picker = sel.source === 'text' ? levelPicker(app) : null;
  return h('div', { class: 'level-choice' }, picker, opener);
}

/** The levels of the file being played, the current one chosen. */
function levelPicker(app: ViewHost): HTMLElement | null {
  const { page } = app;
  const sel = app.selection;
  const found = levelsOf(app, sel.value);
  if (!('levels' in found) || found.levels.length < 2) return null;
  const at = currentIndex(found.levels, sel.level);
  const select = h(
    'select',
    { 'data-testid': 'level-select', onchange: () => app.select({ ...sel, level: select.value }) },
    ...found.levels.map((l, i) =>
      h('option', { value: String(l.number), selected: i === at }, page.t(COLLECTION_WORDS.levelName({ number: l.number, title: l.title ?? 'none' }))),
    ),
  ) as HTMLSelectElement;
  return h('label', { class: 'level-picker' }, `${page.t(COLLECTION_WORDS.level({ count: found.levels.length }))} `, select);
}
