/**
 * frogs (青蛙换位): frogs of two colours face each other across one free lily
 * pad and only move forward, onto the next pad if it is free or over one
 * frog onto the free pad beyond. Swap the two groups.
 */
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { CODE_FORMAT, CODE_FORMAT_ZH, DEFAULT_PRESET, instanceCode, MAX_FROGS, PARAMS, parseRequest, PRESETS, PUZZLE_ID, type FrogsInstance } from './instance.js';
import { createFrogsProblem, type FrogState } from './problem.js';
import { drawPads, padsCode, renderPads } from './render.js';
import { describeMove, moveCode, padCount, parseMoveCode, type FrogMove } from './moves.js';
import { applyRules } from './rules.js';

const problemOf = perInstance(createFrogsProblem);
const padsOf = (instance: FrogsInstance, state: FrogState) => problemOf(instance).padsOf(state);

/** Reads a state code such as `LRL_RLR`: the instance's frogs in any order, one free pad. */
function parseState(instance: FrogsInstance, code: string): FrogState {
  const text = code.trim().toUpperCase().replace(/\./g, '_');
  const pads = [...text].map((ch, i) => {
    const value = '_LR'.indexOf(ch);
    if (value < 0) throw new PuzzleInputError(`state: ${JSON.stringify(ch)} at pad ${i + 1} is not L, R or _`, `状态：第 ${i + 1} 片荷叶上的 ${JSON.stringify(ch)} 不是 L、R 或 _`);
    return value;
  });
  const count = (v: number) => pads.filter((p) => p === v).length;
  if (pads.length !== padCount(instance) || count(0) !== 1 || count(1) !== instance.left) {
    throw new PuzzleInputError(
      `state ${JSON.stringify(code.trim())} should have ${instance.left} L, ${instance.right} R and one _ (like ${instanceCode(instance)})`,
      `状态 ${JSON.stringify(code.trim())} 应有 ${instance.left} 个 L、${instance.right} 个 R 和一个 _（如 ${instanceCode(instance)}）`,
    );
  }
  return problemOf(instance).stateOf(pads);
}

export const frogs = definePuzzle<FrogsInstance, FrogState, FrogMove>({
  id: PUZZLE_ID,
  aliases: ['frog', 'toads-and-frogs', '青蛙换位', 'qingwa-huanwei'],
  title: 'Frogs (青蛙换位: swap two groups of frogs)',
  description:
    'Frogs of one colour on the left, of the other on the right, one free lily pad between them. A frog only moves forward: ' +
    'onto the next pad if it is free, or over one frog onto the free pad beyond. Swap the groups. ' +
    `The fewest moves is n*m + n + m. Instance code: ${CODE_FORMAT}; or --param left=N --param right=M (1 to ${MAX_FROGS} each).`,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: 'each hop or jump counts 1' }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '青蛙换位（交换两群青蛙）',
    description:
      '一种颜色的青蛙在左，另一种在右，中间空一片荷叶。青蛙只能向前：跳到前面空着的荷叶上，或跳过一只青蛙落到后面空着的荷叶上。' +
      `让两群青蛙交换位置。最少步数是 n*m + n + m。实例代码：${CODE_FORMAT_ZH}；或 --param left=N --param right=M（每边 1 到 ${MAX_FROGS} 只）。`,
    metrics: { moves: { name: '步数', description: '每跳一次算 1 步' } },
    params: { left: `左边的青蛙，向右跳（1 到 ${MAX_FROGS} 只）`, right: `右边的青蛙，向左跳（1 到 ${MAX_FROGS} 只）` },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode: (instance, state) => padsCode(padsOf(instance, state)),
  parseState,

  describeMove: (instance, move, before, lang) => describeMove(padsOf(instance, before), move, lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove(instance, state, move) {
    const next = applyRules(padsOf(instance, state), move);
    return Array.isArray(next) ? problemOf(instance).stateOf(next) : next;
  },

  renderText: (instance, state, options) => renderPads(padsOf(instance, state), options?.color ?? false),
  draw: (instance, state) => drawPads(padsOf(instance, state)),
});
