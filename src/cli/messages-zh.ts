/**
 * The command line's most common error lines in Chinese. Errors are made in
 * English where they are found (a backend, the option parser); here, in one
 * place, the few a person meets most (an unknown puzzle, preset, metric,
 * option or parameter, a missing argument, a file that cannot be read) are
 * put in Chinese when the command line speaks it, their names and
 * suggestions kept. Any other line stays as it was made.
 */
import { cliLang } from './lang.js';

type Rule = readonly [RegExp, (...groups: string[]) => string];

/** ": did you mean X? (presets: a, b)" and its parts, in Chinese. */
function hintZh(hint: string): string {
  const suggested = /^\s*:/.test(hint);
  const text = hint
    .replace(/^\s*:?\s*/, '')
    .replace(/did you mean (.+?)\?\s*/, (_, names: string) => `你是不是想找 ${names.replace(/ or /g, ' 或 ')}？`)
    .replace(/\((\d+ )?(puzzles|presets|metrics|its parameters|parameters):\s*(.*)\)$/, (_, n: string | undefined, what: string, list: string) => `（${n ?? ''}${WHAT[what]}：${list.replace('`puzzlekit list --long` names them', '`puzzlekit list --long` 会列出它们')}）`)
    .replace(/\(no (puzzles|presets|metrics|parameters)\)$/, (_, what: string) => `（没有${WHAT[what]}）`);
  return suggested ? `：${text}` : text;
}

const WHAT: Readonly<Record<string, string>> = { puzzles: '谜题', presets: '预设', metrics: '计步方式', parameters: '参数', 'its parameters': '它的参数' };

const RULES: readonly Rule[] = [
  [/^unknown puzzle (".*?"|\S+)(.*)$/, (name, hint) => `没有谜题 ${name}${hintZh(hint)}`],
  [/^(\S+) has no preset (".*?"|\S+)(.*)$/, (puzzle, name, hint) => `${puzzle} 没有预设 ${name}${hintZh(hint)}`],
  [/^(\S+) has no metric (".*?"|\S+)(.*)$/, (puzzle, name, hint) => `${puzzle} 没有计步方式 ${name}${hintZh(hint)}`],
  [/^(\S+) has no parameter (".*?"|\S+)(.*)$/, (puzzle, name, hint) => `${puzzle} 没有参数 ${name}${hintZh(hint)}`],
  [/^unknown option '(.+?)'(.*)$/, (option, rest) => `没有选项 '${option}'${rest.replace(/\(Did you mean (.+)\?\)/, '（你是不是想用 $1？）')}`],
  [/^unknown command '(.+?)'(.*)$/, (command, rest) => `没有命令 '${command}'${rest.replace(/\(Did you mean (.+)\?\)/, '（你是不是想用 $1？）')}`],
  [/^missing required argument '(.+?)'$/, (arg) => `缺少必需的参数 '${arg}'`],
  [/^option '(.+?)' argument '(.+?)' is invalid\. Allowed choices are (.+)\.$/, (option, value, allowed) => `选项 '${option}' 的值 '${value}' 无效，可以是 ${allowed}`],
  [/^option '(.+?)' argument missing$/, (option) => `选项 '${option}' 缺少值`],
  [/^too many arguments for '(.+?)'\. Expected (\d+) arguments? but got (\d+)\.$/, (command, want, got) => `参数太多：'${command}' 只要 ${want} 个参数，却给了 ${got} 个`],
  [/^cannot read (.+?): no such file$/, (file) => `无法读取 ${file}：没有这个文件`],
  [/^cannot read (.+?): (.*)$/, (file, why) => `无法读取 ${file}：${why}`],
  // The checkpoint, out-of-core and cluster folders (made in src/storage and src/cluster, which know no language).
  [/^(.+) is not a folder$/, (dir) => `${dir} 不是文件夹`],
  [/^(.+) holds no checkpoint \(no (.+)\)$/, (dir, index) => `${dir} 里没有检查点（没有 ${index}）`],
  [/^(.+) holds no out-of-core run \(no (.+)\)$/, (dir, index) => `${dir} 里没有外存运行（没有 ${index}）`],
  [/^(.+) already holds an out-of-core run: go on with it by --resume (.+), or give another folder$/, (dir, again) => `${dir} 里已经有一次外存运行：用 --resume ${again} 接着做，或者换一个文件夹`],
  [/^(.+) is the checkpoint of another run \((.+)\)$/, (dir, what) => `${dir} 是另一次运行的检查点（${what}）`],
  [/^(.+) is the out-of-core run of another search \((.+)\)$/, (dir, what) => `${dir} 是另一次搜索的外存运行（${what}）`],
  [/^(.+) is damaged \(not a puzzlekit (checkpoint|out-of-core run)\): start again without --resume$/, (path, what) => `${path} 已损坏（不是 puzzlekit 的${what === 'checkpoint' ? '检查点' : '外存运行'}）：请不带 --resume 重新开始`],
  [/^cannot reach Redis at (.+?): (.*)$/, (url, why) => `连不上 ${url} 的 Redis：${why}`],
  [/^(.+) is not a Redis URL: expected (.+)$/, (url, form) => `${url} 不是 Redis 网址：应为 ${form.replace(' (or rediss:// for TLS)', '（TLS 用 rediss://）')}`],
  [/^the shared folder (.+) does not exist$/, (dir) => `共享文件夹 ${dir} 不存在`],
  [/^the shared folder (.+) is a file, not a folder$/, (dir) => `共享文件夹 ${dir} 是文件，不是文件夹`],
];

/** The line in the command line's language: one of the rules above in Chinese, else unchanged. */
export function messageInLang(line: string): string {
  if (cliLang() !== 'zh') return line;
  for (const [pattern, make] of RULES) {
    const m = pattern.exec(line);
    if (m) return make(...m.slice(1));
  }
  return line;
}
