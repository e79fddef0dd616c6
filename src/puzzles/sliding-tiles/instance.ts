/** The sliding-tiles presets, and how a request (preset, code, file, --param goal and heuristic) becomes an instance. */
import { checkParamKeys, choiceParam, requestCode } from '../params.js';
import type { InstanceRequest, PresetInfo } from '../puzzle.js';
import { goalCells, parseBoard, type GoalKind, type TilesHeuristic, type TilesInstance } from './board.js';

interface TilesPreset extends PresetInfo {
  code: string;
}

export const PRESETS: TilesPreset[] = [
  {
    name: '8-puzzle',
    description: 'the 3x3 puzzle from one of its two hardest positions (31 moves)',
    zh: '3x3 推盘，从两个最难局面之一开始（31 步）',
    code: '8,6,7/2,5,4/3,0,1',
  },
  { name: '8-puzzle-easy', description: 'a 3x3 position 2 moves from solved', zh: '离完成只差 2 步的 3x3 局面', code: '1,2,3/4,0,6/7,5,8' },
  {
    name: '15-puzzle',
    aliases: ['4x4'],
    description: 'a 4x4 position 50 moves from solved (IDA* solves it in a fraction of a second)',
    zh: '离完成 50 步的 4x4 局面（IDA* 不到一秒就能解出）',
    code: '7,8,10,9/1,4,12,14/0,13,2,15/6,5,11,3',
  },
  {
    name: 'loyd-14-15',
    aliases: ['14-15'],
    description: "Sam Loyd's 14-15 puzzle: 14 and 15 swapped, which cannot be solved",
    zh: '萨姆·劳埃德的 14-15 难题：14 和 15 对调，无解',
    code: '1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0',
  },
  { name: '4x3', description: 'a board 4 wide and 3 high, 40 moves from solved', zh: '宽 4 高 3 的棋盘，离完成 40 步', code: '8,7,11,0/10,1,6,5/9,4,2,3' },
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
