/**
 * Sliding blocks (华容道): the in-process time to solve 横刀立马 and 峰回路转
 * under each metric (targets for `move`: under 10 ms and 20 ms), the whole
 * space of 横刀立马, and the general path on the same board for comparison.
 */
import { breadthFirst, explore } from '../src/engine/index.js';
import { slidingBlocks } from '../src/puzzles/sliding-blocks/index.js';
import type { BlocksInstance } from '../src/puzzles/sliding-blocks/board.js';
import { createBlocksProblem, METRICS, type Metric } from '../src/puzzles/sliding-blocks/problem.js';
import { measure, report, searchSample, spaceSample } from './measure.js';

/** Searches of a few milliseconds: V8 settles only after some more runs than the default 3. */
const WARMUPS = 10;

const preset = (name: string): BlocksInstance => slidingBlocks.parse({ source: { kind: 'preset', name }, params: {} });

/** Known optimal lengths, so a wrong answer fails the bench instead of timing it. */
const OPTIMAL: Record<string, Record<Metric, number>> = {
  横刀立马: { move: 81, step: 116, slide: 90 },
  峰回路转: { move: 138, step: 179, slide: 150 },
};

export function benchSlidingBlocks(): void {
  for (const [name, optimal] of Object.entries(OPTIMAL)) {
    const instance = preset(name);
    for (const { id: metric } of METRICS) {
      report(
        `bfs: ${name} (${optimal[metric]} moves, metric ${metric})`,
        measure(() => {
          const r = breadthFirst(slidingBlocks.problem(instance, metric));
          if (r.solution?.moves.length !== optimal[metric]) throw new Error(`${name}: expected ${optimal[metric]} moves under ${metric}`);
          return searchSample(r.stats);
        }, WARMUPS),
      );
    }
  }
  const heng = preset('横刀立马');
  report(
    'explore: 横刀立马 whole space (25,955 layouts)',
    measure(() => {
      const r = explore(slidingBlocks.problem(heng));
      if (r.reachableStates !== 25955) throw new Error(`横刀立马 has ${r.reachableStates} layouts, expected 25955`);
      return spaceSample(r);
    }),
  );
  report(
    'explore: 横刀立马, mirror images merged (13,011)',
    measure(() => {
      const r = explore(slidingBlocks.problem(heng), { mergeSymmetric: true });
      if (r.reachableStates !== 13011) throw new Error(`横刀立马 has ${r.reachableStates} layouts up to mirroring, expected 13011`);
      return spaceSample(r);
    }),
  );
  const general = createBlocksProblem(heng, 'move', 'general');
  report(
    'bfs: 横刀立马 on the general path (any board)',
    measure(() => {
      const r = breadthFirst(general);
      if (r.solution?.moves.length !== 81) throw new Error('expected 81 moves');
      return searchSample(r.stats);
    }),
  );
}
