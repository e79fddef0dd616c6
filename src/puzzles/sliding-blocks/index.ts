/**
 * sliding-blocks: Klotski (Hua Rong Dao) and every puzzle like it. Rectangular
 * pieces slide on a board, with optional walls and pieces limited to one
 * direction (Rush Hour); bring the target piece to its goal place.
 */
import { render } from '../../i18n/index.js';
import { quoteInput } from '../params.js';
import type { Drawing } from '../drawing.js';
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { gridShapes, readGrid, type BlocksInstance } from './board.js';
import { CELLS, EMPTY, isLayoutCode, ITEM_SIZE, parseLayoutCode } from './layout-code.js';
import { describeMove, moveCode, parseMoveCode, type BlocksMove } from './moves.js';
import { applyRules } from './rules.js';
import { checkedPlacement, type Placement } from './placement.js';
import { stateCode } from './state.js';
import { ALIASES, DEFAULT_PRESET, PRESETS } from './presets.js';
import { createBlocksProblem, METRICS, type BlocksProblem, type Metric } from './problem.js';
import { blocksLegend, drawBlocks, renderBlocks } from './render.js';
import { parseRequest, PUZZLE_ID } from './instance.js';
import { instanceCode } from './text.js';
import { BLOCKS } from './messages.js';
import { blocksGridModel } from './editor-model.js';
import { BLOCKS_FAMILY } from './family-ability.js';

/** Each instance's problems, one a metric, built on first use. */
const problemsOf = perInstance((_instance: BlocksInstance) => new Map<string, BlocksProblem>());

export function blocksProblem(instance: BlocksInstance, metric: string = 'move'): BlocksProblem {
  const problems = problemsOf(instance);
  let problem = problems.get(metric);
  if (!problem) {
    if (!METRICS.some((m) => m.id === metric)) {
      const metrics = METRICS.map((m) => m.id).join(', ');
      throw new PuzzleInputError(BLOCKS.unknownMetric({ puzzle: PUZZLE_ID, metric: quoteInput(metric), metrics }));
    }
    problem = createBlocksProblem(instance, metric as Metric);
    problems.set(metric, problem);
  }
  return problem;
}

/** A state code: a layout code on classic boards, or rows split by "/" with the puzzle's letters. */
function parseState(instance: BlocksInstance, code: string): Placement {
  const text = code.trim();
  const kindAt = new Int32Array(instance.width * instance.height).fill(-1);
  if (instance.standard && isLayoutCode(text)) {
    const { items } = parseLayoutCode(text);
    for (let cell = 0; cell < CELLS; cell++) {
      const item = items[cell];
      if (item <= EMPTY) continue;
      const [rows, cols] = ITEM_SIZE[item];
      kindAt[cell] = instance.kinds.findIndex((k) => k.rows === rows && k.cols === cols);
      if (kindAt[cell] < 0) {
        throw new PuzzleInputError(BLOCKS.layoutPieceMissing({ code: text.toUpperCase(), rows, cols }));
      }
    }
    return checkedPlacement(instance, kindAt, { what: 'layout', code: text.toUpperCase() });
  }
  const grid = readGrid(text.split('/').map((r) => r.trim()));
  if (grid.width !== instance.width || grid.height !== instance.height) {
    throw new PuzzleInputError(BLOCKS.stateSize({ width: grid.width, height: grid.height, puzzleWidth: instance.width, puzzleHeight: instance.height }));
  }
  if (grid.walls.some((w, cell) => w !== instance.walls[cell])) throw new PuzzleInputError(BLOCKS.stateWalls());
  for (const shape of gridShapes(grid.cellsOf, grid.width)) {
    const piece = instance.pieces.find((p) => p.letter === shape.letter);
    if (!piece || piece.rows !== shape.rows || piece.cols !== shape.cols) {
      throw new PuzzleInputError(BLOCKS.statePiece({ piece: shape.letter, rows: shape.rows, cols: shape.cols }));
    }
    kindAt[shape.start] = piece.kind;
  }
  return checkedPlacement(instance, kindAt, { what: 'state', code: '' });
}

export const slidingBlocks = definePuzzle<BlocksInstance, Placement, BlocksMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  editor: blocksGridModel,
  title: render(BLOCKS.title(), 'en'),
  description: render(BLOCKS.description({ format: BLOCKS.codeFormat() }), 'en'),
  presets: presetInfos(PRESETS),
  params: [],
  metrics: METRICS,
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: render(BLOCKS.title(), 'zh'),
    description: render(BLOCKS.description({ format: BLOCKS.codeFormat() }), 'zh'),
    metrics: {
      move: { name: render(BLOCKS.metricMoveName(), 'zh'), description: render(BLOCKS.metricMove(), 'zh') },
      step: { name: render(BLOCKS.metricStepName(), 'zh'), description: render(BLOCKS.metricStep(), 'zh') },
      slide: { name: render(BLOCKS.metricSlideName(), 'zh'), description: render(BLOCKS.metricSlide(), 'zh') },
    },
  },

  parse: parseRequest,
  problem: (instance, metric) => blocksProblem(instance, metric),

  instanceCode,
  stateCode,
  parseState,

  describeMove: (instance, move, before, lang) => describeMove(instance, before, move, lang),
  moveCode,
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove: (instance, state, move) => applyRules(instance, state, move),

  renderText: (instance, state, options) => renderBlocks(instance, state, options?.color ?? false),
  draw: (instance, state): Drawing => drawBlocks(instance, state),
  legend: (instance, lang) => blocksLegend(instance, lang),

  family: BLOCKS_FAMILY,
});

