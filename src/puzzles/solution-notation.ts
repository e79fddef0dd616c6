/**
 * A puzzle's own notation for whole solutions, beside its move codes:
 * Sokoban's LURD (`ullDR`: lower case a step, upper case a push) is how
 * its players write and share solutions. Front ends print it and `check`
 * reads it; the move codes stay what the midend replays.
 */
export interface SolutionNotation<I, S, M> {
  /**
   * The solution in the notation, from `states` (the rules' states from the
   * start, one more than `moves`), and what it counts by name (Sokoban:
   * `pushes`, `playerMoves`).
   */
  write(instance: I, metric: string, states: readonly S[], moves: readonly M[]): WrittenSolution;
  /** The move codes a solution in the notation stands for under `metric`, from the start; null when `text` is not in the notation. */
  read(instance: I, metric: string, text: string): string[] | null;
}

export interface WrittenSolution {
  text: string;
  counts: Readonly<Record<string, number>>;
}
