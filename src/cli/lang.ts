/**
 * The language of the command line's words: `--lang zh|en`, else the
 * system locale (LC_ALL, then LC_MESSAGES, then LANG, as POSIX reads them:
 * zh_CN.UTF-8 is Chinese), else English. It is chosen once, before the
 * arguments are parsed, so that even a mistake in them is reported in it.
 */
import type { LimitReason } from '../engine/index.js';
import { limitMessage } from '../engine/budget.js';
import { render, type Message } from '../i18n/index.js';
import { isLang, langOfLocale } from '../midend/index.js';
import type { Lang } from '../puzzles/lang.js';

let current: Lang = 'en';

export function cliLang(): Lang {
  return current;
}

export function setCliLang(lang: Lang): void {
  current = lang;
}

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

/** A catalog's message in the command line's language. */
export function words(message: Message): string {
  return render(message, current);
}

/** `describeLimit` in the command line's language. */
export function limitWords(reason: LimitReason): string {
  return render(limitMessage(reason), current);
}
