/**
 * Knight puzzles, one backend with three modes:
 * - `swap` (Guarini's problem and its relatives): white and black knights on
 *   a small board, possibly with missing squares; move one knight a move to
 *   reach the goal layout (by default the colours swapped).
 * - `path`: the fewest knight moves between two squares, around obstacles.
 * - `tour` (马踏棋盘): visit every square once, open or closed.
 *
 * Codes (rows top first, split by `/`; `#` a missing square, `.` a free one;
 * BOARD is such rows or `WxH` for a full board):
 *   swap:ROWS[:GOALROWS]       W and B knights, e.g. swap:W.W/.../B.B
 *   path:BOARD:FROM:TO         e.g. path:8x8:a1:h8 or path:..../.#../....:a1:d3
 *   tour:BOARD:open|closed[:START]   e.g. tour:8x8:open:a1, tour:5x5:open (any start)
 */
import { checkParamKeys, choiceParam, placeZh, quoteInput, requestCode } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { MAX_SIDE, parseRows, parseSquare, rowsCode, squareName, type Board } from './board.js';

export const PUZZLE_ID = 'knights';
/** Swap boards keep one bit a square for each colour: 2 x 26 bits fit an exact double. */
export const MAX_SWAP_SQUARES = 26;
/** Tours keep the visited squares in two 32-bit words. */
export const MAX_TOUR_SQUARES = 64;

export type KnightsMode = 'swap' | 'path' | 'tour';

export interface SwapInstance {
  readonly mode: 'swap';
  readonly board: Board;
  /** One character a square: W, B, . or # (missing). */
  readonly start: readonly string[];
  readonly goal: readonly string[];
}

export interface PathInstance {
  readonly mode: 'path';
  readonly board: Board;
  readonly from: number;
  readonly to: number;
}

export interface TourInstance {
  readonly mode: 'tour';
  readonly board: Board;
  /** The first square, or null: the first move places the knight anywhere. */
  readonly start: number | null;
  /** A closed tour ends a knight's move away from where it began. */
  readonly closed: boolean;
}

export type KnightsInstance = SwapInstance | PathInstance | TourInstance;

export const PRESETS: readonly CodePreset[] = [
  { name: 'guarini', description: "Guarini's problem (1512): swap two white and two black knights on the corners of a 3x3 board: 16 moves", zh: '瓜里尼问题（1512 年）：在 3x3 棋盘的四角交换两匹白马和两匹黑马：16 步', code: 'swap:W.W/.../B.B' },
  { name: 'switch-4x3', description: 'three white and three black knights on a board 3 wide and 4 high change ends: 16 moves', zh: '宽 3 高 4 的棋盘上三匹白马和三匹黑马互换两端：16 步', code: 'swap:WWW/.../.../BBB' },
  { name: 'corner-to-corner', description: 'the fewest knight moves from a1 to h8 on a chessboard: 6', zh: '国际象棋棋盘上马从 a1 到 h8 最少几步：6', code: 'path:8x8:a1:h8' },
  { name: 'xiangqi-corners', description: 'corner to opposite corner of the 9x10 xiangqi board (empty, so the horse is never hobbled): 7', zh: '9x10 象棋棋盘从一角到对角（空棋盘，不会蹩马腿）：7', code: 'path:9x10:a1:i10' },
  { name: 'tour-8x8', aliases: ['ma-ta-qi-pan'], description: "an open knight's tour of the chessboard from a1 (马踏棋盘), found by Warnsdorff's rule", zh: '马踏棋盘：从 a1 出发的开放式马步周游，用 Warnsdorff 规则找到', code: 'tour:8x8:open:a1' },
  { name: 'tour-8x8-closed', description: "a closed knight's tour of the chessboard from a1", zh: '从 a1 出发的闭合式马步周游', code: 'tour:8x8:closed:a1' },
  { name: 'tour-5x5', description: 'open tours of the 5x5 board from any square: 1,728 of them (solve --count all)', zh: '5x5 棋盘上从任意格出发的开放式周游：共 1,728 条（solve --count all）', code: 'tour:5x5:open' },
  { name: 'tour-5x5-centre', aliases: ['tour-5x5-center'], description: 'open tours of the 5x5 board from the centre: 64 of them', zh: '5x5 棋盘上从中心出发的开放式周游：共 64 条', code: 'tour:5x5:open:c3' },
];
export const DEFAULT_PRESET = 'guarini';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'mode', description: 'swap (rearrange knights), path (fewest moves between two squares) or tour (visit every square once); with no code or preset, picks the mode\'s default instance', default: 'swap' },
  { key: 'size', description: 'path and tour: a full board WxH (e.g. 8x8) instead of the code\'s board' },
  { key: 'from', description: 'path: the starting square, e.g. a1', default: 'a1' },
  { key: 'to', description: 'path: the target square, e.g. h8', default: 'the corner opposite a1', defaultZh: 'a1 对面的角' },
  { key: 'start', description: 'tour: the first square, or any (the first move places the knight)', default: "the code's start; a1 with size", defaultZh: '代码里的起点；给 size 时为 a1' },
  { key: 'closed', description: 'tour: true for a closed tour (ending a knight\'s move from the first square)', default: 'false' },
];

