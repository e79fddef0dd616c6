/**
 * The compact breadth-first search over ranked spaces agrees with the
 * hash-table `explore` on every per-depth count, and with published counts.
 */
import { describe, expect, it } from 'vitest';
import { compactExplore, explore, type SearchProblem } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { sharedData } from '../support/puzzle-checks.js';

function problemOf(id: string, code: string | null, params: Record<string, string> = {}): SearchProblem<unknown, unknown> {
  const puzzle = findPuzzle(id);
  const source = code === null ? { kind: 'params' as const } : { kind: 'code' as const, code };
  return puzzle.problem(puzzle.parse({ source, params })) as SearchProblem<unknown, unknown>;
}

interface Depths {
  single: Record<string, { depths: number[]; total: number; radius: number }>;
  multi: Record<string, { depths: number[]; total: number; radius: number }>;
}
const depths = sharedData<Depths>('sliding-tiles-depths-small.json');

describe('compact search', () => {
  it('8-puzzle: 181,440 states, 2 at 31, every depth as explore counts it', () => {
    const problem = problemOf('sliding-tiles', '1,2,3/4,5,6/7,8,0');
    const compact = compactExplore(problem);
    const hashed = explore(problem);
    expect(compact.status).toBe('complete');
    expect(compact.reachableStates).toBe(181440);
    expect(compact.farthest.distance).toBe(31);
    expect(compact.farthest.count).toBe(2);
    expect(compact.statesPerDepth).toEqual(hashed.statesPerDepth);
    expect(compact.goalStates).toBe(1);
    expect(compact.shortest).toBe(0);
    expect(compact.bytesPerState).toBe(0.25);
    expect(compact.stats.bytes).toBeLessThanOrEqual(181440 / 4 + 4);
    // The farthest examples are the hardest positions: both at 31 from the goal.
    const sortedFarthest = hashed.farthest.examples.map((s) => problem.rank!(s)).sort((a, b) => a - b);
    expect(compact.farthest.examples.map((s) => problem.rank!(s))).toEqual(sortedFarthest);
  });

  it('a start that is not the goal: solvable, shortest as explore finds it', () => {
    const problem = problemOf('sliding-tiles', '8,6,7/2,5,4/3,0,1');
    const compact = compactExplore(problem);
    const hashed = explore(problem);
    expect(compact.statesPerDepth).toEqual(hashed.statesPerDepth);
    expect(compact.shortest).toBe(31);
    expect(compact.goalStates).toBe(1);
  });

  it.skipIf(depths === null).each(['2x2', '3x2', '4x2', '3x3', '5x2'])('%s against ../shared/data/sliding-tiles-depths-small.json', (shape) => {
    const [w, h] = shape.split('x').map(Number);
    const code = Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => (r * w + c + 1) % (w * h)).join(',')).join('/');
    const result = compactExplore(problemOf('sliding-tiles', code));
    const known = depths!.single[shape];
    expect(result.statesPerDepth).toEqual(known.depths);
    expect(result.reachableStates).toBe(known.total);
    expect(result.farthest.distance).toBe(known.radius);
  });

  it.each([
    ['3', '7'],
    ['4', '6'],
    ['5', '4'],
  ])('hanoi with %s pegs and %s discs: every depth as explore counts it', (pegs, discs) => {
    const problem = problemOf('hanoi', null, { pegs, discs });
    const compact = compactExplore(problem);
    const hashed = explore(problem);
    expect(compact.statesPerDepth).toEqual(hashed.statesPerDepth);
    expect(compact.shortest).toBe(hashed.shortest);
    expect(compact.goalStates).toBe(1);
  });

  it('a distance table from the goals holds each state’s fewest moves to a goal', () => {
    const problem = problemOf('sliding-tiles', '1,2,3/4,5,6/7,8,0');
    const result = compactExplore(problem, { distances: true, fromGoals: true });
    const table = result.distanceTable!;
    expect(result.bytesPerState).toBe(1);
    expect(table[problem.rank!(problem.start)]).toBe(0);
    const hard = problemOf('sliding-tiles', '8,6,7/2,5,4/3,0,1');
    expect(table[problem.rank!(hard.start)]).toBe(31);
    const histogram: number[] = [];
    for (let r = 0; r < problem.size!; r++) histogram[table[r]] = (histogram[table[r]] ?? 0) + 1;
    expect(histogram).toEqual(result.statesPerDepth);
  });

  it('stops with a memory limit before allocating marks that do not fit', () => {
    const result = compactExplore(problemOf('sliding-tiles', '1,2,3/4,5,6/7,8,0'), { maxMemoryBytes: 1000 });
    expect(result.status).toBe('limit');
    expect(result.limit).toBe('memory');
  });

  it('refuses a problem that is not ranked', () => {
    expect(() => compactExplore(problemOf('water-jugs', null))).toThrow(/not ranked/);
  });
});
