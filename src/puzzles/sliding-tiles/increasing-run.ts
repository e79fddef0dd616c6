/**
 * The longest increasing run in a sequence of values, found a value at a
 * time by patience sorting: linear conflict counts, in each line, the goal
 * tiles there less the longest run of them in goal order.
 */

/**
 * One value more: it replaces the first pile top not below it, or starts a
 * new pile. `tails` holds the piles' tops (the smallest last value of a run
 * of each length), `piles` how many there are; returns the new count, the
 * run's length so far.
 */
export function extendRun(tails: Int32Array, piles: number, value: number): number {
  let i = piles;
  while (i > 0 && tails[i - 1] > value) i--;
  tails[i] = value;
  return i === piles ? piles + 1 : piles;
}
