/**
 * knights: Guarini's problem and its relatives (swap), the knight's path
 * (path) and the knight's tour (tour), one backend with a mode per
 * puzzle (see instance.ts for the codes).
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { Drawing } from '../drawing.js';
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { parseRows, parseSquare, rowsCode, squareName, type Board } from './board.js';
import { DEFAULT_PRESET, instanceCode, PARAMS, parseRequest, PRESETS, PUZZLE_ID, type KnightsInstance, type SwapInstance, type TourInstance } from './instance.js';
import { describeMove, moveCode, moveFrom, parseMoveCode, type KnightMove } from './moves.js';
import { applyPathRules, createPathProblem } from './path.js';
import { drawBoard, renderCells, renderTour, tourOverlay, type Piece } from './render.js';
import { applySwapRules, createSwapProblem } from './swap.js';
import { applyTourRules, createTourProblem, isVisited, type TourProblem, type TourState } from './tour.js';
import { inBoth, render } from '../../i18n/index.js';
import { ALIASES } from './aliases.js';
import { KNIGHTS } from './messages.js';

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
    throw new PuzzleInputError(KNIGHTS.stateSize({ width: rows.width, height: rows.height, boardWidth: board.width, boardHeight: board.height }));
  }
  rows.cells.forEach((c, sq) => {
    if ((c === '#') !== board.missing[sq]) {
      throw new PuzzleInputError(KNIGHTS.stateMissing({ square: squareName(board, sq), missing: board.missing[sq] ? 'yes' : 'no' }));
    }
  });
}

function parseSwapState(instance: SwapInstance, code: string): number {
  const rows = parseRows(code, 'WB.#', KNIGHTS.placeState());
  const count = (cells: readonly string[], ch: string) => cells.filter((c) => c === ch).length;
  checkStateShape(rows, instance.board);
  for (const ch of 'WB') {
    if (count(rows.cells, ch) !== count(instance.start, ch)) {
      throw new PuzzleInputError(KNIGHTS.stateKnightCount({ found: count(rows.cells, ch), colour: ch, wanted: count(instance.start, ch) }));
    }
  }
  return swapProblemOf(instance).stateOf(rows.cells);
}

function parseTourState(instance: TourInstance, code: string): TourState {
  const rows = parseRows(code, 'Nx.#', KNIGHTS.placeState());
  const { board } = instance;
  checkStateShape(rows, board);
  const state: TourState = { lo: 0, hi: 0, at: -1 };
  rows.cells.forEach((c, sq) => {
    if (c === 'N') {
      if (state.at >= 0) throw new PuzzleInputError(KNIGHTS.stateTwoKnights());
      state.at = sq;
    }
    if (c === 'N' || c === 'x') {
      if (sq < 32) state.lo = (state.lo | (1 << sq)) >>> 0;
      else state.hi = (state.hi | (1 << (sq - 32))) >>> 0;
    }
  });
  if (state.at < 0 && (state.lo !== 0 || state.hi !== 0)) throw new PuzzleInputError(KNIGHTS.stateNoKnight());
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

const TITLE = inBoth(KNIGHTS.title());
const DESCRIPTION = inBoth(KNIGHTS.description({ format: KNIGHTS.codeFormat() }));
const MOVES_METRIC = inBoth(KNIGHTS.metricMovesDescription());

export const knights = definePuzzle<KnightsInstance, KnightState, KnightMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  title: TITLE.en,
  description: DESCRIPTION.en,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: MOVES_METRIC.en }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: { moves: { name: render(KNIGHTS.metricMoves(), 'zh'), description: MOVES_METRIC.zh } },
    params: {
      mode: render(KNIGHTS.paramMode(), 'zh'),
      size: render(KNIGHTS.paramSize(), 'zh'),
      from: render(KNIGHTS.paramFrom(), 'zh'),
      to: render(KNIGHTS.paramTo(), 'zh'),
      start: render(KNIGHTS.paramStart(), 'zh'),
      closed: render(KNIGHTS.paramClosed(), 'zh'),
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
        return parseSquare(instance.board, code, KNIGHTS.placeState());
      case 'tour':
        return parseTourState(instance, code);
    }
  },

  describeMove(instance, move, before, lang = 'en') {
    if (instance.mode !== 'swap') return describeMove(instance.board, move, KNIGHTS.knight(), lang);
    const white = cellsOf(instance, before)[moveFrom(move)] === 'W';
    return describeMove(instance.board, move, white ? KNIGHTS.whiteKnight() : KNIGHTS.blackKnight(), lang);
  },
  moveCode: (instance, move) => moveCode(instance.board, move),
  // `@c3` places a tour's knight; the other modes start with their knights on the board.
  parseMove: (instance, code) => parseMoveCode(instance.board, code, instance.mode === 'tour'),
  unsolvableReason(instance, _metric, lang = 'en') {
    const problem = problemOf(instance);
    if (instance.mode !== 'tour') return problem.unsolvableReason?.() ?? null;
    const why = (problem as unknown as TourProblem).unsolvableMessage();
    return why ? render(why, lang) : null;
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
