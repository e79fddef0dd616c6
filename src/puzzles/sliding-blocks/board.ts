/**
 * A sliding-block instance: the board, its walls, its pieces (rectangles, one
 * letter each) and the goal, built and checked from a grid of letters.
 * Whatever source the grid comes from (preset, text, code), it is checked
 * here, so every source gives the same messages.
 *
 * Cells are numbered row by row from 0; rows and columns count from 0 too,
 * as in a goal line `goal: B 3 1`.
 */
import { PuzzleInputError } from '../puzzle.js';

/** Which ways a piece may move: any, or only along a row or a column (Rush Hour cars). */
export type Limit = 'any' | 'horizontal' | 'vertical';

export interface Piece {
  letter: string;
  rows: number;
  cols: number;
  /** Top-left cell at the start. */
  start: number;
  /** Index into `kinds`: pieces of one kind are interchangeable for the search. */
  kind: number;
  limit: Limit;
}

/** A class of interchangeable pieces: same size, same direction limit, target or not. */
export interface Kind {
  rows: number;
  cols: number;
  limit: Limit;
  target: boolean;
}

export interface BlocksInstance {
  readonly width: number;
  readonly height: number;
  /** 1 for a wall cell. */
  readonly walls: Uint8Array;
  /** In reading order of their top-left cells at the start. */
  readonly pieces: readonly Piece[];
  readonly kinds: readonly Kind[];
  /** For each kind, its pieces' indices in order: the canonical lettering of a layout. */
  readonly piecesOfKind: readonly (readonly number[])[];
  /** The target piece's index and the top-left cell it must reach. */
  readonly goal: { piece: number; cell: number };
  /** Whether the goal was given (a goal line) rather than the 4x5 default. */
  readonly goalGiven: boolean;
  /**
   * A classic 华容道 board: 4x5, no walls or limits, one 2x2 piece (the
   * target, aiming for row 3, column 1) and otherwise only 1x2, 2x1 and 1x1
   * pieces. Such a layout has the community's 9-hex-digit code and the fast
   * search path.
   */
  readonly standard: boolean;
}

/** A grid and its options as read from text or a code, before checking. */
export interface BlocksDraft {
  rows: string[];
  goal?: { letter: string; row: number; col: number };
  horizontal?: string[];
  vertical?: string[];
}

export const MAX_SIDE = 32;
export const MAX_CELLS = 1024;
export const PIECE_LETTER = /^[A-Za-z]$/;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A place in words, rows and columns counted from 1 as a person reads them (cells and codes count from 0). */
const place = (row: number, col: number) => `row ${row + 1}, column ${col + 1}`;
const cellPlace = (cell: number, width: number) => place(Math.floor(cell / width), cell % width);
/** Cells numbered row by row from 0, as an error's `cells` (counted from 1) for an editor to mark, with the message in Chinese. */
const marked = (cells: readonly number[], width: number, zh: string) => ({ zh, cells: cells.map((cell) => ({ row: Math.floor(cell / width) + 1, col: (cell % width) + 1 })) });
/** The cells of a rectangle whose top-left cell is `start`. */
const rectCells = (start: number, rows: number, cols: number, width: number) =>
  Array.from({ length: rows * cols }, (_, i) => start + Math.floor(i / cols) * width + (i % cols));
/** The same in Chinese: "第 2 行第 3 列". */
const placeZh = (row: number, col: number) => `第 ${row + 1} 行第 ${col + 1} 列`;
const cellPlaceZh = (cell: number, width: number) => placeZh(Math.floor(cell / width), cell % width);

