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

const KIND_ZH: Readonly<Record<string, string>> = { 'a folder': '文件夹', 'a link': '链接', 'a FIFO (named pipe)': '命名管道（FIFO）', 'a socket': '套接字', 'a device': '设备', 'a file': '文件' };

/** Why a place cannot be written, in Chinese (output-path.ts words it in English). */
function writeReasonZh(why: string): string {
  const fixed: Readonly<Record<string, string>> = {
    'permission denied': '没有权限',
    'the file system is read-only': '文件系统是只读的',
    'no such folder': '没有这个文件夹',
    'a part of the path is a file, not a folder': '路径中有一段是文件，不是文件夹',
    'it is a folder': '它是文件夹',
    'the name is too long': '名字太长',
    'too many links': '链接太多',
    'no space left on its disk': '所在的磁盘没有剩余空间',
    'give a file name': '请给出文件名',
    'give a folder': '请给出文件夹',
  };
  if (fixed[why]) return fixed[why];
  let m = /^it is (.+), not a regular file$/.exec(why);
  if (m) return `它是${KIND_ZH[m[1]] ?? m[1]}，不是普通文件`;
  m = /^it is a file, not a folder$/.exec(why);
  if (m) return '它是文件，不是文件夹';
  m = /^no such folder (.+)$/.exec(why);
  if (m) return `没有文件夹 ${m[1]}`;
  m = /^(.+) is (?:a file, )?not a folder$/.exec(why);
  if (m) return `${m[1]} 不是文件夹`;
  return why;
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
  [/^cannot read (.+?): it is a link to nothing$/, (file) => `无法读取 ${file}：它是指向不存在之处的链接`],
  [/^cannot read (.+?): it is a folder$/, (file) => `无法读取 ${file}：它是文件夹`],
  [/^cannot read (.+?): (.*)$/, (file, why) => `无法读取 ${file}：${why}`],
  // Places that cannot be written (src/storage/output-path.ts).
  [/^cannot write (in )?(.+?): (.*)$/, (into, path, why) => `无法${into ? '在' : '写入'} ${path}${into ? ' 里写入' : ''}：${writeReasonZh(why)}`],
  [/^cannot use (.+): it is (a link|a file), not a folder of buckets \(.*\)$/, (path, what) => `不能使用 ${path}：它是${what === 'a link' ? '链接' : '文件'}，不是存放桶的文件夹（puzzlekit 会删除其中的文件；请删掉它，或者换一个文件夹）`],
  // The checkpoint, out-of-core and cluster folders (made in src/storage and src/cluster, which know no language).
  [/^(.+) is not a folder$/, (dir) => `${dir} 不是文件夹`],
  [/^(.+) holds no checkpoint \(no (.+)\)$/, (dir, index) => `${dir} 里没有检查点（没有 ${index}）`],
  [/^(.+) holds no out-of-core run \(no (.+)\)$/, (dir, index) => `${dir} 里没有外存运行（没有 ${index}）`],
  [/^(.+) already holds an out-of-core run: go on with it by --resume (.+), or give another folder$/, (dir, again) => `${dir} 里已经有一次外存运行：用 --resume ${again} 接着做，或者换一个文件夹`],
  [/^(.+) is the checkpoint of another run \((.+)\)$/, (dir, what) => `${dir} 是另一次运行的检查点（${what}）`],
  [/^(.+) is the out-of-core run of another search \((.+)\)$/, (dir, what) => `${dir} 是另一次搜索的外存运行（${what}）`],
  [/^(.+) is damaged \(not a puzzlekit (checkpoint|out-of-core run)\): start again without --resume$/, (path, what) => `${path} 已损坏（不是 puzzlekit 的${what === 'checkpoint' ? '检查点' : '外存运行'}）：请不带 --resume 重新开始`],
  // A file that is no regular file, a checkpoint or out-of-core run changed or too old (src/storage/regular-file.ts, json-checksum.ts).
  [/^(.+) is (a FIFO \(named pipe\)|a device|a socket), not a regular file(.*)$/, (path, kind, rest) => `${path} 不是普通文件（是${KIND_ZH[kind]}）${afterZh(rest)}`],
  [/^(.+) is a folder, not a file(.*)$/, (path, rest) => `${path} 是文件夹，不是文件${afterZh(rest)}`],
  [/^(.+) is a link to nothing(.*)$/, (path, rest) => `${path} 是指向不存在之处的链接${afterZh(rest)}`],
  [/^(.+) was written by an older puzzlekit, without a checksum: start afresh in another folder$/, (path) => `${path} 是旧版 puzzlekit 写的，没有校验和：请换一个文件夹重新开始`],
  [/^(.+) does not match its checksum \(changed or damaged\): start afresh in another folder$/, (path) => `${path} 与它的校验和不符（被改动过或已损坏）：请换一个文件夹重新开始`],
  [/^(.+) is inconsistent \((.+)\): start afresh in another folder$/, (path, what) => `${path} 前后矛盾（${what}）：请换一个文件夹重新开始`],
  [/^cannot reach Redis at (.+?): (.*)$/, (url, why) => `连不上 ${url} 的 Redis：${why}`],
  [/^(.+) is not a Redis URL: expected (.+)$/, (url, form) => `${url} 不是 Redis 网址：应为 ${form.replace(' (or rediss:// for TLS)', '（TLS 用 rediss://）')}`],
  [/^the shared folder (.+) does not exist$/, (dir) => `共享文件夹 ${dir} 不存在`],
  [/^the shared folder (.+) is a file, not a folder$/, (dir) => `共享文件夹 ${dir} 是文件，不是文件夹`],
  [/^the shared folder is named by an empty path: give the folder every machine sees$/, () => '共享文件夹的路径是空的：请给出每台机器都能看到的文件夹'],
  [/^the shared folder (.+) cannot be written in \(permission denied, or a read-only file system\)$/, (dir) => `共享文件夹 ${dir} 无法写入（没有权限，或文件系统是只读的）`],
  // Distance tables and the 华容道 family database (src/storage/distance-file.ts, family-db.ts), as --db, --out and explore --out show them.
  [/^(.+) exists and is not a puzzlekit distance table: give another path or --force to replace it$/, (path) => `${path} 已存在，但不是 puzzlekit 距离表：请换一个路径，或用 --force 覆盖它`],
  [/^(.+) holds the table of (.+), not of (.+): give another path or --force to replace it$/, (path, held, wanted) => `${path} 存的是 ${held} 的距离表，不是 ${wanted} 的：请换一个路径，或用 --force 覆盖它`],
  [/^(.+) is not a puzzlekit distance table$/, (path) => `${path} 不是 puzzlekit 距离表`],
  [/^(.+) is truncated \(its header is cut short\)$/, (path) => `${path} 不完整（文件头被截断了）`],
  [/^(.+): the header is corrupted$/, (path) => `${path}：文件头已损坏`],
  [/^(.+): the header is corrupted \(no (\w+)\)$/, (path, key) => `${path}：文件头已损坏（没有 ${key}）`],
  [/^(.+) is the table of (.+), not of (.+)$/, (path, held, wanted) => `${path} 是 ${held} 的距离表，不是 ${wanted} 的`],
  [/^(.+) is truncated: (\d+) of (\d+) table bytes$/, (path, got, size) => `${path} 不完整：表只有 ${got} 字节，应有 ${size} 字节`],
  [/^(.+) is longer than its header says: (\d+) of (\d+) table bytes$/, (path, got, size) => `${path} 比文件头说的长：表有 ${got} 字节，应有 ${size} 字节`],
  [/^(.+) is corrupted: its checksum does not match$/, (path) => `${path} 已损坏：校验和不符`],
  [/^(.+) has (\d+) layouts but the type has (\d+)$/, (path, got, size) => `${path} 有 ${got} 个布局，但这一类型有 ${size} 个`],
  [/^(.+) does not match its type: (\d+) bytes for (\d+) layouts and (\d+) groups$/, (path, bytes, n, g) => `${path} 与它的类型不符：${bytes} 字节，却有 ${n} 个布局、${g} 组`],
  [/^(.+) is inconsistent: layout (\d+) is in group (\d+) of (\d+)$/, (path, rank, group, g) => `${path} 前后矛盾：布局 ${rank} 属于组 ${group}，但一共只有 ${g} 组`],
];

/** What the storage adds after a file it cannot use. */
function afterZh(rest: string): string {
  if (rest === ': the checkpoint cannot be resumed') return '：无法从这个检查点继续';
  if (rest === ': the run cannot go on from this folder') return '：无法从这个文件夹继续运行';
  return rest;
}

/** An option the storage's messages come after ("--db FILE is truncated ..."), kept as it is. */
const OPTION_BEFORE = /^(--db|--out) (.+)$/;

/** The line in the command line's language: one of the rules above in Chinese, else unchanged. */
export function messageInLang(line: string): string {
  if (cliLang() !== 'zh') return line;
  const zh = inChinese(line);
  if (zh !== null) return zh;
  const option = OPTION_BEFORE.exec(line);
  const rest = option && inChinese(option[2]);
  return rest ? `${option![1]} ${rest}` : line;
}

function inChinese(line: string): string | null {
  for (const [pattern, make] of RULES) {
    const m = pattern.exec(line);
    if (m) return make(...m.slice(1));
  }
  return null;
}
