/**
 * The editor model of kind 'tiles-grid': a board of numbered tiles and a
 * blank, each cell as typed (which need not read yet). The backend splits
 * a text into cells as its reader does and writes them back as a text it
 * reads; it alone checks the board.
 */

export interface TilesGrid {
  width: number;
  height: number;
  /** cells[row][col]: a tile number as typed, '' for the blank, or whatever else was typed (the backend names it). */
  cells: string[][];
}

export interface TilesGridModel<I = unknown> {
  readonly kind: 'tiles-grid';
  /** The most cells a side may have. */
  readonly maxSide: number;
  /** The text of a new board. */
  readonly starterText: string;
  /** A text or code split into cells, unchecked (a wrong board is still drawn); null when there is nothing to draw. */
  read(text: string): TilesGrid | null;
  /** The cells as a text the backend reads. */
  text(grid: TilesGrid): string;
  /** The instance's start position. */
  fromInstance(instance: I): TilesGrid;
  /** A new size, keeping what fits; the new cells get the tiles the board lacks, so that a board that read still reads. */
  resize(grid: TilesGrid, width: number, height: number): void;
}
