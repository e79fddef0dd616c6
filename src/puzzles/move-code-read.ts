/**
 * Reading a move's code back (`PuzzleBackend.parseMove`). A code is read
 * only in the form `moveCode` writes it, so that the two are inverse: one
 * code per move and one move per code ("07L" and "7L1" are no codes of the
 * move written "7L"). A front end that matches codes as strings among the
 * legal moves (src/midend/move-codes.ts) then agrees with one that parses.
 */

/** `move` where `moveCode` writes it as `code` exactly, else null. */
export function asWritten<M>(code: string, move: M | null, moveCode: (move: M) => string): M | null {
  return move !== null && moveCode(move) === code ? move : null;
}

/** The whole number a code's digits spell, or NaN: "12" is 12, "-3" is -3 (callers bound it). */
export function codeNumber(digits: string): number {
  return /^-?\d{1,6}$/.test(digits) ? Number(digits) : NaN;
}
