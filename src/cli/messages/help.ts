/**
 * The help's own words (catalog "cli.help"): commander's headings, value
 * names and "(choices: ..., default: ...)" as a Chinese reader sees them
 * (English help is commander's own, and these say the same), and what
 * `puzzlekit --help` prints after the commands.
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

export const HELP = defineCatalog('cli.help', {
  titleUsage: text({ en: 'Usage:', zh: '用法：' }),
  titleArguments: text({ en: 'Arguments:', zh: '参数：' }),
  titleOptions: text({ en: 'Options:', zh: '选项：' }),
  titleGlobalOptions: text({ en: 'Global Options:', zh: '全局选项：' }),
  titleCommands: text({ en: 'Commands:', zh: '命令：' }),

  valuePuzzle: text({ en: '<puzzle>', zh: '<谜题>' }),
  valueName: text({ en: '<name>', zh: '<名称>' }),
  valuePath: text({ en: '<path>', zh: '<路径>' }),
  valueCode: text({ en: '<code>', zh: '<代码>' }),
  valueKeyValue: text({ en: '<key=value>', zh: '<键=值>' }),
  valueKeyValues: text({ en: '<key=values>', zh: '<键=值列表>' }),
  valueWhat: text({ en: '<what>', zh: '<哪种>' }),
  valueFile: text({ en: '<file>', zh: '<文件>' }),
  valueDir: text({ en: '<dir>', zh: '<文件夹>' }),
  valueLang: text({ en: '<lang>', zh: '<语言>' }),
  valueMetric: text({ en: '<metric>', zh: '<计步方式>' }),
  valueUrl: text({ en: '<url>', zh: '<地址>' }),
  valueLevel: text({ en: '<level>', zh: '<关卡>' }),
  valueList: text({ en: '<list>', zh: '<列表>' }),
  valueRange: text({ en: '<range>', zh: '<范围>' }),
  valueTypes: text({ en: '<types>', zh: '<类型>' }),
  valueAddress: text({ en: '<address>', zh: '<地址>' }),
  valueOrigins: text({ en: '<origins>', zh: '<来源>' }),
  valueVerbosity: text({ en: '<verbosity>', zh: '<详细程度>' }),
  valueOptions: text({ en: '[options]', zh: '[选项]' }),
  valueCommand: text({ en: '[command]', zh: '[命令]' }),

  /** `choices` and `value` are JSON, as commander writes them ("a", "b"). */
  optionChoices: text<{ choices: string }>({ en: '(choices: {choices})', zh: '（可选：{choices}）' }),
  optionDefault: text<{ value: string }>({ en: '(default: {value})', zh: '（默认：{value}）' }),
  optionChoicesAndDefault: text<{ choices: string; value: string }>({ en: '(choices: {choices}, default: {value})', zh: '（可选：{choices}，默认：{value}）' }),
  optionWithExtras: text<{ description: string; extras: Message }>({ en: '{description} {extras}', zh: '{description}{extras}' }),

  /** `puzzles`: the short list of puzzles, one indented line each. */
  afterCommands: text<{ puzzles: string }>({
    en: `
Puzzles (other names work too: klotski, 华容道, 15-puzzle, hanoi, ...):
{puzzles}

Examples:
  puzzlekit solve sliding-blocks --preset 横刀立马       # 华容道, board by board
  puzzlekit solve 8-puzzle --no-boards                  # 31 moves
  puzzlekit solve river-crossing --preset wolf-goat-cabbage
  puzzlekit solve water-jugs --code 8,5,3:8,0,0:4,4,0:notap --json
  puzzlekit explore sliding-tiles --preset 8-puzzle     # the whole space: 181,440 states
  puzzlekit solve submarine --file examples/submarine-level.json --count shortest
  puzzlekit list --long                                 # every preset, parameter and metric

INSTANCE: --preset NAME | --file PATH (- for stdin) | --code CODE, plus --param KEY=VALUE
LIMITS:   --max-states N  --max-seconds S  --max-memory MB
Exit codes: 0 solved, 1 proved unsolvable, 2 bad input, 3 a limit or Ctrl-C.
`,
    zh: `
谜题（别名也可以用：klotski、华容道、15-puzzle、hanoi 等）：
{puzzles}

示例：
  puzzlekit solve sliding-blocks --preset 横刀立马       # 华容道，一步一个盘面
  puzzlekit solve 8-puzzle --no-boards                  # 31 步
  puzzlekit solve river-crossing --preset wolf-goat-cabbage
  puzzlekit solve water-jugs --code 8,5,3:8,0,0:4,4,0:notap --json
  puzzlekit explore sliding-tiles --preset 8-puzzle     # 整个空间：181,440 个状态
  puzzlekit solve submarine --file examples/submarine-level.json --count shortest
  puzzlekit list --long                                 # 每个预设、参数和计步方式

实例：--preset 名称 | --file 路径（- 表示标准输入）| --code 代码，另加 --param 键=值
上限：--max-states N  --max-seconds S  --max-memory MB
退出码：0 已解开，1 证明无解，2 输入有误，3 达到上限或 Ctrl-C。
`,
  }),
});
