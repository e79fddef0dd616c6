/**
 * The state graph drawn with sigma (WebGL), so tens of thousands of states
 * draw and move smoothly: zoom and pan with the wheel, a drag or a pinch (and
 * buttons), each state's board shown when the pointer rests on its dot, a
 * click plays from that state, a legend, and the graph saved as GraphML or DOT.
 * The layout starts in layers by moves from the start; on graphs of up to
 * AUTO_LAYOUT_STATES states ForceAtlas2 then runs in its own worker for a few
 * seconds to show the space's shape (on larger ones when asked: each of its
 * steps redraws every dot, which a phone or a software renderer feels).
 */
import type { PageWords } from '../page-words.js';
import Sigma from 'sigma';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import { inferSettings } from 'graphology-layout-forceatlas2';
import type { OpenedInstance } from '../../../src/midend/browser.js';
import { GRAPH_FORMATS, type GraphFormat } from '../../../src/midend/browser.js';
import { BoardView } from '../board-view.js';
import { formatCount, h } from '../dom.js';
import { EXPLORE_WORDS } from '../messages/explore.js';
import type { StateGraph } from '../worker/protocol.js';
import { buildGraph, GRAPH_COLOURS, LABEL_SETTINGS, layeredPositions, maxDistance, type EdgeAttributes, type NodeAttributes } from './graph-model.js';

/** How long the force layout runs on its own: long enough to settle a few thousand states, short enough to spare a phone's battery. */
const LAYOUT_MS = 6000;
/** Graphs up to this many states get the force layout at once. */
const AUTO_LAYOUT_STATES = 5000;

export interface GraphView {
  element: HTMLElement;
  /** Draws the graph; call once the element is in the page (sigma measures its container). */
  start(): void;
  dispose(): void;
}

