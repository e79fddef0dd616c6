/**
 * The editor of a 'river-form' model (river crossings): a form over
 * puzzlekit's own JSON spec (the travellers by name, the boat, the rules
 * naming travellers by name), and the JSON itself beside it for whatever
 * the form does not show. Either one edits the same spec; a preset opens
 * as its spec, so it can be changed too. The model keeps the rules' names
 * in step; the backend checks every change; one Apply loads the spec once
 * it reads.
 */
import type { PageWords } from '../page-words.js';
import type { RiverFormRule as RuleSpec, RiverFormSpec as RiverSpec, RiverFormTraveller as TravellerSpec } from '../../../src/puzzles/editor-model.js';
import { h, inSentence, replaceChildren, slot } from '../dom.js';
import type { Message } from '../../../src/i18n/index.js';
import { RIVER_WORDS } from '../messages/river.js';
import { applyButton, checkLine } from './check-line.js';
import type { KindEditor } from './editor.js';
import { namesText, readNames } from './name-list.js';

/** How long typing in the JSON pauses before it is read again. */
const READ_AFTER_MS = 250;
const WHERE: { value: NonNullable<RuleSpec['where']>; label: Message }[] = [
  { value: 'banks', label: RIVER_WORDS.whereBanks() },
  { value: 'boat', label: RIVER_WORDS.whereBoat() },
  { value: 'everywhere', label: RIVER_WORDS.whereEverywhere() },
];

