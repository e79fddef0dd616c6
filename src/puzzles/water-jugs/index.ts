/**
 * water-jugs: measure water with jugs that have no marks. Fill a
 * jug from the tap, empty it into the drain, or pour one jug into another
 * until the first is empty or the other full.
 */
import type { Drawing } from '../drawing.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { instanceCode, parseStateCode, stateCode } from './code.js';
import { MAX_JUGS, MIN_JUGS, unsolvableReason, type JugsInstance } from './jugs.js';
import { describeMove, moveCode, parseMoveCode, type JugMove } from './moves.js';
import { applyRules } from './rules.js';
import { perInstance } from '../per-instance.js';
import { createJugsProblem } from './problem.js';
import { amountsOf, stateOf, type JugState } from './state.js';
import { drawJugs, renderJugs } from './render.js';
import { DEFAULT_PRESET, PARAMS, parseRequest, PRESETS, PUZZLE_ID } from './instance.js';
import { inBoth, render } from '../../i18n/index.js';
import { ALIASES } from './aliases.js';
import { WATER_JUGS } from './messages.js';

/** Built once per instance: the front ends ask repeatedly. */
const problemOf = perInstance(createJugsProblem);

const TITLE = inBoth(WATER_JUGS.title());
const DESCRIPTION = inBoth(WATER_JUGS.description({ min: MIN_JUGS, max: MAX_JUGS, format: WATER_JUGS.codeFormat() }));
const MOVES_METRIC = inBoth(WATER_JUGS.metricMovesDescription());

export const waterJugs = definePuzzle<JugsInstance, JugState, JugMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  title: TITLE.en,
  description: DESCRIPTION.en,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: MOVES_METRIC.en }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: { moves: { name: render(WATER_JUGS.metricMoves(), 'zh'), description: MOVES_METRIC.zh } },
    params: {
      capacities: render(WATER_JUGS.paramCapacities(), 'zh'),
      start: render(WATER_JUGS.paramStart(), 'zh'),
      goal: render(WATER_JUGS.paramGoal(), 'zh'),
      target: render(WATER_JUGS.paramTarget(), 'zh'),
      tap: render(WATER_JUGS.paramTap(), 'zh'),
    },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode: (instance, state) => stateCode(amountsOf(instance, state)),
  parseState: (instance, code) => stateOf(instance, parseStateCode(instance, code)),

  describeMove: (instance, move, _before, lang) => describeMove(instance, move, lang),
  moveCode,
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove(instance, state, move) {
    const next = applyRules(instance, amountsOf(instance, state), move);
    return Array.isArray(next) ? stateOf(instance, next) : next;
  },

  unsolvableReason: (instance, _metric, lang) => unsolvableReason(instance, lang),
  renderText: (instance, state, options) => renderJugs(instance, amountsOf(instance, state), options?.color ?? false, options?.lang),
  draw: (instance, state): Drawing => drawJugs(instance, amountsOf(instance, state)),
});
