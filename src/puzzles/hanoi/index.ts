/**
 * hanoi: the Towers of Hanoi with any number of discs and pegs. Move the
 * tower from peg A to the last peg, one disc at a time, never a disc onto a
 * smaller one.
 */
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { CODE_FORMAT, CODE_FORMAT_ZH, DEFAULT_PRESET, instanceCode, MAX_PEGS, MIN_PEGS, PARAMS, parseRequest, PRESETS, PUZZLE_ID, type HanoiInstance } from './instance.js';
import { createHanoiProblem, type HanoiState } from './problem.js';
import { drawTowers, pegsCode, renderTowers } from './render.js';
import { describeMove, moveCode, parseMoveCode, pegName, type HanoiMove } from './moves.js';
import { applyRules } from './rules.js';

const problemOf = perInstance(createHanoiProblem);
const pegsOf = (instance: HanoiInstance, state: HanoiState) => problemOf(instance).pegsOf(state);

function parseState(instance: HanoiInstance, code: string): HanoiState {
  const text = code.trim().toUpperCase();
  if (text.length !== instance.discs) {
    throw new PuzzleInputError(
      `state ${JSON.stringify(code.trim())} should give a peg letter for each of the ${instance.discs} discs, smallest first (like ${'A'.repeat(instance.discs)})`,
      `状态 ${JSON.stringify(code.trim())} 应为 ${instance.discs} 个盘各给一个柱的字母，从最小的盘开始（如 ${'A'.repeat(instance.discs)}）`,
    );
  }
  const pegOfDisc = [...text].map((ch, i) => {
    const peg = ch.charCodeAt(0) - 65;
    if (peg < 0 || peg >= instance.pegs) {
      throw new PuzzleInputError(`state: disc ${i + 1} is on ${JSON.stringify(ch)}, but the pegs are A to ${pegName(instance.pegs - 1)}`, `状态：${i + 1} 号盘在 ${JSON.stringify(ch)} 上，但柱子只有 A 到 ${pegName(instance.pegs - 1)}`);
    }
    return peg;
  });
  return problemOf(instance).stateOf(pegOfDisc);
}

export const hanoi = definePuzzle<HanoiInstance, HanoiState, HanoiMove>({
  id: PUZZLE_ID,
  aliases: ['towers-of-hanoi', 'tower-of-hanoi', 'towers', '汉诺塔', 'hannuota'],
  title: 'Towers of Hanoi (any number of discs and pegs)',
  description:
    'Move a tower of discs from peg A to the last peg, one disc at a time, never a disc onto a smaller one. ' +
    'Three pegs need 2^n - 1 moves; four pegs follow the Frame-Stewart numbers (1, 3, 5, 9, 13, 17, 25, ...), ' +
    `which breadth-first search over the real state space reproduces. Instance code: ${CODE_FORMAT}; or --param discs=N --param pegs=P. ` +
    'A state code gives each disc\'s peg, smallest disc first (AAC).',
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: 'each move of one disc counts 1' }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '汉诺塔（任意个盘、任意根柱）',
    description:
      '把一叠盘从 A 柱移到最后一根柱，每次移一个盘，大盘不能压在小盘上。三根柱需要 2^n - 1 步；四根柱符合 Frame-Stewart 数（1, 3, 5, 9, 13, 17, 25, ...），' +
      `在真实状态空间上的广度优先搜索能重现它们。实例代码：${CODE_FORMAT_ZH}；或 --param discs=N --param pegs=P。` +
      '状态代码按从小到大的顺序给出每个盘所在的柱（AAC）。',
    metrics: { moves: { name: '步数', description: '每移动一个盘算 1 步' } },
    params: { discs: '盘的个数，开始时都在 A 柱上', pegs: `柱的根数（${MIN_PEGS} 到 ${MAX_PEGS}）；盘要移到最后一根柱上` },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode: (instance, state) => pegsCode(pegsOf(instance, state)),
  parseState,

  describeMove: (instance, move, before, lang) => describeMove(pegsOf(instance, before), move, lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (instance, code) => parseMoveCode(instance.pegs, code),
  applyMove(instance, state, move) {
    const next = applyRules(pegsOf(instance, state), instance.pegs, move);
    return Array.isArray(next) ? problemOf(instance).stateOf(next) : next;
  },

  renderText: (instance, state, options) => renderTowers(pegsOf(instance, state), instance.pegs, options?.color ?? false),
  draw: (instance, state) => drawTowers(pegsOf(instance, state), instance.pegs),
});
