/**
 * One traced run drawn at one step: its counters, the node being expanded
 * with what became of each successor, the frontier in the search's own
 * order with g, h and f, the explored states, IDA*'s iterations,
 * bidirectional search's two frontiers and where they met, and the tree
 * while it is small enough to read.
 */
import type { FrontierEntry, FrontierKind, OpenedInstance, TraceOutcome, TraceRecord, TraceSnapshot } from '../../../src/midend/browser.js';
import type { Message } from '../../../src/i18n/index.js';
import { BoardView } from '../board-view.js';
import { formatCount, h } from '../dom.js';
import type { PageWords } from '../page-words.js';
import { SEARCH_WORDS } from './messages.js';
import { drawTree } from './tree.js';

/** Entries listed of a frontier or the explored set; the rest are counted. */
const LISTED = 40;
/** Successors drawn as small boards. */
const BOARDS = 8;

const FRONTIER_TITLE: Readonly<Record<FrontierKind, Message>> = {
  queue: SEARCH_WORDS.frontierQueue(),
  stack: SEARCH_WORDS.frontierStack(),
  heap: SEARCH_WORDS.frontierHeap(),
};

export function runPanel(page: PageWords, opened: OpenedInstance, outcome: TraceOutcome, kind: FrontierKind, snap: TraceSnapshot, label: string, testId: string): HTMLElement {
  const c = snap.counters;
  const counters = h(
    'dl',
    { class: 'stats', 'data-testid': `${testId}-counters` },
    ...pair(page, SEARCH_WORDS.expanded(), c.expanded, 'expanded'),
    ...pair(page, SEARCH_WORDS.generated(), c.generated, 'generated'),
    ...pair(page, SEARCH_WORDS.pruned(), c.pruned, 'pruned'),
    ...pair(page, SEARCH_WORDS.frontierNow(), c.frontier, 'frontier-now'),
    ...pair(page, SEARCH_WORDS.frontierMax(), c.frontierMax, 'frontier-max'),
    ...pair(page, SEARCH_WORDS.memory(), c.stored, 'memory'),
    h('dt', {}, page.t(SEARCH_WORDS.memoryBytes())),
    h('dd', { 'data-testid': 'counter-bytes' }, bytesWords(page, outcome, c.bytes)),
  );
  const frontiers = snap.backward
    ? [frontierList(page, SEARCH_WORDS.frontierForward(), snap.frontier, `${testId}-frontier`), frontierList(page, SEARCH_WORDS.frontierBackward(), snap.backward, `${testId}-frontier-backward`)]
    : [frontierList(page, FRONTIER_TITLE[kind], snap.frontier, `${testId}-frontier`)];
  return h(
    'section',
    { class: 'trace-run', 'data-testid': testId, 'data-step': snap.step, 'data-ended': ended(outcome, snap) ? 'yes' : 'no' },
    h('h3', {}, label),
    counters,
    endLine(page, outcome, snap),
    expanding(page, opened, snap, testId),
    ...frontiers,
    iterations(page, snap),
    explored(page, snap, testId),
    treePanel(page, opened, snap, outcome),
  );
}

/** Whether a snapshot shows the run's last step. */
export function ended(outcome: TraceOutcome, snap: TraceSnapshot): boolean {
  return snap.step >= outcome.events.filter((e) => e.type === 'expand').length;
}

/** The engine's own count of the bytes its tables and frontier hold; IDA* counts none (it holds its path only). */
function bytesWords(page: PageWords, outcome: TraceOutcome, bytes: number | null): string {
  if (bytes !== null) return page.t(SEARCH_WORDS.bytes({ bytes: formatCount(bytes) }));
  return outcome.expansionBytes ? page.t(SEARCH_WORDS.none()) : page.t(SEARCH_WORDS.bytesNotCounted());
}

function pair(page: PageWords, term: Message, value: number, id: string): HTMLElement[] {
  return [h('dt', {}, page.t(term)), h('dd', { 'data-testid': `counter-${id}` }, formatCount(value))];
}

function endLine(page: PageWords, outcome: TraceOutcome, snap: TraceSnapshot): HTMLElement | null {
  if (!ended(outcome, snap)) return null;
  if (snap.goal && outcome.algorithm === 'bidirectional' && outcome.length !== null) {
    return h('p', { class: 'result' }, page.t(SEARCH_WORDS.met({ state: snap.goal.state, length: outcome.length })));
  }
  if (outcome.length !== null) return h('p', { class: 'result' }, page.t(SEARCH_WORDS.found({ length: outcome.length, cost: outcome.cost ?? outcome.length })));
  if (outcome.stoppedAtSteps) return h('p', { class: 'note' }, page.t(SEARCH_WORDS.stoppedAtSteps({ steps: snap.step })));
  return h('p', { class: 'result' }, page.t(SEARCH_WORDS.noSolution()));
}

