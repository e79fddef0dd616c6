/** What the family keeps of a group: its hardest layout, when that one is a minimal puzzle. */
export interface RushHourPuzzle {
  /** Fewest moves to solve it. */
  readonly moves: number;
  /** Its layout as the database writes it (boardText). */
  readonly board: string;
  /** Layouts in its group. */
  readonly groupSize: number;
  /** Layouts of its group by fewest moves to solved: histogram[d]. */
  readonly histogram: readonly number[];
}

/** The database's order of its lines: by moves, then by board. */
export function comparePuzzles(a: RushHourPuzzle, b: RushHourPuzzle): number {
  return a.moves - b.moves || (a.board < b.board ? -1 : a.board > b.board ? 1 : 0);
}
