/**
 * A board's pieces, less one when asked, as typed arrays by piece: the form
 * the solvers that take board after board (DatabaseSolver, WithinSearch)
 * search on. The arrays are kept from board to board and grown only for a
 * board with more pieces, since the minimality test loads thousands of
 * small boards a second.
 *
 * A layout is the start of each piece along its line; its key the starts as
 * digits base the board's side (exact in a double up to 20 pieces).
 */
import type { PieceBoard } from './piece-board.js';

export abstract class BoardPieces {
  protected size = 0;
  protected primaryRow = 0;
  /** The pieces loaded. */
  protected count = 0;
  protected horizontal: Uint8Array;
  protected fixed: Uint8Array;
  /** Its row (horizontal) or column (vertical). */
  protected line: Int8Array;
  protected length: Int8Array;
  /** The weight of each piece's start in a layout's key (a power of the side). */
  protected weight: Float64Array;
  /** Occupied cells, row by row (sized here; each solver paints them its own way). */
  protected cells = new Uint8Array(0);

  /** `room`: the pieces held before the first board that needs more. */
  constructor(room: number) {
    this.horizontal = new Uint8Array(room);
    this.fixed = new Uint8Array(room);
    this.line = new Int8Array(room);
    this.length = new Int8Array(room);
    this.weight = new Float64Array(room);
  }

  /** Where the loaded starts go, with room for `n` pieces from 0 (each solver keeps its layouts its own way). */
  protected abstract startsWithRoom(n: number): Int8Array;

  /** Takes `board` without its piece `without` when one is named (the others keep their order); returns the layout's key. */
  protected loadPieces(board: PieceBoard, without: number): number {
    const { pieces, size } = board;
    const n = pieces.length - (without >= 0 && without < pieces.length ? 1 : 0);
    if (this.horizontal.length < n) {
      this.horizontal = new Uint8Array(n);
      this.fixed = new Uint8Array(n);
      this.line = new Int8Array(n);
      this.length = new Int8Array(n);
      this.weight = new Float64Array(n);
    }
    const starts = this.startsWithRoom(n);
    this.size = size;
    this.primaryRow = board.primaryRow;
    this.count = n;
    if (this.cells.length !== size * size) this.cells = new Uint8Array(size * size);
    let key = 0;
    for (let j = 0, i = 0; j < pieces.length; j++) {
      if (j === without) continue;
      const p = pieces[j];
      this.horizontal[i] = p.horizontal ? 1 : 0;
      this.fixed[i] = p.fixed ? 1 : 0;
      this.line[i] = p.line;
      this.length[i] = p.length;
      this.weight[i] = size ** i;
      starts[i] = p.start;
      key += p.start * this.weight[i];
      i++;
    }
    return key;
  }
}
