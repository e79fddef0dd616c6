/**
 * Knight puzzles, one backend with three modes:
 * - `swap` (Guarini's problem and its relatives): white and black knights on
 *   a small board, possibly with missing squares; move one knight a move to
 *   reach the goal layout (by default the colours swapped).
 * - `path`: the fewest knight moves between two squares, around obstacles.
 * - `tour`: visit every square once, open or closed.
 *
 * Codes (rows top first, split by `/`; `#` a missing square, `.` a free one;
 * BOARD is such rows or `WxH` for a full board):
 *   swap:ROWS[:GOALROWS]       W and B knights, e.g. swap:W.W/.../B.B
 *   path:BOARD:FROM:TO         e.g. path:8x8:a1:h8 or path:..../.#../....:a1:d3
 *   tour:BOARD:open|closed[:START]   e.g. tour:8x8:open:a1, tour:5x5:open (any start)
 */
import { render, type Message, type MessageParam } from '../../i18n/index.js';
import { checkParamKeys, choiceParam, quoteInput, requestCode } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { MAX_SIDE, parseRows, parseSquare, rowsCode, squareName, type Board } from './board.js';
import { KNIGHTS } from './messages.js';
import { defaultWords, described } from '../catalog-words.js';

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
  { name: 'guarini', ...described(KNIGHTS.presetGuarini()), code: 'swap:W.W/.../B.B' },
  { name: 'switch-4x3', ...described(KNIGHTS.presetSwitch4x3()), code: 'swap:WWW/.../.../BBB' },
  { name: 'corner-to-corner', ...described(KNIGHTS.presetCornerToCorner()), code: 'path:8x8:a1:h8' },
  { name: 'xiangqi-corners', ...described(KNIGHTS.presetXiangqiCorners()), code: 'path:9x10:a1:i10' },
  { name: 'tour-8x8', aliases: ['ma-ta-qi-pan'], ...described(KNIGHTS.presetTour8x8()), code: 'tour:8x8:open:a1' },
  { name: 'tour-8x8-closed', ...described(KNIGHTS.presetTour8x8Closed()), code: 'tour:8x8:closed:a1' },
  { name: 'tour-5x5', ...described(KNIGHTS.presetTour5x5()), code: 'tour:5x5:open' },
  { name: 'tour-5x5-centre', aliases: ['tour-5x5-center'], ...described(KNIGHTS.presetTour5x5Centre()), code: 'tour:5x5:open:c3' },
];
export const DEFAULT_PRESET = 'guarini';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'mode', description: render(KNIGHTS.paramMode(), 'en'), default: 'swap' },
  { key: 'size', description: render(KNIGHTS.paramSize(), 'en') },
  { key: 'from', description: render(KNIGHTS.paramFrom(), 'en'), default: 'a1' },
  { key: 'to', description: render(KNIGHTS.paramTo(), 'en'), ...defaultWords(KNIGHTS.paramToDefault()) },
  { key: 'start', description: render(KNIGHTS.paramStart(), 'en'), ...defaultWords(KNIGHTS.paramStartDefault()) },
  { key: 'closed', description: render(KNIGHTS.paramClosed(), 'en'), default: 'false' },
];

const DEFAULT_CODES: Record<KnightsMode, string> = { swap: 'swap:W.W/.../B.B', path: 'path:8x8:a1:h8', tour: 'tour:8x8:open:a1' };
const MODES: Readonly<Record<string, KnightsMode>> = { swap: 'swap', path: 'path', tour: 'tour' };
const BOOLEANS: Readonly<Record<string, 'true' | 'false'>> = { true: 'true', false: 'false', yes: 'true', no: 'false' };

/** `where` narrowed to a part of it: "instance code, from". */
const within = (where: MessageParam, part: Message): Message => KNIGHTS.placeWithin({ where, part });

