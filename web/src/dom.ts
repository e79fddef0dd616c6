/** A few lines instead of a UI library: elements from tag, attributes and children. */

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | EventListener | null | undefined>;

/** An HTML element; `on*` attributes that are functions become event listeners. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element, same conventions as `h`. */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value);
    else if (key === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
}

function append(el: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'object' ? child : String(child));
  }
}

/** Replaces an element's children. */
export function replaceChildren(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/**
 * One formatter for every count: `toLocaleString('en-US')` builds a new ICU
 * formatter on each call (about a millisecond), and progress lines format
 * two counts many times a second while a page opens.
 */
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** A number with thousands separators, as the command line prints them. */
export function formatCount(n: number | bigint): string {
  return COUNT_FORMAT.format(n);
}

/**
 * Where a form field stands in a sentence: pass `slot(name)` as the
 * placeholder's value when the sentence is rendered, then `inSentence` puts
 * the field there. So the sentence stays whole in the catalog (each
 * language orders its words and fields its own way), fields and all.
 */
export function slot(name: string): string {
  return `\u0000${name}\u0000`;
}

/** The children of an element that shows `sentence` with its slots filled by `fields`: the words between, each field in its place. */
export function inSentence(sentence: string, fields: Readonly<Record<string, Child>>): Child[] {
  return sentence
    .split(/\u0000(\w+)\u0000/)
    .map((part, i) => (i % 2 === 1 ? fields[part] : part))
    .filter((part) => part !== '');
}
