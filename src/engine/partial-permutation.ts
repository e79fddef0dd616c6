/**
 * Ranks of partial permutations: k distinct items placed in n cells, as a
 * number in [0, n!/(n-k)!). A pattern database indexes its table with them:
 * "where are tiles 1-6 on the 16 cells" is one such arrangement.
 */

/**
 * n!/(n-k)!: how many ways k distinct items can sit in n cells.
 *
 * @example
 * ```ts
 * console.log(partialPermutationCount(16, 7)); // 57,657,600 placements of 7 tiles on 16 cells
 * ```
 */
export function partialPermutationCount(n: number, k: number): number {
  let count = 1;
  for (let i = 0; i < k; i++) count *= n - i;
  return count;
}

/**
 * Lexicographic rank of `places` (k distinct cells in [0, n)): each place
 * counts among the cells not taken by the places before it.
 *
 * @example
 * ```ts
 * // Where tiles 1..3 stand on 16 cells, as one number below 16 * 15 * 14.
 * const rank = rankPartialPermutation([5, 0, 9], 3, 16);
 * ```
 */
export function rankPartialPermutation(places: ArrayLike<number>, k: number, n: number): number {
  let rank = 0;
  for (let i = 0; i < k; i++) {
    const p = places[i];
    let smaller = 0;
    for (let j = 0; j < i; j++) if (places[j] < p) smaller++;
    rank = rank * (n - i) + (p - smaller);
  }
  return rank;
}

/**
 * The places whose rank is `rank`, written into `out[0..k)`.
 *
 * @example
 * ```ts
 * const places = new Int32Array(3);
 * unrankPartialPermutation(rankPartialPermutation([5, 0, 9], 3, 16), 3, 16, places); // [5, 0, 9]
 * ```
 */
export function unrankPartialPermutation(rank: number, k: number, n: number, out: Int32Array | number[]): void {
  // Digits in mixed radix n, n-1, ..., n-k+1, most significant first.
  for (let i = k - 1; i >= 0; i--) {
    const radix = n - i;
    out[i] = rank % radix;
    rank = Math.floor(rank / radix);
  }
  // Digit i is the place's index among the cells the earlier places left free.
  for (let i = 0; i < k; i++) {
    let p = out[i];
    // Walk up past the earlier places, smallest first, shifting p over each one it reaches.
    let shifted = true;
    let seen = 0;
    while (shifted) {
      shifted = false;
      let count = 0;
      for (let j = 0; j < i; j++) if (out[j] <= p) count++;
      if (count !== seen) {
        p = out[i] + count;
        seen = count;
        shifted = true;
      }
    }
    out[i] = p;
  }
}
