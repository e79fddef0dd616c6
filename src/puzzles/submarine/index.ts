/**
 * submarine (潜艇大冒险, Submarine Adventure): slide 5 x 5 tiles on a 3 x 3
 * grid with one empty slot until the submarine can leave through the exit
 * under the bottom-middle slot. Tile bodies never block; the mines and the
 * submarine's propellers and clip that stick out of them do.
 */
import type { Drawing } from '../drawing.js';
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { isOut, packArrangement } from './arrangement.js';
import { CODE_FORMAT, CODE_FORMAT_ZH, levelCode } from './code.js';
import { generateLevels } from './generate.js';
import type { SubmarineLevel } from './level.js';
import { describeMove, moveCode, parseMoveCode, type SubMove } from './moves.js';
import { createSubmarineProblem, type SubState } from './problem.js';
import { drawPosition, renderPosition, submarineLegend } from './render.js';
import { DEFAULT_PRESET, parseRequest, PRESETS, PUZZLE_ID } from './instance.js';
import { applyRules, type Position } from './rules.js';
import { parsePositionCode, positionCode } from './state-code.js';
import { slotLevelModel } from './editor-model.js';

/** Built once per level: the front ends ask repeatedly. */
const problemOf = perInstance(createSubmarineProblem);

function positionOf(level: SubmarineLevel, state: SubState): Position {
  return { slots: problemOf(level).slotsOf(state), out: isOut(state) };
}

export const submarine = definePuzzle<SubmarineLevel, SubState, SubMove>({
  id: PUZZLE_ID,
  aliases: ['submarine-adventure', '潜艇大冒险', 'qianting-damaoxian'],
  editor: slotLevelModel,
  title: 'Submarine Adventure (潜艇大冒险)',
  // The preset of 155 moves (--seed 3 --min-moves 110 --unique), the most any run has made.
  longestGenerated: 155,
  description:
    'A 3x3 grid of 5x5 tiles on a 19x19 board, one slot empty. Slide a tile next to the empty slot into it; only the mines ' +
    "and the submarine's propellers and clip block, over every cell they pass. Goal: the submarine in the bottom-middle slot " +
    'slides down out through the exit (that slide counts as a move). ' +
    `Level code: ${CODE_FORMAT}. A file holds a code or JSON like {"grid": [[{"type":"big","corner":"top-left"}, null, ...], ...]}. ` +
    '`puzzlekit generate submarine` makes new levels.',
  presets: presetInfos(PRESETS),
  params: [],
  metrics: [{ id: 'moves', description: 'each slide of a tile counts 1, the exit too' }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '潜艇大冒险（Submarine Adventure）',
    description:
      '19x19 的棋盘上有 3x3 个 5x5 的板块，空着一格。把空格旁的板块滑进空格；只有雷以及潜艇的螺旋桨和卡扣会挡路，经过的每一格都算。' +
      '目标：潜艇在底部中间那格时从出口滑出（这一滑也算一步）。' +
      `关卡代码：${CODE_FORMAT_ZH}。文件里是代码，或是像 {"grid": [[{"type":"big","corner":"top-left"}, null, ...], ...]} 这样的 JSON。` +
      '`puzzlekit generate submarine` 可以生成新关卡。',
    metrics: { moves: { name: '步数', description: '每滑一块算 1 步，滑出出口也算' } },
  },

  parse: parseRequest,
  problem: (level) => problemOf(level),

  instanceCode: levelCode,
  stateCode: (level, state) => positionCode(level, positionOf(level, state)),
  parseState(level, code) {
    const position = parsePositionCode(level, code);
    return packArrangement(position.slots, position.out);
  },

  describeMove: (level, move, _before, lang) => describeMove(level, move, lang),
  moveCode,
  parseMove: (level, code, before) => parseMoveCode(level, code, positionOf(level, before).slots),
  applyMove(level, state, move) {
    const next = applyRules(level, positionOf(level, state), move);
    return 'illegal' in next ? next : packArrangement(next.slots, next.out);
  },

  renderText: (level, state, options) => renderPosition(level, positionOf(level, state), options?.color ?? false),
  draw: (level, state, lang): Drawing => drawPosition(level, positionOf(level, state), lang),
  legend: (level, lang) => submarineLegend(level, lang),

  generate: generateLevels,
});
