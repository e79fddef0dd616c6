/**
 * The search over one level: a state is the level's cells (and, where the
 * game has checkpoints, the cells a restart returns to) and whether the level
 * is won; a move is an input, played through the interpreter with the
 * `again` turns after it. Inputs that change nothing are no moves. States
 * are keys of 32-bit words, the cells' own bit sets.
 */
import type { SearchProblem, StateCodec } from '../../engine/problem.js';
import { inputBound } from './bound.js';
import { Play } from './engine/play.js';
import type { PuzzleScriptInstance } from './instance.js';
import type { PuzzleScriptMove } from './moves.js';

/** Steps of the engine's count one expansion stands for: a clock read every 4096 / 128 = 32 expansions (a read also asks for the process's memory, a cost to keep rare). */
const EXPANSION_WORK = 128;

export interface PuzzleScriptState {
  readonly cells: Int32Array;
  /** Where a restart goes, for games with checkpoints; null otherwise. */
  readonly restartTarget: Int32Array | null;
  readonly won: boolean;
}

export interface PuzzleScriptProblem extends SearchProblem<PuzzleScriptState, PuzzleScriptMove> {
  /** The state after an input, or null when it changes nothing. */
  play(state: PuzzleScriptState, move: PuzzleScriptMove): PuzzleScriptState | null;
}

function usesCheckpoints(instance: PuzzleScriptInstance): boolean {
  const all = [...instance.game.rules, ...instance.game.lateRules];
  return all.some((group) => group.some((rule) => rule.commands.includes('checkpoint')));
}

export function createProblem(instance: PuzzleScriptInstance): PuzzleScriptProblem {
  const play = new Play(instance.game, instance.startIndex, true);
  const checkpoints = usesCheckpoints(instance);
  const size = play.board.objects.length;
  const start: PuzzleScriptState = { cells: play.board.objects.slice(), restartTarget: checkpoints ? play.checkpoint.slice() : null, won: play.won };
  const inputs = instance.game.flags.has('noaction') ? [0, 1, 2, 3] : [0, 1, 2, 3, 4];

  /** Plays the input from the state; whether it changed anything (the outcome is on `play`). */
  const playOn = (state: PuzzleScriptState, move: PuzzleScriptMove): boolean => {
    if (state.won) return false;
    play.reset(state.cells, state.restartTarget ?? undefined);
    play.input(move);
    const target = checkpoints ? play.checkpoint : null;
    return play.won || !play.board.sameObjects(state.cells) || (target !== null && !sameWords(target, state.restartTarget!));
  };
  const playFrom = (state: PuzzleScriptState, move: PuzzleScriptMove): PuzzleScriptState | null =>
    playOn(state, move) ? { cells: play.board.objects.slice(), restartTarget: checkpoints ? play.checkpoint.slice() : null, won: play.won } : null;
  // The engine takes a successor's words before the next one is played (the callback may reuse one scratch
  // state), so successors are handed over as the play's own arrays, unallocated.
  const scratch: { cells: Int32Array; restartTarget: Int32Array | null; won: boolean } = { cells: play.board.objects, restartTarget: null, won: false };

  const words = size * (checkpoints ? 2 : 1) + 1;
  const codec: StateCodec<PuzzleScriptState> = {
    kind: 'words',
    words,
    encode(state, out, at) {
      for (let i = 0; i < size; i++) out[at + i] = state.cells[i];
      if (state.restartTarget) for (let i = 0; i < size; i++) out[at + size + i] = state.restartTarget[i];
      out[at + words - 1] = state.won ? 1 : 0;
    },
    decode(src, at) {
      const cells = new Int32Array(size);
      for (let i = 0; i < size; i++) cells[i] = src[at + i];
      let restartTarget: Int32Array | null = null;
      if (checkpoints) {
        restartTarget = new Int32Array(size);
        for (let i = 0; i < size; i++) restartTarget[i] = src[at + size + i];
      }
      return { cells, restartTarget, won: src[at + words - 1] === 1 };
    },
  };

  // An admissible bound from the win conditions where the rules allow one (bound.ts): A* is offered only then.
  const bound = inputBound(instance.game, start.cells);
  return {
    start,
    codec,
    unitCosts: true,
    // An expansion plays every input through the rules (and any `again` turns): tens of microseconds on a
    // small level, milliseconds on a large one, where thousands between clock reads would carry a search
    // far past its time limit. The clock is read every few expansions instead.
    expansionWork: EXPANSION_WORK,
    ...(bound === null ? {} : { heuristic: (state: PuzzleScriptState) => (state.won ? 0 : Math.max(1, bound(state.cells))) }),
    isGoal: (state) => state.won,
    successors(state, emit) {
      for (const input of inputs) {
        if (!playOn(state, input)) continue;
        scratch.cells = play.board.objects;
        scratch.restartTarget = checkpoints ? play.checkpoint : null;
        scratch.won = play.won;
        emit(scratch, input);
      }
    },
    play: playFrom,
  };
}

function sameWords(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
