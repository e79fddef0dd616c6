/**
 * A coins instance: a line of coins showing faces A and B, the rule that
 * moves them, the goal, and the widest the line may spread.
 *
 * The line is unbounded in principle ("as much free space as needed"); a
 * search needs it finite, so states are taken up to translation (the
 * leftmost coin is cell 0) and the span, from the leftmost coin to the
 * rightmost, is capped at `span` cells. The defaults are chosen so that the
 * cap provably does not change the answers it is meant to give:
 * - jump rule: a pair lands just past the end of its own run of coins, so a
 *   move widens the line by at most 2 cells. A line of width w0 after k moves
 *   is at most w0 + 2k wide, so with span = w0 + 2 * coins every solution of
 *   up to `coins` moves lies inside the cap: a shortest solution found of at
 *   most that many moves is a shortest solution on the unbounded line, and
 *   every shortest solution is counted (ABABA: 5 moves, 2 solutions, span 15).
 * - Tait's rule: a pair may land anywhere, so no such bound holds; the
 *   default span is w0 + 2, the room of the classic puzzle. The fewest moves
 *   found there for n alternating pairs, n, is also a lower bound on the
 *   unbounded line (see tait-bound in the tests), so the length is exact; the
 *   count is the count within the span.
 */
import { checkParamKeys, choiceParam, findPreset, intParam, quoteInput } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { render, type MessageParam } from '../../i18n/index.js';
import { COINS } from './messages.js';
import { described } from '../catalog-words.js';

export const PUZZLE_ID = 'coins';
/** Occupancy and faces, one bit a cell each, fit one exact double up to 26 cells. */
export const MAX_SPAN = 26;

export type CoinRule = 'jump' | 'tait';

export interface CoinsInstance {
  /** The start line, leftmost coin first: 'A', 'B' or '.' for a gap; no gap at either end. */
  readonly line: string;
  readonly rule: CoinRule;
  /** Whether the goal also asks for no gaps between the coins. */
  readonly contiguous: boolean;
  /** The widest the line may spread, leftmost coin to rightmost, in cells. */
  readonly span: number;
}

export const PRESETS: readonly CodePreset[] = [
  { name: 'ababa', aliases: ['write-up'], ...described(COINS.presetAbaba()), code: 'ABABA:jump:separated' },
  { name: 'tait-3', aliases: ['ababab'], ...described(COINS.presetTait3()), code: 'ABABAB:tait:contiguous' },
  { name: 'tait-4', aliases: ['abababab'], ...described(COINS.presetTait4()), code: 'ABABABAB:tait:contiguous' },
];
export const DEFAULT_PRESET = 'ababa';

export const PARAMS: readonly ParamInfo[] = [
  {
    key: 'rule',
    description: render(COINS.paramRule(), 'en'),
    default: 'jump',
  },
  { key: 'contiguous', description: render(COINS.paramContiguous(), 'en'), default: 'false' },
  { key: 'span', description: render(COINS.paramSpan({ max: MAX_SPAN }), 'en'), default: render(COINS.paramSpanDefault(), 'en'), defaultZh: render(COINS.paramSpanDefault(), 'zh') },
];

const RULES: Readonly<Record<string, CoinRule>> = { jump: 'jump', tait: 'tait' };
const BOOLEANS: Readonly<Record<string, 'true' | 'false'>> = { true: 'true', false: 'false', yes: 'true', no: 'false' };

/** The span the cap defaults to for a line and rule (see the module comment). */
export function defaultSpan(line: string, rule: CoinRule): number {
  const coins = line.replace(/\./g, '').length;
  return Math.min(MAX_SPAN, rule === 'jump' ? line.length + 2 * coins : line.length + 2);
}

/**
 * `text` without any of the characters in `chars` at either end. A linear scan: the
 * regular expression /^\.+|\.+$/g tries `\.+$` from every gap cell of a
 * run inside the line, so a long run of gaps took quadratic time (a
 * 200,000-cell line, minutes).
 */
