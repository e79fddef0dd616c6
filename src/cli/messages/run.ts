/**
 * The command line's own error lines (catalog "cli.run"): a run stopped or
 * failed inside, and commander's mistakes in the arguments, said in our
 * words with what commander found (the option, the command, its guesses)
 * as placeholders. Names are shown as typed, in quotes as commander quotes them.
 */
import { defineCatalog, text } from '../../i18n/index.js';

export const RUN = defineCatalog('cli.run', {
  /** `why` is the search's or the module's own words. */
  stopped: text<{ why: string }>({ en: 'stopped: {why}', zh: '已停止：{why}' }),
  /** `why` is the original error's message, as it came (Node's, a library's). */
  internalError: text<{ why: string }>({ en: 'internal error: {why}', zh: '内部错误：{why}' }),

  unknownOption: text<{ option: string }>({ en: "unknown option ''{option}''", zh: "没有选项 ''{option}''" }),
  /** `guess`: the one option commander finds close. */
  unknownOptionGuess: text<{ option: string; guess: string }>({ en: "unknown option ''{option}'' (Did you mean {guess}?)", zh: "没有选项 ''{option}'' （你是不是想用 {guess}？）" }),
  /** `guesses`: several, listed "a, b". */
  unknownOptionGuesses: text<{ option: string; guesses: string }>({
    en: "unknown option ''{option}'' (Did you mean one of {guesses}?)",
    zh: "没有选项 ''{option}'' （你是不是想用 {guesses} 中的一个？）",
  }),
  unknownCommand: text<{ command: string }>({ en: "unknown command ''{command}''", zh: "没有命令 ''{command}''" }),
  unknownCommandGuess: text<{ command: string; guess: string }>({ en: "unknown command ''{command}'' (Did you mean {guess}?)", zh: "没有命令 ''{command}'' （你是不是想用 {guess}？）" }),
  unknownCommandGuesses: text<{ command: string; guesses: string }>({
    en: "unknown command ''{command}'' (Did you mean one of {guesses}?)",
    zh: "没有命令 ''{command}'' （你是不是想用 {guesses} 中的一个？）",
  }),
  missingArgument: text<{ name: string }>({ en: "missing required argument ''{name}''", zh: "缺少必需的参数 ''{name}''" }),
  /** `option` is the option's flags ("--lang <lang>"); `allowed` lists the choices ("en, zh"). */
  invalidChoice: text<{ option: string; value: string; allowed: string }>({
    en: "option ''{option}'' argument ''{value}'' is invalid. Allowed choices are {allowed}.",
    zh: "选项 ''{option}'' 的值 ''{value}'' 无效，可以是 {allowed}",
  }),
  optionMissingValue: text<{ option: string }>({ en: "option ''{option}'' argument missing", zh: "选项 ''{option}'' 缺少值" }),
  tooManyArguments: text<{ command: string; expected: number; got: number }>({
    en: "too many arguments for ''{command}''. Expected {expected, plural, one {# argument} other {# arguments}} but got {got}.",
    zh: "参数太多：''{command}'' 只要 {expected} 个参数，却给了 {got} 个",
  }),
  /** Any other of commander's complaints: its own words (`text`), which name what is wrong. */
  commanderError: text<{ text: string }>({ en: '{text}', zh: '命令行有误：{text}' }),
});
