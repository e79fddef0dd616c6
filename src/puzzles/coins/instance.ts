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
import { checkParamKeys, choiceParam, findPreset, intParam, placeZh, quoteInput } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';

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
  { name: 'ababa', aliases: ['write-up'], description: 'the write-up\'s five coins A B A B A under the jump rule: 5 moves, 2 shortest solutions', zh: '跳跃规则下的五枚硬币 A B A B A：5 步，2 个最短解', code: 'ABABA:jump:separated' },
  { name: 'tait-3', aliases: ['ababab'], description: "Tait's puzzle with 3 pairs A B A B A B, no gaps at the end: 3 moves, 2 shortest solutions", zh: '泰特的 3 对硬币 A B A B A B，最后不留空隙：3 步，2 个最短解', code: 'ABABAB:tait:contiguous' },
  { name: 'tait-4', aliases: ['abababab'], description: "Tait's puzzle with 4 pairs, no gaps at the end: 4 moves, 2 shortest solutions", zh: '泰特的 4 对硬币，最后不留空隙：4 步，2 个最短解', code: 'ABABABAB:tait:contiguous' },
];
export const DEFAULT_PRESET = 'ababa';

export const PARAMS: readonly ParamInfo[] = [
  {
    key: 'rule',
    description:
      'jump: two touching coins with different faces jump together over the run of coins beside them, landing just past it; ' +
      'tait: any two touching coins move together into any two touching free cells',
    default: 'jump',
  },
  { key: 'contiguous', description: 'true: the goal also asks for no gaps between the coins', default: 'false' },
  { key: 'span', description: `the widest the line may spread, in cells (at most ${MAX_SPAN})`, default: 'jump: width + 2 x coins; tait: width + 2', defaultZh: 'jump：宽度 + 2 x 硬币数；tait：宽度 + 2' },
];

export const CODE_FORMAT = 'LINE[:jump|tait][:separated|contiguous][:SPAN], A and B for faces, . or space for a gap, e.g. ABABA or ABABAB:tait:contiguous';
export const CODE_FORMAT_ZH = '一排硬币[:jump|tait][:separated|contiguous][:跨度]，A 和 B 是两面，. 或空格是空隙，如 ABABA 或 ABABAB:tait:contiguous';

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
export function parseLine(text: string, where: string): string {
  const cells = [...text.toUpperCase()].map((ch) => (ch === ' ' ? '.' : ch));
  cells.forEach((ch, i) => {
    if (ch !== 'A' && ch !== 'B' && ch !== '.') {
      throw new PuzzleInputError(
        `${where}: ${quoteInput(ch)} at cell ${i + 1} is not a coin face (A or B) or a gap (. or space)`,
        `${placeZh(where)}：第 ${i + 1} 格的 ${quoteInput(ch)} 既不是硬币的面（A 或 B），也不是空隙（. 或空格）`,
      );
    }
  });
  const line = trimEnds(cells.join(''), '.');
  const coins = line.replace(/\./g, '').length;
  if (coins < 2) throw new PuzzleInputError(`${where}: ${coins} coin${coins === 1 ? '' : 's'}, but the puzzle needs at least 2`, `${placeZh(where)}：只有 ${coins} 枚硬币，但谜题至少要 2 枚`);
  return line;
}

interface Draft {
  line: string;
  rule?: CoinRule;
  contiguous?: boolean;
  span?: number;
}

function parseCodeDraft(code: string, where: string): Draft {
  const parts = trimEnds(code, '\r\n').split(':');
  if (parts.length > 4) {
    throw new PuzzleInputError(`${where} has ${parts.length} parts separated by ":"; the format is ${CODE_FORMAT}`, `${placeZh(where)} 有 ${parts.length} 个用 ":" 分开的部分；格式是 ${CODE_FORMAT_ZH}`);
  }
  const draft: Draft = { line: parseLine(parts[0], where) };
  for (const raw of parts.slice(1)) {
    const part = raw.trim().toLowerCase();
    if (part === 'jump' || part === 'tait') draft.rule = part;
    else if (part === 'separated' || part === 'contiguous') draft.contiguous = part === 'contiguous';
    else if (/^\d{1,3}$/.test(part)) draft.span = Number(part);
    else {
      throw new PuzzleInputError(
        `${where}: ${quoteInput(raw)} is not a rule (jump, tait), a goal (separated, contiguous) or a span (a number)`,
        `${placeZh(where)}：${quoteInput(raw)} 既不是规则（jump、tait）、目标（separated、contiguous），也不是跨度（一个数）`,
      );
    }
  }
  return draft;
}

function finish(draft: Draft, where: string): CoinsInstance {
  const rule = draft.rule ?? 'jump';
  const span = draft.span ?? defaultSpan(draft.line, rule);
  if (span > MAX_SPAN) throw new PuzzleInputError(`${where}: span ${span} is more than ${MAX_SPAN} cells`, `${placeZh(where)}：跨度 ${span} 超过了 ${MAX_SPAN} 格`);
  if (draft.line.length > span) {
    throw new PuzzleInputError(
      `${where}: the line is ${draft.line.length} cells wide, more than the span of ${span} cells it may spread over`,
      `${placeZh(where)}：这一排有 ${draft.line.length} 格宽，超过了它能铺开的跨度 ${span} 格`,
    );
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
  let where = 'instance code';
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
  return finish(draft, params.span !== undefined ? 'parameter span' : where);
}
