/**
 * knights: Guarini's problem and its relatives (swap), the knight's path
 * (path) and the knight's tour (tour, 马踏棋盘), one backend with a mode per
 * puzzle (see instance.ts for the codes).
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { Drawing } from '../drawing.js';
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { parseRows, parseSquare, rowsCode, squareName, type Board } from './board.js';
import { CODE_FORMAT, CODE_FORMAT_ZH, DEFAULT_PRESET, instanceCode, PARAMS, parseRequest, PRESETS, PUZZLE_ID, type KnightsInstance, type SwapInstance, type TourInstance } from './instance.js';
import { describeMove, moveCode, moveFrom, parseMoveCode, type KnightMove } from './moves.js';
import { applyPathRules, createPathProblem } from './path.js';
import { drawBoard, renderCells, renderTour, tourOverlay, type Piece } from './render.js';
import { applySwapRules, createSwapProblem } from './swap.js';
import { applyTourRules, createTourProblem, isVisited, type TourProblem, type TourState } from './tour.js';

/** A square index (swap layouts and path squares are numbers) or a tour state. */
export type KnightState = number | TourState;

const swapProblemOf = perInstance(createSwapProblem);
const problemOf = perInstance((instance: KnightsInstance): SearchProblem<KnightState, KnightMove> => {
  switch (instance.mode) {
    case 'swap':
      return swapProblemOf(instance) as SearchProblem<KnightState, KnightMove>;
    case 'path':
      return createPathProblem(instance) as SearchProblem<KnightState, KnightMove>;
    case 'tour':
      return createTourProblem(instance) as SearchProblem<KnightState, KnightMove>;
  }
});

/** The board as one character a square, for text, codes and drawings. */
function cellsOf(instance: KnightsInstance, state: KnightState): string[] {
  const { board } = instance;
  switch (instance.mode) {
    case 'swap':
      return swapProblemOf(instance).cellsOf(state as number);
    case 'path':
      return board.missing.map((m, sq) => (m ? '#' : sq === state ? 'N' : sq === instance.to ? 'X' : '.'));
    case 'tour': {
      const s = state as TourState;
      return board.missing.map((m, sq) => (m ? '#' : sq === s.at ? 'N' : isVisited(s, sq) ? 'x' : '.'));
    }
  }
}

/** A state's rows must be the board's size, with its missing squares (#) where the board has them. */
function checkStateShape(rows: { width: number; height: number; cells: string[] }, board: Board): void {
  if (rows.width !== board.width || rows.height !== board.height) {
    throw new PuzzleInputError(`state: ${rows.width}x${rows.height}, but the board is ${board.width}x${board.height}`, `状态是 ${rows.width}x${rows.height} 的，但棋盘是 ${board.width}x${board.height} 的`);
  }
  rows.cells.forEach((c, sq) => {
    if ((c === '#') !== board.missing[sq]) {
      const name = squareName(board, sq);
      throw new PuzzleInputError(
        `state: square ${name} should ${board.missing[sq] ? '' : 'not '}be missing (#)`,
        board.missing[sq] ? `状态：格子 ${name} 应是缺掉的（#）` : `状态：格子 ${name} 不应是缺掉的（#）`,
      );
    }
  });
}

function parseSwapState(instance: SwapInstance, code: string): number {
  const rows = parseRows(code, 'WB.#', 'state');
  const count = (cells: readonly string[], ch: string) => cells.filter((c) => c === ch).length;
  checkStateShape(rows, instance.board);
  for (const ch of 'WB') {
    if (count(rows.cells, ch) !== count(instance.start, ch)) {
      throw new PuzzleInputError(`state: ${count(rows.cells, ch)} knights ${ch}, but the puzzle has ${count(instance.start, ch)}`, `状态：有 ${count(rows.cells, ch)} 匹马 ${ch}，但谜题里有 ${count(instance.start, ch)} 匹`);
    }
  }
  return swapProblemOf(instance).stateOf(rows.cells);
}

function parseTourState(instance: TourInstance, code: string): TourState {
  const rows = parseRows(code, 'Nx.#', 'state');
  const { board } = instance;
  checkStateShape(rows, board);
  const state: TourState = { lo: 0, hi: 0, at: -1 };
  rows.cells.forEach((c, sq) => {
    if (c === 'N') {
      if (state.at >= 0) throw new PuzzleInputError('state: two knights (N); a tour has one', '状态：有两匹马（N）；周游只有一匹');
      state.at = sq;
    }
    if (c === 'N' || c === 'x') {
      if (sq < 32) state.lo = (state.lo | (1 << sq)) >>> 0;
      else state.hi = (state.hi | (1 << (sq - 32))) >>> 0;
    }
  });
  if (state.at < 0 && (state.lo !== 0 || state.hi !== 0)) throw new PuzzleInputError('state: visited squares (x) but no knight (N)', '状态：有走过的格子（x），却没有马（N）');
  return state;
}

function pieces(instance: KnightsInstance, state: KnightState): Piece[] {
  const cells = cellsOf(instance, state);
  if (instance.mode !== 'swap') {
    const at = cells.indexOf('N');
    return at < 0 ? [] : [{ square: at, id: 'knight', label: 'N', fill: '#f2c14e' }];
  }
  // Knights of one colour are alike: ids by colour and rank in square order (top row first).
  const rank = { W: 0, B: 0 };
  return cells.flatMap((c, square) => {
    if (c !== 'W' && c !== 'B') return [];
    rank[c]++;
    return [{ square, id: `knight-${c}${rank[c]}`, label: c, fill: c === 'W' ? '#fafafa' : '#222222' }];
  });
}

