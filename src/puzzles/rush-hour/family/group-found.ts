/** What a group search answers (group-search.ts): the group's size and its layouts' distances to solved. */
export interface GroupFound {
  /** Its layouts. */
  size: number;
  /** Layouts by fewest moves to solved: histogram[d]; empty when none is solved. */
  histogram: number[];
  /** The ranks at the largest distance (empty when none is solved). */
  farthest: number[];
}
