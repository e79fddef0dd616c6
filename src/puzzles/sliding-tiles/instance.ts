/** The sliding-tiles presets, and how a request (preset, code, file, --param goal and heuristic) becomes an instance. */
import { checkParamKeys, choiceParam, requestCode } from '../params.js';
import type { InstanceRequest, PresetInfo } from '../puzzle.js';
import { TILES } from './messages.js';
import { goalCells, parseBoard, type GoalKind, type TilesHeuristic, type TilesInstance } from './board.js';
import { described } from '../catalog-words.js';

interface TilesPreset extends PresetInfo {
  code: string;
}

export const PRESETS: TilesPreset[] = [
  {
    name: '8-puzzle',
    ...described(TILES.preset8Puzzle()),
    code: '8,6,7/2,5,4/3,0,1',
  },
  { name: '8-puzzle-easy', ...described(TILES.preset8PuzzleEasy()), code: '1,2,3/4,0,6/7,5,8' },
  {
    name: '15-puzzle',
    aliases: ['4x4'],
    ...described(TILES.preset15Puzzle()),
    code: '7,8,10,9/1,4,12,14/0,13,2,15/6,5,11,3',
  },
  {
    name: 'loyd-14-15',
    aliases: ['14-15'],
    ...described(TILES.presetLoyd()),
    code: '1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0',
  },
  { name: '4x3', ...described(TILES.preset4x3()), code: '8,7,11,0/10,1,6,5/9,4,2,3' },
];

const GOALS: Record<string, GoalKind> = { 'blank-last': 'blank-last', 'blank-first': 'blank-first' };
const HEURISTICS: Record<string, TilesHeuristic> = { auto: 'auto', manhattan: 'manhattan', 'linear-conflict': 'linear-conflict' };

export function parseRequest(request: InstanceRequest): TilesInstance {
  checkParamKeys('sliding-tiles', request.params, ['goal', 'heuristic']);
  const goalKind = choiceParam('goal', request.params.goal ?? 'blank-last', GOALS);
  const heuristic = choiceParam('heuristic', request.params.heuristic ?? 'auto', HEURISTICS);
  const board = parseBoard(requestCode('sliding-tiles', PRESETS, request.source)?.code ?? PRESETS[0].code);
  return { width: board.width, height: board.height, start: board.cells, goalKind, goal: goalCells(board.cells.length, goalKind), heuristic };
}
