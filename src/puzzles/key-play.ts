/**
 * Play by keys: puzzles played with the arrow keys (and an action key)
 * rather than by picking a move from a list, Sokoban and PuzzleScript
 * games. A backend that offers `keyPlay` says which move a key makes in a
 * state (a move the rules then apply, or refuse), and may name the pieces
 * that can no longer reach a goal, so that a front end marks them at once.
 */
import type { Lang } from './lang.js';

/** The keys of play: four directions and PuzzleScript's action (X or space). */
export type PlayKey = 'up' | 'down' | 'left' | 'right' | 'action';

export interface KeyPlay<I, S, M> {
  /** The keys the puzzle uses; the others do nothing. */
  readonly keys: readonly PlayKey[];
  /**
   * The move `key` makes from `state`, to be applied by `applyMove` (which
   * may still refuse it: a step into a wall); null where the key makes none.
   */
  move(instance: I, state: S, key: PlayKey): M | null;
  /**
   * Optional: the shape ids (in `draw`'s drawing of `state`) of the pieces
   * that can no longer reach a goal, by the backend's own proof (Sokoban's
   * dead squares and freeze deadlocks); empty when none is proven stuck.
   */
  stuck?(instance: I, state: S): readonly string[];
  /**
   * Optional: what a hint names, in `lang`, from a solution from `states[0]`
   * (its `moves` under the instance's metric, `states` one more), where its
   * first move is too small a step to be worth a hint (Sokoban under `move`:
   * one step; the hint names the walk and the next push). Null where the
   * first move is named as it is.
   */
  hintMove?(instance: I, states: readonly S[], moves: readonly M[], lang: Lang): string | null;
}

/** Who made an instance: a PuzzleScript game's title, author and homepage, as its file gives them. */
export interface InstanceCredits {
  readonly title: string;
  readonly author?: string;
  readonly homepage?: string;
}
