/**
 * A backend's catalog sentences in the shapes its table keeps them in: a
 * preset's (or a table set's) description beside its Chinese, a parameter's
 * default in words beside its Chinese. The sentences stay in the backend's
 * catalog; these only put both renderings where the table wants them.
 */
import { inBoth, type Message } from '../i18n/index.js';

/** `{ description, zh }` from one catalog sentence. */
export function described(message: Message): { description: string; zh: string } {
  const { en, zh } = inBoth(message);
  return { description: en, zh };
}

/** `{ default, defaultZh }` from one catalog sentence: a default that is words rather than a value. */
export function defaultWords(message: Message): { default: string; defaultZh: string } {
  const { en, zh } = inBoth(message);
  return { default: en, defaultZh: zh };
}
