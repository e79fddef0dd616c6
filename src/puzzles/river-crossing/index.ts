/**
 * river-crossing: one declarative backend for every crossing puzzle. A
 * puzzle is data (a spec in our JSON format, or a RiverCrossing scenario);
 * missionaries and cannibals, 人鬼渡河, 和尚与妖怪, the wolf, goat and
 * cabbage, jealous husbands, the family with a policeman and a thief, and the
 * bridge and torch are presets of one model.
 */
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { perInstance } from '../per-instance.js';
import { applyCrossing, crossingTime } from './rules.js';
import { spaceDiagram } from './diagram.js';
import { pack, unpack } from './layout.js';
import { decodeMove, moveOf, type RiverMove } from './moves.js';
import { createRiverProblem, type RiverKey, type RiverProblem } from './problem.js';
import { drawState, renderState } from './render.js';
import { DEFAULT_PRESET, PRESETS } from './presets.js';
import { PARAMS, parseRequest, PUZZLE_ID, type RiverInstance } from './instance.js';
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
  aliases: ['river', 'rivercrossing', '过河', 'guohe', '渡河', 'missionaries-cannibals', 'wolf-goat-cabbage', 'bridge-torch'],
  editor: riverFormModel,
  title: 'River crossings (missionaries and cannibals, 人鬼渡河, wolf-goat-cabbage, bridge and torch, ...)',
  description:
    'Travellers cross a river in a boat (or a bridge with a torch) under rules: a capacity, who rows (maybe only on some crossings), ' +
    'weights and loads, crossing times and a time limit, and safety rules on the banks and in the boat (outnumbering, forbidden company, groups by kind). ' +
    'Fewest crossings, or least time when crossings take time. A puzzle is a JSON spec of our own or a RiverCrossing scenario (--file); ' +
    'presets take parameters (missionaries, cannibals, boat; couples; times). Codes: a preset code like jealous-husbands/couples=4/boat=3, or a spec as JSON.',
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [
    { id: 'cost', description: 'the total time where crossings take time (uniform-cost search), otherwise the number of crossings' },
    { id: 'crossings', description: 'each crossing counts 1 (within any time limit)' },
  ],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '过河问题（传教士与野人、人鬼渡河、狼羊白菜、过桥问题……）',
    description:
      '旅行者按规则乘船过河（或打着一支火把过桥）：船的容量、谁会划船（也许只在某几趟）、体重与载重、过河用时与时限，' +
      '以及岸上和船上的安全规则（人数压制、不能相处、按种类分组）。求最少渡河次数，过河要花时间时求最短用时。' +
      '谜题可以是本项目的 JSON 描述，也可以是 RiverCrossing 场景（--file）；预设接受参数（missionaries、cannibals、boat；couples；times）。',
    metrics: {
      cost: { name: '总代价', description: '过河要花时间时为总用时（一致代价搜索），否则为渡河次数' },
      crossings: { name: '渡河次数', description: '每次渡河算 1（在任何时限之内）' },
    },
    params: {
      missionaries: 'missionaries-cannibals、ghosts、monks-monsters：不能被压过人数的一方有几个（1 到 100）',
      cannibals: 'missionaries-cannibals、ghosts、monks-monsters：另一方有几个（1 到 100）',
      boat: '船（或桥）一次能载几个，1 到 64；也覆盖文件中描述的容量',
      couples: 'jealous-husbands：几对夫妻（1 到 10）',
      times: 'bridge-torch：每人过桥的用时，如 1,2,5,10（1 到 12 人）',
    },
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
    if (lang === 'zh' && instance.model.zh.title) return instance.code.startsWith('{') ? instance.model.zh.title : `${instance.model.zh.title}（${instance.code}）`;
    return instance.code.startsWith('{') && instance.spec.title ? instance.spec.title : instance.code;
  },
  costUnit(instance, metric, lang = 'en') {
    if (metric !== 'crossings' && instance.model.timed) return timeUnitIn(instance.model.timeUnit, lang);
    return lang === 'zh' ? { one: '次渡河', many: '次渡河' } : { one: 'crossing', many: 'crossings' };
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
    if (!parts) return { illegal: `${String(move)} is not a move of this puzzle`, zh: `${String(move)} 不是这个谜题的一步` };
    const next = applyCrossing(instance.model, unpack(instance.layout, state), parts.group, parts.direction);
    return 'illegal' in next ? next : pack(instance.layout, next);
  },

  unsolvableReason(instance, metric, lang = 'en') {
    const broken = riverProblem(instance, metric).goalBroken;
    if (!broken) return null;
    return lang === 'zh' ? `终点本身就违反规则：所有人都过河后，${broken.zh}` : `the goal itself breaks a rule: with everyone across, ${broken.en}`;
  },

  renderText: (instance, state, options) => renderState(instance.model, unpack(instance.layout, state), options?.color ?? false, options?.lang),
  draw: (instance, state, lang) => drawState(instance.model, unpack(instance.layout, state), lang),
  spaceDiagram: (instance, path, lang) => spaceDiagram(instance.model, riverProblem(instance), path, lang),
});
