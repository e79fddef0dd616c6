/**
 * The sliding-blocks (华容道) layout as the editor holds it, in the
 * backend's text format: one line per board row, `.` empty, `#` wall, a
 * letter per piece (a piece is the filled rectangle of its letter), and
 * optional lines before the grid: `goal: B 3 1` (piece, row, column),
 * `horizontal: A X` and `vertical: O P` (pieces that move only that way, as
 * in Rush Hour). It also reads the one-line code form
 * `ROWS/ROWS:goal=X,2,4:horizontal=AX:vertical=OP`. Plain
 * data and pure functions, no DOM, so the format is tested on its own.
 */

export interface BlocksGrid {
  width: number;
  height: number;
  /** cells[row][col]: '.', '#', or a piece's letter. */
  cells: string[][];
  goal?: { piece: string; row: number; col: number };
  /** Letters of pieces that move only along their row, or only along their column. */
  horizontal?: string[];
  vertical?: string[];
}

type Limit = 'horizontal' | 'vertical';
const LIMITS: readonly Limit[] = ['horizontal', 'vertical'];

export const EMPTY = '.';
export const WALL = '#';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 横刀立马, the classic start, for a new layout. */
export const DEFAULT_LAYOUT = 'ABBC\nABBC\nDEEF\nDGHF\nI..J';

/**
 * Reads the text format leniently (the backend gives the exact messages):
 * null when it does not look like a grid at all.
 */
export function parseBlocksText(text: string): BlocksGrid | null {
  let lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length === 1 && lines[0].includes('/')) lines = codeLines(lines[0]);
  let goal: BlocksGrid['goal'];
  const limits: Partial<Record<Limit, string[]>> = {};
  const rows: string[] = [];
  for (const line of lines) {
    const g = /^goal\s*:\s*([A-Za-z])\s+(\d+)\s+(\d+)$/i.exec(line);
    const limit = /^(horizontal|vertical)\s*:\s*([A-Za-z\s]*)$/i.exec(line);
    if (g) goal = { piece: g[1], row: Number(g[2]), col: Number(g[3]) };
    else if (limit) limits[limit[1].toLowerCase() as Limit] = [...limit[2].replace(/\s+/g, '')];
    else if (/^[A-Za-z.#]+$/.test(line)) rows.push(line);
    else return null;
  }
  if (rows.length === 0 || rows.some((r) => r.length !== rows[0].length)) return null;
  const grid: BlocksGrid = { width: rows[0].length, height: rows.length, cells: rows.map((r) => [...r]) };
  if (goal) grid.goal = goal;
  for (const limit of LIMITS) if (limits[limit]?.length) grid[limit] = limits[limit];
  return grid;
}

/** The code form `ROWS/ROWS:goal=X,2,4:horizontal=AX` as the lines of the text form. */
function codeLines(code: string): string[] {
  const [rows, ...options] = code.split(':');
  const lines = rows.split('/');
  for (const option of options) {
    const [key, value = ''] = option.split('=');
    lines.unshift(key === 'goal' ? `goal: ${value.split(',').join(' ')}` : `${key}: ${value}`);
  }
  return lines;
}

export function blocksText(grid: BlocksGrid): string {
  const lines = grid.cells.map((row) => row.join(''));
  for (const limit of [...LIMITS].reverse()) if (grid[limit]?.length) lines.unshift(`${limit}: ${grid[limit]!.join(' ')}`);
  if (grid.goal) lines.unshift(`goal: ${grid.goal.piece} ${grid.goal.row} ${grid.goal.col}`);
  return lines.join('\n');
}

export function isPiece(cell: string): boolean {
  return cell !== EMPTY && cell !== WALL;
}

/** The cells of a letter, as its bounding box and the list. */
export function pieceCells(grid: BlocksGrid, letter: string): { row: number; col: number }[] {
  const cells: { row: number; col: number }[] = [];
  grid.cells.forEach((r, row) => r.forEach((c, col) => c === letter && cells.push({ row, col })));
  return cells;
}

/** Moves a piece by (dr, dc) when every cell it would cover is on the board and empty or its own. */
export function movePiece(grid: BlocksGrid, letter: string, dr: number, dc: number): boolean {
  const cells = pieceCells(grid, letter);
  if (cells.length === 0 || (dr === 0 && dc === 0)) return false;
  for (const { row, col } of cells) {
    const r = row + dr;
    const c = col + dc;
    if (r < 0 || c < 0 || r >= grid.height || c >= grid.width) return false;
    const there = grid.cells[r][c];
    if (there !== EMPTY && there !== letter) return false;
  }
  for (const { row, col } of cells) grid.cells[row][col] = EMPTY;
  for (const { row, col } of cells) grid.cells[row + dr][col + dc] = letter;
  return true;
}

/** The first letter no piece uses, or null when all 52 are taken. */
export function nextLetter(grid: BlocksGrid): string | null {
  const used = new Set(grid.cells.flat());
  return [...LETTERS].find((l) => !used.has(l)) ?? null;
}

/** Fills the rectangle between two cells with a new piece, when all its cells are empty; returns its letter. */
export function addPiece(grid: BlocksGrid, r0: number, c0: number, r1: number, c1: number): string | null {
  const [top, bottom] = [Math.min(r0, r1), Math.max(r0, r1)];
  const [left, right] = [Math.min(c0, c1), Math.max(c0, c1)];
  if (top < 0 || left < 0 || bottom >= grid.height || right >= grid.width) return null;
  for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (grid.cells[r][c] !== EMPTY) return null;
  const letter = nextLetter(grid);
  if (!letter) return null;
  for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) grid.cells[r][c] = letter;
  return letter;
}

export function removePiece(grid: BlocksGrid, letter: string): void {
  for (const row of grid.cells) row.forEach((c, i) => c === letter && (row[i] = EMPTY));
  if (grid.goal?.piece === letter) delete grid.goal;
  dropLimits(grid, (l) => l === letter);
}

/** Forgets the direction limits of the letters `gone` says are no longer on the board. */
function dropLimits(grid: BlocksGrid, gone: (letter: string) => boolean): void {
  for (const limit of LIMITS) {
    const kept = grid[limit]?.filter((l) => !gone(l));
    if (kept?.length) grid[limit] = kept;
    else delete grid[limit];
  }
}

/** A wall where the cell is empty, an empty cell where it is a wall. */
export function toggleWall(grid: BlocksGrid, row: number, col: number): void {
  const cell = grid.cells[row][col];
  if (cell === EMPTY) grid.cells[row][col] = WALL;
  else if (cell === WALL) grid.cells[row][col] = EMPTY;
}

/** A new size, keeping what fits; new cells are empty. */
export function resize(grid: BlocksGrid, width: number, height: number): void {
  const cells = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => grid.cells[r]?.[c] ?? EMPTY));
  // A piece cut by the new edge is removed whole.
  const cut = new Set<string>();
  grid.cells.forEach((row, r) => row.forEach((cell, c) => isPiece(cell) && (r >= height || c >= width) && cut.add(cell)));
  for (const row of cells) row.forEach((cell, c) => cut.has(cell) && (row[c] = EMPTY));
  grid.cells = cells;
  grid.width = width;
  grid.height = height;
  if (grid.goal && cut.has(grid.goal.piece)) delete grid.goal;
  dropLimits(grid, (l) => cut.has(l));
}
