/**
 * The runs of an opened instance: the searches a front end drives as steps,
 * with the choices the command line used to make itself (auto settled, the
 * order and bound of a listing), and the instance's words in its language.
 */
import { describe, expect, it } from 'vitest';
import { runSync, solveSteps, type SearchResult } from '../../src/engine/index.js';
import { ENGINE_MESSAGES } from '../../src/engine/messages.js';
import { findPuzzle, generateLevels, hasGenerator, openInstance, puzzlesWithGenerators, solveTableCell } from '../../src/midend/index.js';

const husbands = () => openInstance('river-crossing', { params: { couples: '3' } });

describe('solve, count and list run on the opened instance', () => {
  it('settles auto as the engine does, and solves as solveSteps with that algorithm', () => {
    const opened = husbands();
    const algorithm = opened.algorithmFor('auto');
    expect(algorithm).not.toBe('auto');
    const result = runSync(opened.solve());
    expect(result.status).toBe('solved');
    expect(result.solution!.moves).toEqual(runSync(solveSteps(opened.problem, algorithm)).solution!.moves);
    // What the problem does not support is refused before any search.
    expect(() => opened.algorithmFor('idastar')).toThrow(/idastar needs a heuristic/);
  });

  it('counts the shortest solutions', () => {
    const count = runSync(husbands().countShortest());
    expect(count.status).toBe('solved');
    expect(Number(count.count)).toBeGreaterThan(0);
  });

  it('lists the shortest solutions first, one past what it keeps, and counts them all when asked', () => {
    const opened = husbands();
    const listed = runSync(opened.allSolutions({ keep: 2 }));
    expect(listed.solutions).toHaveLength(2);
    expect(listed.count).toBe(3);
    expect(listed.solutions.every((s) => s.moves.length === 11)).toBe(true);
    const counted = runSync(opened.allSolutions({ countAll: true }));
    expect(counted.status).toBe('complete');
    expect(counted.solutions).toHaveLength(0);
    expect(counted.count).toBeGreaterThanOrEqual(3);
    const both = runSync(opened.allSolutions({ keep: 2, countAll: true }));
    expect(both.count).toBe(counted.count);
  });

  it('a breadth-first answer spares the listing its shorter passes, to the same list', () => {
    const opened = husbands();
    const result = runSync(opened.solve({ algorithm: 'bfs' })) as SearchResult<unknown, unknown>;
    const after = runSync(opened.allSolutions({ keep: 5, after: { algorithm: 'bfs', result } }));
    const without = runSync(opened.allSolutions({ keep: 5 }));
    expect(after.solutions.map((s) => s.moves)).toEqual(without.solutions.map((s) => s.moves));
    expect(after.stats.statesExplored).toBeLessThanOrEqual(without.stats.statesExplored);
  });

  it('explores and maps distances', () => {
    const opened = husbands();
    const space = runSync(opened.explore());
    expect(space.status).toBe('complete');
    const map = runSync(opened.distances());
    expect(map.status).toBe('complete');
    expect(map.reachableStates).toBe(space.reachableStates);
    expect(map.distance(opened.start)).toBe(11);
  });
});

describe('explore on threads', () => {
  it('runs here on one thread, and on one thread when threads were asked only if long and no runner is registered', async () => {
    const opened = husbands();
    const one = await opened.exploreOnThreads({ threads: 1 });
    expect(one.threads).toBe(1);
    const ifLong = await opened.exploreOnThreads({ threads: 4, onlyIfLong: true, oneThreadSeconds: 1e-9 });
    expect(ifLong.threads).toBe(1);
    expect(ifLong.result.reachableStates).toBe(one.result.reachableStates);
  });

  it('says so when threads are asked for where none are registered', async () => {
    await expect(husbands().exploreOnThreads({ threads: 2 })).rejects.toThrow(/no threads runner/);
  });
});

describe("the instance's words, in its language", () => {
  it('replays a solution and words its moves and cost', () => {
    const opened = openInstance('river-crossing', { source: { kind: 'preset', name: 'bridge-and-torch' } });
    const solution = runSync(opened.solve()).solution!;
    const states = opened.replay(solution.moves);
    expect(states).toHaveLength(solution.moves.length + 1);
    expect(opened.isGoal(states[states.length - 1])).toBe(true);
    expect(opened.moveWords(solution.moves, states)).toHaveLength(solution.moves.length);
    expect(opened.moveCodes(solution.moves).every((c) => c.length > 0)).toBe(true);
    expect(opened.costUnit()).toEqual({ one: 'minute', many: 'minutes' });
    expect(opened.withLang('zh').title).not.toBe(opened.title);
  });

  it('says why a move is refused, in each language', () => {
    const opened = openInstance('river-crossing');
    const en = opened.whyIllegal('>M', opened.start);
    const zh = opened.withLang('zh').whyIllegal('>M', opened.start);
    expect(en).toMatch(/outnumber/);
    expect(zh).toMatch(/野人/);
    expect(opened.whyIllegal('>C', opened.start)).toBe(null);
  });

  it("puts the search's reason for no solution in the instance's language", () => {
    const zh = openInstance('sliding-tiles', { source: { kind: 'code', code: '1,2,3/4,5,6/8,7,0' }, lang: 'zh' });
    expect(zh.provedUnsolvable()).toBe(true);
    expect(zh.unsolvableReason(ENGINE_MESSAGES.noSolutionWithin({ moves: 7 }))).toBeDefined();
    expect(openInstance('hanoi', { lang: 'zh' }).unsolvableReason(ENGINE_MESSAGES.noSolutionWithin({ moves: 7 }))).toBe('不存在不超过 7 步的解');
    expect(openInstance('hanoi').unsolvableReason(ENGINE_MESSAGES.noSolutionWithin({ moves: 7 }))).toBe('no solution of at most 7 moves');
    expect(openInstance('hanoi').unsolvableReason()).toBeUndefined();
  });
});

describe('runs over a puzzle', () => {
  it('generates levels, each opened', () => {
    const submarine = findPuzzle('submarine');
    expect(hasGenerator(submarine)).toBe(true);
    expect(puzzlesWithGenerators()).toEqual(['rush-hour', 'submarine', 'sokoban']);
    const steps = generateLevels(submarine, { seed: 5, count: 1 });
    let r = steps.next();
    while (!r.done && r.value === undefined) r = steps.next();
    expect(r.done).toBe(false);
    if (r.done || r.value === undefined) return;
    const level = r.value;
    expect(level.opened.puzzleId).toBe('submarine');
    expect(level.moves).toBeGreaterThan(0);
    expect(openInstance('submarine', { source: { kind: 'code', code: level.opened.code } }).code).toBe(level.opened.code);
  });

  it('solves a table cell, or hands back the bad input', async () => {
    const hanoi = findPuzzle('hanoi');
    const solved = await solveTableCell(hanoi, { source: { kind: 'params' }, params: { discs: '3' } }, 'moves', 'en', {});
    expect(solved).toMatchObject({ status: 'solved', cost: 7, length: 7 });
    const invalid = await solveTableCell(hanoi, { source: { kind: 'params' }, params: { discs: 'x' } }, 'moves', 'en', {});
    expect(invalid.status).toBe('invalid');
  });
});
