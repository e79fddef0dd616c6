/** PuzzleScript's sentences (catalog "puzzlescript"): its names, inputs, refusals and the mistakes a game's text can hold. */
import { defineCatalog, text } from '../../i18n/index.js';

export const PUZZLESCRIPT = defineCatalog('puzzlescript', {
  title: text({ en: 'PuzzleScript games', zh: 'PuzzleScript 游戏' }),
  description: text({
    en:
      'A game written in PuzzleScript (objects, legend, collision layers, rules, win conditions, levels), played by an interpreter of its rules: ' +
      '--file GAME.txt --level N (levels counted from 1, messages not counted). Moves are its inputs: up, down, left, right, action.',
    zh:
      '用 PuzzleScript 写的游戏（对象、图例、碰撞层、规则、胜利条件、关卡），由一个规则解释器来玩：' +
      '--file GAME.txt --level N（关卡从 1 数起，不算消息）。每步是一个输入：up、down、left、right、action。',
  }),
  metricInputs: text({ en: 'inputs', zh: '输入数' }),
  metricInputsDescription: text({ en: 'every input counts 1', zh: '每个输入算 1' }),
  paramLevel: text({ en: 'which level to play, counted from 1 (messages not counted)', zh: '玩哪一关，从 1 数起（不算消息）' }),
  paramStartIndex: text({ en: "PuzzleScript's own index of the level, from 0, messages counted", zh: 'PuzzleScript 自己的关卡序号，从 0 数起，消息也算' }),
  // Shown after the preset's name, which is the game's: not said again.
  presetExample: text({ en: 'an example game', zh: '示例游戏' }),

  /** Moves in words. */
  inputUp: text({ en: 'up', zh: '上' }),
  inputDown: text({ en: 'down', zh: '下' }),
  inputLeft: text({ en: 'left', zh: '左' }),
  inputRight: text({ en: 'right', zh: '右' }),
  inputAction: text({ en: 'action', zh: '动作' }),
  nothingHappens: text<{ input: string }>({ en: 'the input {input} changes nothing here', zh: '输入 {input} 在这里什么也不改变' }),
  alreadyWon: text({ en: 'the level is already won', zh: '这一关已经赢了' }),
  unknownInput: text<{ input: string }>({
    en: '{input} is not an input: write up, down, left, right, action (or 0 to 4), undo or restart',
    zh: '{input} 不是输入：请写 up、down、left、right、action（或 0 到 4）、undo 或 restart',
  }),
  wonLevel: text({ en: 'level won', zh: '本关已赢' }),
  legendTitle: text<{ title: string; author: string; homepage: string }>({
    en: '{title}{author, select, none {} other { by {author}}}{homepage, select, none {} other { ({homepage})}}',
    zh: '{title}{author, select, none {} other {，作者 {author}}}{homepage, select, none {} other {（{homepage}）}}',
  }),
  legendGlyph: text<{ glyph: string; objects: string }>({ en: '{glyph} is {objects}', zh: '{glyph} 是 {objects}' }),

  /** Choosing a level. */
  levelOutOfRange: text<{ level: string; count: number }>({
    en: 'level {level}: the game has {count, plural, one {# level} other {# levels}} (counted from 1, messages not counted)',
    zh: '第 {level} 关：这个游戏有 {count} 关（从 1 数起，不算消息）',
  }),
  startIndexOutOfRange: text<{ index: string; count: number }>({
    en: 'start index {index}: the game has {count} levels and messages (counted from 0)',
    zh: '起始序号 {index}：这个游戏有 {count} 个关卡和消息（从 0 数起）',
  }),
  startIndexMessage: text<{ index: number }>({ en: 'start index {index} is a message, not a level', zh: '起始序号 {index} 是一条消息，不是关卡' }),
  levelAndStartIndex: text({ en: 'give level or start-index, not both', zh: 'level 和 start-index 只给一个' }),
  noLevels: text({ en: 'the game has no levels', zh: '这个游戏没有关卡' }),
  emptyGame: text<{ where: string }>({ en: '{where} is empty: give a PuzzleScript game', zh: '{where} 是空的：请给出一个 PuzzleScript 游戏' }),
  codeBad: text<{ code: string }>({ en: 'instance code {code}: the game text in it is not valid base64url', zh: '实例代码 {code}：其中的游戏文本不是有效的 base64url' }),
  stateBad: text<{ why: string }>({ en: 'state code: {why}', zh: '状态代码：{why}' }),

  /** Mistakes in a game's text; `line` counts from 1. */
  atLine: text<{ line: number; what: string }>({ en: 'line {line}: {what}', zh: '第 {line} 行：{what}' }),
  sectionMissing: text<{ section: string }>({ en: 'the game has no {section} section', zh: '游戏没有 {section} 部分' }),
  sectionOrder: text<{ line: number; section: string }>({ en: 'line {line}: section {section} is out of order or repeated', zh: '第 {line} 行：{section} 部分的顺序不对或重复了' }),
  preludeUnknown: text<{ line: number; word: string }>({ en: 'line {line}: "{word}" is not a setting of the prelude', zh: '第 {line} 行："{word}" 不是序言里的设置' }),
  objectName: text<{ line: number; text: string }>({ en: 'line {line}: "{text}" is not an object name', zh: '第 {line} 行："{text}" 不是对象名' }),
  objectTwice: text<{ line: number; name: string }>({ en: 'line {line}: the name {name} is already used', zh: '第 {line} 行：名字 {name} 已经用过了' }),
  objectNoColors: text<{ line: number; name: string }>({ en: 'line {line}: object {name} has no colours', zh: '第 {line} 行：对象 {name} 没有颜色' }),
  spriteBad: text<{ line: number }>({ en: 'line {line}: a sprite is 5 rows of 5 characters, digits or "."', zh: '第 {line} 行：精灵图是 5 行，每行 5 个字符（数字或 "."）' }),
  legendBad: text<{ line: number }>({
    en: 'line {line}: a legend line reads "a = b", "a = b or c" or "a = b and c"',
    zh: '第 {line} 行：图例的一行写作 "a = b"、"a = b or c" 或 "a = b and c"',
  }),
  legendMixed: text<{ line: number }>({ en: 'line {line}: a legend line cannot mix "and" and "or"', zh: '第 {line} 行：图例的一行不能同时用 "and" 和 "or"' }),
  nameUnknown: text<{ line: number; name: string }>({ en: 'line {line}: {name} is neither an object nor a name of the legend', zh: '第 {line} 行：{name} 既不是对象也不是图例里的名字' }),
  legendKindMix: text<{ line: number; name: string }>({
    en: 'line {line}: {name} mixes "and" and "or" definitions, which PuzzleScript does not allow',
    zh: '第 {line} 行：{name} 混用了 "and" 和 "or" 的定义，PuzzleScript 不允许',
  }),
  aggregateSameLayer: text<{ line: number; name: string }>({
    en: 'line {line}: {name} puts two objects of one collision layer in one cell',
    zh: '第 {line} 行：{name} 把同一碰撞层的两个对象放进了一个格子',
  }),
  layerTwice: text<{ line: number; name: string }>({ en: 'line {line}: object {name} is in more than one collision layer', zh: '第 {line} 行：对象 {name} 在不止一个碰撞层里' }),
  noLayer: text<{ name: string }>({ en: 'object {name} is in no collision layer', zh: '对象 {name} 不在任何碰撞层里' }),
  noPlayer: text({ en: 'the game defines no player', zh: '游戏没有定义 player' }),
  noBackground: text({ en: 'the game defines no background', zh: '游戏没有定义 background' }),
  unsupported: text<{ line: number; what: string }>({
    en: 'line {line}: {what} is not supported by this interpreter (see docs/puzzles/puzzlescript.md)',
    zh: '第 {line} 行：这个解释器不支持 {what}（见 docs/puzzles/puzzlescript.md）',
  }),
  loopPairs: text<{ line: number }>({
    en: 'line {line}: startloop and endloop come in pairs, a start then an end, one loop at a time',
    zh: '第 {line} 行：startloop 和 endloop 要成对出现，先开始后结束，一次一个循环',
  }),
  loopInGroup: text<{ line: number }>({ en: 'line {line}: a loop starts or ends inside a rule group', zh: '第 {line} 行：循环在一个规则组的中间开始或结束' }),
  rigidGroups: text<{ line: number }>({ en: 'line {line}: more than 30 rule groups with rigid rules', zh: '第 {line} 行：有 rigid 规则的规则组超过 30 个' }),
  ruleNoArrow: text<{ line: number }>({ en: 'line {line}: a rule needs an arrow "->"', zh: '第 {line} 行：规则需要一个箭头 "->"' }),
  ruleToken: text<{ line: number; token: string }>({ en: 'line {line}: "{token}" has no place here in a rule', zh: '第 {line} 行："{token}" 不该出现在规则的这个位置' }),
  ruleSides: text<{ line: number }>({
    en: 'line {line}: each pattern on the left needs one of the same length on the right',
    zh: '第 {line} 行：左边每个模式在右边都要有一个同样长的模式',
  }),
  ruleEllipsis: text<{ line: number }>({ en: 'line {line}: an ellipsis stands alone, inside a pattern, in the same place on both sides', zh: '第 {line} 行：省略号要单独出现在模式中间，两边位置相同' }),
  rulePlusFirst: text<{ line: number }>({ en: 'line {line}: "+" joins a rule to the group of a rule before it', zh: '第 {line} 行："+" 把规则并入前一条规则的组' }),
  ruleRightProperty: text<{ line: number; name: string }>({
    en: 'line {line}: the property {name} on the right cannot be inferred from the left',
    zh: '第 {line} 行：右边的属性 {name} 不能从左边推断出来',
  }),
  ruleRightMovement: text<{ line: number; movement: string }>({
    en: 'line {line}: the movement {movement} on the right cannot be inferred from the left',
    zh: '第 {line} 行：右边的移动 {movement} 不能从左边推断出来',
  }),
  ruleLateMovement: text<{ line: number }>({ en: 'line {line}: movements cannot appear in late rules', zh: '第 {line} 行：late 规则里不能有移动' }),
  ruleSameLayerRight: text<{ line: number }>({ en: 'line {line}: a cell on the right holds two objects of one collision layer', zh: '第 {line} 行：右边一个格子里有同一碰撞层的两个对象' }),
  winBad: text<{ line: number }>({
    en: 'line {line}: a win condition reads "all X on Y", "some X", "no X", "some X on Y" or "no X on Y"',
    zh: '第 {line} 行：胜利条件写作 "all X on Y"、"some X"、"no X"、"some X on Y" 或 "no X on Y"',
  }),
  levelGlyph: text<{ line: number; glyph: string }>({ en: 'line {line}: the level character "{glyph}" is not in the legend', zh: '第 {line} 行：关卡字符 "{glyph}" 不在图例里' }),
  levelGlyphProperty: text<{ line: number; glyph: string }>({
    en: 'line {line}: the level character "{glyph}" is defined with "or" and so cannot stand in a level',
    zh: '第 {line} 行：关卡字符 "{glyph}" 是用 "or" 定义的，不能用在关卡里',
  }),
  againLoop: text<{ limit: number }>({ en: '"again" ran more than {limit} turns in a row', zh: '"again" 连续运行了超过 {limit} 回合' }),
});
