/**
 * The help's words beyond the commands' own descriptions: what `puzzlekit
 * --help` prints after the commands, and, in Chinese, commander's fixed
 * words (its headings, the "(choices: ..., default: ...)" it adds to an
 * option, the value names in option terms) and a line wrapping that can
 * break Chinese text, which has no spaces, and counts a Chinese character
 * as the two columns it takes. English help is commander's own, unchanged.
 */
import { Help, type HelpConfiguration, type Option } from 'commander';
import { shortList } from './commands/list.js';
import { cliLang, say } from './lang.js';
import { displayWidth } from './words.js';

const TITLES_ZH: Readonly<Record<string, string>> = {
  'Usage:': '用法：',
  'Arguments:': '参数：',
  'Options:': '选项：',
  'Global Options:': '全局选项：',
  'Commands:': '命令：',
};

/** The names of option values, arguments and the usage's placeholders, as a Chinese reader sees them in the terms and the usage line. */
const VALUE_NAMES_ZH: Readonly<Record<string, string>> = {
  '<puzzle>': '<谜题>',
  '<name>': '<名称>',
  '<path>': '<路径>',
  '<code>': '<代码>',
  '<key=value>': '<键=值>',
  '<key=values>': '<键=值列表>',
  '<what>': '<哪种>',
  '<file>': '<文件>',
  '<dir>': '<文件夹>',
  '<lang>': '<语言>',
  '<metric>': '<计步方式>',
  '<url>': '<地址>',
  '[options]': '[选项]',
  '[command]': '[命令]',
};

function valueNamesZh(text: string): string {
  return text.replace(/<[^>]+>|\[[^\]]+\]/g, (name) => VALUE_NAMES_ZH[name] ?? name);
}

// An ideograph may end a line; closing punctuation stays with the text before it, opening punctuation with the text after.
const IDEOGRAPH = '\\u2e80-\\u2fff\\u3040-\\u9fff\\uf900-\\ufaff';
const OPENING = '（《“';
const CLOSING = '，。；：）》”、！？';
const CHUNK = new RegExp(`\\s*[${OPENING}]*(?:[${IDEOGRAPH}]|[^\\s${IDEOGRAPH}${OPENING}${CLOSING}]+)?[${CLOSING}]*`, 'gu');

/** `text` wrapped to `width` columns, breaking at spaces and between Chinese characters (commander breaks only at spaces). */
function wrapZh(text: string, width: number, minWidthToWrap: number): string {
  if (width < minWidthToWrap) return text;
  return text
    .split(/\r?\n/)
    .map((line) => {
      const lines: string[] = [];
      let current = '';
      for (const chunk of line.match(CHUNK)?.filter((c) => c !== '') ?? []) {
        if (current !== '' && displayWidth(current + chunk) > width) {
          lines.push(current);
          current = chunk.trimStart();
        } else current += chunk;
      }
      lines.push(current);
      return lines.join('\n');
    })
    .join('\n');
}

/** Commander's help settings for the command line's language: none for English. */
export function helpConfiguration(): HelpConfiguration {
  if (cliLang() !== 'zh') return {};
  return {
    styleTitle: (title) => TITLES_ZH[title] ?? title,
    displayWidth,
    boxWrap(this: Help, text: string, width: number) {
      return wrapZh(text, width, this.minWidthToWrap);
    },
    optionTerm: (option: Option) => valueNamesZh(option.flags),
    subcommandTerm(this: Help, command) {
      return valueNamesZh(Help.prototype.subcommandTerm.call(this, command));
    },
    commandUsage(this: Help, command) {
      return valueNamesZh(Help.prototype.commandUsage.call(this, command));
    },
    optionDescription(this: Help, option: Option) {
      const full = Help.prototype.optionDescription.call(this, option);
      const extra = full.slice(option.description.length).trim();
      if (extra === '') return full;
      // "(choices: "a", "b", default: "a")": the values are JSON, the words around them commander's.
      const extraZh = extra.replace(/^\(/, '（').replace(/\)$/, '）').replace('choices: ', '可选：').replace(/(, )?default: /, (_, comma: string | undefined) => `${comma ? '，' : ''}默认：`);
      return option.description === '' ? extraZh : `${option.description}${extraZh}`;
    },
  };
}

export function helpAfter(): string {
  const puzzles = shortList()
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('`'))
    .map((line) => `  ${line}`)
    .join('\n');
  return say(
    `
Puzzles (other names work too: klotski, 华容道, 15-puzzle, hanoi, ...):
${puzzles}

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
    `
谜题（别名也可以用：klotski、华容道、15-puzzle、hanoi 等）：
${puzzles}

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
  );
}
