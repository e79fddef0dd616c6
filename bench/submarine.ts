/**
 * Submarine Adventure: time to solve each level in ../shared/data (when it
 * is there: the toy's levels are not part of the repository), the presets,
 * and the level designer finding a level of 60 moves or more.
 */
import { existsSync, readFileSync } from 'node:fs';
import { breadthFirst, explore } from '../src/engine/index.js';
import { submarine } from '../src/puzzles/submarine/index.js';
import type { SubmarineLevel } from '../src/puzzles/submarine/level.js';
import { measure, report, searchSample, spaceSample } from './measure.js';

const SHARED_LEVELS = new URL('../../../shared/data/submarine-levels.json', import.meta.url);

function solveCase(name: string, level: SubmarineLevel, moves?: number): void {
  report(
    `bfs: submarine ${name}`,
    measure(() => {
      const r = breadthFirst(submarine.problem(level));
      if (r.status !== 'solved' || (moves !== undefined && r.solution!.moves.length !== moves)) throw new Error(`${name}: expected ${moves} moves`);
      return searchSample(r.stats);
    }),
  );
}

function exploreCase(name: string, level: SubmarineLevel): void {
  report(
    `explore: whole space of submarine ${name}`,
    measure(() => {
      const r = explore(submarine.problem(level));
      return spaceSample(r);
    }),
  );
}

export function benchSubmarine(): void {
  if (existsSync(SHARED_LEVELS)) {
    const data = JSON.parse(readFileSync(SHARED_LEVELS, 'utf8')) as { levels: { name: string; optimalMoves: number }[] };
    for (const known of data.levels) {
      const level = submarine.parse({ source: { kind: 'text', text: JSON.stringify(known), origin: known.name }, params: {} });
      solveCase(`${known.name} (${known.optimalMoves} moves)`, level, known.optimalMoves);
      exploreCase(known.name, level);
    }
  } else {
    console.error(`NOTICE: ${SHARED_LEVELS.pathname} is missing: the toy's levels are not benchmarked`);
  }
  for (const name of ['hard', 'deep']) {
    solveCase(`preset ${name}`, submarine.parse({ source: { kind: 'preset', name }, params: {} }));
  }
  exploreCase('preset deep', submarine.parse({ source: { kind: 'preset', name: 'deep' }, params: {} }));
  report(
    'generate: first level of 60+ moves, one shortest solution (seeds 1-5)',
    measure(() => {
      let ms = 0;
      let states = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const steps = submarine.generate!({ seed, minMoves: 60, unique: true });
        for (;;) {
          const r = steps.next();
          if (!r.done) continue;
          ms += r.value.milliseconds;
          states += r.value.statesExplored;
          break;
        }
      }
      return { ms: ms / 5, states: Math.round(states / 5), bytes: 1 };
    }, 1),
  );
}
