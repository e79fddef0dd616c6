/**
 * The water jugs' sentences (catalog "water-jugs"): names, moves, refusals,
 * why a goal cannot be reached, input mistakes and the places they name.
 * JSON in a sentence is quoted ('{'...'}'), as MessageFormat reads braces.
 */
import { defineCatalog, text, type Message, type MessageParam } from '../../i18n/index.js';

export const WATER_JUGS = defineCatalog('water-jugs', {
  title: text({ en: 'Water jugs (分水问题: 8-5-3, 3-5-to-4, ...)', zh: '分水问题（8-5-3、用 3 和 5 量出 4……）' }),
  description: text<{ min: number; max: number; format: Message }>({
    en:
      '{min} to {max} jugs without marks. A move fills a jug from the tap, empties one into the drain ' +
      '(both only with tap=yes), or pours one jug into another until the first is empty or the other full. ' +
      'Reach the goal amounts in every jug, or some jug holding exactly the target. ' +
      'Instance code: {format} (one number as the goal means a target). ' +
      `A file holds such a code or JSON like '{"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0],"tap":false}' (or "target":4). ` +
      'Goals that the arithmetic rules out (a common divisor, the total without a tap) are reported unsolvable without searching.',
    zh:
      '{min} 到 {max} 个没有刻度的壶。每步从水龙头把一个壶装满、把一个壶倒进水槽（两者都要 tap=yes），' +
      '或把一个壶倒进另一个，直到前者倒空或后者装满。目标：每个壶里的量都达到目标，或某个壶里正好是目标量。' +
      '实例代码：{format}（目标只给一个数时表示目标量）。' +
      `文件里是这样的代码，或 '{"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0],"tap":false}'（或 "target":4）这样的 JSON。` +
      '算术上不可能的目标（有公约数，没有水龙头时超过总量）不用搜索就判为无解。',
  }),
  codeFormat: text({
    en: 'CAPACITIES:START:GOAL[:tap|:notap], e.g. 8,5,3:8,0,0:4,4,0:notap or 3,5:0,0:4:tap',
    zh: '容量:起始:目标[:tap|:notap]，如 8,5,3:8,0,0:4,4,0:notap 或 3,5:0,0:4:tap',
  }),
  metricMoves: text({ en: 'moves', zh: '步数' }),
  metricMovesDescription: text({ en: 'each fill, empty or pour counts 1', zh: '每次装满、倒空或倒水算 1 步' }),
  paramCapacities: text({
    en: 'litres each jug holds, 2 to 8 jugs, e.g. 8,5,3. Describes a new puzzle: start, goal/target and tap then come only from the other parameters',
    zh: '每个壶能装几升，2 到 8 个壶，如 8,5,3。描述一个新谜题：起始量、目标和水龙头只来自其他参数',
  }),
  paramStart: text({ en: 'litres in each jug at the start, e.g. 8,0,0', zh: '开始时每个壶里有几升，如 8,0,0' }),
  paramStartDefault: text({ en: 'every jug empty', zh: '每个壶都是空的' }),
  paramGoal: text({ en: 'litres wanted in every jug, e.g. 4,4,0 (give goal or target, not both)', zh: '每个壶里要有几升，如 4,4,0（goal 和 target 只给一个）' }),
  paramTarget: text({
    en: 'solved when some jug holds exactly this many litres, e.g. 4 (give goal or target, not both)',
    zh: '某个壶里正好有这么多升时算完成，如 4（goal 和 target 只给一个）',
  }),
  paramTap: text({
    en: 'yes: jugs may also be filled from a tap and emptied into a drain; no: only pouring between jugs',
    zh: 'yes：还可以从水龙头装满壶、把壶倒进水槽；no：只能在壶之间倒水',
  }),
  paramTapDefault: text({
    en: 'yes when every jug starts empty (else nothing could move), otherwise no',
    zh: '每个壶开始都是空的时为 yes（否则什么也动不了），其他情况为 no',
  }),
  preset853: text({
    en: 'share 8L of wine fairly with jugs of 8L, 5L and 3L and no tap: 4L and 4L in 7 pours',
    zh: '用 8 升、5 升、3 升三个壶把 8 升酒平分，没有水龙头：倒 7 次得到 4 升和 4 升',
  }),
  preset35To4: text({ en: 'measure exactly 4L with a 3L and a 5L jug, a tap and a drain: 6 moves', zh: '用 3 升壶和 5 升壶、水龙头和水槽量出正好 4 升：6 步' }),
  preset1073: text({
    en: 'Han Xin shares oil (韩信分油): 10 jin into 5 and 5 with 7 and 3 jin jugs, no tap: 9 pours',
    zh: '韩信分油：用 7 斤和 3 斤的壶把 10 斤油分成 5 斤和 5 斤，没有水龙头：倒 9 次',
  }),

  /** Where a mistake is: a field, a field's jug ("start, jug 2"), a part of the instance code, or a file's name as it is given. */
  placeInstanceCode: text({ en: 'instance code', zh: '实例代码' }),
  placeCapacities: text({ en: 'capacities', zh: '容量' }),
  placeStart: text({ en: 'start', zh: '起始' }),
  placeGoal: text({ en: 'goal', zh: '目标' }),
  placeTarget: text({ en: 'target', zh: '目标量' }),
  placeState: text({ en: 'state', zh: '状态' }),
  placeJug: text<{ jug: number }>({ en: 'jug {jug}', zh: '第 {jug} 个壶' }),
  placeWithin: text<{ where: MessageParam; part: Message }>({ en: '{where}, {part}', zh: '{where}，{part}' }),

  codeParts: text<{ code: string; parts: number; format: Message }>({
    en: 'instance code {code} has {parts, plural, one {# part} other {# parts}} separated by ":"; the format is {format}',
    zh: '实例代码 {code} 有 {parts} 个用 ":" 分开的部分；格式是 {format}',
  }),
  tapFlag: text<{ flag: string }>({
    en: 'instance code: the last part is {flag}, but it can only be "tap" or "notap"',
    zh: '实例代码：最后一部分是 {flag}，但它只能是 "tap" 或 "notap"',
  }),
  stateCount: text<{ given: number; jugs: number }>({ en: 'state: {given} amounts given, but there are {jugs} jugs', zh: '状态：给了 {given} 个水量，但有 {jugs} 个壶' }),
  stateOverCapacity: text<{ jug: number; capacity: number; amount: number }>({
    en: 'state: jug {jug} holds only {capacity}L, not {amount}L',
    zh: '状态：第 {jug} 个壶只能装 {capacity}L，装不下 {amount}L',
  }),
  notWholeLitres: text<{ where: MessageParam; value: number }>({ en: '{where}: {value} is not a whole number of litres (0 or more)', zh: '{where}：{value} 不是整升数（0 或更多）' }),
  tooLarge: text<{ where: MessageParam; value: number; max: number }>({ en: '{where}: {value} is too large (at most {max})', zh: '{where}：{value} 太大（最多 {max}）' }),
  amountCount: text<{ where: MessageParam; amounts: number; jugs: number }>({
    en: '{where} has {amounts, plural, one {# amount} other {# amounts}} but there are {jugs} jugs: give one amount per jug',
    zh: '{where}有 {amounts} 个水量，但有 {jugs} 个壶：每个壶给一个水量',
  }),
  overCapacity: text<{ where: MessageParam; jug: number; capacity: number; when: 'start' | 'end'; amount: number }>({
    en: '{where}: jug {jug} ({capacity}L) cannot {when, select, start {start with} other {end with}} {amount}L, more than it holds',
    zh: '{where}：第 {jug} 个壶（{capacity}L）{when, select, start {开始时} other {最后}}装不下 {amount}L，超过了它的容量',
  }),
  capacitiesMissing: text({ en: 'capacities are missing: give them like capacities=8,5,3', zh: '缺少容量：请这样给出：capacities=8,5,3' }),
  jugCount: text<{ jugs: number; min: number; max: number }>({
    en: 'capacities: {jugs, plural, one {# jug} other {# jugs}} given, but a puzzle has {min} to {max} jugs',
    zh: '容量：给了 {jugs} 个壶，但谜题要有 {min} 到 {max} 个壶',
  }),
  zeroCapacity: text<{ jug: number }>({
    en: 'capacities: jug {jug} has capacity 0, but every jug must hold at least 1L',
    zh: '容量：第 {jug} 个壶的容量是 0，但每个壶至少要装 1L',
  }),
  noGoal: text({
    en: 'no goal: give either goal (the amount in every jug, like 4,4,0) or target (some jug holds exactly that many litres, like 4)',
    zh: '没有目标：请给出 goal（每个壶里的水量，如 4,4,0）或 target（某个壶恰好装这么多升，如 4）',
  }),
  goalAndTarget: text({ en: 'both goal and target are given: give only one of them', zh: '同时给了 goal 和 target：只给一个' }),
  goalAndTargetParameters: text({ en: 'parameters goal and target are both given: give only one of them', zh: '参数 goal 和 target 都给了：只给一个' }),
  fileEmpty: text<{ where: string; format: Message }>({
    en: `{where} is empty: give JSON like '{"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0]}' or a code like {format}`,
    zh: `{where} 是空的：请给出 JSON（如 '{"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0]}'）或代码（{format}）`,
  }),
  /** `why`: the mistake reading the text as a code. */
  fileNeither: text<{ where: string; why: MessageParam }>({
    en: `{where} is neither JSON (which starts with "'{'") nor a valid instance code: {why}`,
    zh: `{where} 既不是 JSON（以 "'{'" 开头），也不是有效的实例代码：{why}`,
  }),

  /** Why the goal cannot be reached, found by arithmetic. */
  noJugHolds: text<{ n: number; largest: number }>({ en: 'no jug can hold {n}L: the largest holds {largest}L', zh: '没有壶能装下 {n} 升：最大的只能装 {largest} 升' }),
  notEnoughWater: text<{ total: number; n: number }>({
    en: 'without the tap there are only {total}L of water, less than {n}L',
    zh: '没有水龙头时一共只有 {total} 升水，不到 {n} 升',
  }),
  targetNotMultiple: text<{ divisor: number; n: number }>({
    en: 'every amount stays a multiple of {divisor}L (the greatest common divisor of the capacities and start amounts), and {n}L is not',
    zh: '每个壶里的量始终是 {divisor} 升（容量和起始量的最大公约数）的倍数，而 {n} 升不是',
  }),
  totalDiffers: text<{ total: number; goalTotal: number }>({
    en: 'without the tap the water stays {total}L in all, but the goal holds {goalTotal}L',
    zh: '没有水龙头时水的总量始终是 {total} 升，而目标是 {goalTotal} 升',
  }),
  goalNotMultiple: text<{ divisor: number; amount: number; jug: number }>({
    en: 'every amount stays a multiple of {divisor}L (the greatest common divisor of the capacities and start amounts), but the goal puts {amount}L in jug {jug}',
    zh: '每个壶里的量始终是 {divisor} 升（容量和起始量的最大公约数）的倍数，而目标要在 {jug} 号壶里放 {amount} 升',
  }),

  /** A jug in a move's words: "the 8L jug", or "jug 2 (5L)" where another jug holds as much. */
  jugByCapacity: text<{ capacity: number }>({ en: 'the {capacity}L jug', zh: '{capacity} 升壶' }),
  jugByNumber: text<{ jug: number; capacity: number }>({ en: 'jug {jug} ({capacity}L)', zh: '{jug} 号壶（{capacity} 升）' }),
  unknownMove: text<{ move: number }>({ en: 'unknown move {move}', zh: '未知的一步 {move}' }),
  fill: text<{ jug: Message }>({ en: 'fill {jug}', zh: '把 {jug}装满' }),
  empty: text<{ jug: Message }>({ en: 'empty {jug}', zh: '倒空 {jug}' }),
  pour: text<{ from: Message; to: Message }>({ en: 'pour {from} into {to}', zh: '把 {from}倒进 {to}' }),

  notAMove: text<{ move: number; jugs: number }>({ en: '{move} is not a move of a puzzle with {jugs} jugs', zh: '{move} 不是 {jugs} 个壶的谜题的一步' }),
  noTap: text({ en: 'this puzzle has no tap, so no jug can be filled', zh: '这个谜题没有水龙头，所以哪个壶都不能装满' }),
  noDrain: text({ en: 'this puzzle has no drain, so no jug can be emptied', zh: '这个谜题没有地方倒水，所以哪个壶都不能倒空' }),
  alreadyFull: text<{ jug: Message }>({ en: '{jug} is already full', zh: '{jug}已经满了' }),
  alreadyEmpty: text<{ jug: Message }>({ en: '{jug} is already empty', zh: '{jug}已经空了' }),
  nothingToPour: text<{ jug: Message }>({ en: '{jug} is empty, so there is nothing to pour', zh: '{jug}是空的，没有水可倒' }),

  /** A jug's label in the terminal picture; `jug` is its number padded to the widest. */
  jugLabel: text<{ jug: string }>({ en: 'jug {jug}', zh: '{jug} 号壶' }),
});
