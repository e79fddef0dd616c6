/**
 * Why a job failed, as it travels from a worker to the machine that started
 * the run: BullMQ keeps only a string (the job's failed reason, the thrown
 * error's message), so the worker writes the message as JSON there, with its
 * words in both languages beside it (for a coordinator that does not know
 * the id: another version, or a catalog it has not loaded), and the
 * coordinator reads it back and words it in its user's language. A reason
 * that is not one of these (BullMQ's own, "job stalled more than allowable
 * limit") is kept as it came, inside a message of ours.
 */
import { inBoth, isMessage, messageFromJson, messageToJson, renderable, type Message } from '../i18n/index.js';
import { CLUSTER_MESSAGES } from './messages.js';

/** Marks a failed reason as a puzzlekit worker's (the first key written, so that it is recognised before parsing). */
const MARK = 'puzzlekitJobFailure';

/** The failed reason a worker gives for `words`: one line of JSON. */
export function encodeJobFailure(words: Message): string {
  // A message this thread cannot word (none should be) goes as its id, which says at least what it was.
  const { en, zh } = renderable(words) ? inBoth(words) : { en: words.id, zh: words.id };
  return JSON.stringify({ [MARK]: 1, words: messageToJson(words), en, zh });
}

/**
 * The message a failed reason stands for: the worker's own, where every id
 * in it is known here; its words in both languages, where not; and any
 * other reason kept as it came.
 */
export function decodeJobFailure(reason: string): Message {
  const parsed = parsedFailure(reason);
  if (!parsed) return CLUSTER_MESSAGES.queueReason({ original: reason.split('\n')[0] ?? '' });
  if (parsed.words && renderable(parsed.words)) return parsed.words;
  return CLUSTER_MESSAGES.workerWords({ en: parsed.en, zh: parsed.zh });
}

function parsedFailure(reason: string): { words: Message | undefined; en: string; zh: string } | undefined {
  if (!reason.startsWith(`{"${MARK}":`)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(reason);
  } catch {
    return undefined;
  }
  const { words, en, zh } = value as { words?: unknown; en?: unknown; zh?: unknown };
  if (typeof en !== 'string' || typeof zh !== 'string') return undefined;
  return { words: messageFromJson(words), en, zh };
}

/**
 * What an error thrown in a job says, as a message: the catalog message it
 * carries (`words`), or, for one of Node's or a library's, a message of ours
 * with its own words attached.
 */
export function wordsOfError(error: unknown): Message {
  const carried = error instanceof Error ? (error as { words?: unknown }).words : undefined;
  if (isMessage(carried)) return carried;
  return CLUSTER_MESSAGES.unexpectedError({ original: error instanceof Error ? error.message : String(error) });
}
