/**
 * The editor every puzzle has: the instance as a code or text (pasted,
 * typed or loaded from a file) and the puzzle's --param fields, checked by
 * the backend as the person types.
 */
import type { PageWords } from '../page-words.js';
import type { AnyPuzzle } from '../../../src/puzzles/puzzle.js';
import { h } from '../dom.js';
import { EDIT_WORDS } from '../messages/edit.js';
import { paramDescription } from '../../../src/midend/editor-support.js';
import type { Selection } from '../selection.js';
import type { Checked } from './check.js';
import { checkLine } from './check-line.js';

/** How long typing pauses before the text is checked. */
const CHECK_AFTER_MS = 250;

export function genericEditor(page: PageWords, 
  puzzle: AnyPuzzle,
  selection: Selection,
  currentCode: string,
  check: (selection: Selection) => Checked,
  apply: (selection: Selection) => void,
): HTMLElement {
  const text = h('textarea', { 'data-testid': 'editor-text', rows: 6, spellcheck: 'false' });
  text.value = selection.source === 'preset' ? currentCode : selection.value || currentCode;
  const line = checkLine(page, 'editor-check');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const checkSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => text.isConnected && line.show(check(edited())), CHECK_AFTER_MS);
  };
  const file = h('input', { type: 'file', 'data-testid': 'editor-file', accept: '.txt,.json,text/plain,application/json' });
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (chosen) text.value = await chosen.text();
    checkSoon();
  });
  const fields = puzzle.params.map((p) => {
    const about = paramDescription(puzzle, p, page.lang);
    const input = h('input', { 'data-param': p.key, value: selection.params[p.key] ?? '', placeholder: p.default ?? '', title: about, oninput: checkSoon });
    return { key: p.key, input, row: h('label', { class: 'param' }, h('code', {}, p.key), ' ', input, h('small', {}, ` ${about}`)) };
  });
  /** The selection the fields describe now. */
  const edited = (): Selection => {
    const params: Record<string, string> = {};
    for (const f of fields) if (f.input.value.trim() !== '') params[f.key] = f.input.value.trim();
    const value = text.value.trim();
    // One line is a code; several lines or JSON is text, as in a file.
    const source = /\n/.test(value) || value.startsWith('{') ? 'text' : 'code';
    return { ...selection, source, value, params };
  };
  text.addEventListener('input', checkSoon);
  return h(
    'div',
    { class: 'generic-editor' },
    h('label', { class: 'block' }, page.t(EDIT_WORDS.instanceText()), text),
    line.element,
    h('div', { class: 'controls' }, h('label', {}, `${page.t(EDIT_WORDS.loadFile())} `, file)),
    fields.length ? h('fieldset', {}, h('legend', {}, page.t(EDIT_WORDS.params())), ...fields.map((f) => f.row)) : null,
    h('button', { class: 'primary', 'data-testid': 'editor-apply', onclick: () => apply(edited()) }, page.t(EDIT_WORDS.apply())),
  );
}
