/**
 * LURD, the notation Sokoban players write solutions in: one letter a
 * player step, `l u r d`, in upper case when the step pushes a box.
 * Written from a solution's states and moves under either metric (a push's
 * walk found by breadth-first search from where the player stands), and
 * read back into the move codes of either metric by replaying it.
 */
import type { SolutionNotation, WrittenSolution } from '../solution-notation.js';
import { DIR_LETTERS, NONE, type SokobanLevel } from './level.js';
import { isPushMetric, isStep, lurdLetter, pushCode, stepCode, stepMove, stepPushes, type SokobanMove } from './moves.js';
import { Reach } from './reach.js';
import { applyStep, type Position } from './rules.js';
import { playerOf, type SokobanState } from './state.js';
import { isIllegal } from '../replay.js';

export function writeLurd(level: SokobanLevel, states: readonly SokobanState[], moves: readonly SokobanMove[]): WrittenSolution {
  let text = '';
  let pushes = 0;
  const reach = new Reach(level);
  moves.forEach((move, i) => {
    if (isStep(move)) {
      text += stepCode(move);
      if (stepPushes(move)) pushes++;
      return;
    }
    const box = move >> 2;
    const dir = move & 3;
    const behind = level.neighbour[box * 4 + (dir ^ 1)];
    reach.fill(states[i], playerOf(states[i]));
    if (behind !== NONE && reach.reached(behind)) text += reach.walkTo(behind).map((d) => DIR_LETTERS[d]).join('');
    text += lurdLetter(dir, true);
    pushes++;
  });
  return { text, counts: { pushes, playerMoves: text.length } };
}

const LURD = /^[lurdLURD\s]+$/;

/**
 * The move codes of a LURD text from the level's start: under the move
 * metric its letters; under the push metric its pushes, the walks between
 * them replayed to know where each push is made. A walk that breaks the
 * rules ends the list with the letter that broke them, so that `check`
 * reports the move there as not legal.
 */
export function readLurd(level: SokobanLevel, metric: string, text: string): string[] | null {
  if (!LURD.test(text)) return null;
  const letters = text.replace(/\s+/g, '');
  if (!isPushMetric(metric)) return [...letters];
  const codes: string[] = [];
  let position: Position = { boxes: new Set(level.boxes), player: level.player };
  for (const letter of letters) {
    const dir = DIR_LETTERS.indexOf(letter.toLowerCase() as (typeof DIR_LETTERS)[number]);
    const push = letter !== letter.toLowerCase();
    const next = applyStep(level, position, stepMove(dir, push));
    if (isIllegal(next)) {
      codes.push(letter);
      return codes;
    }
    if (push) codes.push(pushCode(level, next.player * 4 + dir));
    position = next;
  }
  return codes;
}

export function lurdNotation(): SolutionNotation<SokobanLevel, SokobanState, SokobanMove> {
  return {
    write: (level, _metric, states, moves) => writeLurd(level, states, moves),
    read: (level, metric, text) => readLurd(level, metric, text),
  };
}
