/**
 * River crossings: a form for travellers (who rows, weights, who starts on
 * the far bank), the boat (capacity, maximum load) and "forbidden company"
 * rules, written as a scenario in the RiverCrossing scenario language; and
 * the JSON itself in a text area, for anything the form does not cover
 * (our own spec, kinds with counts, timed crossings). The backend checks it
 * on Apply, and its messages appear by the board.
 */
import { h, replaceChildren } from '../dom.js';
import { t } from '../i18n.js';
import type { PuzzleEditor } from './editor.js';
import { formOf, rulePattern, scenarioText, wolfGoatCabbage, type RiverForm } from './river-form.js';

export const riverCrossingEditor: PuzzleEditor = (host, container) => {
  const source = host.sourceText();
  const text = h('textarea', { 'data-testid': 'river-json', rows: 14, spellcheck: 'false' });
  // An empty or missing source text starts from wolf, goat and cabbage.
  let form: RiverForm | null = source ? formOf(source) : wolfGoatCabbage();
  text.value = source || scenarioText(form!);
  const formBox = h('div', { class: 'river-form', 'data-testid': 'river-form' });

  const changed = () => {
    if (form) text.value = scenarioText(form);
    drawForm();
  };
  text.addEventListener('input', () => {
    form = formOf(text.value);
    drawForm();
  });

  const drawForm = () => {
    if (!form) {
      replaceChildren(formBox, h('p', { class: 'note' }, t('formCannotShow')));
      return;
    }
    const f = form;
    const rows = f.travellers.map((tr, i) =>
      h(
        'tr',
        {},
        h('td', {}, String(i)),
        h('td', {}, input(tr.name, (v) => (tr.name = v), `river-name-${i}`)),
        h('td', {}, checkbox(tr.canRow, (v) => (tr.canRow = v), `river-rows-${i}`)),
        h('td', {}, checkbox(tr.startsRight, (v) => (tr.startsRight = v))),
        h('td', {}, input(tr.weight === undefined ? '' : String(tr.weight), (v) => (v.trim() === '' ? delete tr.weight : (tr.weight = Number(v))), undefined, 4)),
        h('td', {}, h('button', { title: t('remove'), 'aria-label': t('remove'), onclick: () => removeTraveller(f, i) }, '✕')),
      ),
    );
    const ruleRows = f.rules.map((rule, i) =>
      h(
        'li',
        {},
        `${t('notTogether')} `,
        input(rule.together.join(' '), (v) => (rule.together = ids(v, f)), `river-rule-${i}`, 8),
        ` ${t('unless')} `,
        input(rule.unless === undefined ? '' : String(rule.unless), (v) => (ids(v, f).length ? (rule.unless = ids(v, f)[0]) : delete rule.unless), undefined, 3),
        ` ${t('isThere')} `,
        h('code', {}, rulePattern(rule)),
        ' ',
        h('button', { title: t('remove'), 'aria-label': t('remove'), onclick: () => (f.rules.splice(i, 1), changed()) }, '✕'),
      ),
    );
    replaceChildren(
      formBox,
      h(
        'table',
        {},
        h('thead', {}, h('tr', {}, ...['#', t('traveller'), t('rows'), t('startsFar'), t('weight'), ''].map((c) => h('th', {}, c)))),
        h('tbody', {}, ...rows),
      ),
      h('button', { 'data-testid': 'river-add-traveller', onclick: () => (f.travellers.push({ name: `t${f.travellers.length}`, canRow: false, startsRight: false }), changed()) }, t('addTraveller')),
      h(
        'div',
        { class: 'controls' },
        h('label', {}, `${t('boatHolds')} `, input(String(f.capacity), (v) => (f.capacity = Number(v)), 'river-capacity', 3)),
        h('label', {}, `${t('maxLoad')} `, input(f.maxLoad === undefined ? '' : String(f.maxLoad), (v) => (v.trim() === '' ? delete f.maxLoad : (f.maxLoad = Number(v))), undefined, 4)),
      ),
      h('h4', {}, t('bankRules')),
      h('ul', {}, ...ruleRows),
      h('button', { onclick: () => (f.rules.push({ together: [] }), changed()) }, t('addRule')),
    );
  };

  const input = (value: string, set: (v: string) => void, testid?: string, size = 10) =>
    h('input', { value, size, 'data-testid': testid, onchange: (e: Event) => (set((e.target as HTMLInputElement).value), changed()) });
  const checkbox = (value: boolean, set: (v: boolean) => void, testid?: string) =>
    h('input', { type: 'checkbox', checked: value, 'data-testid': testid, onchange: (e: Event) => (set((e.target as HTMLInputElement).checked), changed()) });
  const removeTraveller = (f: RiverForm, i: number) => {
    f.travellers.splice(i, 1);
    // Rules name travellers by number: drop the removed one and renumber the rest.
    const renumber = (k: number) => (k > i ? k - 1 : k);
    f.rules = f.rules
      .map((r) => ({ together: r.together.filter((k) => k !== i).map(renumber), ...(r.unless !== undefined && r.unless !== i ? { unless: renumber(r.unless) } : {}) }))
      .filter((r) => r.together.length > 0);
    changed();
  };

  container.append(
    formBox,
    h('label', { class: 'block' }, t('riverJson'), text),
    h('button', { class: 'primary', 'data-testid': 'river-apply', onclick: () => host.applyText(text.value) }, t('apply')),
  );
  drawForm();
};

/** Traveller numbers typed as "1 2", keeping those that exist. */
function ids(text: string, form: RiverForm): number[] {
  return text
    .split(/[\s,]+/)
    .filter((x) => /^\d+$/.test(x))
    .map(Number)
    .filter((k) => k < form.travellers.length);
}
