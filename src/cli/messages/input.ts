/**
 * Reading an instance from --file (catalog "cli.input"): files that cannot
 * be read, are too large or not text, pipes that stay silent. `from` says
 * whether the input is standard input (worded in each language) or the
 * file named `name` (a path, as given).
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

/** Where an instance is read from: standard input, or the file `name`. */
export type InputSource = { from: 'stdin' | 'file'; name: string };

const SOURCE_EN = '{from, select, stdin {standard input} other {{name}}}';

export const INPUT = defineCatalog('cli.input', {
  tooLarge: text<InputSource & { max: string }>({
    en: `${SOURCE_EN} holds more than {max}; an instance is at most {max}`,
    zh: '{from, select, stdin {标准输入} other {{name} }}超过了 {max}；实例最多 {max}',
  }),
  notText: text<InputSource>({ en: `${SOURCE_EN} is not a text file (it holds NUL bytes)`, zh: '{from, select, stdin {标准输入} other {{name} }}不是文本文件（里面有 NUL 字节）' }),
  cancelled: text<InputSource>({ en: `cancelled while waiting for ${SOURCE_EN}`, zh: '等待{from, select, stdin {标准输入} other { {name} }}时被取消' }),
  silent: text<InputSource & { seconds: number }>({
    en: `nothing came from ${SOURCE_EN} for {seconds} s: is anything writing to it?`,
    zh: '{from, select, stdin {标准输入} other {{name} }}已经 {seconds} 秒没有输入了：有程序在往里写吗？',
  }),
  /** `why` says why (one of the reasons below, or Node's error code as it is). */
  cannotRead: text<InputSource & { why: string | Message }>({ en: `cannot read ${SOURCE_EN}: {why}`, zh: '无法读取 {from, select, stdin {标准输入} other {{name}}}：{why}' }),
  noSuchFile: text({ en: 'no such file', zh: '没有这个文件' }),
  isFolder: text({ en: 'it is a folder', zh: '这是一个文件夹' }),
  permissionDenied: text({ en: 'permission denied', zh: '没有权限' }),
  pathNotFolder: text({ en: 'a part of the path is not a folder', zh: '路径中有一部分不是文件夹' }),
  notAFile: text({ en: 'not a file', zh: '不是文件' }),
  fileTooLarge: text<{ name: string; size: string; max: string }>({ en: '{name} is {size}; an instance is at most {max}', zh: '{name} 有 {size}；实例最多 {max}' }),
  silentPipe: text<{ name: string }>({ en: '{name} is a pipe that nothing is writing to', zh: '{name} 是没有程序在写的管道' }),
  stdinIsTerminal: text({ en: '--file - reads standard input, which is a terminal here: pipe the instance in', zh: '--file - 读标准输入，而这里它是终端：请用管道把实例传进来' }),
});
