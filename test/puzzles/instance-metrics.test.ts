/**
 * The metrics offered for an instance: a river crossing where nothing takes
 * time offers one (its cost is its number of crossings, so a choice would
 * choose nothing), a timed one both; a backend that does not say offers all.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../src/engine/index.js';
import { instanceMetrics, openInstance } from '../../src/midend/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';

const river = findPuzzle('river-crossing');
const offered = (puzzleId: string, preset: string) => {
  const opened = openInstance(puzzleId, { source: { kind: 'preset', name: preset }, params: {} });
  return instanceMetrics(opened.puzzle, opened.instance).map((m) => m.id);
};

describe('metrics offered for an instance', () => {
  it('a river crossing without crossing times: only cost, which counts crossings', () => {
    for (const preset of ['ghosts', 'missionaries-cannibals', 'wolf-goat-cabbage']) expect(offered('river-crossing', preset)).toEqual(['cost']);
  });

  it('where nothing takes time, the metric left out gives the same answers as the one offered', () => {
    for (const preset of ['ghosts', 'wolf-goat-cabbage']) {
      const [cost, crossings] = ['cost', 'crossings'].map((metric) => {
        const opened = openInstance('river-crossing', { source: { kind: 'preset', name: preset }, params: {}, metric });
        return solve(opened.problem, 'auto', { maxStates: 100_000 }).solution!;
      });
      expect(cost.cost).toBe(crossings.cost);
      expect(cost.cost).toBe(cost.moves.length);
    }
  });

  it('the bridge and torch, where crossings take minutes: both, and they differ', () => {
    expect(offered('river-crossing', 'bridge-torch')).toEqual(['cost', 'crossings']);
    const [minutes, crossings] = ['cost', 'crossings'].map((metric) => {
      const opened = openInstance('river-crossing', { source: { kind: 'preset', name: 'bridge-torch' }, params: {}, metric });
      return solve(opened.problem, 'auto', { maxStates: 100_000 }).solution!.cost;
    });
    expect(minutes).toBe(17);
    expect(crossings).toBe(5);
  });

  it('a backend that does not say: every metric it has', () => {
    expect(offered('sliding-blocks', '横刀立马')).toEqual(['move', 'step', 'slide']);
    expect(river.metrics).toHaveLength(2);
  });
});
