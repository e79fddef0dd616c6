/** The Towers of Hanoi's sentences (catalog "hanoi"): its names, moves, refusals and input mistakes. */
import { defineCatalog, text, type Message, type MessageParam } from '../../i18n/index.js';

export const HANOI = defineCatalog('hanoi', {
  title: text({ en: 'Towers of Hanoi (any number of discs and pegs)', zh: '汉诺塔（任意个盘、任意根柱）' }),
  description: text<{ format: Message }>({
    en:
      'Move a tower of discs from peg A to the last peg, one disc at a time, never a disc onto a smaller one. ' +
      'Three pegs need 2^n - 1 moves; four pegs follow the Frame-Stewart numbers (1, 3, 5, 9, 13, 17, 25, ...), ' +
      'which breadth-first search over the real state space reproduces. Instance code: {format}; or --param discs=N --param pegs=P. ' +
      "A state code gives each disc's peg, smallest disc first (AAC).",
    zh:
      '把一叠盘从 A 柱移到最后一根柱，每次移一个盘，大盘不能压在小盘上。三根柱需要 2^n - 1 步；四根柱符合 Frame-Stewart 数（1, 3, 5, 9, 13, 17, 25, ...），' +
      '在真实状态空间上的广度优先搜索能重现它们。实例代码：{format}；或 --param discs=N --param pegs=P。' +
      '状态代码按从小到大的顺序给出每个盘所在的柱（AAC）。',
  }),
  codeFormat: text({ en: 'DISCS:PEGS, e.g. 8:3', zh: '盘数:柱数，如 8:3' }),
  metricMoves: text({ en: 'moves', zh: '步数' }),
  metricMovesDescription: text({ en: 'each move of one disc counts 1', zh: '每移动一个盘算 1 步' }),
  paramDiscs: text({ en: 'number of discs, all on peg A at the start', zh: '盘的个数，开始时都在 A 柱上' }),
  paramPegs: text<{ min: number; max: number }>({ en: 'number of pegs ({min} to {max}); the discs go to the last one', zh: '柱的根数（{min} 到 {max}）；盘要移到最后一根柱上' }),
  presetLucas: text({ en: "Lucas's tower: 8 discs, 3 pegs, 255 moves", zh: '卢卡斯塔：8 个盘，3 根柱，255 步' }),
  presetSmall: text({ en: '3 discs, 3 pegs: 7 moves', zh: '3 个盘，3 根柱：7 步' }),
  presetReve: text({ en: "Dudeney's Reve's puzzle: 8 cheeses on 4 stools, 33 moves", zh: '杜德尼的“里夫难题”：4 个凳子上的 8 块奶酪，33 步' }),
  presetFourPegs10: text({ en: '10 discs on 4 pegs: 49 moves (Frame-Stewart), about a million states', zh: '4 根柱上 10 个盘：49 步（Frame-Stewart），约一百万个状态' }),

  /** Where a mistake is: a place of ours, or a file's name as it is given. */
  placeInstanceCode: text({ en: 'instance code', zh: '实例代码' }),
  placeParameters: text({ en: 'parameters', zh: '参数' }),

  tooFewOrManyPegs: text<{ where: MessageParam; pegs: number; min: number; max: number }>({
    en: '{where}: {pegs} pegs, but a tower has {min} to {max}',
    zh: '{where}：{pegs} 根柱，但塔只能有 {min} 到 {max} 根柱',
  }),
  tooFewOrManyDiscs: text<{ where: MessageParam; discs: number; pegs: number; most: number }>({
    en: '{where}: {discs} discs, but {pegs} pegs take 1 to {most} discs',
    zh: '{where}：{discs} 个盘，但 {pegs} 根柱只能放 1 到 {most} 个盘',
  }),
  notACode: text<{ where: MessageParam; code: string }>({ en: '{where} {code} is not DISCS:PEGS (e.g. 8:3)', zh: '{where} {code} 不是 盘数:柱数（如 8:3）' }),
  stateLength: text<{ code: string; discs: number; example: string }>({
    en: 'state {code} should give a peg letter for each of the {discs} discs, smallest first (like {example})',
    zh: '状态 {code} 应为 {discs} 个盘各给一个柱的字母，从最小的盘开始（如 {example}）',
  }),
  stateNoSuchPeg: text<{ disc: number; letter: string; last: string }>({
    en: 'state: disc {disc} is on {letter}, but the pegs are A to {last}',
    zh: '状态：{disc} 号盘在 {letter} 上，但柱子只有 A 到 {last}',
  }),

  /** `disc` is a number, or "?" where no disc is on the peg. */
  move: text<{ disc: number | string; from: string; to: string }>({ en: 'disc {disc} from peg {from} to peg {to}', zh: '把 {disc} 号盘从 {from} 柱移到 {to} 柱' }),
  notAMove: text<{ move: number; pegs: number }>({ en: '{move} is not a move between two of the {pegs} pegs', zh: '{move} 不是 {pegs} 根柱中两根之间的一步' }),
  pegEmpty: text<{ peg: string }>({ en: 'peg {peg} is empty', zh: '{peg} 柱是空的' }),
  ontoSmaller: text<{ disc: number; under: number; peg: string }>({
    en: 'disc {disc} cannot go onto the smaller disc {under} on peg {peg}',
    zh: '{disc} 号盘不能放在 {peg} 柱上更小的 {under} 号盘上面',
  }),
});
