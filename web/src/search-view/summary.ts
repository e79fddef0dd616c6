/** The table at the end of the runs: expanded, generated, path length, optimal or not, time. */
import type { TraceOutcome } from '../../../src/midend/browser.js';
import { formatCount, h } from '../dom.js';
import type { PageWords } from '../page-words.js';
import { SEARCH_WORDS } from './messages.js';

export function summaryTable(page: PageWords, runs: readonly { label: string; outcome: TraceOutcome }[], optimalCost: number | null): HTMLElement {
  const optimal = (o: TraceOutcome) => (o.cost === null ? SEARCH_WORDS.none() : optimalCost === null ? SEARCH_WORDS.unknown() : o.cost === optimalCost ? SEARCH_WORDS.yes() : SEARCH_WORDS.no());
  const head = [SEARCH_WORDS.colRun(), SEARCH_WORDS.colExpanded(), SEARCH_WORDS.colGenerated(), SEARCH_WORDS.colLength(), SEARCH_WORDS.colOptimal(), SEARCH_WORDS.colTime()];
  const rows = runs.map(({ label, outcome }) => {
    const expanded = outcome.events.filter((e) => e.type === 'expand').length;
    const generated = outcome.events.filter((e) => e.type === 'generate').length;
    return h(
      'tr',
      {},
      h('th', { scope: 'row' }, label),
      h('td', {}, formatCount(expanded)),
      h('td', {}, formatCount(generated)),
      h('td', {}, outcome.length === null ? page.t(SEARCH_WORDS.none()) : String(outcome.length)),
      h('td', {}, page.t(optimal(outcome))),
      h('td', {}, outcome.milliseconds.toFixed(1)),
    );
  });
  return h(
    'div',
    { class: 'trace-summary', 'data-testid': 'trace-summary' },
    h('h3', {}, page.t(SEARCH_WORDS.summary())),
    h('table', {}, h('thead', {}, h('tr', {}, ...head.map((m) => h('th', { scope: 'col' }, page.t(m))))), h('tbody', {}, ...rows)),
    h('p', { class: 'note' }, page.t(SEARCH_WORDS.timeNote())),
  );
}
