/**
 * The language of the command line's words: `--lang zh|en`, else the
 * system locale (LC_ALL, then LC_MESSAGES, then LANG, as POSIX reads them:
 * zh_CN.UTF-8 is Chinese), else English. It is chosen once per run, before
 * the arguments are parsed, so that even a mistake in them is reported in
 * it, and passed on as a `CliWords` (never kept here).
 */
import type { LimitReason } from '../engine/index.js';
import { limitMessage } from '../engine/budget.js';
import { errorIn, render, type Message } from '../i18n/index.js';
import { isLang, langOfLocale } from '../midend/index.js';
import type { Lang } from '../puzzles/lang.js';
import type { CliWords } from './cli-words.js';

/** The language `argv` asks for with --lang (the last one given), else the locale's. A bad value is left for the parser to report. */
export function chooseLang(argv: readonly string[], env: NodeJS.ProcessEnv): Lang {
  let asked: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === '--lang' && i + 1 < argv.length) asked = argv[i + 1];
    else if (arg.startsWith('--lang=')) asked = arg.slice('--lang='.length);
  });
  if (isLang(asked)) return asked;
  // The first of these that is set and not empty decides, as for any POSIX program.
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return langOfLocale(locale);
}

/** The command line's words in `lang`. */
export function cliWordsIn(lang: Lang): CliWords {
  return {
    lang,
    words: (message: Message) => render(message, lang),
    errorWords: (error: Error) => errorIn(error, lang),
    limitWords: (reason: LimitReason) => render(limitMessage(reason), lang),
  };
}
