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
import type { Lang } from './lang.js';

const BRAND = Symbol.for('puzzlekit.PuzzleInputError');

export class PuzzleInputError extends Error {
  override readonly name = 'PuzzleInputError';
  readonly [BRAND] = true;
  /**
   * The message in Chinese, where the code that found the mistake words it
   * (front ends pick one with `inputErrorIn`); the English `message` is
   * always there.
   */
  readonly zh: string | undefined;

  constructor(message: string, zh?: string) {
    super(message);
    this.zh = zh;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}

/** A bad-input error's words in `lang`: its Chinese where it has some, else its English message. */
export function inputErrorIn(error: Error, lang: Lang): string {
  const zh = (error as { zh?: unknown }).zh;
  return lang === 'zh' && typeof zh === 'string' ? zh : error.message;
}
