/**
 * Inputs played as PuzzleScript's test harness plays them, from the
 * instance's level on, undo and restart among them and play going on to
 * the next level after a win: what `check --inputs` replays, answering
 * with the last board in the regression tests' serialisation.
 */
import type { InputsPlay } from '../puzzle.js';
import { levelString } from './engine/level-string.js';
import { Play } from './engine/play.js';
import type { PuzzleScriptInstance } from './instance.js';
import { parseInput } from './moves.js';

export function playInputs(instance: PuzzleScriptInstance, codes: readonly string[]): InputsPlay {
  const play = new Play(instance.game, instance.startIndex);
  for (let index = 0; index < codes.length; index++) {
    const input = parseInput(codes[index]);
    if (input === null) return { solved: play.wins > 0, unknown: { index, code: codes[index] }, fields: { levelString: levelString(play.board) } };
    play.input(input);
  }
  return { solved: play.wins > 0, fields: { levelString: levelString(play.board) } };
}