function entryLine(e: { state: string; g: number; h: number; f: number }): string {
  return `${e.state}   g=${e.g} h=${e.h} f=${e.f}`;
}

function frontierList(page: PageWords, title: Message, entries: FrontierEntry[], testId: string): HTMLElement {
  const items = entries.slice(0, LISTED).map((e) => h('li', { 'data-state': e.state }, entryLine(e)));
  return h(
    'div',
    { class: 'trace-list' },
    h('h4', {}, page.t(title)),
    entries.length === 0 ? h('p', { class: 'note' }, page.t(SEARCH_WORDS.empty())) : h('ol', { 'data-testid': testId, class: 'codes' }, ...items),
    entries.length > LISTED ? h('p', { class: 'note' }, page.t(SEARCH_WORDS.more({ count: entries.length - LISTED }))) : null,
  );
}

function fateOf(e: TraceRecord): Message {
  if (e.type === 'goal') return SEARCH_WORDS.fateGoal();
  if (e.type === 'generate') return e.reopened ? SEARCH_WORDS.fateBetter() : SEARCH_WORDS.fateNew();
  switch (e.reason) {
    case 'path':
      return SEARCH_WORDS.fatePath();
    case 'bound':
      return SEARCH_WORDS.fateBound();
    case 'depth':
      return SEARCH_WORDS.fateDepth();
    default:
      return SEARCH_WORDS.fateSeen();
  }
}

function miniBoard(opened: OpenedInstance, code: string): Element | null {
  try {
    const board = new BoardView();
    board.element.classList.add('mini');
    // One of many: the page's own board keeps the test id.
    board.element.removeAttribute('data-testid');
    void board.show(opened.draw(opened.parseState(code)));
    return board.element;
  } catch {
    return null;
  }
}

function expanding(page: PageWords, opened: OpenedInstance, snap: TraceSnapshot, testId: string): HTMLElement | null {
  if (!snap.current) return null;
  const successors = snap.successors.map((e, i) =>
    h(
      'li',
      { class: `fate ${e.type === 'generate' ? 'new' : e.type}`, 'data-state': e.state },
      i < BOARDS ? miniBoard(opened, e.state) : null,
      h('span', { class: 'code' }, entryLine(e)),
      h('span', { class: 'fate-word' }, page.t(fateOf(e))),
    ),
  );
  return h(
    'div',
    { class: 'trace-expanding' },
    h('h4', {}, page.t(SEARCH_WORDS.expanding())),
    h('p', { 'data-testid': `${testId}-current`, class: 'code' }, entryLine(snap.current)),
    h('h4', {}, page.t(SEARCH_WORDS.successors())),
    h('ul', { class: 'successors', 'data-testid': `${testId}-successors` }, ...successors),
  );
}

function iterations(page: PageWords, snap: TraceSnapshot): HTMLElement | null {
  if (snap.iterations.length === 0) return null;
  return h(
    'div',
    { class: 'trace-list' },
    h('h4', {}, page.t(SEARCH_WORDS.iterations())),
    h('ol', {}, ...snap.iterations.map((it, i) => h('li', {}, page.t(SEARCH_WORDS.iteration({ n: i + 1, bound: it.bound, expanded: it.expanded }))))),
  );
}

function explored(page: PageWords, snap: TraceSnapshot, testId: string): HTMLElement {
  const last = snap.explored.slice(-LISTED);
  return h(
    'details',
    { class: 'trace-list' },
    h('summary', {}, page.t(SEARCH_WORDS.explored({ count: snap.explored.length }))),
    h('ol', { class: 'codes', 'data-testid': `${testId}-explored`, start: snap.explored.length - last.length + 1 }, ...last.map((code) => h('li', {}, code))),
  );
}

function treePanel(page: PageWords, opened: OpenedInstance, snap: TraceSnapshot, outcome: TraceOutcome): HTMLElement {
  return h('div', { class: 'trace-tree' }, h('h4', {}, page.t(SEARCH_WORDS.tree())), drawTree(page, snap.tree, ended(outcome, snap) ? outcome.path : [], (state) => miniBoard(opened, state)));
}
