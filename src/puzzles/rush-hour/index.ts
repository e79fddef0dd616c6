/**
 * rush-hour: Rush Hour (its Chinese names are in aliases.ts). Cars and trucks on a 6x6 board
 * (other sizes too), each moving only along its length; drive the red car
 * out through the exit on the right edge of the third row. Reads the Rush
 * Hour database's board codes.
 */
import { inBoth, render } from '../../i18n/index.js';
import { definePuzzle } from '../define-puzzle.js';
import { perInstance } from '../per-instance.js';
import { presetInfos } from '../preset-infos.js';
import { positionCode, type RushInstance } from './board.js';
import { ALIASES } from './aliases.js';
import { rushGridModel } from './editor-model.js';
import { RUSH_HOUR_FAMILY } from './family/index.js';
import { generateBoards, LONGEST_GENERATED } from './generate.js';
import { instanceCode, PARAMS, parseRequest, PUZZLE_ID } from './instance.js';
import { RUSH } from './messages.js';
import { describeMove, moveCodeOf, parseMoveCode, type RushMove } from './moves.js';
import { DEFAULT_PRESET, PRESETS } from './presets.js';
import { createRushProblem, type RushMetric, type RushProblem, type RushState } from './problem.js';
import { boardLegend, drawBoard, renderBoard } from './render.js';
import { applyRules } from './rules.js';
import { readPosition } from './state-code.js';

/** Each instance's problems, one a metric, built on first use. */
const problemsOf = perInstance((_instance: RushInstance) => new Map<RushMetric, RushProblem>());

function rushProblem(instance: RushInstance, metric: RushMetric = 'move'): RushProblem {
  const problems = problemsOf(instance);
  let problem = problems.get(metric);
  if (!problem) {
    problem = createRushProblem(instance, metric);
    problems.set(metric, problem);
  }
  return problem;
}
const placesOf = (instance: RushInstance, state: RushState) => rushProblem(instance).placesOf(state);

const TITLE = inBoth(RUSH.title());
const DESCRIPTION = inBoth(RUSH.description({ format: RUSH.codeFormat() }));
const MOVE = inBoth(RUSH.metricMove());
const STEP = inBoth(RUSH.metricStep());

export const rushHour = definePuzzle<RushInstance, RushState, RushMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  editor: rushGridModel,
  family: RUSH_HOUR_FAMILY,
  title: TITLE.en,
  description: DESCRIPTION.en,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [
    { id: 'move', description: MOVE.en },
    { id: 'step', description: STEP.en },
  ],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: {
      move: { name: render(RUSH.metricMoveName(), 'zh'), description: MOVE.zh },
      step: { name: render(RUSH.metricStepName(), 'zh'), description: STEP.zh },
    },
    params: { size: render(RUSH.paramSize(), 'zh') },
  },

  parse: parseRequest,
  // definePuzzle has already matched the metric to one of the two above.
  problem: (instance, metric) => rushProblem(instance, metric as RushMetric),

  instanceCode,
  stateCode: (instance, state) => positionCode(instance, placesOf(instance, state)),
  parseState: (instance, code) => rushProblem(instance).stateOf(readPosition(instance, code)),

  describeMove: (instance, move, _before, lang) => describeMove(instance, move, lang),
  moveCode: moveCodeOf,
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove(instance, state, move) {
    const next = applyRules(instance, placesOf(instance, state), move);
    return Array.isArray(next) ? rushProblem(instance).stateOf(next) : next;
  },

  renderText: (instance, state, options) => renderBoard(instance, placesOf(instance, state), options?.color ?? false),
  draw: (instance, state, lang) => drawBoard(instance, placesOf(instance, state), lang),
  legend: (instance, lang) => boardLegend(instance, lang),

  generate: generateBoards,
  longestGenerated: LONGEST_GENERATED,
});
