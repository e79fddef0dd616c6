/**
 * The sentences of JSON input (catalog "puzzles.json", json-input.ts): a
 * file the parser refuses, and a schema's complaint about a value. The
 * backends' schemas word their complaints in English ("should be a number,
 * not the text \"x\""); json-input.ts reads the common shapes of them back
 * into these sentences, whose English is the complaint itself.
 *
 * Where the Chinese leaves out a value the English shows (the parser's own
 * words, which it replaces by a line and a column), it names it in an empty
 * `select`, so both languages take the same placeholders.
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

export const JSON_MESSAGES = defineCatalog('puzzles.json', {
  tooDeep: text<{ origin: Message; depth: number; most: number }>({
    en: '{origin} nests arrays and objects {depth} deep; at most {most} levels are read',
    zh: '{origin} 的数组和对象嵌套了 {depth} 层；最多只读 {most} 层',
  }),
  /** `why`: one of the parser's complaints below. */
  notJson: text<{ origin: Message; why: Message }>({ en: '{origin} is not valid JSON ({why})', zh: '{origin} 不是有效的 JSON（{why}）' }),
  /** `hint`: what the file should hold. */
  notJsonHinted: text<{ origin: Message; why: Message; hint: Message | string }>({
    en: '{origin} is not valid JSON ({why}): {hint}',
    zh: '{origin} 不是有效的 JSON（{why}）：{hint}',
  }),
  // The parser's complaint (`original`, its own English words), in Chinese where its shape is known.
  parserAt: text<{ original: string; line: number; column: number }>({
    en: '{original}{line, select, other {}}{column, select, other {}}',
    zh: '第 {line} 行第 {column} 列有错{original, select, other {}}',
  }),
  parserEnded: text<{ original: string }>({ en: '{original}', zh: '文本没写完就结束了{original, select, other {}}' }),
  parserToken: text<{ original: string; token: string }>({ en: '{original}{token, select, other {}}', zh: "有意外的字符 ''{token}''{original, select, other {}}" }),
  // A complaint of the parser's in a shape not known above: ours in Chinese, its own words kept after it.
  parserOther: text<{ original: string }>({ en: '{original}', zh: '无法读取（JSON.parse：{original}）' }),
  // A complaint of zod's own (a schema gave none of its words) in a shape not known below: ours in Chinese, zod's words kept after it.
  zodOther: text<{ original: string }>({ en: '{original}', zh: '不合要求（zod：{original}）' }),

  /** A schema's complaint at `path` of `origin`; `apart`: "yes" where the path stands apart ("rules[0]: ..."), else it reads on ("start[2] should ..."). */
  checkFailedAt: text<{ origin: Message; path: string; apart: string; problem: Message; more: number }>({
    en: '{origin}: {path}{apart, select, yes {: } other { }}{problem}{more, plural, =0 {} =1 { (and 1 more problem)} other { (and {more} more problems)}}',
    zh: '{origin}：{path}{apart, select, yes {：} other { }}{problem}{more, plural, =0 {} other {（另有 {more} 处问题）}}',
  }),
  checkFailed: text<{ origin: Message; problem: Message; more: number }>({
    en: '{origin}: {problem}{more, plural, =0 {} =1 { (and 1 more problem)} other { (and {more} more problems)}}',
    zh: '{origin}：{problem}{more, plural, =0 {} other {（另有 {more} 处问题）}}',
  }),

  // The schemas' complaints.
  isMissing: text({ en: 'is missing', zh: '缺失' }),
  notNegative: text({ en: 'should not be negative', zh: '不能是负数' }),
  moreThanZero: text({ en: 'should be more than 0', zh: '应大于 0' }),
  threeRows: text({ en: 'should have 3 rows', zh: '应有 3 行' }),
  threeSlots: text({ en: 'should have 3 slots', zh: '应有 3 个位置' }),
  oneOrTwoCorners: text({ en: 'should name one or two corners', zh: '应说出一个或两个角' }),
  oneOrTwoMines: text({ en: 'should name one or two corners: a tile holds one or two small mines', zh: '应说出一个或两个角：一块上有一个或两个小水雷' }),
  cornerTwice: text({ en: 'names the same corner twice', zh: '同一个角说了两次' }),
  oneTraveller: text({ en: 'should list at least one traveller', zh: '至少要列出一个旅行者' }),
  oneLoad: text({ en: 'should list at least one load or range', zh: '至少要列出一个载重或范围' }),
  notEmpty: text({ en: 'should not be empty', zh: '不能为空' }),
  /** `count`: how many fields are named ("one" or "other"). */
  unknownFields: text<{ count: string; names: string }>({
    en: 'unknown {count, select, one {field} other {fields}} {names}',
    zh: '有未知的字段 {names}{count, select, other {}}',
  }),
  unknownFieldsListed: text<{ count: string; names: string; fields: string }>({
    en: 'unknown {count, select, one {field} other {fields}} {names} (the fields are {fields})',
    zh: '有未知的字段 {names}（字段有 {fields}）{count, select, other {}}',
  }),
  /** zod's own words, where a schema gives none; `expected` and `received` are `zodType`s. */
  zodMissing: text<{ expected: string }>({ en: 'Invalid input: expected {expected}, received undefined', zh: '缺失{expected, select, other {}}' }),
  zodExpected: text<{ expected: Message; received: Message }>({
    en: 'Invalid input: expected {expected}, received {received}',
    zh: '应为{expected}，而不是{received}',
  }),
  zodType: text<{ type: string }>({
    en: '{type}',
    zh: '{type, select, array {列表} object {对象} string {文本} number {数字} boolean {布尔值} null { null} other {{type}}}',
  }),
  unknownType: text<{ types: string }>({ en: 'has an unknown "type" (types: {types})', zh: '不是已知的类型（类型有：{types}）' }),
  /** `choices`: the types, joined as names are ("a, b or c"). */
  typeShouldBe: text<{ choices: Message | string }>({ en: 'type should be {choices}', zh: 'type 应为 {choices}' }),
  /** `kind`: one of the kinds below. */
  shouldBe: text<{ kind: Message }>({ en: 'should be {kind}', zh: '应为{kind}' }),
  /** `value`: one of the values below. */
  shouldBeNot: text<{ kind: Message; value: Message }>({ en: 'should be {kind}, not {value}', zh: '应为{kind}，而不是{value}' }),

  // What a value is, as `describeValue` words it.
  valueList: text({ en: 'a list', zh: '列表' }),
  valueObject: text({ en: 'an object', zh: '对象' }),
  valueText: text<{ quoted: string }>({ en: 'the text {quoted}', zh: '文本 {quoted}' }),
  valueBoolean: text<{ value: string }>({ en: 'boolean {value}', zh: '布尔值 {value}' }),
  /** A value written as it is (null, a number): a space before it in Chinese. */
  valueAsWritten: text<{ value: string }>({ en: '{value}', zh: ' {value}' }),
  /** Any other value's words, kept as they are. */
  valueOther: text<{ value: string }>({ en: '{value}', zh: '{value}' }),

  // What a value should be: the phrases the backends' schemas use.
  kindNumber: text({ en: 'a number', zh: '数字' }),
  kindWhole: text({ en: 'a whole number', zh: '整数' }),
  kindLitres: text({ en: 'a whole number of litres', zh: '整升数' }),
  kindTrueFalse: text({ en: 'true or false', zh: 'true 或 false' }),
  kindText: text({ en: 'text', zh: '文本' }),
  kindOneOf: text<{ choices: string }>({ en: 'one of {choices}', zh: '{choices} 之一' }),
  kindObjectLike: text<{ example: string }>({ en: 'an object like {example}', zh: '形如 {example} 的对象' }),
  kindNumbers: text({ en: 'a list of numbers', zh: '数字的列表' }),
  kindNamesOrKinds: text({ en: 'a list of names or kinds', zh: '名字或种类的列表' }),
  kindTravellerReference: text({ en: "a traveller's name or kind", zh: '旅行者的名字或种类' }),
  kindRule: text({ en: 'a rule object', zh: '规则对象' }),
  kindRow: text<{ slots: string }>({ en: 'a row: a list of {slots} slots', zh: '一行：{slots} 个槽位的列表' }),
  kindRows: text<{ rows: string }>({ en: 'a list of {rows} rows', zh: '{rows} 行的列表' }),
  kindCorners: text({ en: 'a list of corners', zh: '角的列表' }),
  kindCountLike: text<{ example: string }>({ en: 'a count like {example}', zh: '形如 {example} 的数目' }),
  kindTileLike: text<{ example: string }>({ en: 'a tile object like {example} or null for the empty slot', zh: '形如 {example} 的块对象（空位用 null）' }),
  kindCompanyLike: text<{ example: string }>({ en: 'a company like {example}', zh: '形如 {example} 的组合' }),
  kindBoatLike: text<{ example: string }>({ en: 'a boat like {example}', zh: '形如 {example} 的船' }),
  kindSpecLike: text<{ example: string }>({ en: 'a river-crossing spec like {example}', zh: '形如 {example} 的过河描述' }),
  kindTravellerLike: text<{ named: string; counted: string }>({
    en: 'a named traveller like {named} or a kind with a count like {counted}',
    zh: '形如 {named} 的具名旅行者，或形如 {counted} 的带数目的种类',
  }),
  kindTraveller: text({ en: 'a traveller object', zh: '旅行者对象' }),
  kindCapacity: text({ en: 'at least 1: a boat that holds nobody cannot cross', zh: '至少 1：一个人也载不了的船过不了河' }),
  kindName: text({ en: '1 to 6 letters or digits, starting with a letter', zh: '1 到 6 个字母或数字，以字母开头' }),
  kindTwoWords: text<{ a: string; b: string }>({ en: '"{a}" or "{b}"', zh: '"{a}" 或 "{b}"' }),
  kindThreeWords: text<{ a: string; b: string; c: string }>({ en: '"{a}", "{b}" or "{c}"', zh: '"{a}"、"{b}" 或 "{c}"' }),
});
