/**
 * A message as data: the id of a sentence in a catalog and the values of
 * its placeholders. Code that finds something to say (an error, a result, a
 * note) makes one of these; only a front end renders it, in the language
 * its user reads (render.ts). So a message crosses threads, a worker's
 * postMessage and the network as it is, and is worded at the far end.
 */

/** A placeholder's value: a word or number put in as it is, or another message, rendered in the same language. */
export type MessageParam = string | number | bigint | Message;

export interface Message {
  /** The catalog's name and the message's key: "cli.solve.solved". */
  readonly id: string;
  readonly params: Readonly<Record<string, MessageParam>>;
}

/** A message's sentence in each language, in ICU MessageFormat ("{moves, plural, one {# move} other {# moves}}"). */
export interface MessageText {
  readonly en: string;
  readonly zh: string;
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string' && typeof (value as Message).params === 'object';
}
