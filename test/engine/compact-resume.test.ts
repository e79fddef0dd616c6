/**
 * The compact search stopped between layers and resumed from what `onLayer`
 * gave ends exactly as one run does: same layers, same farthest states, same
 * distance table.
 */
import { describe, expect, it } from 'vitest';
import { compactExplore, SearchSetupError, type CompactOptions, type CompactResume } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';

const cases = [
  ['the 3x3 puzzle from the start', 'sliding-tiles', { kind: 'code', code: '8,6,7/2,5,4/3,0,1' }, {}],
  ['the 3x3 puzzle from the goal, with distances', 'sliding-tiles', { kind: 'code', code: '8,6,7/2,5,4/3,0,1' }, { fromGoals: true, distances: true }],
  ['4-peg Hanoi with 7 discs', 'hanoi', { kind: 'code', code: '7:4' }, {}],
] as const;

describe('compact search resumed from a checkpoint', () => {
  it.each(cases)('%s', (_, id, source, options: CompactOptions) => {
    const { problem } = openInstance(id, { source });
    const whole = compactExplore(problem, options);
    expect(whole.status).toBe('complete');
    // Keep the state after layer 5 (a copy: the marks go on changing).
    let saved: CompactResume | undefined;
    compactExplore(problem, {
      ...options,
      onLayer: ({ nextDepth, totals, marks }) => {
        if (nextDepth === 6) saved = { nextDepth, totals, marks: new Uint8Array(marks.buffer, 0, marks.bytes).slice() };
      },
    });
    expect(saved).toBeDefined();
    const resumed = compactExplore(problem, { ...options, resumeFrom: saved });
    expect(resumed.status).toBe('complete');
    expect(resumed.statesPerDepth).toEqual(whole.statesPerDepth);
    expect(resumed.reachableStates).toBe(whole.reachableStates);
    expect(resumed.goalStates).toBe(whole.goalStates);
    expect(resumed.shortest).toBe(whole.shortest);
    expect(resumed.farthest).toEqual(whole.farthest);
    expect(resumed.stats.expansions).toBe(whole.stats.expansions);
    if (whole.distanceTable) expect(Buffer.from(resumed.distanceTable!).equals(Buffer.from(whole.distanceTable))).toBe(true);
  });

  it('refuses marks of the wrong size', () => {
    const { problem } = openInstance('sliding-tiles', { source: { kind: 'code', code: '8,6,7/2,5,4/3,0,1' } });
    const resumeFrom = { nextDepth: 1, totals: { statesPerDepth: [1], states: 1, goals: 0, shortest: null, expansions: 0, lastExamples: [] }, marks: new Uint8Array(3) };
    expect(() => compactExplore(problem, { resumeFrom })).toThrow(SearchSetupError);
  });
});
