/**
 * The errors a job ends with, worded as messages (messages.ts): each carries
 * its message as `words`, which travels to the machine that started the run
 * (job-failure.ts), and its English as `message`, for logs and tests.
 */
import { render, type Message } from '../i18n/index.js';

/** A job that failed, for a reason worth trying again (a file not there yet). */
export class JobError extends Error {
  override readonly name: string = 'JobError';
  readonly words: Message;

  constructor(words: Message) {
    super(render(words, 'en'));
    this.words = words;
  }
}

/** A job that can never succeed, however often it is tried (a stale layer, a bad instance, a payload that does not parse). */
export class HopelessJobError extends JobError {
  override readonly name: string = 'HopelessJobError';
}