const DEFAULT_CODES: Record<KnightsMode, string> = { swap: 'swap:W.W/.../B.B', path: 'path:8x8:a1:h8', tour: 'tour:8x8:open:a1' };
const MODES: Readonly<Record<string, KnightsMode>> = { swap: 'swap', path: 'path', tour: 'tour' };
const BOOLEANS: Readonly<Record<string, 'true' | 'false'>> = { true: 'true', false: 'false', yes: 'true', no: 'false' };

export const CODE_FORMAT = 'swap:ROWS[:GOALROWS], path:BOARD:FROM:TO or tour:BOARD:open|closed[:START], e.g. swap:W.W/.../B.B, path:8x8:a1:h8, tour:8x8:open:a1';
export const CODE_FORMAT_ZH = 'swap:各行[:目标各行]、path:棋盘:起点:终点 或 tour:棋盘:open|closed[:起点]，如 swap:W.W/.../B.B、path:8x8:a1:h8、tour:8x8:open:a1';

/** `8x8` as a full board, or rows of `.` and `#`. */
function parseBoard(text: string, where: string): Board {
  const size = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(text);
  if (size) {
    const width = Number(size[1]);
    const height = Number(size[2]);
    const shown = (digits: string) => (digits.length > 6 ? `${digits.slice(0, 6)}...` : String(Number(digits)));
    if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
      throw new PuzzleInputError(`${where}: a ${shown(size[1])}x${shown(size[2])} board is not 1 to ${MAX_SIDE} squares a side`, `${placeZh(where)}：${shown(size[1])}x${shown(size[2])} 的棋盘每边不在 1 到 ${MAX_SIDE} 格之间`);
    }
    return { width, height, missing: Array(width * height).fill(false) };
  }
  const rows = parseRows(text, '.#', where);
  return { width: rows.width, height: rows.height, missing: rows.cells.map((c) => c === '#') };
}

function boardCode(board: Board): string {
  if (!board.missing.some(Boolean)) return `${board.width}x${board.height}`;
  return rowsCode(board.width, board.missing.map((m) => (m ? '#' : '.')));
}

