/**
 * The river-crossing backend's words for crossings, banks, boats, times,
 * lists and broken rules (catalog "river-crossing", with the other files of
 * this folder).
 *
 * Two conventions of these sentences:
 * - `{x, select, other {}}` names a value this language does not show (the
 *   catalog test wants both languages to name the same placeholders): the
 *   English of a bank is its name, the Chinese a word of its own.
 * - Chinese sets a blank between a Chinese character and a Latin letter or
 *   digit ("2 个鬼", "丈夫 1 和妻子 1"). The blanks beside fixed words are
 *   written here; a name put into a sentence comes wrapped by `spaced` with
 *   the blanks it needs (zh-spacing.ts decides them from the name itself).
 */
import { text, type Message } from '../../../i18n/index.js';

/** A blank or none: "yes" where a name's Latin edge meets a Chinese character. */
export type Gap = 'yes' | 'no';
/** Whether a sentence has an optional part ("with the torch"). */
export type Flag = 'yes' | 'no';

export const WORD_TEXTS = {
  /** A name the data spells in each language: a traveller's Chinese name from the spec, a rule's own words. */
  named: text<{ en: Message | string; zh: Message | string }>({ en: '{en}{zh, select, other {}}', zh: '{zh}{en, select, other {}}' }),
  /** A name with the blanks it needs among Chinese characters (none in English). */
  spaced: text<{ word: Message | string; lead: Gap; trail: Gap }>({
    en: '{word}{lead, select, other {}}{trail, select, other {}}',
    zh: '{lead, select, yes { } other {}}{word}{trail, select, yes { } other {}}',
  }),

  /** "2 ghosts", "2 个鬼". */
  counted: text<{ n: number; unit: Message }>({ en: '{n} {unit}', zh: '{n} 个{unit}' }),
  /** "a, b": the first items of a list. */
  listComma: text<{ a: Message | string; b: Message | string }>({ en: '{a}, {b}', zh: '{a}、{b}' }),
  /** "a, b and c", "wolf or goat". */
  listLast: text<{ head: Message | string; last: Message | string; join: 'and' | 'or' }>({
    en: '{head} {join, select, or {or} other {and}} {last}',
    zh: '{head}{join, select, or {或} other {和}}{last}',
  }),
  /** A crossing's group of nobody. */
  nobody: text({ en: 'nobody', zh: '没有人' }),
  /** A bank with nobody on it. */
  nobodyOnBank: text({ en: 'nobody', zh: '无人' }),

  /** A bank: its name in English ("east"), a common Chinese word for it ("东岸"), else the name and 岸. */
  bank: text<{ name: string; key: string; gap: Gap }>({
    en: '{name}{key, select, other {}}{gap, select, other {}}',
    zh: '{key, select, near {此岸} far {对岸} east {东岸} west {西岸} north {北岸} south {南岸} left {左岸} right {右岸} other {{name}{gap, select, yes { } other {}}岸}}',
  }),
  /** The boat: its name in English ("raft"), a common Chinese word for it ("木筏"), else the name. */
  boat: text<{ name: string; key: string }>({
    en: '{name}{key, select, other {}}',
    zh: '{key, select, boat {船} raft {木筏} bridge {桥} ferry {渡船} other {{name}}}',
  }),
  /** A spec's time unit as it wrote it ("minutes", "min"), in Chinese a common word for it ("分钟"). */
  timeUnitAsGiven: text<{ raw: string; key: string }>({
    en: '{raw}{key, select, other {}}',
    zh: '{key, select, minute {分钟} minutes {分钟} min {分钟} second {秒} seconds {秒} sec {秒} s {秒} hour {小时} hours {小时} h {小时} day {天} days {天} other {{raw}}}',
  }),
  /** The time unit for `count`: "minute", "minutes", "分钟". */
  timeUnit: text<{ count: number; one: string; many: string; asGiven: Message }>({
    en: '{count, plural, one {{one}} other {{many}}}{asGiven, select, other {}}',
    zh: '{asGiven}{count, select, other {}}{one, select, other {}}{many, select, other {}}',
  }),
  /** "17 minutes", "17 分钟". */
  time: text<{ n: number; unit: Message }>({ en: '{n, number} {unit}', zh: '{n, number} {unit}' }),

  /** Where a crossing goes: "east to west", "to the far bank", "back to the near bank"; "从东岸到西岸", "过河到对岸", "回到此岸". */
  direction: text<{ way: 'between' | 'over' | 'back'; wayZh: 'between' | 'over' | 'bridge' | 'back'; from: Message; to: Message }>({
    en: '{way, select, between {{from} to {to}} back {back to the {to} bank} other {to the {to} bank}}{wayZh, select, other {}}',
    zh: '{wayZh, select, between {从{from}到{to}} back {回到{to}} bridge {过桥到{to}} other {过河到{to}}}{way, select, other {}}',
  }),
  /** "2 ghosts cross east to west", "A and B cross to the far bank with the torch (2 minutes)"; "2 个鬼从东岸到西岸". */
  crossing: text<{ group: Message; size: number; direction: Message; torch: Flag; timed: Flag; time: Message | '' }>({
    en: '{group} {size, plural, one {crosses} other {cross}} {direction}{torch, select, yes { with the torch} other {}}{timed, select, yes { ({time})} other {}}',
    zh: '{group}{torch, select, yes {带着火把} other {}}{direction}{timed, select, yes {（{time}）} other {}}{size, select, other {}}',
  }),

  /** A bank's name on a board: "east bank". */
  bankLabel: text<{ bank: Message }>({ en: '{bank} bank', zh: '{bank}' }),
  /** A board's bank and who is on it: "east bank: 3 people", "东岸：3 个人". */
  bankHolds: text<{ bank: Message; contents: Message }>({ en: '{bank}: {contents}', zh: '{bank}：{contents}' }),
  /** A board's notes, as one list: "a, b". */
  noteList: text<{ a: Message | string; b: Message }>({ en: '{a}, {b}', zh: '{a}，{b}' }),
  /** A board's notes after the banks. */
  notes: text<{ notes: Message }>({ en: '({notes})', zh: '（{notes}）' }),
  noteElapsed: text<{ elapsed: number; limit: number; unit: Message }>({ en: '{elapsed} of {limit} {unit} used', zh: '已用 {elapsed}/{limit} {unit}' }),
  notePhase: text<{ phase: number }>({ en: 'crossing phase {phase}', zh: '渡河阶段 {phase}' }),
  noteNoLoad: text({ en: 'no load yet', zh: '尚未载重' }),
  noteLastLoad: text<{ load: number }>({ en: 'last load {load}', zh: '上次载重 {load}' }),

  /** A rule's default words: "the cannibals outnumber the missionaries", "野人比传教士多". */
  ruleOutnumber: text<{ by: Message; protect: Message }>({ en: '{by} outnumber {protect}', zh: '{by}比{protect}多' }),
  /** "the wolf is with the goat without the farmer", "狼和羊在一起，农夫却不在". */
  ruleApart: text<{ who: Message; from: Message; without: Flag; unless: Message | '' }>({
    en: '{who} is with {from}{without, select, yes { without {unless}} other {}}',
    zh: '{who}和{from}在一起{without, select, yes {，{unless}却不在} other {}}',
  }),
  ruleForbid: text<{ n: number }>({ en: 'a forbidden company (rule {n})', zh: '出现了不允许的组合（第 {n} 条规则）' }),
  ruleRequire: text<{ n: number }>({ en: 'a company that rule {n} does not allow', zh: '出现了第 {n} 条规则不允许的组合' }),
  /** "the ghosts outnumber the people on the east bank", "东岸上鬼比人多". */
  brokenOnBank: text<{ rule: Message; bank: Message }>({ en: '{rule} on the {bank} bank', zh: '{bank}上{rule}' }),
  /** "the monsters outnumber the monks in the boat", "船上妖怪比和尚多". */
  brokenInBoat: text<{ rule: Message; boat: Message }>({ en: '{rule} in the {boat}', zh: '{boat}上{rule}' }),
  /** Why a puzzle has no solution. */
  goalBreaksRule: text<{ broken: Message }>({ en: 'the goal itself breaks a rule: with everyone across, {broken}', zh: '终点本身就违反规则：所有人都过河后，{broken}' }),
};
