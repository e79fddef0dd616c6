/**
 * Explore, at the press of its button: the reachable space's size, states
 * per distance from the start, the farthest positions as small boards (click
 * one to play from it), and for spaces up to GRAPH_LIMIT states the state
 * graph (graph/graph-view.ts) with a shortest solution in red; where the
 * backend draws its whole space (spaceDiagram), that picture too, with the
 * path traced and its legend.
 */
import type { PageWords } from '../page-words.js';
import type { ViewHost } from './view-host.js';
import { BoardView } from '../board-view.js';
import { depthChart } from '../charts.js';
import type { GraphView } from '../graph/graph-view.js';
import { legendList } from '../legend.js';
import { limitMessage } from '../../../src/engine/index.js';
import { formatCount, h, replaceChildren } from '../dom.js';
import { EXPLORE_WORDS } from '../messages/explore.js';
import { APP_WORDS } from '../messages/app.js';
import type { ExploreOutcome } from '../worker/protocol.js';
import { refOf } from './solve-view.js';

/** Spaces up to this size get their graph drawn (WebGL draws more; the layout and the page's memory set the bound). */
export const GRAPH_LIMIT = 50_000;

export function mountExploreView(app: ViewHost, panel: HTMLElement): () => void {
  const { page } = app;
  const loaded = app.loaded;
  if (!loaded.ok) return () => {};
  const { opened } = loaded;
  const out = h('div', { 'data-testid': 'explore' });
  let disposed = false;
  let graph: GraphView | null = null;

  const playFrom = (code: string) => {
    try {
      app.session.played = [opened.parseState(code)];
      app.setView('play');
    } catch (error) {
      app.showMessage(error instanceof Error ? error.message : String(error));
    }
  };

  const run = async () => {
    const job = app.client.start<ExploreOutcome>({ kind: 'explore', ref: refOf(app), graphLimit: GRAPH_LIMIT }, (p) => progress.update(p));
    const progress = app.trackProgress(job.cancel);
    try {
      const outcome = await job.promise;
      // The graph's renderer (sigma, graphology: most of the view's code) loads only for a space that gets a graph.
      const renderer = outcome.graph ? await import('../graph/graph-view.js') : null;
      if (!disposed) show(outcome, renderer?.graphView ?? null);
    } catch (error) {
      if (!disposed) replaceChildren(out, h('p', { class: 'error' }, error instanceof Error ? error.message : String(error)));
    } finally {
      progress.done();
    }
  };

  const show = (o: ExploreOutcome, graphView: typeof import('../graph/graph-view.js').graphView | null) => {
    graph?.dispose();
    graph = null;
    const complete = o.status === 'complete';
    const stats = h(
      'dl',
      { class: 'stats', 'data-testid': 'explore-stats' },
      h('dt', {}, page.t(EXPLORE_WORDS.reachable())),
      h('dd', { 'data-testid': 'reachable' }, formatCount(o.reachableStates) + (complete ? '' : '+')),
      h('dt', {}, page.t(EXPLORE_WORDS.goals())),
      h('dd', {}, formatCount(o.goalStates)),
      h('dt', {}, page.t(EXPLORE_WORDS.shortest())),
      h('dd', {}, o.shortest === null ? '—' : page.t(EXPLORE_WORDS.shortestMoves({ moves: o.shortest }))),
      h('dt', {}, page.t(EXPLORE_WORDS.farthestTerm())),
      h('dd', {}, page.t(EXPLORE_WORDS.farthestAt({ distance: o.farthest.distance, count: formatCount(o.farthest.count) }))),
    );
    const notes = complete ? null : h('p', { class: 'note' }, page.t(APP_WORDS.stopped({ why: o.limit ? limitMessage(o.limit) : '' })));
    const farthest = h('ul', { class: 'farthest', 'data-testid': 'farthest' }, ...o.farthest.examples.map((code) => h('li', {}, farthestButton(code))));
    const parts: (HTMLElement | SVGElement | null)[] = [stats, notes, h('h3', {}, page.t(EXPLORE_WORDS.perDepth())), depthChart(o.statesPerDepth, o.shortest), h('h3', {}, page.t(EXPLORE_WORDS.farthest())), farthest];
    const diagram = spaceDiagramOf(o);
    if (diagram) {
      const view = new BoardView();
      view.element.setAttribute('data-testid', 'space-diagram');
      view.show(diagram.drawing);
      parts.push(h('h3', {}, page.t(EXPLORE_WORDS.spaceDiagram())), h('div', { class: 'diagram' }, view.element, diagram.legend ? legendList(diagram.legend, 'diagram-legend') : null));
    }
    if (o.graph && graphView) {
      const nodes = o.graph.nodes;
      graph = graphView(page, o.graph, loaded.opened, (i) => playFrom(nodes[i].code));
      parts.push(h('h3', {}, page.t(EXPLORE_WORDS.graph())), graph.element);
    } else if (complete) {
      parts.push(h('p', { class: 'note' }, page.t(EXPLORE_WORDS.graphTooBig({ n: formatCount(GRAPH_LIMIT) }))));
    }
    replaceChildren(out, ...parts);
    graph?.start();
  };

  /** A farthest position as a small board with its code beneath; a click plays from it. */
  const farthestButton = (code: string) => {
    const board = new BoardView();
    board.element.setAttribute('data-testid', 'farthest-board');
    board.element.classList.add('mini');
    try {
      board.show(opened.withLang(page.lang).draw(opened.parseState(code)));
    } catch (error) {
      app.showMessage(error instanceof Error ? error.message : String(error));
    }
    return h('button', { class: 'position', title: code, onclick: () => playFrom(code) }, board.element, h('code', { class: 'code' }, code));
  };

  /** The backend's picture of the whole space, with the shortest path traced; a failure is shown, not thrown. */
  const spaceDiagramOf = (o: ExploreOutcome) => {
    if (!opened.drawsSpaces) return null;
    try {
      const path = o.graph?.path.map((i) => opened.parseState(o.graph!.nodes[i].code));
      return opened.withLang(page.lang).spaceDiagram(path);
    } catch (error) {
      app.showMessage(error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  // The exploration waits for the button: run on open, it held a phone's page for seconds as it appeared
  // (the space searched, then its graph laid out and drawn), and its results moved what was on screen.
  panel.append(h('div', { class: 'controls' }, h('button', { 'data-testid': 'explore-run', onclick: run }, page.t(EXPLORE_WORDS.explore()))), out);
  return () => {
    disposed = true;
    graph?.dispose();
  };
}
