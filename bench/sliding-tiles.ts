/** Sliding tiles: the engine's raw speed and memory (explore, BFS, A*, IDA*, bidirectional). */
import { breadthFirst, explore, solve, type AlgorithmName } from '../src/engine/index.js';
import { slidingTiles } from '../src/puzzles/sliding-tiles/index.js';
import type { TilesInstance } from '../src/puzzles/sliding-tiles/board.js';
import { measure, report, searchSample, spaceSample } from './measure.js';

function tiles(code: string): TilesInstance {
  return slidingTiles.parse({ source: { kind: 'code', code }, params: {} });
}

export function benchSlidingTiles(): void {
  const eight = tiles('1,2,3/4,5,6/7,8,0');
  report(
    'explore: whole 8-puzzle space (BFS, no parents)',
    measure(() => {
      const r = explore(slidingTiles.problem(eight));
      if (r.reachableStates !== 181440) throw new Error(`8-puzzle space has ${r.reachableStates} states, expected 181440`);
      return spaceSample(r);
    }),
  );

  const hardest = tiles('8,6,7/2,5,4/3,0,1');
  report(
    'bfs: 8-puzzle hardest position (31 moves, with parents)',
    measure(() => {
      const r = breadthFirst(slidingTiles.problem(hardest));
      if (r.solution?.moves.length !== 31) throw new Error('expected 31 moves');
      return searchSample(r.stats);
    }),
  );

  const fourByThree = tiles('1,2,3,4/5,6,7,8/9,10,11,0');
  report(
    'explore: first 10,000,000 states of the 4x3 puzzle',
    measure(() => {
      const r = explore(slidingTiles.problem(fourByThree), { maxStates: 10_000_000 });
      return spaceSample(r);
    }, 1),
  );

  for (const [preset, algorithm] of [
    ['8-puzzle', 'astar'],
    ['8-puzzle', 'idastar'],
    ['8-puzzle', 'bidirectional'],
    ['15-puzzle', 'idastar'],
    ['4x3', 'astar'],
    ['4x3', 'bidirectional'],
  ] as const) {
    const instance = slidingTiles.parse({ source: { kind: 'preset', name: preset }, params: {} });
    report(
      `${algorithm}: ${preset} preset`,
      measure(() => {
        const r = solve(slidingTiles.problem(instance), algorithm as AlgorithmName);
        if (r.status !== 'solved') throw new Error(`${preset} not solved`);
        return searchSample(r.stats);
      }),
    );
  }
}
