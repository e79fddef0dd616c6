/**
 * Most sentences need no ICU formatter: their placeholders are plain
 * (`{name}`), and what is left is text, quotes and all. Those are read here
 * into pieces and filled in directly. Constructing the first formatter
 * costs a process the start of Intl (about 26 ms) and parsing each sentence
 * more; the backends render their presets' words as they load, so the
 * command line paid both on every start. The reading follows ICU
 * MessageFormat's: `''` is an apostrophe; an apostrophe before `{`, `}`,
 * `#` or `|` quotes up to the next lone one; any other is itself. A
 * placeholder the sentence names but does not show (`{x, select, other {}}`,
 * so that both languages name the same ones) adds nothing. Anything else
 * (a plural, a real select, a number format) is left to the formatter.
 */

/** Text at the even places, placeholder names at the odd ones. */
export interface PlainSentence {
  readonly parts: readonly string[];
}

const NAME = /^[A-Za-z_]\w*$/;
const UNSHOWN = /^\{\s*([A-Za-z_]\w*)\s*,\s*select\s*,\s*other\s*\{\}\s*\}/;

/** The sentence in pieces, or null where it needs the formatter. */
export function plainSentence(text: string): PlainSentence | null {
  const parts: string[] = [''];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'") {
      if (text[i + 1] === "'") {
        parts[parts.length - 1] += "'";
        i += 2;
      } else if ('{}#|'.includes(text[i + 1] ?? '')) {
        // Quoted: up to the next lone apostrophe ('' inside is one).
        let j = i + 1;
        let quoted = '';
        for (; j < text.length; j++) {
          if (text[j] === "'" && text[j + 1] === "'") {
            quoted += "'";
            j++;
          } else if (text[j] === "'") break;
          else quoted += text[j];
        }
        parts[parts.length - 1] += quoted;
        i = j + 1;
      } else {
        parts[parts.length - 1] += "'";
        i += 1;
      }
    } else if (c === '{') {
      const unshown = UNSHOWN.exec(text.slice(i));
      if (unshown) {
        i += unshown[0].length;
        continue;
      }
      const close = text.indexOf('}', i);
      const name = close < 0 ? '' : text.slice(i + 1, close).trim();
      if (!NAME.test(name)) return null;
      parts.push(name, '');
      i = close + 1;
    } else if (c === '}' || c === '#') {
      // A lone brace is a mistake the formatter reports; `#` means something only inside a plural, which is not plain.
      if (c === '}') return null;
      parts[parts.length - 1] += c;
      i += 1;
    } else {
      parts[parts.length - 1] += c;
      i += 1;
    }
  }
  return { parts };
}
