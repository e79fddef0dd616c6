/**
 * Bad input: the message names what is wrong and where. In a module of its
 * own so that the helpers every backend's parsing uses (params, request
 * checks, metric names) need not import the interface that uses them.
 *
 * `instanceof` recognises the error by a registered symbol rather than by
 * this one class object: the command line is one bundled file, and a user's
 * own puzzle module (`--puzzle-module`) imports the library's copy of this
 * class, so the two copies must agree on what is bad input.
 */
import { errorIn, render, type Lang, type Message } from '../i18n/index.js';

const BRAND = Symbol.for('puzzlekit.PuzzleInputError');

/** A cell of a board, counted from 1 as the messages count (row 1, column 1 is the top-left). */
export interface InputCell {
  readonly row: number;
  readonly col: number;
}

/** What a PuzzleInputError may carry beside its English message. */
export interface InputErrorDetails extends ErrorOptions {
  zh?: string;
  cells?: readonly InputCell[];
}

export class PuzzleInputError extends Error {
  override readonly name = 'PuzzleInputError';
  readonly [BRAND] = true;
  /**
   * The message in Chinese, where the code that found the mistake words it
   * (front ends pick one with `inputErrorIn`); the English `message` is
   * always there.
   */
  readonly zh: string | undefined;
  /**
   * The board cells the message is about, where it is about cells, so that
   * an editor can mark them (the message names them too). Absent otherwise.
   */
  readonly cells?: readonly InputCell[];
  /**
   * The message as data (its catalog id and values), where the code that
   * found the mistake made it from a catalog: a front end renders it in its
   * user's language. `message` and `zh` are its English and Chinese.
   */
  readonly words?: Message;

  /**
   * `message`: a catalog's message, or the English (with `details`: the
   * Chinese as a string, or that with the cells and the cause).
   */
  constructor(message: string | Message, details?: string | InputErrorDetails) {
    const given: InputErrorDetails = typeof details === 'string' ? { zh: details } : (details ?? {});
    const words = typeof message === 'string' ? undefined : message;
    super(words ? render(words, 'en') : (message as string), given.cause === undefined ? undefined : { cause: given.cause });
    this.zh = words ? render(words, 'zh') : given.zh;
    if (words) this.words = words;
    if (given.cells?.length) this.cells = given.cells;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}

/** A bad-input error's words in `lang`: its Chinese where it has some, else its English message. */
export function inputErrorIn(error: Error, lang: Lang): string {
  return errorIn(error, lang);
}
