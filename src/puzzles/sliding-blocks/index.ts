/**
 * sliding-blocks: 华容道 (Klotski) and every puzzle like it. Rectangular
 * pieces slide on a board, with optional walls and pieces limited to one
 * direction (Rush Hour); bring the target piece to its goal place.
 */
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
import { DEFAULT_PRESET, PRESETS } from './presets.js';
import { createBlocksProblem, METRICS, type BlocksProblem, type Metric } from './problem.js';
import { blocksLegend, drawBlocks, renderBlocks } from './render.js';
import { parseRequest, PUZZLE_ID } from './instance.js';
import { CODE_FORMAT, CODE_FORMAT_ZH, instanceCode } from './text.js';
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
      throw new PuzzleInputError(`${PUZZLE_ID} has no metric ${quoteInput(metric)} (metrics: ${metrics})`, `${PUZZLE_ID} 没有计步方式 ${quoteInput(metric)}（计步方式有：${metrics}）`);
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
        throw new PuzzleInputError(`layout ${text.toUpperCase()} does not fit this puzzle: it has a ${rows}x${cols} piece, and the puzzle none`, `布局 ${text.toUpperCase()} 与这个谜题不符：它有 ${rows}x${cols} 的棋子，谜题却没有`);
      }
    }
    return checkedPlacement(instance, kindAt, `layout ${text.toUpperCase()}`, `布局 ${text.toUpperCase()} `);
  }
  const grid = readGrid(text.split('/').map((r) => r.trim()));
  if (grid.width !== instance.width || grid.height !== instance.height) {
    throw new PuzzleInputError(
      `state: the board is ${grid.width}x${grid.height} but the puzzle's is ${instance.width}x${instance.height}`,
      `状态：盘面是 ${grid.width}x${grid.height}，但谜题的是 ${instance.width}x${instance.height}`,
    );
  }
  if (grid.walls.some((w, cell) => w !== instance.walls[cell])) throw new PuzzleInputError("state: its walls are not the puzzle's walls", '状态：它的墙和谜题的墙不一样');
  for (const shape of gridShapes(grid.cellsOf, grid.width)) {
    const piece = instance.pieces.find((p) => p.letter === shape.letter);
    if (!piece || piece.rows !== shape.rows || piece.cols !== shape.cols) {
      throw new PuzzleInputError(`state: piece ${shape.letter} (${shape.rows}x${shape.cols}) is not a piece of this puzzle`, `状态：棋子 ${shape.letter}（${shape.rows}x${shape.cols}）不是这个谜题的棋子`);
    }
    kindAt[shape.start] = piece.kind;
  }
  return checkedPlacement(instance, kindAt, 'state', '状态');
}

export const slidingBlocks = definePuzzle<BlocksInstance, Placement, BlocksMove>({
  id: PUZZLE_ID,
  aliases: ['klotski', 'huarongdao', 'hua-rong-dao', '华容道', 'blocks', 'rush-hour'],
  editor: blocksGridModel,
  title: 'Sliding blocks (华容道 / Klotski, Rush Hour)',
  description:
    'Rectangular pieces slide on a board (default 4 wide, 5 high) with optional walls; bring the target piece to its goal place ' +
    '(by default the 2x2 block to the bottom middle). Pieces of the same shape are interchangeable for the search, but every ' +
    'solution keeps each piece\'s letter. A file holds one line per row ("." empty, "#" wall, a letter per piece), after optional ' +
    'lines "goal: B 3 1" (piece, row, column from 0), "horizontal: A X" and "vertical: O P" (pieces that move only that way). ' +
    `Code: ${CODE_FORMAT}.`,
  presets: presetInfos(PRESETS),
  params: [],
  metrics: METRICS,
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '华容道（滑块：华容道 / Klotski、塞车 Rush Hour）',
    description:
      '长方形的棋子在棋盘上滑动（默认宽 4 高 5），可以有墙；把目标棋子移到目标位置（默认把 2x2 的曹操移到底部中间）。' +
      '同样形状的棋子在搜索时可以互换，但每个解都保留每个棋子的字母。文件每行是棋盘的一行（"." 空，"#" 墙，每个棋子一个字母），' +
      '前面可以有 "goal: B 3 1"（棋子、行、列，从 0 起）、"horizontal: A X" 和 "vertical: O P"（只能横着或竖着走的棋子）。' +
      `代码：${CODE_FORMAT_ZH}。`,
    metrics: {
      move: { name: '步（可转弯）', description: '一个棋子走任意距离、可以转弯，算 1 步（通常的计法：横刀立马 = 81）' },
      step: { name: '格', description: '一个棋子走一格算 1（横刀立马 = 116）' },
      slide: { name: '直线步', description: '一个棋子沿直线走任意距离算 1（横刀立马 = 90）' },
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

