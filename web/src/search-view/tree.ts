/**
 * The search tree drawn while it is small: one row per depth, each node
 * under its parent, coloured by what became of it, the path found
 * highlighted at the end. A tree small enough shows each node as a small
 * board (the app's board renderer, as the successors are drawn); a bigger
 * one as dots, each with its state as a tooltip; a bigger one still is
 * only counted.
 */
import type { TreeNode } from '../../../src/midend/browser.js';
import { h, s } from '../dom.js';
import type { PageWords } from '../page-words.js';
import { SEARCH_WORDS } from './messages.js';

/** Nodes drawn at most: beyond this a tree is a smudge. */
export const MAX_TREE_NODES = 120;
/** Nodes drawn as boards at most: beyond this the boards are too small to read, and dots are drawn. */
export const MAX_BOARD_NODES = 24;

const FILL: Readonly<Record<TreeNode['fate'], string>> = {
  frontier: '#f6c342',
  expanded: '#5b8def',
  pruned: '#bbbbbb',
  goal: '#2e7d32',
};

/** Where each node goes: a column (leaves one each, a parent over the middle of its children) and its depth as the row. */
interface TreeLayout {
  column: number[];
  columns: number;
  depth: number;
  /** Whether the edge into node i (and the node) lies on the path found. */
  onPath: (i: number) => boolean;
  hasParent: (i: number) => boolean;
}

function layoutOf(nodes: readonly TreeNode[], path: readonly string[]): TreeLayout {
  const hasParent = (i: number) => nodes[i].parent >= 0 && nodes[i].parent < nodes.length;
  const children = nodes.map(() => [] as number[]);
  const roots: number[] = [];
  nodes.forEach((node, i) => (hasParent(i) ? children[node.parent].push(i) : roots.push(i)));
  const column = new Array<number>(nodes.length).fill(0);
  let columns = 0;
  const place = (i: number): void => {
    if (children[i].length === 0) column[i] = columns++;
    else {
      children[i].forEach(place);
      column[i] = (column[children[i][0]] + column[children[i][children[i].length - 1]]) / 2;
    }
  };
  roots.forEach(place);
  const onPath = (i: number) => path.includes(nodes[i].state) && (!hasParent(i) || path.includes(nodes[nodes[i].parent].state));
  return { column, columns: Math.max(1, columns), depth: Math.max(0, ...nodes.map((n) => n.depth)), onPath, hasParent };
}

/**
 * The tree; `board` draws a state's small board (null where it cannot), for
 * a tree of at most MAX_BOARD_NODES nodes.
 */
export function drawTree(page: PageWords, nodes: readonly TreeNode[], path: readonly string[], board?: (state: string) => Element | null): Element {
  if (nodes.length > MAX_TREE_NODES) return h('p', { class: 'note' }, page.t(SEARCH_WORDS.treeTooBig({ count: nodes.length })));
  const layout = layoutOf(nodes, path);
  if (board && nodes.length <= MAX_BOARD_NODES) {
    const boards = nodes.map((node) => board(node.state));
    if (boards.every((b) => b !== null)) return boardTree(nodes, layout, boards as Element[]);
  }
  return dotTree(nodes, layout);
}

/** Spacing of the dots: columns and rows apart, in pixels. */
const DOT_STEP = { x: 16, y: 36, margin: 16 };

function dotTree(nodes: readonly TreeNode[], layout: TreeLayout): Element {
  const { column, onPath, hasParent } = layout;
  const at = (i: number) => ({ x: column[i] * DOT_STEP.x + DOT_STEP.margin, y: nodes[i].depth * DOT_STEP.y + DOT_STEP.margin });
  const width = layout.columns * DOT_STEP.x + DOT_STEP.margin;
  const height = (layout.depth + 1) * DOT_STEP.y + DOT_STEP.margin;
  const edges = nodes.flatMap((node, i) =>
    hasParent(i) ? [s('line', { x1: at(node.parent).x, y1: at(node.parent).y, x2: at(i).x, y2: at(i).y, class: onPath(i) ? 'tree-edge path' : 'tree-edge' })] : [],
  );
  const dots = nodes.map((node, i) =>
    s('circle', { cx: at(i).x, cy: at(i).y, r: 6, fill: FILL[node.fate], class: onPath(i) ? 'tree-node path' : 'tree-node', 'data-fate': node.fate }, s('title', {}, node.state)),
  );
  return s('svg', { class: 'tree', viewBox: `0 0 ${width} ${height}`, width, height, 'data-testid': 'tree', role: 'img' }, ...edges, ...dots);
}

/** Boards: each this many pixels square, columns and rows this far apart. */
const BOARD = { size: 52, x: 60, y: 76, margin: 4 };

/** The tree with a small board at each node, framed in its fate's colour; the edges drawn beneath. */
function boardTree(nodes: readonly TreeNode[], layout: TreeLayout, boards: Element[]): Element {
  const { column, onPath, hasParent } = layout;
  const left = (i: number) => column[i] * BOARD.x + BOARD.margin;
  const top = (i: number) => nodes[i].depth * BOARD.y + BOARD.margin;
  const width = (layout.columns - 1) * BOARD.x + BOARD.size + 2 * BOARD.margin;
  const height = layout.depth * BOARD.y + BOARD.size + 2 * BOARD.margin;
  const half = BOARD.size / 2;
  const edges = nodes.flatMap((node, i) =>
    hasParent(i)
      ? [s('line', { x1: left(node.parent) + half, y1: top(node.parent) + BOARD.size, x2: left(i) + half, y2: top(i), class: onPath(i) ? 'tree-edge path' : 'tree-edge' })]
      : [],
  );
  const cells = nodes.map((node, i) =>
    h(
      'div',
      {
        class: onPath(i) ? 'tree-board path' : 'tree-board',
        style: `left: ${left(i)}px; top: ${top(i)}px; width: ${BOARD.size}px; height: ${BOARD.size}px; border-color: ${FILL[node.fate]}`,
        title: node.state,
        'data-state': node.state,
        'data-fate': node.fate,
      },
      boards[i],
    ),
  );
  return h(
    'div',
    { class: 'tree tree-boards', style: `width: ${width}px; height: ${height}px`, 'data-testid': 'tree', role: 'img' },
    s('svg', { class: 'tree-edges', viewBox: `0 0 ${width} ${height}`, width, height }, ...edges),
    ...cells,
  );
}
