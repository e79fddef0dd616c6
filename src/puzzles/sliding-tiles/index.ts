/**
 * sliding-tiles: the m x n sliding puzzle (8-puzzle, 15-puzzle, 4x3, ...).
 * Slide a tile next to the blank into it until the tiles are in order.
 */
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { boardCode, parseBoard, type TilesInstance } from './board.js';
import { tilesHeuristicTables } from './heuristic-tables.js';
import { parseRequest, PRESETS } from './instance.js';
import { drawTiles, renderTiles } from './render.js';
import { applyRules } from './rules.js';
import { describeMove, moveCode, parseMoveCode } from './moves.js';
import { createMultiTilesProblem } from './multi.js';
import { createTilesProblem, unsolvableWords, type TileMove, type TileState } from './problem.js';
import { tilesGridModel } from './editor-model.js';

/** Built once per instance: IDA* and the front ends ask repeatedly. */
const problemOf = perInstance(createTilesProblem);
const multiProblemOf = perInstance((instance: TilesInstance) => createMultiTilesProblem(instance, problemOf(instance)));

function cellsOf(instance: TilesInstance, state: TileState): Uint8Array {
  return problemOf(instance).cellsOf(state);
}

export const slidingTiles = definePuzzle<TilesInstance, TileState, TileMove>({
  id: 'sliding-tiles',
  aliases: ['tiles', 'n-puzzle', 'sliding-puzzle', 'fifteen', '数字华容道', 'shuzi-huarongdao', { name: '15-puzzle', preset: '15-puzzle' }, { name: '8-puzzle', preset: '8-puzzle' }],
  editor: tilesGridModel,
  title: 'Sliding tiles (8-puzzle, 15-puzzle, m x n)',
  description:
    'Tiles numbered 1 to n-1 and one blank on a board; a move slides a tile next to the blank into it. ' +
    'Put the tiles in order. Solvability is decided by the parity rule for every board shape.',
  presets: presetInfos(PRESETS),
  params: [
    { key: 'goal', description: 'blank-last (1 2 3 / 4 5 6 / 7 8 _) or blank-first (_ 1 2 / 3 4 5 / 6 7 8)', default: 'blank-last' },
    {
      key: 'heuristic',
      description:
        'what guides A* and IDA* (one-tile moves): auto (linear conflict, or for IDA* pattern databases where loaded), linear-conflict, or manhattan (the plain distance, to compare)',
      default: 'auto',
    },
  ],
  metrics: [
    { id: 'moves', description: 'each slide of one tile by one cell counts 1' },
    { id: 'multi', description: 'sliding a line of one or more tiles toward the blank counts 1 (the 8-puzzle needs at most 24)' },
  ],
  defaultPreset: '8-puzzle',
  zh: {
    title: '数字推盘（八数码、十五数码、m x n）',
    description: '棋盘上有编号 1 到 n-1 的方块和一个空格；每步把空格旁的一块滑进空格。把方块按顺序排好。任何形状的棋盘都按奇偶规则判定是否有解。',
    metrics: {
      moves: { name: '步数', description: '一块滑动一格算 1 步' },
      multi: { name: '整行步数', description: '把一行中的一块或几块一起推向空格算 1 步（八数码最多要 24 步）' },
    },
    params: {
      goal: 'blank-last（1 2 3 / 4 5 6 / 7 8 _）或 blank-first（_ 1 2 / 3 4 5 / 6 7 8）',
      heuristic: '指引 A* 和 IDA* 的启发函数（单块步数）：auto（线性冲突；IDA* 有模式数据库时用数据库）、linear-conflict（线性冲突）或 manhattan（单纯的曼哈顿距离，用来对比）',
    },
  },

  parse: parseRequest,
  problem: (instance, metric) => (metric === 'multi' ? multiProblemOf(instance) : problemOf(instance)),
  heuristicTables: tilesHeuristicTables,

  instanceCode: (instance) => boardCode(instance.width, instance.start),
  stateCode: (instance, state) => boardCode(instance.width, cellsOf(instance, state)),
  parseState(instance, code) {
    const board = parseBoard(code);
    if (board.width !== instance.width || board.height !== instance.height) {
      throw new PuzzleInputError(`the state is ${board.width}x${board.height} but the puzzle is ${instance.width}x${instance.height}`, `状态是 ${board.width}x${board.height} 的，但谜题是 ${instance.width}x${instance.height} 的`);
    }
    return problemOf(instance).stateOf(board.cells);
  },

  describeMove: (instance, move, before, lang) => describeMove(instance, move, cellsOf(instance, before), lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove(instance, state, move) {
    const next = applyRules(instance, cellsOf(instance, state), move);
    return next instanceof Uint8Array ? problemOf(instance).stateOf(next) : next;
  },

  unsolvableReason(instance, _metric, lang = 'en') {
    const words = unsolvableWords(instance);
    return words === null ? null : words[lang];
  },
  costUnit(_instance, metric, lang = 'en') {
    if (metric !== 'multi') return null;
    return lang === 'zh' ? { one: '步（整行）', many: '步（整行）' } : { one: 'multi-tile move', many: 'multi-tile moves' };
  },

  renderText: (instance, state) => renderTiles(instance, cellsOf(instance, state)),
  draw: (instance, state) => drawTiles(instance, cellsOf(instance, state)),
});
