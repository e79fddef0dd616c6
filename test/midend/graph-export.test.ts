/**
 * The GraphML and DOT writers keep any text a backend makes (codes, boards,
 * titles) inside their own syntax: markup escaped, characters XML forbids
 * replaced, DOT strings quoted.
 */
import { describe, expect, it } from 'vitest';
import { GRAPH_FORMATS, graphFormatOfPath, type GraphDocument } from '../../src/midend/index.js';

const awkward = 'a<b>&"c"\'d\u0001';
const doc: GraphDocument = {
  title: `Title "quoted" \\ ${awkward}`,
  graph: {
    nodes: [
      { code: awkward, depth: 0, distance: 1 },
      { code: 'goal', depth: 1, distance: 0 },
      { code: 'stuck', depth: 1, distance: Infinity },
    ],
    edges: [
      [0, 1, 1],
      [0, 2, 2.5],
      [1, 0, 1],
    ],
    path: [0, 1],
  },
  boardOf: (i) => (i === 0 ? 'row <1>\nrow &2' : 'x'),
};

describe('GraphML', () => {
  const xml = GRAPH_FORMATS.graphml.write(doc).join('');

  it('escapes every label and board, and leaves no character XML 1.0 forbids', () => {
    expect(xml).toContain('<data key="label">a&lt;b&gt;&amp;&quot;c&quot;&apos;d\uFFFD</data>');
    expect(xml).toContain('<data key="board">row &lt;1&gt;\nrow &amp;2</data>');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    // Outside the tags, every & starts an entity and no < or > is left.
    const text = xml.replace(/<[^<>]*>/g, '');
    expect(text).not.toMatch(/[<>]/);
    expect(text.match(/&[^;]*;/g)?.every((e) => ['&lt;', '&gt;', '&amp;', '&quot;', '&apos;'].includes(e))).toBe(true);
  });

  it('marks the start, the goal, the solution and the costs; a state with no way to a goal has no distance', () => {
    const nodes = xml.match(/<node [\s\S]*?<\/node>/g)!;
    expect(nodes).toHaveLength(3);
    expect(nodes[0]).toContain('<data key="start">true</data>');
    expect(nodes[1]).toContain('<data key="goal">true</data><data key="solution">true</data>');
    expect(nodes[2]).not.toContain('key="distance"');
    expect(xml).toContain('<edge source="n0" target="n1"><data key="cost">1</data><data key="solution_move">true</data></edge>');
    expect(xml).toContain('<edge source="n0" target="n2"><data key="cost">2.5</data></edge>');
    expect(xml).toContain('<edge source="n1" target="n0"><data key="cost">1</data></edge>');
  });
});

describe('DOT', () => {
  const dot = GRAPH_FORMATS.dot.write(doc).join('');

  it('quotes titles, labels and boards: quotes and backslashes escaped, line breaks as \\n', () => {
    expect(dot.startsWith('digraph "Title \\"quoted\\" \\\\ a<b>&\\"c\\"\'d\u0001" {\n')).toBe(true);
    expect(dot).toContain('tooltip="row <1>\\nrow &2"');
    expect(dot.split('\n').filter((l) => / -> /.test(l))).toEqual(['  n0 -> n1 [cost=1, solution=true, color="#d9534f", penwidth=2.5];', '  n0 -> n2 [cost=2.5];', '  n1 -> n0 [cost=1];']);
  });
});

it('takes the format from the file name', () => {
  expect(['a.graphml', 'B.GraphML', 'c.dot', 'd.gv', 'e.xml'].map(graphFormatOfPath)).toEqual(['graphml', 'graphml', 'dot', 'dot', null]);
});
