/**
 * PuzzleScript by its own keys: the arrows are its four directions and X
 * or space its action, each one input (moves.ts numbers them). Undo and
 * restart are the front end's history, as in PuzzleScript's own player.
 */
import type { KeyPlay, PlayKey } from '../key-play.js';
import type { PuzzleScriptInstance } from './instance.js';
import type { PuzzleScriptMove } from './moves.js';
import type { PuzzleScriptState } from './problem.js';

const INPUT: Readonly<Record<PlayKey, PuzzleScriptMove>> = { up: 0, left: 1, down: 2, right: 3, action: 4 };

export const puzzleScriptKeyPlay: KeyPlay<PuzzleScriptInstance, PuzzleScriptState, PuzzleScriptMove> = {
  keys: ['up', 'down', 'left', 'right', 'action'],
  move: (_instance, _state, key) => INPUT[key],
};