function swapInstance(startText: string, goalText: string | undefined, where: string): SwapInstance {
  const start = parseRows(startText, 'WB.#', where);
  const board: Board = { width: start.width, height: start.height, missing: start.cells.map((c) => c === '#') };
  if (start.cells.length > MAX_SWAP_SQUARES) throw new PuzzleInputError(`${where}: a swap board has at most ${MAX_SWAP_SQUARES} squares, this one ${start.cells.length}`);
  const count = (cells: readonly string[], ch: string) => cells.filter((c) => c === ch).length;
  if (count(start.cells, 'W') + count(start.cells, 'B') === 0) {
    throw new PuzzleInputError(`${where}: the board has no knights: put white (W) and black (B) knights on it`, `${placeZh(where)}：棋盘上没有马：请放上白马（W）和黑马（B）`);
  }
  if (goalText === undefined) {
    // The default goal swaps the colours, which needs as many of each.
    if (count(start.cells, 'W') !== count(start.cells, 'B')) {
      throw new PuzzleInputError(
        `${where}: swapping the colours needs as many white as black knights (here ${count(start.cells, 'W')} and ${count(start.cells, 'B')}): give a goal layout after a ":"`,
        `${placeZh(where)}：交换颜色需要白马和黑马一样多（这里是 ${count(start.cells, 'W')} 和 ${count(start.cells, 'B')}）：请在 ":" 后给出目标布局`,
      );
    }
    const swapped = start.cells.map((c) => (c === 'W' ? 'B' : c === 'B' ? 'W' : c));
    return Object.freeze({ mode: 'swap', board, start: start.cells, goal: swapped });
  }
  const goal = parseRows(goalText, 'WB.#', `${where}, goal`);
  if (goal.width !== board.width || goal.height !== board.height) throw new PuzzleInputError(`${where}: the goal is ${goal.width}x${goal.height} but the board is ${board.width}x${board.height}`);
  goal.cells.forEach((c, i) => {
    if ((c === '#') !== board.missing[i]) throw new PuzzleInputError(`${where}: the goal's square ${squareName(board, i)} is ${c === '#' ? 'missing' : 'there'}, but on the start board it is ${board.missing[i] ? 'missing' : 'there'}`);
  });
  for (const [ch, colour] of [['W', 'white'], ['B', 'black']] as const) {
    if (count(goal.cells, ch) !== count(start.cells, ch)) throw new PuzzleInputError(`${where}: the goal has ${count(goal.cells, ch)} ${colour} knights but the start has ${count(start.cells, ch)}`);
  }
  return Object.freeze({ mode: 'swap', board, start: start.cells, goal: goal.cells });
}

function pathInstance(board: Board, from: string, to: string, where: string): PathInstance {
  return Object.freeze({ mode: 'path', board, from: parseSquare(board, from, `${where}, from`), to: parseSquare(board, to, `${where}, to`) });
}

function tourInstance(board: Board, closed: boolean, start: string | undefined, where: string): TourInstance {
  const squares = board.missing.length;
  if (squares > MAX_TOUR_SQUARES) throw new PuzzleInputError(`${where}: a tour board has at most ${MAX_TOUR_SQUARES} squares (8x8), this one ${squares}`);
  if (!board.missing.some((m) => !m)) throw new PuzzleInputError(`${where}: every square is missing`);
  const first = start === undefined || start.trim().toLowerCase() === 'any' ? null : parseSquare(board, start, `${where}, start`);
  if (closed && first === null) {
    throw new PuzzleInputError(`${where}: a closed tour needs a start square (any square will do: the tour is a cycle)`, `${placeZh(where)}：闭合周游需要一个起点格（哪一格都行：周游是一个圈）`);
  }
  return Object.freeze({ mode: 'tour', board, start: first, closed });
}

