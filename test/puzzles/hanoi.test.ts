/**
 * Towers of Hanoi: breadth-first search over the real state space gives
 * 2^n - 1 moves on three pegs and the Frame-Stewart numbers on four; the
 * three-peg distance formula agrees with search everywhere.
 */
import { describe, expect, it } from 'vitest';
import { aStar, bidirectional, breadthFirst, countShortest, explore } from '../../src/engine/index.js';
import { hanoi } from '../../src/puzzles/hanoi/index.js';
import type { HanoiInstance } from '../../src/puzzles/hanoi/instance.js';
import { createHanoiProblem, threePegDistance } from '../../src/puzzles/hanoi/problem.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';

const make = (discs: number, pegs: number) => hanoi.parse({ source: { kind: 'params' }, params: { discs: String(discs), pegs: String(pegs) } }) as HanoiInstance;

/** Frame-Stewart for 4 pegs, 1 to 10 discs (OEIS A007664). */
const FRAME_STEWART_4 = [1, 3, 5, 9, 13, 17, 25, 33, 41, 49];

describe('hanoi', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('3 pegs, %i discs: 2^n - 1 moves by breadth-first search, one shortest solution', (n) => {
    const instance = make(n, 3);
    const problem = hanoi.problem(instance);
    const result = breadthFirst({ ...problem, heuristic: undefined });
    expect(result.solution!.moves.length).toBe(2 ** n - 1);
    expectReplaysToGoal(hanoi, instance, result.solution!);
    expect(countShortest(problem).count).toBe(1);
  });

  it('4 pegs, 1 to 10 discs: the Frame-Stewart numbers by breadth-first search', () => {
    const found = FRAME_STEWART_4.map((_, i) => {
      const instance = make(i + 1, 4);
      const result = breadthFirst(hanoi.problem(instance));
      expectReplaysToGoal(hanoi, instance, result.solution!);
      return result.solution!.moves.length;
    });
    expect(found).toEqual(FRAME_STEWART_4);
  });

  it('bidirectional search, from the goal too (every move can be undone), agrees and replays', () => {
    for (const [discs, pegs, moves] of [[6, 3, 63], [8, 4, 33], [7, 5, 19]]) {
      const instance = make(discs, pegs);
      const result = bidirectional(hanoi.problem(instance));
      expect(result.solution!.moves.length).toBe(moves);
      expectReplaysToGoal(hanoi, instance, result.solution!);
    }
  });

  it('5 pegs, 1 to 8 discs: the Frame-Stewart numbers for five pegs', () => {
    const found = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => {
      const instance = make(n, 5);
      const result = breadthFirst(hanoi.problem(instance));
      expectReplaysToGoal(hanoi, instance, result.solution!);
      return result.solution!.moves.length;
    });
    expect(found).toEqual([1, 3, 5, 7, 11, 15, 19, 23]);
  });

  it('the three-peg distance formula equals the breadth-first distance from every position of 6 discs', () => {
    const problem = createHanoiProblem(make(6, 3));
    // Breadth-first from the goal: moves are reversible, so distances to the goal are distances from it.
    const goal = problem.stateOf(Array(6).fill(2));
    const distance = new Map<number, number>([[goal, 0]]);
    let layer = [goal];
    for (let d = 1; layer.length > 0; d++) {
      const next: number[] = [];
      for (const s of layer) {
        problem.successors(s, (t) => {
          if (!distance.has(t)) {
            distance.set(t, d);
            next.push(t);
          }
        });
      }
      layer = next;
    }
    expect(distance.size).toBe(3 ** 6);
    for (const [s, d] of distance) expect(threePegDistance(problem.pegsOf(s), 2)).toBe(d);
    expect(explore(problem).reachableStates).toBe(729);
  });

  it('3 pegs and 14 discs: A* with the exact distance walks straight to 16,383 moves', () => {
    const instance = make(14, 3);
    const result = aStar(hanoi.problem(instance));
    expect(result.solution!.moves.length).toBe(16383);
    expect(result.stats.statesExplored).toBeLessThan(3 * 16384);
    expectReplaysToGoal(hanoi, instance, result.solution!);
  });

  it('describes, codes, renders and draws', () => {
    const instance = make(3, 3);
    const problem = hanoi.problem(instance);
    const solution = breadthFirst(problem).solution!;
    const words = solution.moves.map((m, i) => hanoi.describeMove(instance, m, solution.states[i]));
    expect(words[0]).toBe('disc 1 from peg A to peg C');
    expect(words[3]).toBe('disc 3 from peg A to peg C');
    expect(solution.moves.map((m) => hanoi.moveCode(instance, m)).join(' ')).toBe('AC AB CB AC BA BC AC');
    expect(hanoi.renderText(instance, solution.states[3])).toBe('A | 3\nB | 2 1\nC |');
    expect(hanoi.stateCode(instance, solution.states[3])).toBe('BBA');
    const ids = hanoi.draw(instance, problem.start).shapes.flatMap((s) => ('id' in s && s.id ? [s.id] : []));
    expect(ids.sort()).toEqual(['disc-1', 'disc-2', 'disc-3']);
    expect(hanoi.applyMove(instance, solution.states[2], 0 * 32 + 1)).toEqual({ illegal: 'disc 3 cannot go onto the smaller disc 2 on peg B' });
    expect(hanoi.applyMove(instance, problem.start, 1 * 32 + 2)).toEqual({ illegal: 'peg B is empty' });
  });

  it('rejects bad input with its message', () => {
    const code = (c: string) => () => hanoi.parse({ source: { kind: 'code', code: c }, params: {} });
    expect(code('8')).toThrow(PuzzleInputError);
    expect(code('8')).toThrow('is not DISCS:PEGS');
    expect(code('8:2')).toThrow('2 pegs, but a tower has 3 to 26');
    expect(code('34:3')).toThrow('34 discs, but 3 pegs take 1 to 33 discs');
    expect(() => hanoi.parse({ source: { kind: 'params' }, params: { discs: '0' } })).toThrow('parameter discs: 0 is out of range (1 to 33)');
    const instance = make(3, 3);
    expect(() => hanoi.parseState(instance, 'AAD')).toThrow('disc 3 is on "D", but the pegs are A to C');
    expect(() => hanoi.parseState(instance, 'AA')).toThrow('should give a peg letter for each of the 3 discs');
  });

  it('packs 33 discs on 3 pegs and 26 on 4 exactly', () => {
    for (const [discs, pegs] of [[33, 3], [26, 4]]) {
      const instance = make(discs, pegs);
      const problem = hanoi.problem(instance);
      expect(problem.codec.kind).toBe('float53');
      const all = 'ABCD'[pegs - 1].repeat(discs);
      expect(hanoi.stateCode(instance, hanoi.parseState(instance, all))).toBe(all);
      expect(problem.isGoal(hanoi.parseState(instance, all))).toBe(true);
    }
  });
});
