/**
 * The line beside an editor's board that says, as the person edits,
 * whether the backend reads the draft: its message when not (the cells it
 * names are marked on the board by the editor), a quiet "reads" when it does.
 */
import type { PageWords } from '../page-words.js';
import { h } from '../dom.js';
import { EDIT_WORDS } from '../messages/edit.js';
import { APP_WORDS } from '../messages/app.js';
import type { Checked } from './check.js';

export function checkLine(page: PageWords, testid: string): { element: HTMLElement; show(checked: Checked): void } {
  const element = h('p', { class: 'editor-check', 'data-testid': testid, role: 'status', 'aria-live': 'polite' });
  return {
    element,
    show(checked) {
      element.textContent = checked.ok ? `✓ ${page.t(EDIT_WORDS.draftReads())}` : checked.internal ? page.t(APP_WORDS.internalError({ detail: checked.message })) : checked.message;
      element.className = `editor-check ${checked.ok ? 'ok' : 'error'}`;
    },
  };
}

/** Apply is offered only for a draft the backend reads: a bad one would replace the board with nothing. */
export function applyButton(page: PageWords, testid: string, apply: () => void): { element: HTMLButtonElement; allow(checked: Checked): void } {
  const element = h('button', { class: 'primary', 'data-testid': testid, onclick: apply }, page.t(EDIT_WORDS.apply()));
  return {
    element,
    allow(checked) {
      element.disabled = !checked.ok;
      element.title = checked.ok ? '' : page.t(EDIT_WORDS.fixFirst());
    },
  };
}