/** Reads an instance code (see the module comment); a code without a mode is a swap board. */
export function parseCode(code: string, where = 'instance code'): KnightsInstance {
  const parts = code.trim().split(':');
  const head = parts[0].trim().toLowerCase();
  if (!Object.hasOwn(MODES, head)) {
    if (parts.length > 2) {
      throw new PuzzleInputError(`${where}: ${quoteInput(parts[0])} is not a mode (swap, path, tour); the format is ${CODE_FORMAT}`, `${placeZh(where)}：${quoteInput(parts[0])} 不是模式（swap、path、tour）；格式是 ${CODE_FORMAT_ZH}`);
    }
    return swapInstance(parts[0], parts[1], where);
  }
  const rest = parts.slice(1);
  const arity = (min: number, max: number, shape: string) => {
    if (rest.length < min || rest.length > max) throw new PuzzleInputError(`${where}: a ${head} code is ${shape}`, `${placeZh(where)}：${head} 代码的格式是 ${shape}`);
  };
  switch (MODES[head]) {
    case 'swap':
      arity(1, 2, 'swap:ROWS[:GOALROWS]');
      return swapInstance(rest[0], rest[1], where);
    case 'path':
      arity(3, 3, 'path:BOARD:FROM:TO');
      return pathInstance(parseBoard(rest[0], where), rest[1], rest[2], where);
    case 'tour': {
      arity(2, 3, 'tour:BOARD:open|closed[:START]');
      const kind = rest[1].trim().toLowerCase();
      if (kind !== 'open' && kind !== 'closed') throw new PuzzleInputError(`${where}: ${quoteInput(rest[1])} should be open or closed`, `${placeZh(where)}：${quoteInput(rest[1])} 应为 open 或 closed`);
      return tourInstance(parseBoard(rest[0], where), kind === 'closed', rest[2], where);
    }
  }
}

export function instanceCode(instance: KnightsInstance): string {
  const { board } = instance;
  switch (instance.mode) {
    case 'swap': {
      const swapped = instance.start.map((c) => (c === 'W' ? 'B' : c === 'B' ? 'W' : c));
      const goal = swapped.every((c, i) => c === instance.goal[i]) ? '' : `:${rowsCode(board.width, instance.goal)}`;
      return `swap:${rowsCode(board.width, instance.start)}${goal}`;
    }
    case 'path':
      return `path:${boardCode(board)}:${squareName(board, instance.from)}:${squareName(board, instance.to)}`;
    case 'tour':
      return `tour:${boardCode(board)}:${instance.closed ? 'closed' : 'open'}${instance.start === null ? '' : `:${squareName(board, instance.start)}`}`;
  }
}

const ONLY: Record<string, KnightsMode[]> = { size: ['path', 'tour'], from: ['path'], to: ['path'], start: ['tour'], closed: ['tour'] };

export function parseRequest(request: InstanceRequest): KnightsInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  const mode = params.mode === undefined ? undefined : choiceParam('mode', params.mode, MODES);
  const given = requestCode(PUZZLE_ID, PRESETS, source);
  const base: KnightsInstance = given ? parseCode(given.code, given.where) : parseCode(DEFAULT_CODES[mode ?? 'swap']);
  if (mode !== undefined && mode !== base.mode) throw new PuzzleInputError(`parameter mode: the instance is a ${base.mode} puzzle, not ${mode}`, `参数 mode：这个实例是 ${base.mode} 谜题，不是 ${mode}`);
  for (const key of Object.keys(params)) {
    if (Object.hasOwn(ONLY, key) && !ONLY[key].includes(base.mode)) {
      throw new PuzzleInputError(`parameter ${key} applies to ${ONLY[key].join(' and ')} puzzles, and this is a ${base.mode} puzzle`, `参数 ${key} 只用于 ${ONLY[key].join(' 和 ')} 谜题，而这是 ${base.mode} 谜题`);
    }
  }
  const where = 'parameters';
  if (base.mode === 'path') {
    const board = params.size === undefined ? base.board : parseBoard(params.size, 'parameter size');
    const corner = squareName(board, board.width - 1);
    const from = params.from ?? (params.size === undefined ? squareName(board, base.from) : 'a1');
    const to = params.to ?? (params.size === undefined ? squareName(board, base.to) : corner);
    return pathInstance(board, from, to, where);
  }
  if (base.mode === 'tour') {
    const board = params.size === undefined ? base.board : parseBoard(params.size, 'parameter size');
    const closed = params.closed === undefined ? base.closed : choiceParam('closed', params.closed, BOOLEANS) === 'true';
    const kept = base.start === null ? (closed ? 'a1' : 'any') : squareName(base.board, base.start);
    const start = params.start ?? (params.size === undefined ? kept : 'a1');
    return tourInstance(board, closed, start, where);
  }
  return base;
}
