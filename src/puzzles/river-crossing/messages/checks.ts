/**
 * The river-crossing backend's checks: a spec's mistakes (with their
 * place), a state code's and an instance code's, and why a crossing is
 * refused. Part of the catalog "river-crossing" (index.ts).
 */
import { text, type Message } from '../../../i18n/index.js';
import type { Flag } from './words.js';

export const CHECK_TEXTS = {
  /** A spec's mistake and where it is: "spec.json: travellers[2]: ...". */
  atPlace: text<{ origin: Message; place: string; message: Message }>({ en: '{origin}: {place}: {message}', zh: '{origin}：{place}：{message}' }),
  unknownTraveller: text<{ name: string }>({ en: 'unknown traveller {name}', zh: '没有旅行者 {name}' }),
  everyoneStartsFar: text({ en: 'everyone starts on the far bank: someone must start on the near bank, with the boat', zh: '所有人都从对岸出发：必须有人和船一起从此岸出发' }),
  goalNamesNobody: text({ en: 'names nobody: list who must cross, or leave goal out for everyone', zh: '一个人也没列：请列出谁必须过河，或者去掉 goal 表示所有人' }),
  minAboardOverCapacity: text<{ least: number; capacity: number }>({ en: '{least} is more than the capacity ({capacity})', zh: '{least} 超过了容量（{capacity}）' }),
  rowingRepeatsLate: text<{ period: number; max: number }>({
    en: 'the rowing conditions repeat only after {period} crossings, more than {max}: use fewer or smaller periods',
    zh: '划船条件要过 {period} 趟才重复，超过了 {max}：请用更少或更短的周期',
  }),
  nobodyCanRow: text({
    en: 'nobody can row: give at least one traveller "rows": true (travellers row unless they say "rows": false)',
    zh: '没有人会划船：至少给一个旅行者 "rows": true（除非写明 "rows": false，旅行者都会划船）',
  }),
  weightMissing: text({ en: 'is missing: with a maximum load or allowed loads every traveller needs a weight', zh: '缺失：有最大载重或允许的载重时，每个旅行者都要有体重' }),
  weightNotWhole: text<{ weight: number }>({
    en: '{weight} is not whole: loads that depend on the previous load need whole-number weights',
    zh: '{weight} 不是整数：依赖上一趟载重的载重规则要求体重是整数',
  }),
  timeGivenTwice: text<{ time: number; other: number }>({
    en: '{time} is also the time of time.groups[{other}]: put their companies in one item',
    zh: '{time} 也是 time.groups[{other}] 的用时：请把它们的组合放进同一项',
  }),
  timeMissing: text({ en: 'is missing: give every traveller a crossing time, or none', zh: '缺失：要么每个旅行者都给过河用时，要么都不给' }),
  limitNeedsTimes: text({ en: 'needs crossing times: give travellers a "time" or give time.groups', zh: '需要过河用时：请给旅行者 "time"，或者给出 time.groups' }),
  nameUsedTwice: text<{ name: string; other: number }>({
    en: '{name} is used twice (also by travellers[{other}]): every traveller and counted kind needs its own name',
    zh: '{name} 用了两次（travellers[{other}] 也用了）：每个旅行者和计数的种类都要有自己的名字',
  }),
  shortUsedTwice: text<{ code: string; other: number }>({ en: '{code} is also the short code of travellers[{other}]', zh: '{code} 也是 travellers[{other}] 的简码' }),
  tooLargeToSearch: text<{ bits: number }>({
    en: 'the puzzle is too large to search: its states need {bits} bits, more than 53 (fewer travellers, a smaller time limit or lighter weights would fit)',
    zh: '谜题太大，无法搜索：状态需要 {bits} 比特，超过了 53（旅行者少一些、时限小一些或体重轻一些就行）',
  }),
  tooManyGroups: text<{ over: Flag; count: string; max: string }>({
    en: 'the boat could carry {over, select, yes {over a billion} other {{count}}} different groups, more than {max}: use counted kinds for interchangeable travellers or a smaller capacity',
    zh: '船可能载{over, select, yes {超过十亿} other { {count} }}种不同的组合，超过了 {max}：可互换的旅行者请用计数的种类，或者减小容量',
  }),
  groupWithoutTime: text<{ group: Message; boat: Message }>({
    en: 'time.groups: no crossing time is given for {group}, which the {boat} may carry',
    zh: 'time.groups：{boat}可能载{group}，却没有给出他们的过河用时',
  }),

  // A state code's mistakes.
  stateShape: text<{ code: string }>({ en: 'state {code} should be NEAR|FAR|SIDE, like 3M,3C|-|near', zh: '状态 {code} 应为 此岸|对岸|船所在的岸，如 3M,3C|-|near' }),
  stateNotCode: text<{ side: 'near' | 'far'; item: string }>({
    en: 'state: {side, select, near {near bank} other {far bank}}: {item} is not a traveller code like 2C or F',
    zh: '状态：{side, select, near {此岸} other {对岸}}：{item} 不是 2C 或 F 这样的旅行者代码',
  }),
  stateNoSuchCode: text<{ side: 'near' | 'far'; code: string; codes: string }>({
    en: 'state: {side, select, near {near bank} other {far bank}}: no traveller has the code {code} (codes: {codes})',
    zh: '状态：{side, select, near {此岸} other {对岸}}：没有旅行者的代码是 {code}（代码有：{codes}）',
  }),
  stateKindTally: text<{ count: number; unit: Message; n: number }>({
    en: 'state: {count} {unit} should be on the banks in all, not {n} {n, plural, one {time} other {times}}',
    zh: '状态：两岸上应共有 {count} 个{unit}，而不是 {n} 个',
  }),
  stateTravellerTally: text<{ unit: Message; n: number }>({
    en: 'state: {unit} should be on the banks once, not {n} {n, plural, one {time} other {times}}',
    zh: '状态：{unit}应在岸上出现一次，而不是 {n} 次',
  }),
  stateBoatSide: text<{ given: string; named: Flag; near: string; far: string }>({
    en: 'state: the boat\'s side is {given}, but it can only be {named, select, yes {{near} or {far}} other {near or far}}',
    zh: '状态：船在 {given}，但只能是 {named, select, yes {{near} 或 {far}} other {near 或 far}}',
  }),
  stateExtraShape: text<{ part: string }>({ en: 'state: {part} should be t=TIME, k=PHASE or w=LOAD', zh: '状态：{part} 应为 t=用时、k=阶段 或 w=载重' }),
  stateExtraMissing: text<{ what: 'elapsed' | 'phase' | 'load'; key: string }>({
    en: 'state: {what, select, elapsed {the elapsed time} phase {the crossing phase} other {the previous load}} ({key}=...) is missing',
    zh: '状态：缺少{what, select, elapsed {已用时间} phase {渡河阶段} other {上一趟载重}}（{key}=...）',
  }),
  stateExtraRange: text<{ what: 'elapsed' | 'phase' | 'load'; n: number; max: number }>({
    en: 'state: {what, select, elapsed {the elapsed time} phase {the crossing phase} other {the previous load}} {n} is out of range (0 to {max})',
    zh: '状态：{what, select, elapsed {已用时间} phase {渡河阶段} other {上一趟载重}} {n} 超出范围（0 到 {max}）',
  }),
  stateExtraUnknown: text<{ key: string }>({ en: 'state: this puzzle keeps no {key}=... part', zh: '状态：这个谜题没有 {key}=... 这一部分' }),

  // An instance's mistakes.
  noParameter: text<{ puzzle: string; key: string }>({ en: '{puzzle} has no parameter {key}', zh: '{puzzle} 没有参数 {key}' }),
  paramNotForPreset: text<{ key: string; preset: string; has: Flag; takes: string }>({
    en: 'parameter {key} does not apply to preset {preset} ({has, select, yes {its parameters: {takes}} other {it has no parameters}})',
    zh: '参数 {key} 不适用于预设 {preset}（{has, select, yes {它的参数：{takes}} other {它没有参数}}）',
  }),
  codePartShape: text<{ part: string }>({
    en: 'instance code: {part} should be KEY=VALUE, as in jealous-husbands/couples=4/boat=3',
    zh: '实例代码：{part} 应为 参数=值，如 jealous-husbands/couples=4/boat=3',
  }),
  codeKeyTwice: text<{ key: string }>({ en: 'instance code: {key} is given twice', zh: '实例代码：{key} 给了两次' }),
  /** What to give instead of text that is not JSON. */
  specHint: text({
    en: 'give a river-crossing spec like \'{"travellers":[...],"boat":{"capacity":2}}\' or a RiverCrossing scenario',
    zh: '请给出过河描述（如 \'{"travellers":[...],"boat":{"capacity":2}}\'）或 RiverCrossing 场景',
  }),
  onlyBoatForSpec: text<{ key: string }>({ en: 'parameter {key} applies only to presets; a spec takes only boat=N', zh: '参数 {key} 只用于预设；描述只接受 boat=N' }),
  emptySpec: text<{ origin: Message }>({
    en: '{origin} is empty: give a river-crossing spec in JSON or a RiverCrossing scenario',
    zh: '{origin}是空的：请给出 JSON 过河描述或 RiverCrossing 场景',
  }),

  // Why a crossing is refused.
  boatIsAt: text<{ boat: Message; bank: Message }>({ en: 'the {boat} is on the {bank} bank', zh: '{boat}在{bank}' }),
  cannotCrossEmpty: text<{ boat: Message }>({ en: 'the {boat} cannot cross empty', zh: '{boat}不能空着过河' }),
  tooFewAboard: text<{ boat: Message; least: number }>({ en: 'at least {least} must be aboard{boat, select, other {}}', zh: '{boat}上至少要有 {least} 个' }),
  tooManyAboard: text<{ boat: Message; capacity: number }>({ en: 'the {boat} holds at most {capacity}', zh: '{boat}最多载 {capacity} 个' }),
  notAllThere: text<{ group: Message; bank: Message }>({ en: '{group}: not all of them are on the {bank} bank', zh: '{group}：并不都在{bank}' }),
  nobodyRowsThisCrossing: text<{ boat: Message }>({ en: 'nobody in the {boat} can row on this crossing', zh: '{boat}上没有人能划这一趟' }),
  overMaxLoad: text<{ load: number; boat: Message; max: number }>({ en: 'the load {load} is more than the {boat} bears ({max})', zh: '载重 {load} 超过了{boat}的承重（{max}）' }),
  loadNotAllowed: text<{ load: number; after: Flag; previous: number | '' }>({
    en: 'a load of {load} is not allowed{after, select, yes { after a load of {previous}} other {}}',
    zh: '{after, select, yes {上一趟载重 {previous} 之后，} other {}}不允许载重 {load}',
  }),
  noTimeForGroup: text<{ group: Message }>({ en: 'no crossing time is given for {group}', zh: '没有给出{group}的过河用时' }),
  pastTimeLimit: text<{ elapsed: number; limit: number; unit: Message }>({
    en: 'the time would be {elapsed} {unit}, past the limit of {limit}',
    zh: '用时将是 {elapsed, number} {unit}，超过了时限 {limit, number} {unit}',
  }),
  notAMove: text<{ move: string }>({ en: '{move} is not a move of this puzzle', zh: '{move} 不是这个谜题的一步' }),
};
