/**
 * A state graph as a file other tools read: GraphML (Gephi, yEd, Cytoscape,
 * NetworkX) and Graphviz's DOT. Both carry the same facts: each state's code
 * as its label, its board as text, fewest moves from the start, least cost to
 * a goal, whether it is the start, a goal or on the shortest solution; each
 * move with its cost. The writers return the file as parts (a line or so
 * each) that a caller joins, writes or hands to a Blob.
 */
import type { StateGraph } from './state-graph.js';

export interface GraphDocument {
  /** What the graph is of ("Sliding tiles: 1,2,3/4,5,0"). */
  title: string;
  graph: StateGraph;
  /** A node's board as text, where the front end can render it. */
  boardOf?: (index: number) => string;
}

export type GraphFormat = 'graphml' | 'dot';

export interface GraphFormatInfo {
  /** Its usual name, for messages. */
  name: string;
  /** The file name ending that selects it. */
  extension: string;
  mediaType: string;
  write(doc: GraphDocument): string[];
}

export const GRAPH_FORMATS: Record<GraphFormat, GraphFormatInfo> = {
  graphml: { name: 'GraphML', extension: '.graphml', mediaType: 'application/graphml+xml', write: graphMl },
  dot: { name: 'DOT', extension: '.dot', mediaType: 'text/vnd.graphviz', write: dot },
};

export function isGraphFormat(name: string): name is GraphFormat {
  return Object.hasOwn(GRAPH_FORMATS, name);
}

/** The format a file name's ending selects (`.graphml`, `.dot`, `.gv`), or null. */
export function graphFormatOfPath(path: string): GraphFormat | null {
  const lower = path.toLowerCase();
  if (lower.endsWith('.graphml')) return 'graphml';
  if (lower.endsWith('.dot') || lower.endsWith('.gv')) return 'dot';
  return null;
}

/** Which nodes and moves lie on the shortest solution. */
function solutionOf(graph: StateGraph): { nodes: Set<number>; moves: Set<string> } {
  const moves = new Set<string>();
  for (let k = 1; k < graph.path.length; k++) moves.add(`${graph.path[k - 1]}>${graph.path[k]}`);
  return { nodes: new Set(graph.path), moves };
}

/** Text as XML character data or an attribute value: markup escaped, characters XML 1.0 forbids replaced. */
export function xmlText(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD');
}

function graphMl({ title, graph, boardOf }: GraphDocument): string[] {
  const solution = solutionOf(graph);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">\n',
    '  <key id="label" for="node" attr.name="label" attr.type="string"/>\n',
    ...(boardOf ? ['  <key id="board" for="node" attr.name="board" attr.type="string"/>\n'] : []),
    '  <key id="depth" for="node" attr.name="depth" attr.type="int"/>\n',
    '  <key id="distance" for="node" attr.name="distance" attr.type="double"/>\n',
    '  <key id="start" for="node" attr.name="start" attr.type="boolean"><default>false</default></key>\n',
    '  <key id="goal" for="node" attr.name="goal" attr.type="boolean"><default>false</default></key>\n',
    '  <key id="solution" for="node" attr.name="solution" attr.type="boolean"><default>false</default></key>\n',
    '  <key id="cost" for="edge" attr.name="cost" attr.type="double"/>\n',
    '  <key id="solution_move" for="edge" attr.name="solution" attr.type="boolean"><default>false</default></key>\n',
    '  <graph id="G" edgedefault="directed">\n',
    `    <desc>${xmlText(title)}</desc>\n`,
  ];
  graph.nodes.forEach((node, i) => {
    let line = `    <node id="n${i}"><data key="label">${xmlText(node.code)}</data>`;
    if (boardOf) line += `<data key="board">${xmlText(boardOf(i))}</data>`;
    line += `<data key="depth">${node.depth}</data>`;
    // No goal reachable: no distance at all (GraphML readers disagree on how to spell infinity).
    if (Number.isFinite(node.distance)) line += `<data key="distance">${node.distance}</data>`;
    if (i === 0) line += '<data key="start">true</data>';
    if (node.distance === 0) line += '<data key="goal">true</data>';
    if (solution.nodes.has(i)) line += '<data key="solution">true</data>';
    parts.push(`${line}</node>\n`);
  });
  for (const [from, to, cost] of graph.edges) {
    const onPath = solution.moves.has(`${from}>${to}`) ? '<data key="solution_move">true</data>' : '';
    parts.push(`    <edge source="n${from}" target="n${to}"><data key="cost">${cost}</data>${onPath}</edge>\n`);
  }
  parts.push('  </graph>\n', '</graphml>\n');
  return parts;
}

/** A DOT quoted string: quotes and backslashes escaped, line breaks as \n. */
export function dotString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')}"`;
}

function dot({ title, graph, boardOf }: GraphDocument): string[] {
  const solution = solutionOf(graph);
  const parts = [
    `digraph ${dotString(title)} {\n`,
    `  graph [label=${dotString(title)}, labelloc=t, overlap=false];\n`,
    '  node [shape=ellipse, style=filled, fillcolor="#9ecae1", fontsize=10];\n',
    '  edge [color="#999999"];\n',
  ];
  graph.nodes.forEach((node, i) => {
    const attrs = [`label=${dotString(node.code)}`, `depth=${node.depth}`];
    if (Number.isFinite(node.distance)) attrs.push(`distance=${node.distance}`);
    if (boardOf) attrs.push(`tooltip=${dotString(boardOf(i))}`);
    if (i === 0) attrs.push('start=true', 'shape=box', 'fillcolor="#f2c14e"');
    if (node.distance === 0) attrs.push('goal=true', 'peripheries=2', 'fillcolor="#7fb069"');
    if (solution.nodes.has(i)) attrs.push('solution=true', 'color="#d9534f"', 'penwidth=2');
    parts.push(`  n${i} [${attrs.join(', ')}];\n`);
  });
  for (const [from, to, cost] of graph.edges) {
    const onPath = solution.moves.has(`${from}>${to}`) ? ', solution=true, color="#d9534f", penwidth=2.5' : '';
    parts.push(`  n${from} -> n${to} [cost=${cost}${onPath}];\n`);
  }
  parts.push('}\n');
  return parts;
}
