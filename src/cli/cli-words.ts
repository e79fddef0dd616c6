/**
 * The command line's language and its words in it. One is made per run,
 * once the language is chosen (run.ts: --lang, else the locale), and handed
 * to every command and to each helper that words something: no module of
 * src/cli keeps a language of its own, so two runs in one process (the
 * tests run hundreds) never see each other's.
 */
import type { LimitReason } from '../engine/index.js';
import type { Lang, Message } from '../i18n/index.js';

export interface CliWords {
  readonly lang: Lang;
  /** A catalog's message in this language. */
  words(message: Message): string;
  /** An error's one line in this language: its catalog message, the Chinese it brought, else its message as made. */
  errorWords(error: Error): string;
  /** Why a search stopped (`describeLimit`) in this language. */
  limitWords(reason: LimitReason): string;
}
