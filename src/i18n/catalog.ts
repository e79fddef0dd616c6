/**
 * Catalogs: each module's sentences, both languages side by side, each under
 * an id and with its placeholders typed.
 *
 * @example
 * const SOLVE = defineCatalog('cli.solve', {
 *   solved: text<{ moves: number; stats: string }>({
 *     en: 'Solved in {moves, plural, one {# move} other {# moves}} ({stats}).',
 *     zh: '(the same sentence in Chinese, naming the same placeholders)',
 *   }),
 * });
 * render(SOLVE.solved({ moves: 81, stats: 'bfs' }), 'en'); // "Solved in 81 moves (bfs)."
 *
 * Every catalog is registered under its name as it is defined, so that a
 * message that arrives as data (from a worker, over the network) is found by
 * its id alone. A name or an id defined twice is a mistake found at once.
 */
import type { Message, MessageParam, MessageText } from './message.js';

/** A sentence whose placeholders take `P` (the type is written where the sentence is). */
export interface TypedText<P> extends MessageText {
  /** Never set: it carries `P` to `defineCatalog` (as a parameter, so that any sentence fits a catalog's constraint). */
  readonly __params?: (params: P) => void;
}

/** Declares a sentence and the types of its placeholders. */
export function text<P extends Record<string, MessageParam> = Record<never, never>>(sentence: MessageText): TypedText<P> {
  return sentence;
}

// A sentence declared without placeholder types is inferred as taking `never` (from the catalog's constraint): it takes none.
type Factory<P> = [P] extends [never] ? () => Message : keyof P extends never ? () => Message : (params: P) => Message;

/** A catalog: one function a sentence, that makes its message from the placeholders' values. */
export type Catalog<T extends Record<string, TypedText<never>>> = { readonly [K in keyof T]: T[K] extends TypedText<infer P> ? Factory<P> : never };

const registered = new Map<string, MessageText>();
const names = new Set<string>();

/** The sentences of catalog `name` ("cli.solve"), registered by id ("cli.solve.solved"). */
export function defineCatalog<T extends Record<string, TypedText<never>>>(name: string, sentences: T): Catalog<T> {
  if (names.has(name)) throw new Error(`the catalog "${name}" is defined twice`);
  names.add(name);
  const catalog: Record<string, (params?: Record<string, MessageParam>) => Message> = {};
  for (const [key, sentence] of Object.entries(sentences)) {
    const id = `${name}.${key}`;
    registered.set(id, { en: sentence.en, zh: sentence.zh });
    catalog[key] = (params = {}) => ({ id, params });
  }
  return catalog as Catalog<T>;
}

/** The sentences of a message's id, or undefined for an id no catalog defines. */
export function sentenceOf(id: string): MessageText | undefined {
  return registered.get(id);
}

/** Every id registered so far, with its sentences (for the test that checks both languages agree). */
export function registeredSentences(): ReadonlyMap<string, MessageText> {
  return registered;
}
