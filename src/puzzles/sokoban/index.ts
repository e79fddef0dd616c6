/**
 * sokoban (its Chinese and Japanese names are in aliases.ts): push every box onto a goal. The player walks and
 * pushes one box at a time, never pulls. Levels are XSB text, alone or in
 * collection files; solutions are LURD. The exact searches are the engine's
 * A* and IDA* on the matching bound, with dead squares and freeze deadlocks
 * pruned (problem.ts); the fast search (fast/) serves a quick answer for
 * hard levels, with tunnel and goal-room macros.
 */
import { inBoth, render } from '../../i18n/index.js';
import type { Drawing } from '../drawing.js';
import { definePuzzle } from '../define-puzzle.js';
import { perInstance } from '../per-instance.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { quoteInput } from '../params.js';
import { ALIASES } from './aliases.js';
import { fileLevels } from './collection-file.js';
import { generateLevels } from './generate.js';
import { DEFAULT_PRESET, instanceCode, PARAMS, parseRequest, PRESETS, PUZZLE_ID } from './instance.js';
import type { SokobanLevel } from './level.js';
import { lurdNotation } from './lurd.js';
import { SOKOBAN } from './messages.js';
import { describeMove, isStep, moveCode, parseMoveCode, type SokobanMove } from './moves.js';
import { createProblem, startStuck, type SokobanProblem } from './problem.js';
import { withFastSearch } from './fast/fast-search.js';
import { withSecondOrder } from './tie-break.js';
import { drawLevel, renderLevel } from './render.js';
import { sokobanKeyPlay } from './key-play.js';
import { SOKOBAN_EDITOR } from './editor-model.js';
import { applyPush, applyStep, type Position } from './rules.js';
import { boxesOf, playerOf, stateOf, type SokobanState } from './state.js';
import { parseLevel, positionCode } from './xsb.js';

// Each with the fast search (fast/) that `--algorithm auto` and level batches turn to where the exact search outgrows its limits,
// and the second-order form (tie-break.ts) that exact solves prefer: fewest pushes then moves, or fewest moves then pushes.
const metricProblem = (level: SokobanLevel, metric: 'push' | 'move') => withSecondOrder(withFastSearch(createProblem(level, metric), level), level);
const pushProblemOf = perInstance((level: SokobanLevel) => metricProblem(level, 'push'));
const moveProblemOf = perInstance((level: SokobanLevel) => metricProblem(level, 'move'));
const problemFor = (level: SokobanLevel, metric?: string): SokobanProblem => (metric === 'move' ? moveProblemOf(level) : pushProblemOf(level));

function positionOf(state: SokobanState): Position {
  return { boxes: new Set(boxesOf(state)), player: playerOf(state) };
}

function parseState(level: SokobanLevel, code: string): SokobanState {
  let other: SokobanLevel;
  try {
    other = parseLevel(code, { where: SOKOBAN.placeInstanceCode() });
  } catch (error) {
    if (error instanceof PuzzleInputError) throw new PuzzleInputError(SOKOBAN.stateBoard({ code: quoteInput(code.trim()) }));
    throw error;
  }
  const same =
    other.rows === level.rows &&
    other.cols === level.cols &&
    other.walls.every((w, i) => w === level.walls[i]) &&
    other.goalCells.every((g, i) => g === level.goalCells[i]) &&
    other.size === level.size;
  if (!same) throw new PuzzleInputError(SOKOBAN.stateBoard({ code: quoteInput(code.trim()) }));
  if (other.boxes.length !== level.boxes.length) throw new PuzzleInputError(SOKOBAN.boxCount({ code: quoteInput(code.trim()), boxes: level.boxes.length, given: other.boxes.length }));
  return stateOf(level, other.boxes, other.player);
}

const TITLE = inBoth(SOKOBAN.title());
const DESCRIPTION = inBoth(SOKOBAN.description());
const PUSH_METRIC = inBoth(SOKOBAN.metricPushDescription());
const MOVE_METRIC = inBoth(SOKOBAN.metricMoveDescription());

export const sokoban = definePuzzle<SokobanLevel, SokobanState, SokobanMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  title: TITLE.en,
  description: DESCRIPTION.en,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [
    { id: 'push', description: PUSH_METRIC.en },
    { id: 'move', description: MOVE_METRIC.en },
  ],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: {
      push: { name: render(SOKOBAN.metricPush(), 'zh'), description: PUSH_METRIC.zh },
      move: { name: render(SOKOBAN.metricMove(), 'zh'), description: MOVE_METRIC.zh },
    },
  },
  collection: { levels: (text) => fileLevels(text) },
  generate: (options) => generateLevels(options),
  notation: lurdNotation(),
  editor: SOKOBAN_EDITOR,
  keyPlay: sokobanKeyPlay((level) => pushProblemOf(level).analysis),

  parse: parseRequest,
  problem: (level, metric) => problemFor(level, metric),

  instanceCode,
  instanceTitle: (level) => level.title ?? instanceCode(level),
  stateCode: (level, state) => positionCode(level, boxesOf(state), playerOf(state)),
  parseState,

  describeMove: (level, move, _before, lang) => describeMove(level, move, lang),
  moveCode,
  parseMove: (level, code) => parseMoveCode(level, code),
  applyMove(level, state, move) {
    const position = positionOf(state);
    const next = isStep(move) ? applyStep(level, position, move) : applyPush(level, position, move >> 2, move & 3);
    return 'illegal' in next ? next : stateOf(level, [...next.boxes], next.player);
  },

  unsolvableReason: (level, metric, lang = 'en') => {
    const problem = problemFor(level, metric);
    const stuck = startStuck(level, problem.analysis, problem.start);
    return stuck ? render(SOKOBAN.startStuck(stuck), lang) : null;
  },
  renderText: (level, state, options) => renderLevel(level, state, options?.color ?? false),
  draw: (level, state): Drawing => drawLevel(level, state),
  legend: (_level, lang) => render(SOKOBAN.legend(), lang ?? 'en'),
  costUnit: (_level, metric, lang = 'en') => {
    const pushes = render(SOKOBAN.metricPush(), lang);
    const moves = render(SOKOBAN.metricMove(), lang);
    return metric === 'move'
      ? { one: render(SOKOBAN.unitMove(), lang), many: render(SOKOBAN.unitMoves(), lang), ties: { first: moves, second: pushes } }
      : { one: render(SOKOBAN.unitPush(), lang), many: render(SOKOBAN.unitPushes(), lang), ties: { first: pushes, second: moves } };
  },
});
