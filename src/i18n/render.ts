/**
 * A message in a language: its catalog sentence in ICU MessageFormat
 * (intl-messageformat: plurals and selects in the sentence itself),
 * placeholders filled, messages among them rendered first in the same
 * language. Numbers in a plain placeholder come out as they are written
 * ("1048575", as `${n}` writes them); a count under `plural` comes out
 * grouped ("1,048,575 moves"). Compiled sentences are kept by id.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { sentenceOf } from './catalog.js';
import type { Lang } from './lang.js';
import { isMessage, type Message, type MessageParam } from './message.js';
import { plainSentence, type PlainSentence } from './plain-sentence.js';

/** The locale each language's sentences are formatted in: plural rules, and the grouping `#` uses. */
const LOCALE: Readonly<Record<Lang, string>> = { en: 'en-US', zh: 'zh-CN' };

/** A compiled sentence: the formatter for ICU's plurals and selects, or the pieces of a sentence without them. */
type Compiled = IntlMessageFormat | PlainSentence;

const compiled = new Map<string, Compiled>();

function compiledOf(id: string, lang: Lang): Compiled {
  const key = `${lang}:${id}`;
  let found = compiled.get(key);
  if (!found) {
    const sentence = sentenceOf(id);
    if (!sentence) throw new Error(`no catalog has the message "${id}"`);
    const text = sentence[lang];
    found = plainSentence(text) ?? new IntlMessageFormat(text, LOCALE[lang], undefined, { ignoreTag: true });
    compiled.set(key, found);
  }
  return found;
}

function value(param: MessageParam, lang: Lang): string | number | bigint {
  return isMessage(param) ? render(param, lang) : param;
}

/**
 * Whether every id in `message` (its own and those of the messages among its
 * values) is in a catalog registered here: a message that came from another
 * process, or from a module loaded apart, may name one that is not.
 */
export function renderable(message: Message): boolean {
  if (!sentenceOf(message.id)) return false;
  for (const param of Object.values(message.params)) if (isMessage(param) && !renderable(param)) return false;
  return true;
}

/** `message` in `lang`. */
export function render(message: Message, lang: Lang): string {
  const form = compiledOf(message.id, lang);
  if (!(form instanceof IntlMessageFormat)) {
    let out = '';
    form.parts.forEach((part, i) => {
      if (i % 2 === 0) out += part;
      else {
        // As the ICU formatter does: a value not given is a mistake, a value given as undefined writes nothing.
        if (!(part in message.params)) throw new Error(`the message "${message.id}" needs a value for {${part}}`);
        const param = message.params[part];
        out += param === undefined ? '' : String(value(param, lang));
      }
    });
    return out;
  }
  const values: Record<string, string | number | bigint> = {};
  for (const [name, param] of Object.entries(message.params)) values[name] = value(param, lang);
  return String(form.format(values));
}

/** A function that renders messages in `lang`: what a front end passes down where it words things. */
export function translator(lang: Lang): (message: Message) => string {
  return (message) => render(message, lang);
}

/** `message` in both languages, for the places that keep each language's words side by side (a backend's names, a refusal). */
export function inBoth(message: Message): { en: string; zh: string } {
  return { en: render(message, 'en'), zh: render(message, 'zh') };
}
