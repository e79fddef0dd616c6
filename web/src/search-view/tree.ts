/**
 * The search tree drawn while it is small: one row per depth, each node a
 * dot under its parent, coloured by what became of it, the path found
 * highlighted at the end. A bigger tree is only counted.
 */
import type { TreeNode } from '../../../src/midend/index.js';
import { h, s } from '../dom.js';
import type { PageWords } from '../page-words.js';
import { SEARCH_WORDS } from './messages.js';

/** Nodes drawn at most: beyond this a tree is a smudge. */
export const MAX_TREE_NODES = 120;

const FILL: Readonly<Record<TreeNode['fate'], string>> = {
  frontier: '#f6c342',
  expanded: '#5b8def',
  pruned: '#bbbbbb',
  goal: '#2e7d32',
};

export function drawTree(page: PageWords, nodes: readonly TreeNode[], path: readonly string[]): Element {
  if (nodes.length > MAX_TREE_NODES) return h('p', { class: 'note' }, page.t(SEARCH_WORDS.treeTooBig({ count: nodes.length })));
  // Leaves get a column each, in order; a parent sits over the middle of its children.
  const children = nodes.map(() => [] as number[]);
  const roots: number[] = [];
  nodes.forEach((node, i) => (node.parent >= 0 && node.parent < nodes.length ? children[node.parent].push(i) : roots.push(i)));
  const x = new Array<number>(nodes.length).fill(0);
  let column = 0;
  const place = (i: number): void => {
    if (children[i].length === 0) x[i] = column++;
    else {
      children[i].forEach(place);
      x[i] = (x[children[i][0]] + x[children[i][children[i].length - 1]]) / 2;
    }
  };
  roots.forEach(place);
  const depth = Math.max(0, ...nodes.map((n) => n.depth));
  const width = Math.max(1, column) * 16 + 16;
  const height = (depth + 1) * 36 + 16;
  const onPath = (i: number) => path.includes(nodes[i].state) && (nodes[i].parent < 0 || path.includes(nodes[nodes[i].parent].state));
  const edges = nodes.flatMap((node, i) =>
    node.parent >= 0 && node.parent < nodes.length
      ? [s('line', { x1: x[node.parent] * 16 + 16, y1: nodes[node.parent].depth * 36 + 16, x2: x[i] * 16 + 16, y2: node.depth * 36 + 16, class: onPath(i) ? 'tree-edge path' : 'tree-edge' })]
      : [],
  );
  const dots = nodes.map((node, i) =>
    s('circle', { cx: x[i] * 16 + 16, cy: node.depth * 36 + 16, r: 6, fill: FILL[node.fate], class: onPath(i) ? 'tree-node path' : 'tree-node', 'data-fate': node.fate }, s('title', {}, node.state)),
  );
  return s('svg', { class: 'tree', viewBox: `0 0 ${width} ${height}`, width, height, 'data-testid': 'tree', role: 'img' }, ...edges, ...dots);
}
