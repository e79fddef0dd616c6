/**
 * Sokoban by the arrow keys: a key is one step of the player (a push when a
 * box stands there), the move metric's move, which `applyMove` takes under
 * either metric. The boxes proven stuck are those the searches prune: off
 * their goals, on a dead square or frozen (freeze.ts). A hint names the next
 * push under either metric.
 */
import { render } from '../../i18n/index.js';
import type { KeyPlay, PlayKey } from '../key-play.js';
import type { Lang } from '../lang.js';
import type { LevelAnalysis } from './analysis.js';
import { cellName, DOWN, LEFT, NONE, RIGHT, UP, type SokobanLevel } from './level.js';
import { directionName, SOKOBAN } from './messages.js';
import { isStep, stepDir, stepMove, stepPushes, type SokobanMove } from './moves.js';
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
    hintMove: (level, states, moves, lang) => nextPush(level, states, moves, lang),
  };
}

/**
 * Under `move` a solution's first move is one step, too little for a hint:
 * the next push is named, with the square the player walks to first. Under
 * `push` the first move is a push already, named as it is (null).
 */
function nextPush(level: SokobanLevel, states: readonly SokobanState[], moves: readonly SokobanMove[], lang: Lang): string | null {
  if (moves.length === 0 || !isStep(moves[0])) return null;
  const at = moves.findIndex((move) => stepPushes(move));
  if (at < 0) return null;
  const dir = stepDir(moves[at]);
  const player = playerOf(states[at]);
  const box = cellName(level, level.neighbour[player * 4 + dir]);
  const message =
    at === 0
      ? SOKOBAN.push({ ...box, dir: directionName(dir) })
      : SOKOBAN.walkAndPush({ ...cellName(level, player), boxRow: box.row, boxCol: box.col, dir: directionName(dir) });
  return render(message, lang);
}
