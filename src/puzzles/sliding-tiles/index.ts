/**
 * sliding-tiles: the m x n sliding puzzle (8-puzzle, 15-puzzle, 4x3, ...).
 * Slide a tile next to the blank into it until the tiles are in order.
 */
import type { Drawing, Shape } from '../drawing.js';
import { checkParamKeys, choiceParam, requestCode } from '../params.js';
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError, type InstanceRequest, type PresetInfo } from '../puzzle.js';
import { boardCode, goalCells, parseBoard, type GoalKind, type TilesInstance } from './board.js';
import { tilesHeuristicTables } from './heuristic-tables.js';
import { createTilesProblem, moveDirection, moveTile, type TileMove, type TileState } from './problem.js';

interface TilesPreset extends PresetInfo {
  code: string;
}

const PRESETS: TilesPreset[] = [
  {
    name: '8-puzzle',
    description: 'the 3x3 puzzle from one of its two hardest positions (31 moves)',
    code: '8,6,7/2,5,4/3,0,1',
  },
  { name: '8-puzzle-easy', description: 'a 3x3 position 2 moves from solved', code: '1,2,3/4,0,6/7,5,8' },
  {
    name: '15-puzzle',
    aliases: ['4x4'],
    description: 'a 4x4 position 50 moves from solved (IDA* solves it in a fraction of a second)',
    code: '7,8,10,9/1,4,12,14/0,13,2,15/6,5,11,3',
  },
  {
    name: 'loyd-14-15',
    aliases: ['14-15'],
    description: "Sam Loyd's 14-15 puzzle: 14 and 15 swapped, which cannot be solved",
    code: '1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0',
  },
  { name: '4x3', description: 'a board 4 wide and 3 high, 40 moves from solved', code: '8,7,11,0/10,1,6,5/9,4,2,3' },
];

const GOALS: Record<string, GoalKind> = { 'blank-last': 'blank-last', 'blank-first': 'blank-first' };

/** Built once per instance: IDA* and the front ends ask repeatedly. */
const problemOf = perInstance(createTilesProblem);

function parse(request: InstanceRequest): TilesInstance {
  checkParamKeys('sliding-tiles', request.params, ['goal']);
  const goalKind = choiceParam('goal', request.params.goal ?? 'blank-last', GOALS);
  const board = parseBoard(requestCode('sliding-tiles', PRESETS, request.source)?.code ?? PRESETS[0].code);
  return { width: board.width, height: board.height, start: board.cells, goalKind, goal: goalCells(board.cells.length, goalKind) };
}

function cellsOf(instance: TilesInstance, state: TileState): Uint8Array {
  return problemOf(instance).cellsOf(state);
}

export const slidingTiles = definePuzzle<TilesInstance, TileState, TileMove>({
  id: 'sliding-tiles',
  title: 'Sliding tiles (8-puzzle, 15-puzzle, m x n)',
  description:
    'Tiles numbered 1 to n-1 and one blank on a board; a move slides a tile next to the blank into it. ' +
    'Put the tiles in order. Solvability is decided by the parity rule for every board shape.',
  presets: presetInfos(PRESETS),
  params: [{ key: 'goal', description: 'blank-last (1 2 3 / 4 5 6 / 7 8 _) or blank-first (_ 1 2 / 3 4 5 / 6 7 8)', default: 'blank-last' }],
  metrics: [{ id: 'moves', description: 'each slide of one tile by one cell counts 1' }],
  defaultPreset: '8-puzzle',

  parse,
  problem: (instance) => problemOf(instance),
  heuristicTables: tilesHeuristicTables,

  instanceCode: (instance) => boardCode(instance.width, instance.start),
  stateCode: (instance, state) => boardCode(instance.width, cellsOf(instance, state)),
  parseState(instance, code) {
    const board = parseBoard(code);
    if (board.width !== instance.width || board.height !== instance.height) {
      throw new PuzzleInputError(`the state is ${board.width}x${board.height} but the puzzle is ${instance.width}x${instance.height}`);
    }
    return problemOf(instance).stateOf(board.cells);
  },

  describeMove: (_instance, move) => `slide ${moveTile(move)} ${moveDirection(move)}`,
  moveCode: (_instance, move) => `${moveTile(move)}${moveDirection(move)[0].toUpperCase()}`,
  applyMove(instance, state, move) {
    const cells = cellsOf(instance, state);
    const { width } = instance;
    const tile = moveTile(move);
    const from = cells.indexOf(tile);
    if (tile === 0 || from < 0) return { illegal: `there is no tile ${tile}` };
    const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[moveDirection(move)];
    const r = Math.floor(from / width) + dr;
    const c = (from % width) + dc;
    if (r < 0 || r >= instance.height || c < 0 || c >= width) return { illegal: `tile ${tile} would leave the board` };
    const to = r * width + c;
    if (cells[to] !== 0) return { illegal: `tile ${tile} cannot slide ${moveDirection(move)}: cell ${r + 1},${c + 1} is not blank` };
    cells[to] = tile;
    cells[from] = 0;
    return problemOf(instance).stateOf(cells);
  },

  renderText(instance, state) {
    const cells = cellsOf(instance, state);
    const widest = String(cells.length - 1).length;
    const rows: string[] = [];
    for (let r = 0; r < instance.height; r++) {
      const row = Array.from(cells.subarray(r * instance.width, (r + 1) * instance.width), (t) =>
        (t === 0 ? '.' : String(t)).padStart(widest),
      );
      rows.push(row.join(' '));
    }
    return rows.join('\n');
  },

  draw(instance, state): Drawing {
    const cells = cellsOf(instance, state);
    const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: instance.width, h: instance.height, fill: '#3b3b45' }];
    cells.forEach((tile, i) => {
      if (tile === 0) return;
      const x = i % instance.width;
      const y = Math.floor(i / instance.width);
      const home = instance.goal[i] === tile;
      shapes.push({ kind: 'rect', id: `tile-${tile}`, x: x + 0.04, y: y + 0.04, w: 0.92, h: 0.92, fill: home ? '#f2c14e' : '#e8e0cc', stroke: '#5a4a2a', label: String(tile) });
    });
    return { width: instance.width, height: instance.height, shapes };
  },
});
