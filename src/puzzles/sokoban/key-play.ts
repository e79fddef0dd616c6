/**
 * Sokoban by the arrow keys: a key is one step of the player (a push when a
 * box stands there), the move metric's move, which `applyMove` takes under
 * either metric. The boxes proven stuck are those the searches prune: off
 * their goals, on a dead square or frozen (freeze.ts).
 */
import type { KeyPlay, PlayKey } from '../key-play.js';
import type { LevelAnalysis } from './analysis.js';
import { DOWN, LEFT, NONE, RIGHT, UP, type SokobanLevel } from './level.js';
import { stepMove, type SokobanMove } from './moves.js';
import { boxShapeId } from './render.js';
import { boxesOf, hasBox, playerOf, type SokobanState } from './state.js';

const DIRECTION: Readonly<Record<PlayKey, number | undefined>> = { up: UP, down: DOWN, left: LEFT, right: RIGHT, action: undefined };

/** `analysisOf`: the level's analysis as its searches have it (dead squares, freeze check), made once a level. */
export function sokobanKeyPlay(analysisOf: (level: SokobanLevel) => LevelAnalysis): KeyPlay<SokobanLevel, SokobanState, SokobanMove> {
  return {
    keys: ['up', 'down', 'left', 'right'],
    move(level, state, key) {
      const dir = DIRECTION[key];
      if (dir === undefined) return null;
      const next = level.neighbour[playerOf(state) * 4 + dir];
      // Into a wall: a step all the same, which the rules refuse and say why.
      return stepMove(dir, next !== NONE && hasBox(state, next));
    },
    stuck(level, state) {
      const { distances, freeze } = analysisOf(level);
      return boxesOf(state).flatMap((square, i) =>
        level.goal[square] !== 1 && (distances.dead[square] === 1 || freeze.isDeadlock(state, square)) ? [boxShapeId(i)] : [],
      );
    },
  };
}
