/**
 * Sliding-block instances as text and as codes.
 *
 * Text (a file, stdin): one line per board row, "." empty, "#" wall, each
 * piece a letter; lines starting with ";" or "//" are comments; before the
 * grid, optional lines
 *   target: B 4 2        piece B's top-left cell must reach row 4, column 2
 *   horizontal: A X      these pieces move only along their row
 *   vertical: O P        these pieces move only along their column
 * A file may also hold just a code.
 *
 * Code: the 9-hex-digit layout code for classic 4x5 boards (1A9BF0C00), or
 * the rows split by "/" followed by the same options as `:key=value` parts:
 * `AA...O/P..Q.O/PXXQ.O/P..Q../B...CC/B.RRR.:target=X,3,5:horizontal=AXCR:vertical=OPQB`.
 *
 * Rows and columns count from 1, as every message and the editor count them.
 * Files and codes written before that said `goal: B 3 1` and `:goal=X,2,4`,
 * counting from 0; a `goal` reads the same under both counts, so the place
 * counted from 1 has a key of its own (`target`), only `target` is written,
 * and `goal` is still read, counted from 0, so old files keep their meaning.
 */
import type { Message } from '../../i18n/index.js';
import { quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { buildInstance, PIECE_LETTER, rowCol, type BlocksDraft, type BlocksInstance } from './board.js';
import { BLOCKS } from './messages.js';
import { encodeItems, formatLayoutCode, isLayoutCode, itemOfSize, itemsToRows, parseLayoutCode } from './layout-code.js';

/** Where a message says the mistake is: the code, or a line of a file ("FILE, line 3"). */
type Where = Message;

/** A file's name in a message, standard input as the language calls it. */
const originOf = (origin: string): Message => BLOCKS.origin({ origin });

/** The options, the written ones first; `goal` (the place counted from 0) is only read. */
const OPTION_KEYS = ['target', 'horizontal', 'vertical', 'goal'] as const;
type OptionKey = (typeof OPTION_KEYS)[number];

/** How each of the two goal keys counts rows and columns, and the example its messages give. */
const GOAL_KEYS: Readonly<Record<'target' | 'goal', { base: number; example: string }>> = {
  target: { base: 1, example: 'B 4 2' },
  goal: { base: 0, example: 'B 3 1' },
};

/** Applies one option (`goal`, `horizontal`, `vertical`) to a draft; `where` starts each message. */
function applyOption(draft: BlocksDraft, key: string, value: string, where: Where): void {
  const name = key.trim().toLowerCase();
  if (!(OPTION_KEYS as readonly string[]).includes(name)) {
    throw new PuzzleInputError(BLOCKS.unknownOption({ where, option: quoteInput(key.trim()), options: OPTION_KEYS.join(', ') }));
  }
  const option = name as OptionKey;
  const parts = value.split(/[\s,]+/).filter((p) => p !== '');
  if (option === 'goal' || option === 'target') {
    if (draft.goalKey === option) throw new PuzzleInputError(BLOCKS.optionTwice({ where, option }));
    if (draft.goal !== undefined) throw new PuzzleInputError(BLOCKS.goalAndTarget({ where }));
    const { base, example } = GOAL_KEYS[option];
    const [letter, row, col] = parts;
    if (parts.length !== 3 || !PIECE_LETTER.test(letter) || !/^\d{1,3}$/.test(row) || !/^\d{1,3}$/.test(col) || Number(row) < base || Number(col) < base) {
      throw new PuzzleInputError(BLOCKS.badGoal({ where, option, goal: quoteInput(value.trim()), base, example }));
    }
    // Kept counted from 0 inside, as cells are.
    draft.goal = { letter, row: Number(row) - base, col: Number(col) - base };
    draft.goalKey = option;
    return;
  }
  if (draft[option] !== undefined) throw new PuzzleInputError(BLOCKS.optionTwice({ where, option }));
  const letters = parts.join('').split('');
  if (letters.length === 0) throw new PuzzleInputError(BLOCKS.limitListsNone({ where, option }));
  const bad = letters.find((l) => !PIECE_LETTER.test(l));
  if (bad !== undefined) throw new PuzzleInputError(BLOCKS.notPieceLetter({ where, option, letter: quoteInput(bad) }));
  draft[option] = letters;
}

/** Reads a grid code (rows split by "/", then `:key=value` options) into a draft. */
function parseGridCode(code: string): BlocksDraft {
  const [grid, ...options] = code.trim().split(':');
  const draft: BlocksDraft = { rows: grid.split('/').map((r) => r.trim()) };
  if (draft.rows.length === 1 && draft.rows[0] === '') throw new PuzzleInputError(BLOCKS.codeEmpty({ format: BLOCKS.codeFormat() }));
  for (const option of options) {
    const eq = option.indexOf('=');
    if (eq < 0) throw new PuzzleInputError(BLOCKS.codeOptionNotKeyValue({ option: quoteInput(option) }));
    applyOption(draft, option.slice(0, eq), option.slice(eq + 1), BLOCKS.whereCode());
  }
  return draft;
}

/** Hex digits with a decimal digit among them: no grid (whose cells are letters, "." and "#"), so a layout code, maybe too long. */
function looksLikeLayoutCode(text: string): boolean {
  return /^[0-9A-Fa-f]+$/.test(text.trim()) && /[0-9]/.test(text);
}

/** An instance from a code (layout or grid). */
export function parseCode(code: string): BlocksInstance {
  return buildInstance(codeDraft(code));
}

/** A code (layout or grid) read into its grid and options, not yet checked as a board. */
export function codeDraft(code: string): BlocksDraft {
  if (isLayoutCode(code)) return { rows: itemsToRows(parseLayoutCode(code).items) };
  const trimmed = code.trim();
  if (looksLikeLayoutCode(trimmed)) {
    throw new PuzzleInputError(BLOCKS.layoutCodeTooLong({ code: quoteInput(trimmed, 20), digits: trimmed.length }));
  }
  return parseGridCode(code);
}

/** A whole-line comment in a file: it starts with ";" or "//". */
function isComment(line: string): boolean {
  return line.startsWith(';') || line.startsWith('//');
}

/** An instance from a file's text: option lines, then the grid; or a single code; lines starting with ";" or "//" are comments. */
export function parseText(text: string, origin: string): BlocksInstance {
  return buildInstance(textDraft(text, origin));
}

/**
 * A file's text read into its grid and options, not yet checked as a board:
 * what an editor starts from, even when the board itself is wrong.
 */
export function textDraft(text: string, origin: string): BlocksDraft {
  // Comment lines start with ";" or "//" ("#" is a wall); they stay in the count, so line numbers in messages are the file's.
  const lines = text.split(/\r?\n/).map((l) => l.trim()).map((l) => (isComment(l) ? '' : l));
  const content = lines.filter((l) => l !== '');
  if (content.length === 0) {
    throw new PuzzleInputError(BLOCKS.textEmpty({ origin: originOf(origin), format: BLOCKS.codeFormat() }));
  }
  if (content.length === 1 && (isLayoutCode(content[0]) || content[0].includes('/') || looksLikeLayoutCode(content[0]))) return codeDraft(content[0]);
  const draft: BlocksDraft = { rows: [] };
  lines.forEach((line, i) => {
    if (line === '') return;
    const colon = line.indexOf(':');
    if (colon >= 0) {
      const where = BLOCKS.whereLine({ origin: originOf(origin), line: i + 1 });
      if (draft.rows.length > 0) throw new PuzzleInputError(BLOCKS.optionAfterGrid({ where }));
      applyOption(draft, line.slice(0, colon), line.slice(colon + 1), where);
    } else {
      draft.rows.push(line);
    }
  });
  return draft;
}

/** A draft in the text format `textDraft` reads: option lines (the goal as `target`, counted from 1), then the grid. */
export function draftText(draft: BlocksDraft): string {
  const lines: string[] = [];
  if (draft.goal) lines.push(`target: ${draft.goal.letter} ${draft.goal.row + 1} ${draft.goal.col + 1}`);
  for (const limit of ['horizontal', 'vertical'] as const) if (draft[limit]?.length) lines.push(`${limit}: ${draft[limit]!.join(' ')}`);
  return [...lines, ...draft.rows].join('\n');
}

/** The instance's rows as letters. */
export function instanceRows(instance: BlocksInstance): string[] {
  const grid = Array.from(instance.walls, (w) => (w ? '#' : '.'));
  for (const p of instance.pieces) paint(grid, instance.width, p.start, p.rows, p.cols, p.letter);
  return rowsOf(grid, instance.width);
}

export function paint(grid: string[], width: number, cell: number, rows: number, cols: number, letter: string): void {
  for (let dr = 0; dr < rows; dr++) for (let dc = 0; dc < cols; dc++) grid[cell + dr * width + dc] = letter;
}

export function rowsOf(grid: string[], width: number): string[] {
  const out: string[] = [];
  for (let r = 0; r * width < grid.length; r++) out.push(grid.slice(r * width, (r + 1) * width).join(''));
  return out;
}

/** The layout code of a standard instance's start. */
export function startLayoutCode(instance: BlocksInstance): string {
  const items = new Int8Array(20).fill(-1);
  for (let cell = 0; cell < 20; cell++) if (!instance.walls[cell]) items[cell] = 0;
  for (const p of instance.pieces) {
    for (let dr = 0; dr < p.rows; dr++) for (let dc = 0; dc < p.cols; dc++) items[p.start + dr * 4 + dc] = -1;
    items[p.start] = itemOfSize(p.rows, p.cols);
  }
  return formatLayoutCode(encodeItems(items));
}

/**
 * The instance's code: the layout code for a standard board (the pieces'
 * letters are not part of it: it names the layout), else the grid code.
 */
export function instanceCode(instance: BlocksInstance): string {
  if (instance.standard && !instance.goalGiven) return startLayoutCode(instance);
  const parts = [instanceRows(instance).join('/')];
  if (instance.goalGiven) {
    const [r, c] = rowCol(instance, instance.goal.cell);
    parts.push(`target=${instance.pieces[instance.goal.piece].letter},${r + 1},${c + 1}`);
  }
  for (const limit of ['horizontal', 'vertical'] as const) {
    const letters = instance.pieces.filter((p) => p.limit === limit).map((p) => p.letter);
    if (letters.length) parts.push(`${limit}=${letters.join('')}`);
  }
  return parts.join(':');
}
