/**
 * coins: a line of coins showing A or B. Under the write-up's rule (jump), two
 * touching coins with different faces jump together over the run of coins
 * beside them; under Tait's rule any two touching coins move together into
 * any two touching free cells. Bring every A to one side of every B.
 */
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { CODE_FORMAT, CODE_FORMAT_ZH, DEFAULT_PRESET, instanceCode, MAX_SPAN, PARAMS, parseLine, parseRequest, PRESETS, PUZZLE_ID, type CoinsInstance } from './instance.js';
import { createCoinsProblem, type CoinState } from './problem.js';
import { drawLine, renderLine } from './render.js';
import { describeMove, moveCode, parseMoveCode, type CoinMove } from './moves.js';
import { applyRules } from './rules.js';

const problemOf = perInstance(createCoinsProblem);
const lineOf = (instance: CoinsInstance, state: CoinState) => problemOf(instance).layout.text(state);

const faceCount = (line: string, face: string) => [...line].filter((ch) => ch === face).length;

function parseState(instance: CoinsInstance, code: string): CoinState {
  const line = parseLine(code, 'state');
  for (const face of 'AB') {
    if (faceCount(line, face) !== faceCount(instance.line, face)) {
      throw new PuzzleInputError(
        `state ${JSON.stringify(code.trim())} has ${faceCount(line, face)} coins showing ${face}, but the puzzle has ${faceCount(instance.line, face)}`,
        `状态 ${JSON.stringify(code.trim())} 有 ${faceCount(line, face)} 枚硬币 ${face} 面朝上，但谜题里有 ${faceCount(instance.line, face)} 枚`,
      );
    }
  }
  if (line.length > instance.span) {
    throw new PuzzleInputError(`state: the line is ${line.length} cells wide, more than the span of ${instance.span}`, `状态：这一排有 ${line.length} 格宽，超过了跨度 ${instance.span}`);
  }
  return problemOf(instance).layout.fromText(line);
}

export const coins = definePuzzle<CoinsInstance, CoinState, CoinMove>({
  id: PUZZLE_ID,
  aliases: ['coin', 'tait'],
  title: "Coins (the write-up's A B A B A, Tait's pairs)",
  description:
    'A line of coins showing A or B with free space on both sides. rule=jump (the write-up\'s): two touching coins with different faces ' +
    'slide together, keeping their order, over the run of touching coins beside them, landing just past it. rule=tait: any two touching ' +
    'coins move together into any two touching free cells. Goal: every A on one side of every B (contiguous=true: with no gaps). ' +
    `States are kept up to translation and the line may spread over at most span cells (at most ${MAX_SPAN}). Instance code: ${CODE_FORMAT}.`,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: 'each move of a pair counts 1' }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: '硬币换位（A B A B A，泰特的成对移动）',
    description:
      '一排硬币，正面 A 或 B，两边有空位。rule=jump：两枚相邻且不同面的硬币保持顺序一起滑动，跳过旁边一串相邻的硬币，落在紧挨着的位置。' +
      'rule=tait：任意两枚相邻的硬币一起移到任意两个相邻的空格。目标：所有 A 都在所有 B 的一边（contiguous=true：中间没有空隙）。' +
      `状态不计平移，整排最多占 span 格（最多 ${MAX_SPAN}）。实例代码：${CODE_FORMAT_ZH}。`,
    metrics: { moves: { name: '步数', description: '每移动一对算 1 步' } },
    params: {
      rule: 'jump：两枚相邻且不同面的硬币一起跳过旁边的一串硬币，落在紧挨着的位置；tait：任意两枚相邻的硬币一起移到任意两个相邻的空格',
      contiguous: 'true：目标还要求硬币之间没有空隙',
      span: `整排最多能占几格（最多 ${MAX_SPAN}）`,
    },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode: (instance, state) => lineOf(instance, state),
  parseState,

  describeMove: (instance, move, before, lang) => describeMove(instance.rule, lineOf(instance, before), move, lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove(instance, state, move) {
    const next = applyRules(instance, lineOf(instance, state), move);
    return typeof next === 'string' ? problemOf(instance).layout.fromText(next) : next;
  },

  renderText: (instance, state, options) => renderLine(lineOf(instance, state), options?.color ?? false),
  draw: (instance, state) => drawLine(lineOf(instance, state)),
});
