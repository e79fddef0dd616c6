/**
 * The sentences of the files every backend shares (catalog "puzzles"):
 * unknown names and their hints, parameter values, the places a message
 * names, the checks of a request and of a backend handed in by a module,
 * JSON input, and the words for directions.
 */
import { defineCatalog, text, type Message } from '../i18n/index.js';

export const PUZZLE_MESSAGES = defineCatalog('puzzles', {
  // An unknown name (names.ts, params.ts, metric-name.ts, catalog.ts); `hint` is one of the hints below.
  unknownPuzzle: text<{ name: string; hint: Message }>({ en: 'unknown puzzle {name}{hint}', zh: '没有谜题 {name}{hint}' }),
  unknownPreset: text<{ puzzle: string; name: string; hint: Message }>({ en: '{puzzle} has no preset {name}{hint}', zh: '{puzzle} 没有预设 {name}{hint}' }),
  unknownMetric: text<{ puzzle: string; name: string; hint: Message }>({ en: '{puzzle} has no metric {name}{hint}', zh: '{puzzle} 没有计步方式 {name}{hint}' }),
  unknownParameter: text<{ puzzle: string; name: string; hint: Message }>({ en: '{puzzle} has no parameter {name}{hint}', zh: '{puzzle} 没有参数 {name}{hint}' }),
  /** `kind`: "null" or a typeof name; the Chinese does not name it. */
  metricNotText: text<{ puzzle: string; kind: string }>({
    en: '{puzzle}: a metric is named by text, not {kind, select, null {null} other {a {kind}}}',
    zh: '{puzzle}：计步方式要用文字命名{kind, select, other {}}',
  }),

  // The end of a message about an unknown name: the closest names, then the known ones (`all`).
  hintSuggesting: text<{ names: Message | string; all: Message }>({ en: ': did you mean {names}? {all}', zh: '：你是不是想找 {names}？{all}' }),
  hintListing: text<{ all: Message }>({ en: ' {all}', zh: '{all}' }),
  /** The last two of the names suggested. */
  namesOr: text<{ first: Message | string; last: string }>({ en: '{first} or {last}', zh: '{first} 或 {last}' }),
  // A preset as a list shows it: its name, then what it is. A Chinese name carries its pinyin for English readers.
  presetLabel: text<{ name: string; description: string }>({ en: '{name}: {description}', zh: '{name}：{description}' }),
  presetLabelRomanized: text<{ name: string; romanized: string; description: string }>({
    en: '{name} ({romanized}): {description}',
    zh: '{name}{romanized, select, other {}}：{description}',
  }),
  /** The names suggested before the last two. */
  namesComma: text<{ first: Message | string; next: string }>({ en: '{first}, {next}', zh: '{first}、{next}' }),
  knownNone: text<{ what: Message }>({ en: '(no {what})', zh: '（没有{what}）' }),
  knownListed: text<{ what: Message; names: string }>({ en: '({what}: {names})', zh: '（{what}：{names}）' }),
  knownCounted: text<{ what: Message; count: number; where: Message }>({ en: '({count} {what}: {where})', zh: '（{count} 个{what}：{where}）' }),
  knownNoParameters: text({ en: ' (its parameters: none)', zh: '（它没有参数）' }),
  listLongNamesThem: text({ en: '`puzzlekit list --long` names them', zh: '`puzzlekit list --long` 会列出它们' }),
  nounPuzzles: text({ en: 'puzzles', zh: '谜题' }),
  nounPresets: text({ en: 'presets', zh: '预设' }),
  nounMetrics: text({ en: 'metrics', zh: '计步方式' }),
  nounItsParameters: text({ en: 'its parameters', zh: '它的参数' }),

  // Parameter values (params.ts); `value` is the input quoted back.
  paramNotWhole: text<{ key: string; value: string }>({ en: 'parameter {key}: {value} is not a whole number', zh: '参数 {key}：{value} 不是整数' }),
  paramOutOfRange: text<{ key: string; value: number; min: number; max: number }>({
    en: 'parameter {key}: {value} is out of range ({min} to {max})',
    zh: '参数 {key}：{value} 超出范围（{min} 到 {max}）',
  }),
  paramNotChoice: text<{ key: string; value: string; choices: string }>({ en: 'parameter {key}: {value} is not one of {choices}', zh: '参数 {key}：{value} 不是 {choices} 之一' }),
  listNotNumbers: text<{ label: Message; value: string }>({ en: '{label}: {value} should be whole numbers separated by commas', zh: '{label}：{value} 应是用逗号分隔的整数' }),
  listTooLong: text<{ label: Message; max: number; count: number }>({ en: '{label}: at most {max} values, got {count}', zh: '{label}：最多 {max} 个值，却给了 {count} 个' }),
  listValueNotWhole: text<{ label: Message; index: number; value: string }>({ en: '{label}: value {index} ({value}) is not a whole number', zh: '{label}：第 {index} 个值（{value}）不是整数' }),
  listValueOutOfRange: text<{ label: Message; index: number; value: string; min: number; max: number }>({
    en: '{label}: value {index} ({value}) is out of range ({min} to {max})',
    zh: '{label}：第 {index} 个值（{value}）超出范围（{min} 到 {max}）',
  }),

  // The places a message names (params.ts `placeMessage`): "instance code, goal" is "实例代码，目标".
  placeWithin: text<{ outer: Message; inner: Message }>({ en: '{outer}, {inner}', zh: '{outer}，{inner}' }),
  /** A place with no words of its own (a file's name): the same in both languages. */
  placeAsGiven: text<{ name: string }>({ en: '{name}', zh: '{name}' }),
  placeJug: text<{ n: string }>({ en: 'jug {n}', zh: '第 {n} 个壶' }),
  placePreset: text<{ name: string }>({ en: 'preset {name}', zh: '预设 {name}' }),
  placeParameter: text<{ key: string }>({ en: 'parameter {key}', zh: '参数 {key}' }),
  placeInstanceCode: text({ en: 'instance code', zh: '实例代码' }),
  placeParameters: text({ en: 'parameters', zh: '参数' }),
  placeState: text({ en: 'state', zh: '状态' }),
  placeStdin: text({ en: 'stdin', zh: '标准输入' }),
  placeStandardInput: text({ en: 'standard input', zh: '标准输入' }),
  placeEditor: text({ en: 'the editor', zh: '编辑器' }),
  placeText: text({ en: 'text', zh: '文本' }),
  placeCapacities: text({ en: 'capacities', zh: '容量' }),
  placeStart: text({ en: 'start', zh: '起始' }),
  placeGoal: text({ en: 'goal', zh: '目标' }),
  placeTarget: text({ en: 'target', zh: '目标量' }),
  placeLevelCode: text({ en: 'level code', zh: '关卡代码' }),
  placeFrom: text({ en: 'from', zh: '起点' }),
  placeTo: text({ en: 'to', zh: '终点' }),

  // A puzzle of the user's own, handed in by --puzzle-module (backend-check.ts, catalog.ts).
  backendNotObject: text<{ where: string; kind: string }>({
    en: "{where}: expected a puzzle backend (definePuzzle('{'...'}')), got {kind}",
    zh: "{where}：应为谜题后端（definePuzzle('{'...'}')），却是 {kind}",
  }),
  backendNoText: text<{ where: string; key: string }>({ en: '{where}: the backend has no {key} (text)', zh: '{where}：后端没有 {key}（文字）' }),
  backendBadId: text<{ where: string; id: string }>({
    en: '{where}: the id {id} should be lower-case letters, digits and hyphens, like lights-out',
    zh: '{where}：id {id} 应由小写字母、数字和连字符组成，如 lights-out',
  }),
  backendNoList: text<{ where: string; key: string }>({ en: '{where}: the backend has no {key} (a list)', zh: '{where}：后端没有 {key}（列表）' }),
  backendNoMetric: text<{ where: string }>({ en: '{where}: the backend needs at least one metric', zh: '{where}：后端至少要有一种计步方式' }),
  backendNoFunction: text<{ where: string; key: string }>({ en: '{where}: the backend has no {key}() function', zh: '{where}：后端没有 {key}() 函数' }),
  backendNotFunction: text<{ where: string; key: string }>({ en: "{where}: the backend''s {key} should be a function (or left out)", zh: '{where}：后端的 {key} 应是函数（或者不写）' }),
  backendBadAliases: text<{ where: string }>({
    en: "{where}: the backend''s aliases should be a list of names (or '{' name, preset '}' for a name that stands for a preset), or left out",
    zh: "{where}：后端的 aliases 应是名称的列表（代表某个预设的名称写成 '{' name, preset '}'），或者不写",
  }),
  aliasNoPreset: text<{ where: string; alias: string; preset: string }>({
    en: '{where}: the alias "{alias}" stands for the preset "{preset}", which the backend does not have',
    zh: '{where}：别名 "{alias}" 代表预设 "{preset}"，但后端没有这个预设',
  }),
  aliasTaken: text<{ where: string; name: string }>({
    en: '{where}: the alias "{name}" is taken by a built-in puzzle; give yours another',
    zh: '{where}：别名 "{name}" 已被内置谜题占用，请换一个',
  }),
  idTaken: text<{ where: string; id: string }>({
    en: '{where}: the id "{id}" is taken by a built-in puzzle; give yours another',
    zh: '{where}：id "{id}" 已被内置谜题占用，请换一个',
  }),

  // The check of a request at the library's edge (request-check.ts); `kind` is described below.
  requestNotText: text<{ what: Message; kind: Message }>({ en: '{what} must be text, not {kind}', zh: '{what}必须是文字，而不是{kind}' }),
  requestSourceNotObject: text<{ kind: Message }>({
    en: "the request''s source must be an object ('{'kind: ''preset'' | ''code'' | ''text'' | ''params'', ...'}'), not {kind}",
    zh: "请求的 source 必须是对象（'{'kind: ''preset'' | ''code'' | ''text'' | ''params'', ...'}'），而不是{kind}",
  }),
  requestSourceKind: text<{ kind: Message | string }>({
    en: "the request''s source has kind {kind}; the kinds are preset, code, text and params",
    zh: '请求的 source 的 kind 是 {kind}；kind 只能是 preset、code、text 或 params',
  }),
  requestNotRequest: text<{ kind: Message }>({ en: "parse needs a request ('{'source, params'}'), not {kind}", zh: "parse 需要一个请求（'{'source, params'}'），而不是{kind}" }),
  requestParamsNotObject: text<{ kind: Message }>({
    en: "the request''s params must be an object of text values, not {kind}",
    zh: '请求的 params 必须是值为文字的对象，而不是{kind}',
  }),
  requestPresetName: text({ en: 'the preset name', zh: '预设名' }),
  requestInstanceCode: text({ en: 'the instance code', zh: '实例代码' }),
  requestInstanceText: text({ en: 'the instance text', zh: '实例文本' }),
  requestOrigin: text({ en: "the text''s origin", zh: '文本的来处' }),
  requestLevel: text({ en: 'the level of the file', zh: '文件中的关卡' }),
  requestParameter: text<{ key: string }>({ en: 'parameter {key}', zh: '参数 {key}' }),
  requestStateCode: text({ en: 'the state code', zh: '状态代码' }),
  /** A value of the wrong kind: `type` is null, array, string or a typeof name. */
  valueKind: text<{ type: string }>({
    en: '{type, select, null {null} array {an array} string {text} other {a {type}}}',
    zh: '{type, select, null { null} array {数组} string {文字} object {对象} undefined { undefined} number {数字} boolean {布尔值} other { {type}}}',
  }),

  /** A direction on a board (direction-words.ts). */
  direction: text<{ direction: string }>({
    en: '{direction, select, up {up} down {down} left {left} other {right}}',
    zh: '{direction, select, up {上} down {下} left {左} other {右}}',
  }),
});
