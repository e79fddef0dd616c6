/**
 * The goals and costs written out from the rules in test/support/rules-goals.ts
 * (which expectReplaysToGoal uses beside the backends' own): they cover every
 * puzzle, and they can say no.
 */
import { describe, expect, it } from 'vitest';
import { runSync, solveSteps } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { replayMoves } from '../../src/puzzles/replay.js';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { costByRules, solvedByRules } from '../support/rules-goals.js';

describe('goals by the rules', () => {
  it.each(PUZZLES.map((p) => [p.id]))('%s: a check is written, and the default start is not solved', (id) => {
    const opened = openInstance(id);
    expect(solvedByRules(opened.puzzle, opened.instance, opened.start)).toBe(false);
  });

  it('says yes to a solved position', () => {
    const opened = openInstance('sliding-tiles', { source: { kind: 'code', code: '1,2,3/4,5,6/7,8,0' } });
    expect(solvedByRules(opened.puzzle, opened.instance, opened.start)).toBe(true);
  });
});

describe('costs by the rules', () => {
  it('bridge and torch: each crossing as slow as the slowest on it, 17 minutes for 1, 2, 5, 10 in 5 crossings', () => {
    const opened = openInstance('river-crossing', { source: { kind: 'preset', name: 'bridge-torch' } });
    const result = runSync(solveSteps(opened.problem, 'auto'));
    const states = replayMoves(opened.puzzle, opened.instance, opened.start, result.solution!.moves);
    expect(costByRules(opened.puzzle, opened.instance, 'cost', states)).toBe(17);
    expect(costByRules(opened.puzzle, opened.instance, 'crossings', states)).toBe(5);
  });
});
