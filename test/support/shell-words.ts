/**
 * The words of a shell command that is nothing but words: blanks between
 * them, single quotes, double quotes around text with nothing for the
 * shell to expand, and a comment at the end (a # that begins a word). Any
 * other shell syntax (a pipe, a redirection, a `;`, a variable, a glob, a
 * backslash, an assignment before the command) gives undefined: such a command needs a real shell. The
 * docs-commands test runs the plain `npx puzzlekit ...` lines in its own
 * process with these words as arguments.
 */

/** Characters a word may hold unquoted with no meaning to the shell (and any non-ASCII one, such as a Chinese preset's name). */
const PLAIN = /[A-Za-z0-9_\-./,:=+@%^]/;

export function plainWords(line: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '#' && word === undefined) break;
    if (c === ' ' || c === '\t') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      if (end < 0) return undefined;
      const quoted = line.slice(i + 1, end);
      // Inside double quotes the shell still expands $, ` and \.
      if (c === '"' && /[$`\\]/.test(quoted)) return undefined;
      word = (word ?? '') + quoted;
      i = end;
    } else if (PLAIN.test(c) || c.charCodeAt(0) > 127) {
      // A first word holding = is an assignment (NAME=value command), not the command.
      if (c === '=' && words.length === 0) return undefined;
      word = (word ?? '') + c;
    } else {
      return undefined;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}
