/**
 * The state graph's labels: none drawn on the canvas, where a state's code
 * (as long as its board) ran off the edge and over other labels and dots; the
 * start's code goes to the legend and to its dot's hover label instead.
 */
import { describe, expect, it } from 'vitest';
import { distances } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { stateGraphOf } from '../../src/midend/state-graph.js';
import { LABEL_SETTINGS, nodeAttributes } from '../../web/src/graph/graph-nodes.js';

describe('state-graph labels', () => {
  const opened = openInstance('river-crossing', { source: { kind: 'preset', name: 'ghosts' }, params: {} });
  const map = distances(opened.problem);
  if (map.status !== 'complete') throw new Error('the ghosts crossing should be explored completely');
  const graph = stateGraphOf(map, (state) => opened.stateCode(state));

  it('are not drawn on the canvas, and no label is forced', () => {
    expect(LABEL_SETTINGS.renderLabels).toBe(false);
    const nodes = nodeAttributes(graph, 'Start position: X');
    expect(nodes).toHaveLength(graph.nodes.length);
    expect(nodes.length).toBeGreaterThan(10);
    expect(nodes.filter((attrs) => 'forceLabel' in attrs)).toEqual([]);
  });

  it('name each state by its code where the pointer rests, the start by its whole label', () => {
    const nodes = nodeAttributes(graph, 'Start position: X');
    expect(nodes[0].label).toBe('Start position: X');
    expect(nodes[1].label).toBe(graph.nodes[1].code);
  });
});
