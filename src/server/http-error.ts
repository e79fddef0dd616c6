/** An error a request gets as JSON: its HTTP status, a short code a program branches on, and the words in the request's language. */
import type { Message } from '../i18n/index.js';

export type ErrorCode =
  | 'bad-request'
  | 'unknown-puzzle'
  | 'not-found'
  | 'not-in-library'
  | 'url-too-long'
  | 'body-too-large'
  | 'limit'
  | 'rate-limited'
  | 'busy'
  | 'library'
  | 'internal';

export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** A catalog message, or words already in the request's language. */
    readonly words: Message | string,
  ) {
    super(code);
  }
}
