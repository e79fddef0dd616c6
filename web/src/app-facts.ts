/**
 * Beside a view's own controls: what the puzzle is (its description) and what
 * the loaded instance holds (its title, preset, counting, and the
 * fewest moves it can take where the rules prove a bound), so the panel says
 * something useful before any search has run.
 */
import type { PageWords } from './page-words.js';
import { metricDescription, metricName, presetDescription, puzzleDescription } from '../../src/midend/shell.js';
import { h } from './dom.js';
import { HOME_WORDS } from './home/messages.js';
import type { Loaded } from './selection.js';

export function factsSection(loaded: Loaded, page: PageWords): HTMLElement | null {
  if (!loaded.ok) return null;
  const { puzzle, opened, selection } = loaded;
  const lang = page.lang;
  const rows: [string, ...(string | HTMLElement)[]][] = [];
  const title = attempt(() => opened.instanceTitle());
  if (title) rows.push([page.t(HOME_WORDS.instance()), title]);
  const preset = selection.source === 'preset' ? puzzle.presets.find((p) => p.name === selection.value) : undefined;
  if (preset) rows.push([page.t(HOME_WORDS.preset()), presetDescription(preset, lang)]);
  const metric = puzzle.metrics.find((m) => m.id === opened.metric);
  if (metric && puzzle.metrics.length > 1) rows.push([page.t(HOME_WORDS.metric()), metricName(puzzle, metric, lang), h('br'), h('span', { class: 'note' }, metricDescription(puzzle, metric, lang))]);
  const atLeast = attempt(() => opened.movesAtLeast());
  if (atLeast !== undefined && atLeast > 0) rows.push([page.t(HOME_WORDS.atLeast()), page.t(HOME_WORDS.atLeastValue({ moves: atLeast }))]);
  return h(
    'section',
    { class: 'facts', 'data-testid': 'facts' },
    h('h2', {}, page.t(HOME_WORDS.aboutPuzzle())),
    h('p', {}, puzzleDescription(puzzle, lang)),
    rows.length > 0 ? h('dl', {}, ...rows.flatMap(([term, ...value]) => [h('dt', {}, term), h('dd', {}, ...value)])) : null,
  );
}

/** A backend's answer, or undefined where it fails: the facts are extras, never the reason a view breaks. */
function attempt<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}
