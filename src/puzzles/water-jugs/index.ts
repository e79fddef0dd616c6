/**
 * water-jugs (分水问题): measure water with jugs that have no marks. Fill a
 * jug from the tap, empty it into the drain, or pour one jug into another
 * until the first is empty or the other full.
 */
import type { Drawing } from '../drawing.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { CODE_FORMAT, CODE_FORMAT_ZH, instanceCode, parseStateCode, stateCode } from './code.js';
import { MAX_JUGS, MIN_JUGS, unsolvableReason, type JugsInstance } from './jugs.js';
import { describeMove, moveCode, parseMoveCode, type JugMove } from './moves.js';
import { applyRules } from './rules.js';
import { perInstance } from '../per-instance.js';
import { createJugsProblem } from './problem.js';
import { amountsOf, stateOf, type JugState } from './state.js';
import { drawJugs, renderJugs } from './render.js';
import { DEFAULT_PRESET, PARAMS, parseRequest, PRESETS, PUZZLE_ID } from './instance.js';

/** Built once per instance: the front ends ask repeatedly. */
const problemOf = perInstance(createJugsProblem);

export const waterJugs = definePuzzle<JugsInstance, JugState, JugMove>({
  id: PUZZLE_ID,
  aliases: ['jugs', 'water-jug', 'water-pouring', '分水问题', '分水', 'fenshui', 'die-hard'],
  title: 'Water jugs (分水问题: 8-5-3, 3-5-to-4, ...)',
  description:
    `${MIN_JUGS} to ${MAX_JUGS} jugs without marks. A move fills a jug from the tap, empties one into the drain ` +
    '(both only with tap=yes), or pours one jug into another until the first is empty or the other full. ' +
    'Reach the goal amounts in every jug, or some jug holding exactly the target. ' +
    `Instance code: ${CODE_FORMAT} (one number as the goal means a target). ` +
    'A file holds such a code or JSON like {"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0],"tap":false} (or "target":4). ' +
    'Goals that the arithmetic rules out (a common divisor, the total without a tap) are reported unsolvable without searching.',
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: 'each fill, empty or pour counts 1' }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '分水问题（8-5-3、用 3 和 5 量出 4……）',
    description:
      `${MIN_JUGS} 到 ${MAX_JUGS} 个没有刻度的壶。每步从水龙头把一个壶装满、把一个壶倒进水槽（两者都要 tap=yes），` +
      '或把一个壶倒进另一个，直到前者倒空或后者装满。目标：每个壶里的量都达到目标，或某个壶里正好是目标量。' +
      `实例代码：${CODE_FORMAT_ZH}（目标只给一个数时表示目标量）。` +
      '文件里是这样的代码，或 {"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0],"tap":false}（或 "target":4）这样的 JSON。' +
      '算术上不可能的目标（有公约数，没有水龙头时超过总量）不用搜索就判为无解。',
    metrics: { moves: { name: '步数', description: '每次装满、倒空或倒水算 1 步' } },
    params: {
      capacities: '每个壶能装几升，2 到 8 个壶，如 8,5,3。描述一个新谜题：起始量、目标和水龙头只来自其他参数',
      start: '开始时每个壶里有几升，如 8,0,0',
      goal: '每个壶里要有几升，如 4,4,0（goal 和 target 只给一个）',
      target: '某个壶里正好有这么多升时算完成，如 4（goal 和 target 只给一个）',
      tap: 'yes：还可以从水龙头装满壶、把壶倒进水槽；no：只能在壶之间倒水',
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
