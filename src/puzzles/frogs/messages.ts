/** The frogs' sentences (catalog "frogs"): its names, moves, refusals and input mistakes. */
import { defineCatalog, text, type Message, type MessageParam } from '../../i18n/index.js';

export const FROGS = defineCatalog('frogs', {
  title: text({ en: 'Frogs (青蛙换位: swap two groups of frogs)', zh: '青蛙换位（交换两群青蛙）' }),
  description: text<{ format: Message; max: number }>({
    en:
      'Frogs of one colour on the left, of the other on the right, one free lily pad between them. A frog only moves forward: ' +
      'onto the next pad if it is free, or over one frog onto the free pad beyond. Swap the groups. ' +
      'The fewest moves is n*m + n + m. Instance code: {format}; or --param left=N --param right=M (1 to {max} each).',
    zh:
      '一种颜色的青蛙在左，另一种在右，中间空一片荷叶。青蛙只能向前：跳到前面空着的荷叶上，或跳过一只青蛙落到后面空着的荷叶上。' +
      '让两群青蛙交换位置。最少步数是 n*m + n + m。实例代码：{format}；或 --param left=N --param right=M（每边 1 到 {max} 只）。',
  }),
  codeFormat: text({ en: 'L frogs, one pad _ (or .), R frogs, e.g. LLL_RRR', zh: 'L 青蛙、一片空荷叶 _（或 .）、R 青蛙，如 LLL_RRR' }),
  metricMoves: text({ en: 'moves', zh: '步数' }),
  metricMovesDescription: text({ en: 'each hop or jump counts 1', zh: '每跳一次算 1 步' }),
  paramLeft: text<{ max: number }>({ en: 'frogs on the left, hopping right (1 to {max})', zh: '左边的青蛙，向右跳（1 到 {max} 只）' }),
  paramRight: text<{ max: number }>({ en: 'frogs on the right, hopping left (1 to {max})', zh: '右边的青蛙，向左跳（1 到 {max} 只）' }),
  preset33: text({ en: 'three frogs a side: 15 moves, 2 solutions', zh: '每边三只青蛙：15 步，2 个解' }),
  preset23: text({ en: 'two frogs against three: 11 moves, 2 solutions', zh: '两只对三只：11 步，2 个解' }),
  preset14: text({ en: 'one frog against four: 9 moves, 8 solutions', zh: '一只对四只：9 步，8 个解' }),
  preset55: text({ en: 'five frogs a side: 35 moves, 2 solutions', zh: '每边五只青蛙：35 步，2 个解' }),

  /** Where a mistake is: a place of ours, or a file's name as it is given. */
  placeInstanceCode: text({ en: 'instance code', zh: '实例代码' }),
  placeParameters: text({ en: 'parameters', zh: '参数' }),

  codeBadCharacter: text<{ where: MessageParam; character: string; position: number; format: Message }>({
    en: '{where}: {character} at position {position} is not L, R or the pad _ (format: {format})',
    zh: '{where}：第 {position} 个位置上的 {character} 不是 L、R 或空荷叶 _（格式：{format}）',
  }),
  codeBadOrder: text<{ where: MessageParam; code: string; format: Message }>({
    en: '{where} {code} is not all L frogs, then one free pad, then all R frogs (format: {format})',
    zh: '{where} {code} 不是先全部 L 青蛙、再一片空荷叶、再全部 R 青蛙（格式：{format}）',
  }),
  sideSize: text<{ where: MessageParam; n: number; side: 'left' | 'right'; max: number }>({
    en: '{where}: {n} frogs on the {side, select, left {left} other {right}}, but a side has 1 to {max}',
    zh: '{where}：{side, select, left {左} other {右}}边有 {n} 只青蛙，但每边只能有 1 到 {max} 只',
  }),
  stateBadCharacter: text<{ character: string; pad: number }>({
    en: 'state: {character} at pad {pad} is not L, R or _',
    zh: '状态：第 {pad} 片荷叶上的 {character} 不是 L、R 或 _',
  }),
  stateBadCounts: text<{ code: string; left: number; right: number; example: string }>({
    en: 'state {code} should have {left} L, {right} R and one _ (like {example})',
    zh: '状态 {code} 应有 {left} 个 L、{right} 个 R 和一个 _（如 {example}）',
  }),

  noFrogOnPad: text<{ pad: number }>({ en: 'no frog on pad {pad}', zh: '第 {pad} 片荷叶上没有青蛙' }),
  hops: text<{ frog: string; way: 'left' | 'right'; pad: number }>({
    en: 'frog {frog} hops {way, select, left {left} other {right}} to pad {pad}',
    zh: '青蛙 {frog} 向{way, select, left {左} other {右}}跳一格，到第 {pad} 片荷叶',
  }),
  jumps: text<{ frog: string; way: 'left' | 'right'; over: string; pad: number }>({
    en: 'frog {frog} jumps {way, select, left {left} other {right}} over {over} to pad {pad}',
    zh: '青蛙 {frog} 向{way, select, left {左} other {右}}跳过 {over}，到第 {pad} 片荷叶',
  }),

  noSuchPad: text<{ move: number }>({ en: '{move} names a pad that is not there', zh: '{move} 说的荷叶不存在' }),
  thereIsNoFrog: text<{ pad: number }>({ en: 'there is no frog on pad {pad}', zh: '第 {pad} 片荷叶上没有青蛙' }),
  padNotFree: text<{ pad: number }>({ en: 'pad {pad} is not free', zh: '第 {pad} 片荷叶不是空的' }),
  onlyForward: text<{ pad: number; way: 'left' | 'right' }>({
    en: 'frog on pad {pad} only moves {way, select, left {left} other {right}}',
    zh: '第 {pad} 片荷叶上的青蛙只能往{way, select, left {左} other {右}}走',
  }),
  tooFar: text<{ to: number; from: number }>({ en: 'pad {to} is more than one frog away from pad {from}', zh: '第 {to} 片荷叶离第 {from} 片荷叶隔了不止一只青蛙' }),
  nothingToJump: text<{ pad: number }>({ en: 'a jump needs a frog on pad {pad} to jump over', zh: '跳过去需要第 {pad} 片荷叶上有一只青蛙' }),
});
