/**
 * Rush Hour: the database's hardest puzzle solved (60 moves), the example
 * board's cluster explored (24,132 positions) and mapped by `distances`,
 * and, where ../shared/data has it, every board of the 5x5 data solved and
 * its cluster explored, each answer checked against the data so that a
 * wrong one fails the bench instead of timing it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { breadthFirst, distances, explore } from '../src/engine/index.js';
import { rushHour } from '../src/puzzles/rush-hour/index.js';
import type { RushInstance } from '../src/puzzles/rush-hour/board.js';
import { measure, report, searchSample, spaceSample } from './measure.js';

const code = (text: string): RushInstance => rushHour.parse({ source: { kind: 'code', code: text }, params: {} });
const FIVE_BY_FIVE = new URL('../../../shared/data/rush-hour-5x5.txt', import.meta.url);

function check(what: string, got: unknown, wanted: unknown): void {
  if (got !== wanted) throw new Error(`${what}: got ${String(got)}, expected ${String(wanted)}`);
}

export function benchRushHour(): void {
  const hardest = rushHour.problem(code('IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM'));
  report(
    'bfs: rush hour, the database\'s hardest (60 moves)',
    measure(() => {
      const r = breadthFirst(hardest);
      check('hardest', r.solution?.moves.length, 60);
      return searchSample(r.stats);
    }, 10),
  );
  const example = rushHour.problem(code('BBBCDEFGGCDEFoAADEHHIooooJIoKKoJLLMM'));
  report(
    'explore: rush hour, the example board\'s cluster',
    measure(() => {
      const r = explore(example);
      check('example cluster', r.reachableStates, 24_132);
      return spaceSample(r);
    }),
  );
  report(
    'distances: rush hour, the example board\'s cluster',
    measure(() => {
      const r = distances(example);
      check('example distance', r.distanceAt(0), 49);
      return spaceSample(r);
    }),
  );
  if (!existsSync(FIVE_BY_FIVE)) {
    console.error(`skipped: ${FIVE_BY_FIVE.pathname} is missing`);
    return;
  }
  const boards = readFileSync(FIVE_BY_FIVE, 'utf8').trim().split('\n').map((line) => {
    const [moves, board, cluster] = line.split(' ');
    return { moves: Number(moves), problem: rushHour.problem(code(board)), cluster: Number(cluster) };
  });
  report(
    `bfs + explore: rush hour, all ${boards.length} boards of the 5x5 data`,
    measure(() => {
      let ms = 0;
      let states = 0;
      for (const b of boards) {
        const solved = breadthFirst(b.problem);
        check('5x5 moves', solved.solution?.moves.length, b.moves);
        const space = explore(b.problem);
        check('5x5 cluster', space.reachableStates, b.cluster);
        ms += solved.stats.milliseconds + space.stats.milliseconds;
        states += solved.stats.statesExplored + space.reachableStates;
      }
      return { ms, states, bytes: 1 };
    }, 1),
  );
}