/** Checks a draft and builds the instance; throws `PuzzleInputError` naming the problem and its place. */
export function buildInstance(draft: BlocksDraft): BlocksInstance {
  const { width, height, walls, cellsOf } = readGrid(draft.rows);
  const limits = readLimits(draft, cellsOf);
  const shapes = gridShapes(cellsOf, width, limits);

  const goal = findGoal(draft, shapes, width, height);
  checkGoalClearOfWalls(shapes[goal.piece], goal.cell, width, walls);
  const kinds: Kind[] = [];
  const piecesOfKind: number[][] = [];
  const pieces: Piece[] = shapes.map((s, i) => {
    const target = i === goal.piece;
    let kind = kinds.findIndex((k) => k.rows === s.rows && k.cols === s.cols && k.limit === s.limit && k.target === target);
    if (kind < 0) {
      kind = kinds.push({ rows: s.rows, cols: s.cols, limit: s.limit, target }) - 1;
      piecesOfKind.push([]);
    }
    piecesOfKind[kind].push(i);
    return { ...s, kind };
  });
  const standard =
    width === 4 &&
    height === 5 &&
    walls.every((w) => w === 0) &&
    goal.cell === 13 &&
    pieces[goal.piece].rows === 2 &&
    pieces[goal.piece].cols === 2 &&
    pieces.every((p, i) => p.limit === 'any' && (i === goal.piece || (p.rows * p.cols <= 2 && p.rows <= 2 && p.cols <= 2)));
  return Object.freeze({ width, height, walls, pieces, kinds, piecesOfKind, goal, goalGiven: draft.goal !== undefined, standard });
}

/** A grid of rows read and checked: its size, walls and each letter's cells. */
export function readGrid(rows: readonly string[]): { width: number; height: number; walls: Uint8Array; cellsOf: Map<string, number[]> } {
  if (rows.length === 0) throw new PuzzleInputError('the board is empty: give one line per row, like ABBC/ABBC/DEEF/DGHF/I..J', '盘面是空的：每行一行地给出，如 ABBC/ABBC/DEEF/DGHF/I..J');
  const width = [...rows[0]].length;
  rows.forEach((row, r) => {
    const length = [...row].length;
    if (length !== width) throw new PuzzleInputError(`row ${r + 1} has ${plural(length, 'cell')} but row 1 has ${width}: the rows are ragged`, `第 ${r + 1} 行有 ${length} 格，但第 1 行有 ${width} 格：各行长短不齐`);
  });
  const height = rows.length;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_CELLS) {
    throw new PuzzleInputError(`a ${width}x${height} board is too large (at most ${MAX_SIDE} a side and ${MAX_CELLS} cells)`, `${width}x${height} 的盘面太大（每边最多 ${MAX_SIDE} 格，共最多 ${MAX_CELLS} 格）`);
  }
  const walls = new Uint8Array(width * height);
  const cellsOf = new Map<string, number[]>();
  let empty = 0;
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      const cell = r * width + c;
      if (ch === '.') empty++;
      else if (ch === '#') walls[cell] = 1;
      else if (PIECE_LETTER.test(ch)) {
        const list = cellsOf.get(ch) ?? [];
        list.push(cell);
        cellsOf.set(ch, list);
      } else {
        throw new PuzzleInputError(
          `${place(r, c)}: ${JSON.stringify(ch)} is not a piece letter (A-Z, a-z), "." (empty) or "#" (wall)`,
          marked([cell], width, `${placeZh(r, c)}：${JSON.stringify(ch)} 既不是棋子字母（A-Z、a-z），也不是 "."（空格）或 "#"（墙）`),
        );
      }
    }),
  );
  if (cellsOf.size === 0) throw new PuzzleInputError('the board has no pieces', '盘面上没有棋子');
  if (empty === 0) throw new PuzzleInputError('the board has no empty cell ("."), so nothing can move', '盘面上没有空格（"."），什么也动不了');
  return { width, height, walls, cellsOf };
}

/** Each letter's rectangle, in reading order of top-left cells. */
export function gridShapes(cellsOf: Map<string, number[]>, width: number, limits = new Map<string, Limit>()) {
  return [...cellsOf].map(([letter, list]) => pieceShape(letter, list, width, limits.get(letter) ?? 'any')).sort((a, b) => a.start - b.start);
}

function readLimits(draft: BlocksDraft, cellsOf: Map<string, number[]>): Map<string, Limit> {
  const limits = new Map<string, Limit>();
  for (const [limit, letters] of [['horizontal', draft.horizontal ?? []], ['vertical', draft.vertical ?? []]] as const) {
    for (const letter of letters) {
      if (!cellsOf.has(letter)) throw new PuzzleInputError(`${limit}: there is no piece ${letter} on the board`, `${limit}：盘面上没有棋子 ${letter}`);
      if (limits.has(letter)) throw new PuzzleInputError(`piece ${letter} is limited twice (horizontal and vertical, or listed twice)`, `棋子 ${letter} 被限制了两次（既横又竖，或列了两次）`);
      limits.set(letter, limit);
    }
  }
  return limits;
}