export function graphView(page: PageWords, graph: StateGraph, opened: OpenedInstance, onNode: (index: number) => void): GraphView {
  const canvas = h('div', { class: 'graph-canvas', 'data-testid': 'state-graph' });
  const tip = h('div', { class: 'graph-tip', hidden: true, 'data-testid': 'graph-tip' });
  const stage = h('div', { class: 'graph-stage' }, canvas, tip);
  const layoutSelect = h(
    'select',
    { 'data-testid': 'graph-layout' },
    h('option', { value: 'force' }, page.t(EXPLORE_WORDS.graphLayoutForce())),
    h('option', { value: 'layers' }, page.t(EXPLORE_WORDS.graphLayoutLayers())),
  );
  // Drawing controls join once the graph is drawn; saving needs no WebGL.
  const buttons = h('span', { class: 'graph-view-controls' });
  const saves = (['graphml', 'dot'] as const).map((format) =>
    h('button', { 'data-testid': `graph-save-${format}`, onclick: () => save(format) }, page.t(EXPLORE_WORDS.graphSave({ format: GRAPH_FORMATS[format].name }))),
  );
  const element = h(
    'div',
    { class: 'graph-box' },
    h('div', { class: 'controls graph-controls' }, buttons, ...saves),
    stage,
    legend(page, graph),
    h('p', { class: 'note' }, page.t(EXPLORE_WORDS.graphHowTo())),
  );
  let renderer: Sigma<NodeAttributes, EdgeAttributes> | null = null;
  let layout: FA2Layout | null = null;
  let layoutTimer = 0;
  let resize: ResizeObserver | null = null;

  const stopLayout = () => {
    window.clearTimeout(layoutTimer);
    layout?.stop();
    canvas.setAttribute('data-layout', 'still');
  };
  const runLayout = () => {
    if (!layout) return;
    stopLayout();
    layout.start();
    canvas.setAttribute('data-layout', 'running');
    layoutTimer = window.setTimeout(stopLayout, LAYOUT_MS);
  };

  const start = () => {
    const g = buildGraph(graph, page.t(EXPLORE_WORDS.graphStartAt({ code: graph.nodes[0]?.code ?? '' })));
    let drawn: Sigma<NodeAttributes, EdgeAttributes>;
    try {
      drawn = new Sigma(g, canvas, {
        zIndex: true,
        ...LABEL_SETTINGS,
        labelSize: 12,
        // The page's fonts, so that Chinese in a label is drawn with the app's own Chinese font.
        labelFont: "'puzzlekit Noto Sans SC', system-ui, sans-serif",
        defaultEdgeColor: GRAPH_COLOURS.edge,
        minCameraRatio: 0.005,
        maxCameraRatio: 4,
        hideEdgesOnMove: graph.edges.length > 50_000,
        // The view may be left (or the page hidden) while the graph is built: a zero-sized container is not an error.
        allowInvalidContainer: true,
      });
    } catch (error) {
      // No WebGL (switched off, or a very old browser): say so; the files can still be saved.
      canvas.replaceChildren(h('p', { class: 'error' }, page.t(EXPLORE_WORDS.graphNoWebgl({ detail: error instanceof Error ? error.message : String(error) }))));
      return;
    }
    renderer = drawn;
    canvas.setAttribute('data-nodes', String(drawn.getGraph().order));
    canvas.setAttribute('data-edges', String(drawn.getGraph().size));
    canvas.setAttribute('data-solution-edges', String(drawn.getGraph().filterEdges((_, attrs) => attrs.color === GRAPH_COLOURS.solution).length));
    drawn.on('enterNode', ({ node, event }) => showTip(Number(node), event.x, event.y, false));
    drawn.on('leaveNode', () => hideTip());
    drawn.on('clickStage', () => hideTip());
    // Whether the last press was a mouse's (a tap may reach sigma as a mouse click).
    let pointerType = 'mouse';
    canvas.addEventListener('pointerdown', (event) => (pointerType = event.pointerType), { capture: true });
    // A finger cannot hover: its first tap on a dot shows the board, a second plays from it.
    drawn.on('clickNode', ({ node, event }) => {
      const index = Number(node);
      if (pointerType === 'mouse' || tapped === index) return onNode(index);
      showTip(index, event.x, event.y, true);
      tapped = index;
    });
    layout = new FA2Layout(g, { settings: { ...inferSettings(g), barnesHutOptimize: g.order > 1000 } });
    // Redrawn when the container's size changes (a phone turned, the window resized), not on the observer's first call.
    let size = `${canvas.offsetWidth}x${canvas.offsetHeight}`;
    resize = new ResizeObserver(() => {
      const now = `${canvas.offsetWidth}x${canvas.offsetHeight}`;
      if (now === size || !canvas.isConnected || canvas.offsetWidth === 0 || canvas.offsetHeight === 0) return;
      size = now;
      drawn.resize().refresh();
    });
    resize.observe(canvas);
    buttons.append(
      h('button', { 'data-testid': 'graph-zoom-in', 'aria-label': page.t(EXPLORE_WORDS.graphZoomIn()), onclick: () => drawn.getCamera().animatedZoom(1.6) }, '+'),
      h('button', { 'data-testid': 'graph-zoom-out', 'aria-label': page.t(EXPLORE_WORDS.graphZoomOut()), onclick: () => drawn.getCamera().animatedUnzoom(1.6) }, '−'),
      h('button', { 'data-testid': 'graph-fit', onclick: () => drawn.getCamera().animatedReset() }, page.t(EXPLORE_WORDS.graphFit())),
      h('label', {}, `${page.t(EXPLORE_WORDS.graphLayout())} `, layoutSelect),
    );
    layoutSelect.addEventListener('change', () => {
      if (layoutSelect.value === 'force') return runLayout();
      stopLayout();
      const positions = layeredPositions(graph);
      g.updateEachNodeAttributes((_, attrs) => ({ ...attrs, ...positions[attrs.index] }));
      drawn.getCamera().animatedReset();
    });
    if (graph.nodes.length <= AUTO_LAYOUT_STATES) runLayout();
    else {
      layoutSelect.value = 'layers';
      canvas.setAttribute('data-layout', 'still');
    }
  };

  /** The node whose board a tap showed, or -1: a second tap on it plays from it. */
  let tapped = -1;
  const hideTip = () => {
    tip.hidden = true;
    tapped = -1;
  };

  /** A state's board and figures beside its dot. */
  const showTip = (index: number, x: number, y: number, byTap: boolean) => {
    const node = graph.nodes[index];
    const board = new BoardView();
    board.element.setAttribute('data-testid', 'graph-tip-board');
    board.element.classList.add('mini');
    try {
      board.show(opened.draw(opened.parseState(node.code)));
    } catch {
      // A backend that cannot draw this state still gets its code and figures shown.
    }
    const toGoal = Number.isFinite(node.distance) ? `${node.distance}` : '∞';
    tip.replaceChildren(board.element, h('div', { class: 'graph-tip-text' }, h('code', {}, node.code), h('br'), page.t(EXPLORE_WORDS.graphTip({ depth: node.depth, toGoal })), byTap ? h('div', { class: 'note' }, page.t(EXPLORE_WORDS.graphTapAgain())) : null));
    const box = canvas.getBoundingClientRect();
    // Beside the pointer, on the side with room.
    tip.style.left = `${x + 12 + 200 > box.width ? Math.max(0, x - 212) : x + 12}px`;
    tip.style.top = `${Math.max(0, Math.min(y + 12, box.height - 180))}px`;
    tip.hidden = false;
  };

  const save = (format: GraphFormat) => {
    const info = GRAPH_FORMATS[format];
    const parts = info.write({ title: opened.header, graph, boardOf: (i) => opened.renderText(opened.parseState(graph.nodes[i].code)) });
    const url = URL.createObjectURL(new Blob(parts, { type: info.mediaType }));
    const link = h('a', { href: url, download: `${opened.puzzleId}-graph${info.extension}` });
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return {
    element,
    start,
    dispose() {
      stopLayout();
      layout?.kill();
      resize?.disconnect();
      renderer?.kill();
    },
  };
}

/** What the colours and lines mean, with the graph's own figures. */
function legend(page: PageWords, graph: StateGraph): HTMLElement {
  const max = maxDistance(graph);
  const dot = (colour: string) => h('span', { class: 'swatch dot', style: `background:${colour}` });
  const items = [
    // The start's code here, where it covers nothing (the canvas draws no labels: graph-model.ts).
    h('li', { 'data-testid': 'graph-legend-start', style: 'overflow-wrap: anywhere' }, dot(GRAPH_COLOURS.start), graph.nodes.length > 0 ? page.t(EXPLORE_WORDS.graphStartAt({ code: graph.nodes[0].code })) : page.t(EXPLORE_WORDS.graphStart())),
    h('li', {}, dot(GRAPH_COLOURS.goal), page.t(EXPLORE_WORDS.graphGoals())),
    h('li', {}, h('span', { class: 'swatch line', style: `background:${GRAPH_COLOURS.solution}` }), page.t(EXPLORE_WORDS.graphSolution({ moves: graph.path.length > 0 ? graph.path.length - 1 : '—' }))),
  ];
  if (max > 1) {
    const ramp = `linear-gradient(to right, ${GRAPH_COLOURS.distance.join(', ')})`;
    items.push(h('li', {}, h('span', { class: 'ramp-end' }, '1'), h('span', { class: 'swatch ramp', style: `background:${ramp}` }), h('span', { class: 'ramp-end' }, String(max)), ` ${page.t(EXPLORE_WORDS.graphDistance())}`));
  } else if (max === 1) {
    items.push(h('li', {}, dot(GRAPH_COLOURS.distance[0]), `1 ${page.t(EXPLORE_WORDS.graphDistance())}`));
  }
  if (graph.nodes.some((n) => !Number.isFinite(n.distance))) items.push(h('li', {}, dot(GRAPH_COLOURS.noGoal), page.t(EXPLORE_WORDS.graphNoGoal())));
  items.push(h('li', {}, page.t(EXPLORE_WORDS.graphSize({ states: formatCount(graph.nodes.length), moves: formatCount(graph.edges.length) }))));
  return h('ul', { class: 'legend', 'data-testid': 'graph-legend' }, ...items);
}
