/**
 * submarine (Submarine Adventure): slide 5 x 5 tiles on a 3 x 3
 * grid with one empty slot until the submarine can leave through the exit
 * under the bottom-middle slot. Tile bodies never block; the mines and the
 * submarine's propellers and clip that stick out of them do.
 */
import type { Drawing } from '../drawing.js';
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { isOut, packArrangement } from './arrangement.js';
import { levelCode } from './code.js';
import { inBoth, render } from '../../i18n/index.js';
import { ALIASES } from './aliases.js';
import { SUBMARINE } from './messages.js';
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

const TITLE = inBoth(SUBMARINE.title());
const DESCRIPTION = inBoth(SUBMARINE.description({ format: SUBMARINE.codeFormat() }));
const MOVES_METRIC = inBoth(SUBMARINE.metricMovesDescription());

export const submarine = definePuzzle<SubmarineLevel, SubState, SubMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  editor: slotLevelModel,
  title: TITLE.en,
  // The preset of 155 moves (--seed 3 --min-moves 110 --unique), the most any run has made.
  longestGenerated: 155,
  description: DESCRIPTION.en,
  presets: presetInfos(PRESETS),
  params: [],
  metrics: [{ id: 'moves', description: MOVES_METRIC.en }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: { moves: { name: render(SUBMARINE.metricMoves(), 'zh'), description: MOVES_METRIC.zh } },
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
