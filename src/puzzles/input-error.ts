/**
 * Bad input: the message names what is wrong and where. In a module of its
 * own so that the helpers every backend's parsing uses (params, request
 * checks, metric names) need not import the interface that uses them.
 *
 * `instanceof` recognises the error by a registered symbol rather than by
 * this one class object: the command line is one bundled file, and a user's
 * own puzzle module (`--puzzle-module`) imports the library's copy of this
 * class, so the two copies must agree on what is bad input.
 */
const BRAND = Symbol.for('puzzlekit.PuzzleInputError');

/** A cell of a board, counted from 1 as the messages count (row 1, column 1 is the top-left). */
export interface InputCell {
  readonly row: number;
  readonly col: number;
}

export class PuzzleInputError extends Error {
  override readonly name = 'PuzzleInputError';
  readonly [BRAND] = true;
  /**
   * The board cells the message is about, where it is about cells, so that
   * an editor can mark them (the message names them too). Absent otherwise.
   */
  readonly cells?: readonly InputCell[];

  constructor(message?: string, options?: ErrorOptions & { cells?: readonly InputCell[] }) {
    super(message, options);
    if (options?.cells?.length) this.cells = options.cells;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}