/** A letter's cells must fill one rectangle exactly. */
function pieceShape(letter: string, list: number[], width: number, limit: Limit) {
  const rowsOf = list.map((c) => Math.floor(c / width));
  const colsOf = list.map((c) => c % width);
  const top = Math.min(...rowsOf);
  const left = Math.min(...colsOf);
  const rows = Math.max(...rowsOf) - top + 1;
  const cols = Math.max(...colsOf) - left + 1;
  if (rows * cols !== list.length) {
    throw new PuzzleInputError(
      `piece ${letter}: its ${plural(list.length, 'cell')} do not fill one rectangle (they span rows ${top + 1}-${top + rows}, columns ${left + 1}-${left + cols}); each letter must be one filled rectangle`,
      marked(list, width, `棋子 ${letter}：它的 ${list.length} 格没有填满一个矩形（它们跨第 ${top + 1}-${top + rows} 行、第 ${left + 1}-${left + cols} 列）；每个字母必须正好填满一个矩形`),
    );
  }
  return { letter, rows, cols, start: top * width + left, limit };
}

function findGoal(draft: BlocksDraft, shapes: { letter: string; rows: number; cols: number; start: number }[], width: number, height: number) {
  if (draft.goal) {
    const { letter, row, col } = draft.goal;
    const piece = shapes.findIndex((s) => s.letter === letter);
    if (piece < 0) throw new PuzzleInputError(`goal: there is no piece ${letter} on the board`, `目标：盘面上没有棋子 ${letter}`);
    const s = shapes[piece];
    if (row < 0 || col < 0 || row + s.rows > height || col + s.cols > width) {
      throw new PuzzleInputError(
        `goal: piece ${letter} (${s.rows}x${s.cols}) does not fit on the board with its top-left cell at ${place(row, col)} (row ${row}, column ${col} in the goal line, which counts from 0)`,
        marked(
          rectCells(s.start, s.rows, s.cols, width),
          width,
          `目标：棋子 ${letter}（${s.rows}x${s.cols}）的左上格在${placeZh(row, col)}时放不进盘面（目标行里的行 ${row}、列 ${col} 从 0 数起）`,
        ),
      );
    }
    return { piece, cell: row * width + col };
  }
  const blocks = shapes.filter((s) => s.rows === 2 && s.cols === 2);
  if (blocks.length !== 1) {
    throw new PuzzleInputError(
      `a ${width}x${height} board without a goal line needs exactly one 2x2 piece (the one that must reach the bottom middle), but it has ${blocks.length}: add a line like "goal: B 3 1" (piece, row, column)`,
      marked(
        blocks.flatMap((b) => rectCells(b.start, 2, 2, width)),
        width,
        `没有目标行的 ${width}x${height} 盘面要正好有一个 2x2 的棋子（要走到底部中间的那个），但它有 ${blocks.length} 个：请加一行，如 "goal: B 3 1"（棋子、行、列）`,
      ),
    );
  }
  if (width % 2 !== 0) {
    throw new PuzzleInputError(
      `a board of odd width (${width}) has no bottom middle for the 2x2 piece: add a line like "goal: B 3 1" (piece, row, column)`,
      marked(rectCells(blocks[0].start, 2, 2, width), width, `宽度为奇数（${width}）的盘面没有供 2x2 棋子停的底部中间：请加一行，如 "goal: B 3 1"（棋子、行、列）`),
    );
  }
  return { piece: shapes.indexOf(blocks[0]), cell: (height - 2) * width + (width - 2) / 2 };
}

/** A goal place that covers a wall can never be reached. */
function checkGoalClearOfWalls(piece: { letter: string; rows: number; cols: number }, cell: number, width: number, walls: Uint8Array): void {
  for (const at of rectCells(cell, piece.rows, piece.cols, width)) {
    if (walls[at]) {
      throw new PuzzleInputError(
        `goal: piece ${piece.letter} cannot end there: its place covers the wall at ${cellPlace(at, width)}`,
        marked([at], width, `目标：棋子 ${piece.letter} 不能停在那里：它会盖住${cellPlaceZh(at, width)}的墙`),
      );
    }
  }
}

/** Row and column of a cell. */
export function rowCol(instance: { width: number }, cell: number): [number, number] {
  return [Math.floor(cell / instance.width), cell % instance.width];
}
