/**
 * river-crossing: one declarative backend for every crossing puzzle. A
 * puzzle is data (a spec in our JSON format, or a RiverCrossing scenario);
 * missionaries and cannibals, people and ghosts, monks and monsters, the wolf, goat and
 * cabbage, jealous husbands, the family with a policeman and a thief, and the
 * bridge and torch are presets of one model.
 */
import { render } from '../../i18n/index.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { perInstance } from '../per-instance.js';
import { applyCrossing, crossingTime } from './rules.js';
import { spaceDiagram } from './diagram.js';
import { pack, unpack } from './layout.js';
import { decodeMove, moveOf, type RiverMove } from './moves.js';
import { createRiverProblem, type RiverKey, type RiverProblem } from './problem.js';
import { drawState, renderState } from './render.js';
import { ALIASES, DEFAULT_PRESET, PRESETS } from './presets.js';
import { RC } from './messages/index.js';
import { refusal } from '../replay.js';
import { PARAM_WORDS, PARAMS, parseRequest, PUZZLE_ID, type RiverInstance } from './instance.js';
import { crossingCode, crossingWords, parseCrossingCode, parseStateCode, stateCode, timeUnitIn } from './words.js';
import { riverFormModel } from './editor-model.js';

/** Built once per instance and metric: the front ends ask repeatedly. */
const problemsOf = perInstance((_instance: RiverInstance) => new Map<string, RiverProblem>());

export function riverProblem(instance: RiverInstance, metric = 'cost'): RiverProblem {
  const problems = problemsOf(instance);
  // Without crossing times both metrics are the same problem: build it once.
  const key = metric === 'crossings' && instance.model.timed ? 'crossings' : 'cost';
  let problem = problems.get(key);
  if (!problem) {
    problem = createRiverProblem(instance.model, key);
    problems.set(key, problem);
  }
  return problem;
}

function moveParts(instance: RiverInstance, move: RiverMove) {
  const parts = decodeMove(instance.layout, move);
  if (!parts) throw new RangeError(`${move} is not a move of this puzzle`);
  return parts;
}

export const riverCrossing = definePuzzle<RiverInstance, RiverKey, RiverMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  editor: riverFormModel,
  title: render(RC.title(), 'en'),
  description: render(RC.description(), 'en'),
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [
    { id: 'cost', description: render(RC.metricCostDescription(), 'en') },
    { id: 'crossings', description: render(RC.metricCrossingsDescription(), 'en') },
  ],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: render(RC.title(), 'zh'),
    description: render(RC.description(), 'zh'),
    metrics: {
      cost: { name: render(RC.metricCost(), 'zh'), description: render(RC.metricCostDescription(), 'zh') },
      crossings: { name: render(RC.metricCrossings(), 'zh'), description: render(RC.metricCrossingsDescription(), 'zh') },
    },
    params: Object.fromEntries(PARAMS.map((p) => [p.key, render(PARAM_WORDS[p.key], 'zh')])),
  },

  parse(request) {
    const instance = parseRequest(request);
    riverProblem(instance); // lists the groups now (the instance packed its states when built), so a spec too large to search is bad input here
    return instance;
  },
  problem: (instance, metric) => riverProblem(instance, metric),

  instanceCode: (instance) => instance.code,
  // A spec's own title; a preset's code says more (its sizes) and is short.
  instanceTitle(instance, lang = 'en') {
    // A preset's code says its sizes; in Chinese its Chinese title goes first.
    if (lang === 'zh' && instance.model.zh.title) return instance.code.startsWith('{') ? instance.model.zh.title : render(RC.titleWithCode({ title: instance.model.zh.title, code: instance.code }), 'zh');
    return instance.code.startsWith('{') && instance.spec.title ? instance.spec.title : instance.code;
  },
  // Without crossing times the cost is the number of crossings: one metric, not two that agree.
  distinctMetrics: (instance) => (instance.model.timed ? ['cost', 'crossings'] : ['cost']),
  costUnit(instance, metric, lang = 'en') {
    if (metric !== 'crossings' && instance.model.timed) return timeUnitIn(instance.model.timeUnit, lang);
    return { one: render(RC.crossingUnit({ count: 1 }), lang), many: render(RC.crossingUnit({ count: 2 }), lang) };
  },
  stateCode: (instance, state) => stateCode(instance.model, unpack(instance.layout, state)),
  parseState: (instance, code) => pack(instance.layout, parseStateCode(instance.model, instance.layout.phaseRadix, code)),

  describeMove(instance, move, _before, lang = 'en') {
    const { group, direction } = moveParts(instance, move);
    return crossingWords(instance.model, group, direction, crossingTime(instance.model, group), lang);
  },
  moveCode(instance, move) {
    const { group, direction } = moveParts(instance, move);
    return crossingCode(instance.model, group, direction);
  },
  parseMove(instance, code) {
    const crossing = parseCrossingCode(instance.model, code);
    return crossing && moveOf(instance.layout, crossing.group, crossing.direction);
  },
  applyMove(instance, state, move) {
    const parts = decodeMove(instance.layout, move);
    if (!parts) return refusal(RC.notAMove({ move: String(move) }));
    const next = applyCrossing(instance.model, unpack(instance.layout, state), parts.group, parts.direction);
    return 'illegal' in next ? next : pack(instance.layout, next);
  },

  unsolvableReason(instance, metric, lang = 'en') {
    const broken = riverProblem(instance, metric).goalBroken;
    if (!broken) return null;
    return render(RC.goalBreaksRule({ broken }), lang);
  },

  renderText: (instance, state, options) => renderState(instance.model, unpack(instance.layout, state), options?.color ?? false, options?.lang),
  draw: (instance, state, lang) => drawState(instance.model, unpack(instance.layout, state), lang),
  spaceDiagram: (instance, path, lang) => spaceDiagram(instance.model, riverProblem(instance), path, lang),
});