export function trimEnds(text: string, chars: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && chars.includes(text[from])) from++;
  while (to > from && chars.includes(text[to - 1])) to--;
  return text.slice(from, to);
}

/** Reads a line of faces: A, B, and . or spaces for gaps; trims the gaps at either end. */
export function parseLine(text: string, where: MessageParam): string {
  const cells = [...text.toUpperCase()].map((ch) => (ch === ' ' ? '.' : ch));
  cells.forEach((ch, i) => {
    if (ch !== 'A' && ch !== 'B' && ch !== '.') {
      throw new PuzzleInputError(COINS.notAFaceOrGap({ where, character: quoteInput(ch), cell: i + 1 }));
    }
  });
  const line = trimEnds(cells.join(''), '.');
  const coins = line.replace(/\./g, '').length;
  if (coins < 2) throw new PuzzleInputError(COINS.tooFewCoins({ where, coins }));
  return line;
}

interface Draft {
  line: string;
  rule?: CoinRule;
  contiguous?: boolean;
  span?: number;
}

function parseCodeDraft(code: string, where: MessageParam): Draft {
  const parts = trimEnds(code, '\r\n').split(':');
  if (parts.length > 4) {
    throw new PuzzleInputError(COINS.tooManyParts({ where, parts: parts.length, format: COINS.codeFormat() }));
  }
  const draft: Draft = { line: parseLine(parts[0], where) };
  for (const raw of parts.slice(1)) {
    const part = raw.trim().toLowerCase();
    if (part === 'jump' || part === 'tait') draft.rule = part;
    else if (part === 'separated' || part === 'contiguous') draft.contiguous = part === 'contiguous';
    else if (/^\d{1,3}$/.test(part)) draft.span = Number(part);
    else {
      throw new PuzzleInputError(COINS.notAPart({ where, part: quoteInput(raw) }));
    }
  }
  return draft;
}

function finish(draft: Draft, where: MessageParam): CoinsInstance {
  const rule = draft.rule ?? 'jump';
  const span = draft.span ?? defaultSpan(draft.line, rule);
  if (span > MAX_SPAN) throw new PuzzleInputError(COINS.spanTooLarge({ where, span, max: MAX_SPAN }));
  if (draft.line.length > span) {
    throw new PuzzleInputError(COINS.lineWiderThanSpan({ where, width: draft.line.length, span }));
  }
  return Object.freeze({ line: draft.line, rule, contiguous: draft.contiguous ?? false, span });
}

export function instanceCode(instance: CoinsInstance): string {
  const goal = instance.contiguous ? 'contiguous' : 'separated';
  const span = instance.span === defaultSpan(instance.line, instance.rule) ? '' : `:${instance.span}`;
  return `${instance.line}:${instance.rule}:${goal}${span}`;
}

export function parseRequest(request: InstanceRequest): CoinsInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  let draft: Draft;
  let where: MessageParam = COINS.placeInstanceCode();
  switch (source.kind) {
    case 'preset':
      draft = parseCodeDraft(findPreset(PUZZLE_ID, PRESETS, source.name).code, where);
      break;
    case 'code':
      draft = parseCodeDraft(source.code, where);
      break;
    case 'text':
      where = source.origin;
      draft = parseCodeDraft(source.text, where);
      break;
    case 'params':
      draft = parseCodeDraft(findPreset(PUZZLE_ID, PRESETS, DEFAULT_PRESET).code, where);
      break;
  }
  if (params.rule !== undefined) draft.rule = choiceParam('rule', params.rule, RULES);
  if (params.contiguous !== undefined) draft.contiguous = choiceParam('contiguous', params.contiguous, BOOLEANS) === 'true';
  if (params.span !== undefined) draft.span = intParam('span', params.span, 2, MAX_SPAN);
  return finish(draft, params.span !== undefined ? COINS.placeParameterSpan() : where);
}
