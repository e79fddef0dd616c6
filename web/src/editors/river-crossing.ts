/**
 * River crossings: the spec as JSON in a text area, checked by the backend
 * on Apply (its messages appear by the board). A form for travellers, boat
 * and rules is not written yet; the text area takes both our spec and the
 * RiverCrossing scenario language the backend reads.
 */
import { h } from '../dom.js';
import { t } from '../i18n.js';
import type { PuzzleEditor } from './registry.js';

/** Wolf, goat and cabbage in the RiverCrossing scenario language, as a starting point. */
const TEMPLATE = JSON.stringify(
  {
    ScenarioDescription: ['A farmer takes a wolf, a goat and a cabbage across; only the farmer rows.'],
    Entities: [
      { Id: 0, Name: 'farmer', CanRow: 'true' },
      { Id: 1, Name: 'wolf' },
      { Id: 2, Name: 'goat' },
      { Id: 3, Name: 'cabbage' },
    ],
    CrossingConstraints: { RaftCapacity: 2 },
    BanksConstraints: { DisallowedBankConfigurations: '!0 1 2 ... ; !0 2 3 ...' },
  },
  null,
  1,
);

export const riverCrossingEditor: PuzzleEditor = (host, container) => {
  const text = h('textarea', { 'data-testid': 'river-json', rows: 16, spellcheck: 'false' });
  // An empty or missing source text starts from the template.
  text.value = host.sourceText() || TEMPLATE;
  container.append(
    h('p', { class: 'note' }, 'JSON spec (ours, or the RiverCrossing scenario language).'),
    text,
    h('button', { class: 'primary', 'data-testid': 'river-apply', onclick: () => host.applyText(text.value) }, t('apply')),
  );
};
