/**
 * The editor model of kind 'blocks-grid': a board of rectangular pieces
 * drawn as cells, each cell empty, a wall or a piece's letter, with an
 * optional goal (where a piece's top-left cell must go) and pieces limited
 * to one direction. The backend reads and writes its text format and
 * says what each tool does to the grid; the grid is plain data, changed in
 * place.
 */

export interface BlocksGrid {
  width: number;
  height: number;
  /** cells[row][col]: the empty cell, a wall, a piece's letter, or whatever else the text had there (the backend names it). */
  cells: string[][];
  /** Piece `letter`'s top-left cell must reach (row, col), counted from 0 (the text's `target` line counts from 1). */
  goal?: { letter: string; row: number; col: number };
  /** Letters of pieces that move only along their row, or only along their column. */
  horizontal?: string[];
  vertical?: string[];
}

/** Where an instance's target piece must go, and its size. */
export interface GoalPlace {
  letter: string;
  row: number;
  col: number;
  rows: number;
  cols: number;
}

export interface BlocksGridModel<I = unknown> {
  readonly kind: 'blocks-grid';
  /** What an empty cell and a wall hold. */
  readonly empty: string;
  readonly wall: string;
  /** The text of a new board. */
  readonly starterText: string;
  /** A text or code read up to the grid (the board itself unchecked, so a wrong one is still drawn); null when there is no rectangular grid. */
  read(text: string): BlocksGrid | null;
  /** The grid in the backend's text format. */
  text(grid: BlocksGrid): string;
  /** Where the instance's target piece must go: its goal line's place, or the backend's default. */
  goalOf(instance: I): GoalPlace;
  isPiece(cell: string): boolean;
  /** Moves a piece by (dr, dc) when every cell it would cover is on the board and empty or its own. */
  movePiece(grid: BlocksGrid, letter: string, dr: number, dc: number): boolean;
  /** Fills the rectangle between two cells with a new piece when all its cells are empty; its letter, or null. */
  addPiece(grid: BlocksGrid, r0: number, c0: number, r1: number, c1: number): string | null;
  removePiece(grid: BlocksGrid, letter: string): void;
  /** Empties a cell (a piece there goes whole); false when it was empty. */
  eraseAt(grid: BlocksGrid, row: number, col: number): boolean;
  /** A wall where the cell is empty, an empty cell where it is a wall. */
  toggleWall(grid: BlocksGrid, row: number, col: number): void;
  /** A new size, keeping what fits (a piece cut by the edge goes whole). */
  resize(grid: BlocksGrid, width: number, height: number): void;
}