/** A position alone: visited squares of a tour shaded, a path's target marked. */
function drawState(instance: KnightsInstance, state: KnightState): Drawing {
  const cells = cellsOf(instance, state);
  const marks = cells.flatMap((c, square) => (c === 'x' ? [{ square, fill: '#9db4c0' }] : c === 'X' ? [{ square, fill: '#7fb069' }] : []));
  return drawBoard(instance.board, pieces(instance, state), marks);
}

export const knights = definePuzzle<KnightsInstance, KnightState, KnightMove>({
  id: PUZZLE_ID,
  aliases: ['knight', 'knights-tour', 'knight-tour', 'guarini', '马踏棋盘', 'mataqipan'],
  title: "Knights (Guarini's swap, the knight's path, the knight's tour 马踏棋盘)",
  description:
    'Knight puzzles in three modes. swap: white and black knights on a small board (# for missing squares) reach a goal layout, ' +
    'one knight a move (Guarini: 16 moves). path: the fewest knight moves between two squares around obstacles. ' +
    'tour: visit every square once, open or closed, found by depth-first search in Warnsdorff\'s order; --count all counts the tours on small boards. ' +
    `Instance code: ${CODE_FORMAT}.`,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: 'each knight move counts 1 (placing the tour\'s knight counts 1)' }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '马的谜题（瓜里尼换马、马的最短路、马踏棋盘）',
    description:
      '三种模式的马的谜题。swap：小棋盘上（# 表示缺格）白马和黑马换到目标布局，每步走一匹马（瓜里尼：16 步）。path：绕过障碍，马在两格之间最少走几步。' +
      'tour：每格恰好走一次，开放或闭合，用 Warnsdorff 顺序的深度优先搜索找到；小棋盘上 --count all 统计周游的条数。' +
      `实例代码：${CODE_FORMAT_ZH}。`,
    metrics: { moves: { name: '步数', description: '马每走一步算 1（周游时放下马也算 1）' } },
    params: {
      mode: 'swap（重排马）、path（两格之间最少几步）或 tour（每格走一次）；没有代码或预设时取该模式的默认实例',
      size: 'path 和 tour：用一整块 WxH 的棋盘（如 8x8）代替代码里的棋盘',
      from: 'path：起点格，如 a1',
      to: 'path：终点格，如 h8',
      start: 'tour：第一格，或 any（第一步放下马）',
      closed: 'tour：true 表示闭合周游（最后一格离第一格一个马步）',
    },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode(instance, state) {
    if (instance.mode === 'path') return squareName(instance.board, state as number);
    return rowsCode(instance.board.width, cellsOf(instance, state));
  },
  parseState(instance, code) {
    switch (instance.mode) {
      case 'swap':
        return parseSwapState(instance, code);
      case 'path':
        return parseSquare(instance.board, code, 'state');
      case 'tour':
        return parseTourState(instance, code);
    }
  },

  describeMove(instance, move, before, lang = 'en') {
    const zh = lang === 'zh';
    if (instance.mode !== 'swap') return describeMove(instance.board, move, zh ? '马' : 'knight', lang);
    const white = cellsOf(instance, before)[moveFrom(move)] === 'W';
    return describeMove(instance.board, move, zh ? (white ? '白马' : '黑马') : `${white ? 'white' : 'black'} knight`, lang);
  },
  moveCode: (instance, move) => moveCode(instance.board, move),
  // `@c3` places a tour's knight; the other modes start with their knights on the board.
  parseMove: (instance, code) => parseMoveCode(instance.board, code, instance.mode === 'tour'),
  unsolvableReason(instance, _metric, lang = 'en') {
    const problem = problemOf(instance);
    if (lang === 'zh' && instance.mode === 'tour') return (problem as unknown as TourProblem).unsolvableReasonZh();
    return problem.unsolvableReason?.() ?? null;
  },
  applyMove(instance, state, move) {
    switch (instance.mode) {
      case 'swap': {
        const next = applySwapRules(instance, cellsOf(instance, state), move);
        return Array.isArray(next) ? swapProblemOf(instance).stateOf(next) : next;
      }
      case 'path':
        return applyPathRules(instance, state as number, move);
      case 'tour':
        return applyTourRules(instance, state as TourState, move);
    }
  },

  renderText: (instance, state, options) => renderCells(instance.board, cellsOf(instance, state), options?.color ?? false),
  // A tour reads best as one board numbered in visiting order (the knight is placed by the first move without a start square).
  solutionPicture: (instance, states) =>
    instance.mode === 'tour' ? renderTour(instance.board, (states as readonly TourState[]).map((s) => s.at).filter((sq) => sq >= 0)) : null,
  draw: drawState,
  // A tour shows its squares numbered in visiting order along the knight's path, as the terminal's solution picture does.
  drawPath(instance, states) {
    const last = states[states.length - 1];
    if (instance.mode !== 'tour') return drawState(instance, last);
    const squares = (states as readonly TourState[]).map((s) => s.at).filter((sq) => sq >= 0);
    // Squares visited before the first of `states` (play from a position loaded by its code) have no number: shaded as in `draw`.
    const numbered = new Set(squares);
    const before = cellsOf(instance, last).flatMap((c, square) => (c === 'x' && !numbered.has(square) ? [{ square, fill: '#9db4c0' }] : []));
    const closing = instance.closed && problemOf(instance).isGoal(last);
    return drawBoard(instance.board, pieces(instance, last), before, tourOverlay(instance.board, squares, closing));
  },
});
