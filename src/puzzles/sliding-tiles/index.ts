/**
 * sliding-tiles: the m x n sliding puzzle (8-puzzle, 15-puzzle, 4x3, ...).
 * Slide a tile next to the blank into it until the tiles are in order.
 */
import { render } from '../../i18n/index.js';
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
import { ALIASES } from './aliases.js';
import { TILES } from './messages.js';

/** Built once per instance: IDA* and the front ends ask repeatedly. */
const problemOf = perInstance(createTilesProblem);
const multiProblemOf = perInstance((instance: TilesInstance) => createMultiTilesProblem(instance, problemOf(instance)));

function cellsOf(instance: TilesInstance, state: TileState): Uint8Array {
  return problemOf(instance).cellsOf(state);
}

export const slidingTiles = definePuzzle<TilesInstance, TileState, TileMove>({
  id: 'sliding-tiles',
  aliases: ALIASES,
  editor: tilesGridModel,
  title: render(TILES.title(), 'en'),
  description: render(TILES.description(), 'en'),
  presets: presetInfos(PRESETS),
  params: [
    { key: 'goal', description: render(TILES.paramGoal(), 'en'), default: 'blank-last' },
    { key: 'heuristic', description: render(TILES.paramHeuristic(), 'en'), default: 'auto' },
  ],
  metrics: [
    { id: 'moves', description: render(TILES.metricMoves(), 'en') },
    { id: 'multi', description: render(TILES.metricMulti(), 'en') },
  ],
  defaultPreset: '8-puzzle',
  zh: {
    title: render(TILES.title(), 'zh'),
    description: render(TILES.description(), 'zh'),
    metrics: {
      moves: { name: render(TILES.metricMovesName(), 'zh'), description: render(TILES.metricMoves(), 'zh') },
      multi: { name: render(TILES.metricMultiName(), 'zh'), description: render(TILES.metricMulti(), 'zh') },
    },
    params: {
      goal: render(TILES.paramGoal(), 'zh'),
      heuristic: render(TILES.paramHeuristic(), 'zh'),
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
      throw new PuzzleInputError(TILES.stateSize({ width: board.width, height: board.height, puzzleWidth: instance.width, puzzleHeight: instance.height }));
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
    const why = unsolvableWords(instance);
    return why === null ? null : render(why, lang);
  },
  costUnit(_instance, metric, lang = 'en') {
    if (metric !== 'multi') return null;
    return { one: render(TILES.unitMultiOne(), lang), many: render(TILES.unitMultiMany(), lang) };
  },

  renderText: (instance, state) => renderTiles(instance, cellsOf(instance, state)),
  draw: (instance, state) => drawTiles(instance, cellsOf(instance, state)),
});
