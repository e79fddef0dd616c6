/**
 * Replays inputs as PuzzleScript's regression tests do and writes the
 * board after each in their serialisation: the function the fixtures
 * recorded from PuzzleScript's own engine are checked against.
 */
import { compileGame } from './compile.js';
import { LevelWriter } from './level-string.js';
import { Play, type Input } from './play.js';

/**
 * `startIndex`: PuzzleScript's index into its levels and messages, from 0;
 * `inputs`: 0 up, 1 left, 2 down, 3 right, 4 action, `undo`, `restart`.
 * `levelStrings[i]` is the board after input i; `final` the last (the
 * board before any input when there are none).
 */
export function replayToLevelStrings(
  source: string,
  startIndex: number,
  inputs: readonly (number | 'undo' | 'restart')[],
): { levelStrings: string[]; final: string } {
  const game = compileGame(source);
  const play = new Play(game, startIndex);
  const writer = new LevelWriter(game);
  const levelStrings: string[] = [];
  for (const input of inputs) {
    play.input(input as Input);
    levelStrings.push(writer.write(play.board));
  }
  return { levelStrings, final: levelStrings.at(-1) ?? writer.write(play.board) };
}