/** `8x8` as a full board, or rows of `.` and `#`. */
function parseBoard(text: string, where: MessageParam): Board {
  const size = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(text);
  if (size) {
    const width = Number(size[1]);
    const height = Number(size[2]);
    const shown = (digits: string) => (digits.length > 6 ? `${digits.slice(0, 6)}...` : String(Number(digits)));
    if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
      throw new PuzzleInputError(KNIGHTS.sizeOutOfRange({ where, width: shown(size[1]), height: shown(size[2]), max: MAX_SIDE }));
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

function swapInstance(startText: string, goalText: string | undefined, where: MessageParam): SwapInstance {
  const start = parseRows(startText, 'WB.#', where);
  const board: Board = { width: start.width, height: start.height, missing: start.cells.map((c) => c === '#') };
  if (start.cells.length > MAX_SWAP_SQUARES) throw new PuzzleInputError(KNIGHTS.swapBoardTooLarge({ where, max: MAX_SWAP_SQUARES, squares: start.cells.length }));
  const count = (cells: readonly string[], ch: string) => cells.filter((c) => c === ch).length;
  if (count(start.cells, 'W') + count(start.cells, 'B') === 0) {
    throw new PuzzleInputError(KNIGHTS.noKnights({ where }));
  }
  if (goalText === undefined) {
    // The default goal swaps the colours, which needs as many of each.
    if (count(start.cells, 'W') !== count(start.cells, 'B')) {
      throw new PuzzleInputError(KNIGHTS.unevenColours({ where, white: count(start.cells, 'W'), black: count(start.cells, 'B') }));
    }
    const swapped = start.cells.map((c) => (c === 'W' ? 'B' : c === 'B' ? 'W' : c));
    return Object.freeze({ mode: 'swap', board, start: start.cells, goal: swapped });
  }
  const goal = parseRows(goalText, 'WB.#', within(where, KNIGHTS.partGoal()));
  if (goal.width !== board.width || goal.height !== board.height) throw new PuzzleInputError(KNIGHTS.goalSize({ where, goalWidth: goal.width, goalHeight: goal.height, width: board.width, height: board.height }));
  goal.cells.forEach((c, i) => {
    if ((c === '#') !== board.missing[i]) {
      throw new PuzzleInputError(KNIGHTS.goalMissingSquare({ where, square: squareName(board, i), inGoal: c === '#' ? 'missing' : 'there', onStart: board.missing[i] ? 'missing' : 'there' }));
    }
  });
  for (const [ch, colour] of [['W', 'white'], ['B', 'black']] as const) {
    if (count(goal.cells, ch) !== count(start.cells, ch)) throw new PuzzleInputError(KNIGHTS.goalKnightCount({ where, goal: count(goal.cells, ch), colour, start: count(start.cells, ch) }));
  }
  return Object.freeze({ mode: 'swap', board, start: start.cells, goal: goal.cells });
}

function pathInstance(board: Board, from: string, to: string, where: MessageParam): PathInstance {
  return Object.freeze({ mode: 'path', board, from: parseSquare(board, from, within(where, KNIGHTS.partFrom())), to: parseSquare(board, to, within(where, KNIGHTS.partTo())) });
}

function tourInstance(board: Board, closed: boolean, start: string | undefined, where: MessageParam): TourInstance {
  const squares = board.missing.length;
  if (squares > MAX_TOUR_SQUARES) throw new PuzzleInputError(KNIGHTS.tourBoardTooLarge({ where, max: MAX_TOUR_SQUARES, squares }));
  if (!board.missing.some((m) => !m)) throw new PuzzleInputError(KNIGHTS.everySquareMissing({ where }));
  const first = start === undefined || start.trim().toLowerCase() === 'any' ? null : parseSquare(board, start, within(where, KNIGHTS.partStart()));
  if (closed && first === null) {
    throw new PuzzleInputError(KNIGHTS.closedNeedsStart({ where }));
  }
  return Object.freeze({ mode: 'tour', board, start: first, closed });
}

/** Reads an instance code (see the module comment); a code without a mode is a swap board. */
export function parseCode(code: string, where: MessageParam = KNIGHTS.placeInstanceCode()): KnightsInstance {
  const parts = code.trim().split(':');
  const head = parts[0].trim().toLowerCase();
  if (!Object.hasOwn(MODES, head)) {
    if (parts.length > 2) {
      throw new PuzzleInputError(KNIGHTS.notAMode({ where, mode: quoteInput(parts[0]), format: KNIGHTS.codeFormat() }));
    }
    return swapInstance(parts[0], parts[1], where);
  }
  const rest = parts.slice(1);
  const arity = (min: number, max: number, shape: string) => {
    if (rest.length < min || rest.length > max) throw new PuzzleInputError(KNIGHTS.codeShape({ where, mode: head, shape }));
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
      if (kind !== 'open' && kind !== 'closed') throw new PuzzleInputError(KNIGHTS.openOrClosed({ where, kind: quoteInput(rest[1]) }));
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

/** The modes a parameter is for, one or two of them, joined in the sentence's language. */
function modesWords(modes: readonly KnightsMode[]): Message {
  return modes.length === 1 ? KNIGHTS.oneMode({ mode: modes[0] }) : KNIGHTS.twoModes({ first: modes[0], second: modes[1] });
}

export function parseRequest(request: InstanceRequest): KnightsInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  const mode = params.mode === undefined ? undefined : choiceParam('mode', params.mode, MODES);
  const given = requestCode(PUZZLE_ID, PRESETS, source);
  const base: KnightsInstance = given ? parseCode(given.code, given.where) : parseCode(DEFAULT_CODES[mode ?? 'swap']);
  if (mode !== undefined && mode !== base.mode) throw new PuzzleInputError(KNIGHTS.modeMismatch({ mode: base.mode, wanted: mode }));
  for (const key of Object.keys(params)) {
    if (Object.hasOwn(ONLY, key) && !ONLY[key].includes(base.mode)) {
      throw new PuzzleInputError(KNIGHTS.paramNotForMode({ key, modes: modesWords(ONLY[key]), mode: base.mode }));
    }
  }
  const where = KNIGHTS.placeParameters();
  if (base.mode === 'path') {
    const board = params.size === undefined ? base.board : parseBoard(params.size, KNIGHTS.placeParameterSize());
    const corner = squareName(board, board.width - 1);
    const from = params.from ?? (params.size === undefined ? squareName(board, base.from) : 'a1');
    const to = params.to ?? (params.size === undefined ? squareName(board, base.to) : corner);
    return pathInstance(board, from, to, where);
  }
  if (base.mode === 'tour') {
    const board = params.size === undefined ? base.board : parseBoard(params.size, KNIGHTS.placeParameterSize());
    const closed = params.closed === undefined ? base.closed : choiceParam('closed', params.closed, BOOLEANS) === 'true';
    const kept = base.start === null ? (closed ? 'a1' : 'any') : squareName(base.board, base.start);
    const start = params.start ?? (params.size === undefined ? kept : 'a1');
    return tourInstance(board, closed, start, where);
  }
  return base;
}
