/** The coins' sentences (catalog "coins"): its names, moves, refusals and input mistakes. */
import { defineCatalog, text, type Message, type MessageParam } from '../../i18n/index.js';

export const COINS = defineCatalog('coins', {
  title: text({ en: "Coins (the write-up's A B A B A, Tait's pairs)", zh: '硬币换位（A B A B A，泰特的成对移动）' }),
  description: text<{ max: number; format: Message }>({
    en:
      "A line of coins showing A or B with free space on both sides. rule=jump (the write-up's): two touching coins with different faces " +
      'slide together, keeping their order, over the run of touching coins beside them, landing just past it. rule=tait: any two touching ' +
      'coins move together into any two touching free cells. Goal: every A on one side of every B (contiguous=true: with no gaps). ' +
      'States are kept up to translation and the line may spread over at most span cells (at most {max}). Instance code: {format}.',
    zh:
      '一排硬币，正面 A 或 B，两边有空位。rule=jump：两枚相邻且不同面的硬币保持顺序一起滑动，跳过旁边一串相邻的硬币，落在紧挨着的位置。' +
      'rule=tait：任意两枚相邻的硬币一起移到任意两个相邻的空格。目标：所有 A 都在所有 B 的一边（contiguous=true：中间没有空隙）。' +
      '状态不计平移，整排最多占 span 格（最多 {max}）。实例代码：{format}。',
  }),
  codeFormat: text({
    en: 'LINE[:jump|tait][:separated|contiguous][:SPAN], A and B for faces, . or space for a gap, e.g. ABABA or ABABAB:tait:contiguous',
    zh: '一排硬币[:jump|tait][:separated|contiguous][:跨度]，A 和 B 是两面，. 或空格是空隙，如 ABABA 或 ABABAB:tait:contiguous',
  }),
  metricMoves: text({ en: 'moves', zh: '步数' }),
  metricMovesDescription: text({ en: 'each move of a pair counts 1', zh: '每移动一对算 1 步' }),
  paramRule: text({
    en:
      'jump: two touching coins with different faces jump together over the run of coins beside them, landing just past it; ' +
      'tait: any two touching coins move together into any two touching free cells',
    zh: 'jump：两枚相邻且不同面的硬币一起跳过旁边的一串硬币，落在紧挨着的位置；tait：任意两枚相邻的硬币一起移到任意两个相邻的空格',
  }),
  paramContiguous: text({ en: 'true: the goal also asks for no gaps between the coins', zh: 'true：目标还要求硬币之间没有空隙' }),
  /** The parameter span's description; the Chinese is a little shorter (it leaves out "in cells"). */
  paramSpan: text<{ max: number }>({ en: 'the widest the line may spread, in cells (at most {max})', zh: '整排最多能占几格（最多 {max}）' }),
  paramSpanDefault: text({ en: 'jump: width + 2 x coins; tait: width + 2', zh: 'jump：宽度 + 2 x 硬币数；tait：宽度 + 2' }),
  presetAbaba: text({ en: "the write-up's five coins A B A B A under the jump rule: 5 moves, 2 shortest solutions", zh: '跳跃规则下的五枚硬币 A B A B A：5 步，2 个最短解' }),
  presetTait3: text({ en: "Tait's puzzle with 3 pairs A B A B A B, no gaps at the end: 3 moves, 2 shortest solutions", zh: '泰特的 3 对硬币 A B A B A B，最后不留空隙：3 步，2 个最短解' }),
  presetTait4: text({ en: "Tait's puzzle with 4 pairs, no gaps at the end: 4 moves, 2 shortest solutions", zh: '泰特的 4 对硬币，最后不留空隙：4 步，2 个最短解' }),

  /** Where a mistake is: a place of ours, or a file's name as it is given. */
  placeInstanceCode: text({ en: 'instance code', zh: '实例代码' }),
  placeParameterSpan: text({ en: 'parameter span', zh: '参数 span' }),
  placeState: text({ en: 'state', zh: '状态' }),

  notAFaceOrGap: text<{ where: MessageParam; character: string; cell: number }>({
    en: '{where}: {character} at cell {cell} is not a coin face (A or B) or a gap (. or space)',
    zh: '{where}：第 {cell} 格的 {character} 既不是硬币的面（A 或 B），也不是空隙（. 或空格）',
  }),
  tooFewCoins: text<{ where: MessageParam; coins: number }>({
    en: '{where}: {coins, plural, one {# coin} other {# coins}}, but the puzzle needs at least 2',
    zh: '{where}：只有 {coins} 枚硬币，但谜题至少要 2 枚',
  }),
  tooManyParts: text<{ where: MessageParam; parts: number; format: Message }>({
    en: '{where} has {parts} parts separated by ":"; the format is {format}',
    zh: '{where} 有 {parts} 个用 ":" 分开的部分；格式是 {format}',
  }),
  notAPart: text<{ where: MessageParam; part: string }>({
    en: '{where}: {part} is not a rule (jump, tait), a goal (separated, contiguous) or a span (a number)',
    zh: '{where}：{part} 既不是规则（jump、tait）、目标（separated、contiguous），也不是跨度（一个数）',
  }),
  spanTooLarge: text<{ where: MessageParam; span: number; max: number }>({ en: '{where}: span {span} is more than {max} cells', zh: '{where}：跨度 {span} 超过了 {max} 格' }),
  lineWiderThanSpan: text<{ where: MessageParam; width: number; span: number }>({
    en: '{where}: the line is {width} cells wide, more than the span of {span} cells it may spread over',
    zh: '{where}：这一排有 {width} 格宽，超过了它能铺开的跨度 {span} 格',
  }),
  stateFaceCount: text<{ code: string; found: number; face: string; wanted: number }>({
    en: 'state {code} has {found} coins showing {face}, but the puzzle has {wanted}',
    zh: '状态 {code} 有 {found} 枚硬币 {face} 面朝上，但谜题里有 {wanted} 枚',
  }),
  stateWiderThanSpan: text<{ width: number; span: number }>({
    en: 'state: the line is {width} cells wide, more than the span of {span}',
    zh: '状态：这一排有 {width} 格宽，超过了跨度 {span}',
  }),

  /** Cells a and a + 1 (b): "3-4", or "-1 and 0" left of the line; in Chinese with its measure word, "第 3-4 格". */
  cells: text<{ a: number; b: number; left: 'yes' | 'no' }>({
    en: '{left, select, yes {{a} and {b}} other {{a}-{b}}}',
    zh: '第 {left, select, yes {{a} 和 {b}} other {{a}-{b}}} 格',
  }),
  moveTait: text<{ pair: string; from: Message; to: Message }>({ en: 'the pair {pair} at {from} moves to {to}', zh: '{from}的 {pair} 移到{to}' }),
  moveJump: text<{ pair: string; from: Message; way: 'left' | 'right'; over: number; to: Message }>({
    en: 'the pair {pair} at {from} jumps {way, select, left {left} other {right}} over {over, plural, one {# coin} other {# coins}} to {to}',
    zh: '{from}的 {pair} 向{way, select, left {左} other {右}}跳过 {over} 枚硬币到{to}',
  }),

  noPair: text<{ at: Message }>({ en: 'there is no pair of touching coins at {at}', zh: '{at}没有一对挨着的硬币' }),
  notMoving: text({ en: 'the pair would not move', zh: '这对硬币没有移动' }),
  sameFaces: text<{ at: Message; pair: string }>({
    en: 'the pair at {at} shows {pair}, but only coins with different faces move together',
    zh: '{at}的一对是 {pair}，但只有朝上的面不同的两枚硬币才能一起移动',
  }),
  nothingToJump: text<{ at: Message; way: 'left' | 'right' }>({
    en: 'no coin touches the pair at {at} on its {way, select, left {left} other {right}} to jump over',
    zh: '{at}那一对的{way, select, left {左} other {右}}边没有挨着的硬币可跳过',
  }),
  wrongLanding: text<{ at: Message; landing: Message; to: Message }>({
    en: 'the pair at {at} lands at {landing}, just past the coins it jumps, not at {to}',
    zh: '{at}那一对跳过硬币后落在{landing}，而不是{to}',
  }),
  cellsNotFree: text<{ at: Message }>({ en: 'cells {at} are not free', zh: '{at}不是空的' }),
  wouldBeTooWide: text<{ width: number; span: number }>({
    en: 'the line would be {width} cells wide, more than the span of {span}',
    zh: '这一排会有 {width} 格宽，超过了跨度 {span}',
  }),
});