export const riverFormEditor: KindEditor<'river-form'> = (model, host, container) => {
  const { page } = host;
  // The loaded instance's spec (a preset's too), else the text that failed to load, else wolf, goat and cabbage.
  const loaded = host.instance;
  const text = h('textarea', { 'data-testid': 'river-json', rows: 14, spellcheck: 'false' });
  let spec: RiverSpec | null = loaded ? model.fromInstance(loaded) : host.sourceText ? model.read(host.sourceText) : model.starter();
  text.value = loaded || !host.sourceText ? model.text(spec!) : host.sourceText;
  const formBox = h('div', { class: 'river-form', 'data-testid': 'river-form' });
  const line = checkLine(page, 'river-check');
  const apply = applyButton(page, 'river-apply', () => host.apply(text.value));
  const check = () => {
    const checked = host.check(text.value);
    line.show(checked);
    apply.allow(checked);
  };
  /** After a change in the form: the JSON follows, and the backend checks it. */
  const changed = () => {
    if (spec) text.value = model.text(spec);
    check();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  text.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      spec = model.read(text.value);
      drawForm();
      check();
    }, READ_AFTER_MS);
  });

  const input = (value: string, set: (v: string) => void, label: string, attrs: Record<string, string | number> = {}) =>
    h('input', { value, 'aria-label': label, ...attrs, onchange: (e: Event) => (set((e.target as HTMLInputElement).value), changed(), drawForm()) });
  const checkbox = (value: boolean, set: (v: boolean) => void, label: string, attrs: Record<string, string> = {}) =>
    h('label', { class: 'check' }, h('input', { type: 'checkbox', checked: value, ...attrs, onchange: (e: Event) => (set((e.target as HTMLInputElement).checked), changed()) }), ` ${label}`);
  const optionalNumber = (v: string): number | undefined => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
  const setOptional = <T extends object>(owner: T, key: keyof T & string, v: string) => {
    const n = optionalNumber(v);
    if (n === undefined) delete owner[key];
    else (owner as Record<string, unknown>)[key] = n;
  };

  const travellerRow = (f: RiverSpec, tr: TravellerSpec, i: number) => {
    const name = model.travellerName(tr);
    return h(
      'li',
      { class: 'traveller', 'data-testid': `river-traveller-${i}` },
      input(name, (v) => model.renameTraveller(f, i, v.trim()), page.t(RIVER_WORDS.travellerName()), { size: 10, 'data-testid': `river-name-${i}` }),
      h('label', {}, `${page.t(RIVER_WORDS.howMany())} `, input(model.isCounted(tr) ? String(tr.count) : '', (v) => (f.travellers[i] = model.withCount(tr, optionalNumber(v))), page.t(RIVER_WORDS.howMany()), { type: 'number', min: 1, placeholder: '1', size: 3, class: 'small-number' })),
      typeof tr.rows === 'object'
        ? h('span', { class: 'note' }, page.t(RIVER_WORDS.rowsBySchedule()))
        : checkbox(tr.rows !== false, (v) => (v ? delete tr.rows : (tr.rows = false)), page.t(RIVER_WORDS.rows()), { 'data-testid': `river-rows-${i}` }),
      checkbox(tr.startsOn === 'far', (v) => (v ? (tr.startsOn = 'far') : delete tr.startsOn), page.t(RIVER_WORDS.startsFar())),
      h('label', {}, `${page.t(RIVER_WORDS.weight())} `, input(tr.weight === undefined ? '' : String(tr.weight), (v) => setOptional(tr, 'weight', v), page.t(RIVER_WORDS.weight()), { type: 'number', min: 0, size: 4, class: 'small-number' })),
      h('label', {}, `${page.t(RIVER_WORDS.crossingTime())} `, input(tr.time === undefined ? '' : String(tr.time), (v) => setOptional(tr, 'time', v), page.t(RIVER_WORDS.crossingTime()), { type: 'number', min: 1, size: 4, class: 'small-number' })),
      h('label', {}, `${page.t(RIVER_WORDS.nameZh())} `, input(tr.zh ?? '', (v) => (v.trim() ? (tr.zh = v.trim()) : delete tr.zh), page.t(RIVER_WORDS.nameZh()), { size: 6 })),
      h('button', { title: page.t(RIVER_WORDS.remove()), 'aria-label': page.t(RIVER_WORDS.removeNamed({ name })), onclick: () => (model.removeTraveller(f, i), changed(), drawForm()) }, '✕'),
    );
  };

  const names = (list: string[] | undefined, set: (names: string[]) => void, label: string, testid: string) =>
    input(namesText(list), (v) => set(readNames(v)), label, { size: 14, 'data-testid': testid });
  const whereSelect = (rule: RuleSpec, i: number) =>
    h(
      'select',
      { 'aria-label': page.t(RIVER_WORDS.where()), 'data-testid': `river-where-${i}`, onchange: (e: Event) => ((rule.where = (e.target as HTMLSelectElement).value as RuleSpec['where']), changed()) },
      ...WHERE.map((w) => h('option', { value: w.value, selected: (rule.where ?? 'banks') === w.value }, page.t(w.label))),
    );
  const ruleRow = (f: RiverSpec, rule: RuleSpec, i: number) => {
    const remove = h('button', { title: page.t(RIVER_WORDS.remove()), 'aria-label': page.t(RIVER_WORDS.remove()), onclick: () => (f.rules!.splice(i, 1), f.rules!.length || delete f.rules, changed(), drawForm()) }, '✕');
    if (rule.type === 'apart') {
      return h(
        'li',
        { class: 'rule', 'data-testid': `river-rule-${i}` },
        ...inSentence(page.t(RIVER_WORDS.ruleApart({ who: slot('who'), from: slot('from'), unless: slot('unless'), where: slot('where') })), {
          who: names(rule.who, (v) => (rule.who = v), page.t(RIVER_WORDS.ruleWho()), `river-rule-${i}-who`),
          from: names(rule.from, (v) => (rule.from = v), page.t(RIVER_WORDS.ruleFrom()), `river-rule-${i}-from`),
          unless: names(rule.unless, (v) => (v.length ? (rule.unless = v) : delete rule.unless), page.t(RIVER_WORDS.ruleUnless()), `river-rule-${i}-unless`),
          where: whereSelect(rule, i),
        }),
        ' ',
        remove,
      );
    }
    if (rule.type === 'outnumber') {
      return h(
        'li',
        { class: 'rule', 'data-testid': `river-rule-${i}` },
        ...inSentence(page.t(RIVER_WORDS.ruleOutnumber({ by: slot('by'), protect: slot('protect'), where: slot('where') })), {
          by: names(rule.by, (v) => (rule.by = v), page.t(RIVER_WORDS.ruleBy()), `river-rule-${i}-by`),
          protect: names(rule.protect, (v) => (rule.protect = v), page.t(RIVER_WORDS.ruleProtect()), `river-rule-${i}-protect`),
          where: whereSelect(rule, i),
        }),
        ' ',
        remove,
      );
    }
    return h('li', { class: 'rule', 'data-testid': `river-rule-${i}` }, h('span', { class: 'note' }, page.t(RIVER_WORDS.ruleInJson())), ' ', h('code', {}, JSON.stringify(rule)), ' ', remove);
  };

  const drawForm = () => {
    if (!spec) {
      replaceChildren(formBox, h('p', { class: 'note' }, page.t(RIVER_WORDS.formCannotShow())));
      return;
    }
    const f = spec;
    const rules = f.rules ?? [];
    replaceChildren(
      formBox,
      h('label', { class: 'block' }, `${page.t(RIVER_WORDS.specTitle())} `, input(f.title ?? '', (v) => (v.trim() ? (f.title = v) : delete f.title), page.t(RIVER_WORDS.specTitle()), { size: 30 })),
      h('h4', {}, page.t(RIVER_WORDS.travellers())),
      h('ul', { class: 'travellers' }, ...f.travellers.map((tr, i) => travellerRow(f, tr, i))),
      h('button', { 'data-testid': 'river-add-traveller', onclick: () => (model.addTraveller(f, page.t(RIVER_WORDS.newTraveller())), changed(), drawForm()) }, page.t(RIVER_WORDS.addTraveller())),
      h(
        'div',
        { class: 'controls' },
        h('label', {}, `${page.t(RIVER_WORDS.boatHolds())} `, input(String(f.boat.capacity), (v) => (f.boat.capacity = Number(v)), page.t(RIVER_WORDS.boatHolds()), { type: 'number', min: 1, 'data-testid': 'river-capacity', class: 'small-number' })),
        h('label', {}, `${page.t(RIVER_WORDS.maxLoad())} `, input(f.boat.maxLoad === undefined ? '' : String(f.boat.maxLoad), (v) => setOptional(f.boat, 'maxLoad', v), page.t(RIVER_WORDS.maxLoad()), { type: 'number', min: 1, class: 'small-number' })),
      ),
      h('h4', {}, page.t(RIVER_WORDS.rulesHeading())),
      h('p', { class: 'note', 'data-testid': 'river-names' }, page.t(RIVER_WORDS.namesHint({ names: model.referenceNames(f).join(page.t(RIVER_WORDS.nameSeparator())) }))),
      h('ul', { class: 'rules' }, ...rules.map((rule, i) => ruleRow(f, rule, i))),
      h(
        'div',
        { class: 'controls' },
        h('button', { 'data-testid': 'river-add-apart', onclick: () => ((f.rules ??= []).push({ type: 'apart', who: [], from: [] }), changed(), drawForm()) }, page.t(RIVER_WORDS.addApart())),
        h('button', { 'data-testid': 'river-add-outnumber', onclick: () => ((f.rules ??= []).push({ type: 'outnumber', protect: [], by: [] }), changed(), drawForm()) }, page.t(RIVER_WORDS.addOutnumber())),
      ),
    );
  };

  container.append(formBox, line.element, h('label', { class: 'block' }, page.t(RIVER_WORDS.riverJson()), text), apply.element);
  drawForm();
  check();
};
