/**
 * XSB, the text form of Sokoban levels, read into a level and written back.
 * Squares: `#` wall, `@` player, `+` player on a goal, `$` box, `*` box on a
 * goal, `.` goal, space `-` `_` floor; a count before a character repeats
 * it (`4#`, run-length rows); `|` also ends a row, so that a level fits on
 * one line as an instance code. Every mistake names its row and column,
 * counted from 1 (from the file's first line where the level came from a file).
 */
import type { MessageParam } from '../../i18n/index.js';
import { quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { NONE, type SokobanLevel } from './level.js';
import { SOKOBAN } from './messages.js';

/** The widest and tallest level read: keeps every square index and drawing small. */
export const MAX_SIDE = 128;

const SQUARE_CHARS = new Set(['#', '@', '+', '$', '*', '.', ' ', '-', '_']);

/** Where a level's text came from, for messages, and the file line its first row is on. */
export interface LevelPlace {
  where: MessageParam;
  /** The file line (from 1) of the level's first row; 1 for a code. */
  firstRow?: number;
  title?: string;
}

/** Rows of squares from XSB text: `|` and line breaks end rows; run-length counts expanded. */
export function xsbRows(text: string, place: LevelPlace): string[] {
  const firstRow = place.firstRow ?? 1;
  const rows: string[] = [];
  text
    .replace(/\r/g, '')
    .split(/[\n|]/)
    .forEach((raw, r) => {
      let row = '';
      let count = '';
      for (let c = 0; c < raw.length; c++) {
        const ch = raw[c];
        if (ch >= '0' && ch <= '9') {
          count += ch;
          continue;
        }
        if (!SQUARE_CHARS.has(ch)) {
          throw new PuzzleInputError(SOKOBAN.strayCharacter({ where: place.where, row: r + firstRow, col: row.length + 1, char: quoteInput(ch) }), {
            cells: [{ row: r + firstRow, col: row.length + 1 }],
          });
        }
        const times = count === '' ? 1 : Math.min(Number(count), MAX_SIDE + 1);
        row += ch.repeat(times);
        count = '';
      }
      rows.push(row.replace(/\s+$/, ''));
    });
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  while (rows.length > 0 && rows[0] === '') rows.shift();
  return rows;
}

/** Reads one level's XSB text. */
export function parseLevel(text: string, place: LevelPlace): SokobanLevel {
  const firstRow = place.firstRow ?? 1;
  const rows = xsbRows(text, place);
  const { where } = place;
  if (rows.length === 0) throw new PuzzleInputError(SOKOBAN.emptyLevel({ where }));
  const cols = Math.max(...rows.map((r) => r.length));
  if (rows.length > MAX_SIDE || cols > MAX_SIDE) {
    throw new PuzzleInputError(SOKOBAN.tooBig({ where, rows: rows.length, cols, most: MAX_SIDE }));
  }
  const height = rows.length;
  const cells = height * cols;
  const walls = new Uint8Array(cells);
  const goalCells = new Uint8Array(cells);
  const boxCells: number[] = [];
  let playerCell = NONE;
  const at = (cell: number) => ({ row: Math.floor(cell / cols) + firstRow, col: (cell % cols) + 1 });
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < cols; c++) {
      const ch = rows[r][c] ?? ' ';
      const cell = r * cols + c;
      if (ch === '#') walls[cell] = 1;
      if (ch === '.' || ch === '+' || ch === '*') goalCells[cell] = 1;
      if (ch === '$' || ch === '*') boxCells.push(cell);
      if (ch === '@' || ch === '+') {
        if (playerCell !== NONE) {
          const first = at(playerCell);
          const here = at(cell);
          throw new PuzzleInputError(SOKOBAN.twoPlayers({ where, ...here, firstRow: first.row, firstCol: first.col }), { cells: [here, first] });
        }
        playerCell = cell;
      }
    }
  }
  if (playerCell === NONE) throw new PuzzleInputError(SOKOBAN.noPlayer({ where }));

  // The inside: every cell the player can walk to, boxes ignored. Reaching the edge means the walls leave a gap.
  const inside = new Uint8Array(cells);
  const queue = [playerCell];
  inside[playerCell] = 1;
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i];
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    if (r === 0 || c === 0 || r === height - 1 || c === cols - 1) {
      throw new PuzzleInputError(SOKOBAN.openBoard({ where, ...at(cell) }), { cells: [at(cell)] });
    }
    for (const next of [cell - cols, cell + cols, cell - 1, cell + 1]) {
      if (!walls[next] && !inside[next]) {
        inside[next] = 1;
        queue.push(next);
      }
    }
  }
  // Outside the walls: what the grid's edge reaches. A box there is a mistake; a box on a goal walled in
  // where the player never comes (Microban's "The Dungeon" has some) is scenery: it never moves, and stays drawn.
  const outside = new Uint8Array(cells);
  const edge: number[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    if ((r === 0 || c === 0 || r === height - 1 || c === cols - 1) && !walls[cell]) {
      outside[cell] = 1;
      edge.push(cell);
    }
  }
  for (let i = 0; i < edge.length; i++) {
    const cell = edge[i];
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    const around = [r > 0 ? cell - cols : -1, r < height - 1 ? cell + cols : -1, c > 0 ? cell - 1 : -1, c < cols - 1 ? cell + 1 : -1];
    for (const next of around) {
      if (next >= 0 && !walls[next] && !outside[next]) {
        outside[next] = 1;
        edge.push(next);
      }
    }
  }
  const fixedBoxCells: number[] = [];
  for (const cell of boxCells) {
    if (inside[cell]) continue;
    if (outside[cell]) throw new PuzzleInputError(SOKOBAN.outsideWalls({ where, ...at(cell), what: SOKOBAN.whatBox() }), { cells: [at(cell)] });
    if (!goalCells[cell]) throw new PuzzleInputError(SOKOBAN.walledInBox({ where, ...at(cell) }), { cells: [at(cell)] });
    fixedBoxCells.push(cell);
  }
  const movable = boxCells.filter((cell) => inside[cell]);
  boxCells.length = 0;
  boxCells.push(...movable);
  if (boxCells.length === 0) throw new PuzzleInputError(SOKOBAN.noBoxes({ where }));

  const squareOf = new Int32Array(cells).fill(NONE);
  const cellOf: number[] = [];
  for (let cell = 0; cell < cells; cell++) {
    if (inside[cell]) {
      squareOf[cell] = cellOf.length;
      cellOf.push(cell);
    }
  }
  const size = cellOf.length;
  const neighbour = new Int32Array(size * 4);
  const goal = new Uint8Array(size);
  const goals: number[] = [];
  for (let s = 0; s < size; s++) {
    const cell = cellOf[s];
    neighbour[s * 4] = squareOf[cell - cols];
    neighbour[s * 4 + 1] = squareOf[cell + cols];
    neighbour[s * 4 + 2] = squareOf[cell - 1];
    neighbour[s * 4 + 3] = squareOf[cell + 1];
    if (goalCells[cell]) {
      goal[s] = 1;
      goals.push(s);
    }
  }
  if (goals.length < boxCells.length) {
    // The last box in reading order is the one left without a goal.
    const spare = at(boxCells[boxCells.length - 1]);
    throw new PuzzleInputError(SOKOBAN.fewerGoals({ where, boxes: boxCells.length, goals: goals.length, ...spare }), { cells: [spare] });
  }
  return Object.freeze({
    rows: height,
    cols,
    walls,
    goalCells,
    size,
    cellOf: Int32Array.from(cellOf),
    squareOf,
    neighbour,
    goal,
    goals,
    boxes: boxCells.map((cell) => squareOf[cell]).sort((a, b) => a - b),
    player: squareOf[playerCell],
    fixedBoxCells,
    ...(place.title ? { title: place.title } : {}),
  });
}

/** The XSB rows of a position of `level`: boxes and player where given. */
export function positionRows(level: SokobanLevel, boxes: ArrayLike<number>, player: number): string[] {
  const { rows, cols } = level;
  const grid: string[] = [];
  for (let cell = 0; cell < rows * cols; cell++) grid.push(level.walls[cell] ? '#' : level.goalCells[cell] ? '.' : ' ');
  for (let i = 0; i < boxes.length; i++) {
    const cell = level.cellOf[boxes[i]];
    grid[cell] = grid[cell] === '.' ? '*' : '$';
  }
  for (const cell of level.fixedBoxCells) grid[cell] = '*';
  const playerCell = level.cellOf[player];
  grid[playerCell] = grid[playerCell] === '.' ? '+' : '@';
  const out: string[] = [];
  for (let r = 0; r < rows; r++) out.push(grid.slice(r * cols, (r + 1) * cols).join('').replace(/\s+$/, ''));
  return out;
}

/** A position as a one-line code: rows joined by `|`, floor written `-` so that no space needs quoting. */
export function positionCode(level: SokobanLevel, boxes: ArrayLike<number>, player: number): string {
  return positionRows(level, boxes, player)
    .map((row) => row.replace(/ /g, '-'))
    .join('|');
}
