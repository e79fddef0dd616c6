/**
 * Replays inputs as PuzzleScript's regression tests do and writes the
 * board after each in their serialisation: the function the fixtures
 * recorded from PuzzleScript's own engine are checked against.
 */
import { compileGame } from './compile.js';
import { LevelWriter } from './level-string.js';
import { Play, type Input } from './play.js';

/** A game compiled and a level opened, played one input at a time. */
export interface OpenedReplay {
  /** Plays one input (and the `again` turns after it); answers the board after it. */
  step(input: Input): string;
  /** The board as it stands. */
  levelString(): string;
}

/**
 * Compiles `source` and opens PuzzleScript's level (or message) `startIndex`,
 * from 0: the work before the first input, apart from the inputs' own (the
 * steps benchmark times the steps alone, as it times PuzzleScript's).
 */
export function openReplay(source: string, startIndex: number): OpenedReplay {
  const game = compileGame(source);
  const play = new Play(game, startIndex);
  const writer = new LevelWriter(game);
  return {
    step(input) {
      play.input(input);
      return writer.write(play.board);
    },
    levelString: () => writer.write(play.board),
  };
}

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
  const replay = openReplay(source, startIndex);
  const levelStrings = inputs.map((input) => replay.step(input as Input));
  return { levelStrings, final: levelStrings.at(-1) ?? replay.levelString() };
}
