/**
 * How PuzzleScript's parser sees one line of a game's text: its words
 * with comments (nested parentheses) dropped, and whether the line counts
 * as blank. Blank is not "empty once comments are gone": the parser calls
 * a line blank only where, at the start of a line or right after a
 * comment that began there, nothing but spaces is left. So a line that is
 * only a comment is not blank (an object's sprite or a level goes on past
 * it), while the same comment followed by spaces, or by the "\r" of a
 * Windows line end, is.
 */

/** What carries from one line to the next. */
export interface CommentState {
  /** How deep in nested comments the scan is. */
  depth: number;
  /** A comment that began at the start of a token group closed: what follows counts as a line start. */
  solAfterComment: boolean;
}

export interface ScannedLine {
  /** The line without its comments, trimmed, case kept. */
  mixed: string;
  /** Whether PuzzleScript's parser treats the line as blank (ending an object or a level). */
  blank: boolean;
}

const SPACE = /\s/;

export function newCommentState(): CommentState {
  return { depth: 0, solAfterComment: false };
}

export function scanLine(raw: string, state: CommentState): ScannedLine {
  const depthAtStart = state.depth;
  const blank = firesBlank(raw, state);
  return { mixed: stripComments(raw, depthAtStart), blank };
}

/**
 * Drops comments from one line that starts `depth` deep in them. A `)` with
 * no `(` open is dropped too where a token would start (the parser warns
 * and reads on), and kept inside a word.
 */
function stripComments(raw: string, depth: number): string {
  let out = '';
  for (const ch of raw) {
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    else if (ch === ')' && TOKEN_START.test(out)) continue;
    else if (depth === 0) out += ch;
  }
  return out.trim();
}

/** Text after which a token starts: nothing, a space, or a bracket or bar of a rule. */
const TOKEN_START = /(^|[\s[|\]])$/;

/**
 * Follows the parser's token calls over the line (its comment handling and
 * its "start of line" flag) and says whether it reaches a line start with
 * nothing after it; updates `state` for the next line.
 */
function firesBlank(raw: string, state: CommentState): boolean {
  const n = raw.length;
  let pos = 0;
  let sol = true;
  // One pass per token the parser reads; it reads at least one, and stops at the line's end.
  for (let first = true; first || pos < n; first = false) {
    if (state.solAfterComment) {
      sol = true;
      state.solAfterComment = false;
    }
    while (pos < n && SPACE.test(raw[pos])) pos++;
    if (raw[pos] === '(') {
      pos++;
      state.depth++;
    } else if (raw[pos] === ')') {
      pos++;
      if (state.depth === 0) {
        // A stray ")": a token of its own, which the parser refuses.
        sol = false;
        continue;
      }
      if (--state.depth === 0) {
        // The last comment closed: a token of its own, and what follows starts a line.
        state.solAfterComment = true;
        sol = false;
        continue;
      }
    }
    if (state.depth > 0) {
      if (sol) state.solAfterComment = true;
      while (pos < n) {
        const ch = raw[pos++];
        if (ch === '(') state.depth++;
        else if (ch === ')' && --state.depth === 0) break;
      }
      sol = false;
      continue;
    }
    while (pos < n && SPACE.test(raw[pos])) pos++;
    if (pos >= n) return sol;
    // Words: they run to the next comment, where the scan goes on mid-line.
    while (pos < n && raw[pos] !== '(') pos++;
    sol = false;
  }
  return false;
}
