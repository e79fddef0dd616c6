/**
 * An error's words in the command line's language, as its one line shows
 * them: a bad-input error's own Chinese (src/puzzles' catalogs word it where
 * it is found), any other error that carries its message as data (`words`,
 * a catalog message) rendered, else the error's message as it was made
 * (the command line's own errors are worded in its language already).
 */
import { errorIn } from '../i18n/index.js';
import { cliLang } from './lang.js';

export function errorWords(error: Error): string {
  return errorIn(error, cliLang());
}
