/**
 * One line of the rules section read as PuzzleScript reads it: the
 * directions it scans in, `late`, `+`, its cell rows on both sides (each
 * cell a flat list of direction and name pairs, "" where no direction is
 * written) and its commands. Refuses what this interpreter does not run
 * (random), naming the line.
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';

/** [direction, name, direction, name, ...]; an ellipsis is ['...', '...']. */
export type RuleCell = string[];

export interface RuleLine {
  directions: string[];
  /** Set per expanded copy. */
  direction: string;
  lhs: RuleCell[][];
  rhs: RuleCell[][];
  late: boolean;
  /** Its movements must all happen, or its group is left out of the turn (PuzzleScript's rigid bodies). */
  rigid: boolean;
  groupNumber: number;
  commands: string[];
  line: number;
}

export const DIRECTION_AGGREGATES: Readonly<Record<string, readonly string[]>> = {
  horizontal: ['left', 'right'],
  horizontal_par: ['left', 'right'],
  horizontal_perp: ['left', 'right'],
  vertical: ['up', 'down'],
  vertical_par: ['up', 'down'],
  vertical_perp: ['up', 'down'],
  moving: ['up', 'down', 'left', 'right', 'action'],
  orthogonal: ['up', 'down', 'left', 'right'],
  perpendicular: ['^', 'v'],
  parallel: ['<', '>'],
};
const ABSOLUTE = ['up', 'down', 'left', 'right'];
const RELATIVE = ['^', 'v', '<', '>', 'perpendicular', 'parallel'];
const CELL_DIRECTION = /^(>|<|\^|v|up|down|left|right|moving|stationary|no|randomdir|random|horizontal|vertical|orthogonal|perpendicular|parallel|action)$/;
const COMMANDS = new Set(['cancel', 'checkpoint', 'restart', 'win', 'message', 'again']);

function tokenize(text: string): string[] {
  let line = text.replace(/\[/g, ' [ ').replace(/\]/g, ' ] ').replace(/\|/g, ' | ').replace(/->/g, ' -> ').trim();
  if (line[0] === '+') line = '+ ' + line.slice(1);
  return line.split(/\s+/).filter((t) => t !== '');
}

function hasRelative(row: RuleCell[]): boolean {
  return row.some((cell) => cell.some((t, i) => i % 2 === 0 && RELATIVE.includes(t)));
}

/** Whether the rule reads differently in different directions (PuzzleScript's directionalRule). */
function isDirectional(rule: RuleLine): boolean {
  return rule.lhs.some((row) => row.length > 1 || hasRelative(row)) || rule.rhs.some(hasRelative);
}

/** Reads a rule line; `previous` is the rule before it, for `+`; null for a rule PuzzleScript drops with a warning. */
export function readRuleLine(text: string, line: number, previous: RuleLine | null, isName: (name: string) => boolean): RuleLine | null {
  const fail = (token: string): never => {
    throw new PuzzleInputError(PUZZLESCRIPT.ruleToken({ line, token }));
  };
  const tokens = tokenize(text);
  if (!tokens.includes('->')) throw new PuzzleInputError(PUZZLESCRIPT.ruleNoArrow({ line }));
  const rule: RuleLine = { directions: [], direction: '', lhs: [], rhs: [], late: false, rigid: false, groupNumber: line, commands: [], line };
  let i = 0;
  for (; i < tokens.length && tokens[i] !== '['; i++) {
    const token = tokens[i];
    if (token === '+') {
      if (i !== 0 || previous === null) throw new PuzzleInputError(PUZZLESCRIPT.rulePlusFirst({ line }));
      rule.groupNumber = previous.groupNumber;
    } else if (token in DIRECTION_AGGREGATES && !RELATIVE.includes(token)) rule.directions.push(...DIRECTION_AGGREGATES[token]);
    else if (ABSOLUTE.includes(token)) rule.directions.push(token);
    else if (token === 'late') rule.late = true;
    else if (token === 'rigid') rule.rigid = true;
    else if (token === 'random') throw new PuzzleInputError(PUZZLESCRIPT.unsupported({ line, what: token }));
    else fail(token);
  }
  if (rule.late && rule.rigid) fail('rigid');
  if (rule.directions.length === 0) rule.directions.push(...DIRECTION_AGGREGATES.orthogonal);

  // PuzzleScript's reading of the cells, with its leniency: what it only warns about is read past
  // (an arrow or a name outside a row, a "[" inside one), and a rule whose sides do not pair up is
  // dropped; what it calls an error is refused.
  let right = false;
  let inRow = false;
  let balance = 0;
  let row: RuleCell[] = [];
  let cell: RuleCell = [];
  for (; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '[') {
      balance++;
      if (cell.length > 0) fail(token);
      inRow = true;
      cell = [];
    } else if (token === '|' || token === ']') {
      if (token === ']' && --balance < 0) return null;
      if (token === '|' && !inRow) continue;
      if (cell.length % 2 === 1) fail(token);
      row.push(cell);
      cell = [];
      if (token === ']') {
        (right ? rule.rhs : rule.lhs).push(row);
        row = [];
        inRow = false;
      }
    } else if (token === '->') {
      if (inRow) continue;
      if (right) fail(token);
      right = true;
    } else if (CELL_DIRECTION.test(token) && (!inRow || cell.length % 2 === 0)) {
      // A direction outside a row means nothing (PuzzleScript warns and reads on).
      if (!inRow) continue;
      if (token === 'random' || token === 'randomdir') throw new PuzzleInputError(PUZZLESCRIPT.unsupported({ line, what: token }));
      if (rule.late && token !== 'no') throw new PuzzleInputError(PUZZLESCRIPT.ruleLateMovement({ line }));
      cell.push(token);
    } else if (token === '...') {
      if (!inRow) continue;
      if (cell.length !== 0) throw new PuzzleInputError(PUZZLESCRIPT.ruleEllipsis({ line }));
      cell.push('...', '...');
    } else if (isName(token)) {
      if (!inRow) continue;
      if (cell.length % 2 === 0) cell.push('');
      cell.push(token);
    } else if (right && COMMANDS.has(token)) {
      // A message's words are shown to a player, never run: the command is kept, its text dropped.
      rule.commands.push(token);
      if (token === 'message') break;
    } else if (right && /^sfx([0-9]|10)$/.test(token)) {
      rule.commands.push(token);
    } else fail(token);
  }
  // PuzzleScript lets a row left open at the line's end pass unseen; here it is named, as a mistake.
  if (inRow) fail('[');
  if (rule.lhs.length === 0) throw new PuzzleInputError(PUZZLESCRIPT.ruleSides({ line }));
  if (rule.lhs.length !== rule.rhs.length) {
    // Unpaired sides: PuzzleScript warns and drops the rule, unless it is only commands.
    if (rule.rhs.length === 0 && rule.commands.length > 0) return finish(rule);
    return null;
  }
  if (rule.lhs.some((r, k) => r.length !== rule.rhs[k].length || r.length === 0)) throw new PuzzleInputError(PUZZLESCRIPT.ruleSides({ line }));
  return finish(rule);
}

/** The checks of ellipses and the directions of a rule read whole. */
function finish(rule: RuleLine): RuleLine {
  const line = rule.line;
  for (let r = 0; r < rule.lhs.length; r++) {
    rule.lhs[r].forEach((c, k) => {
      const ellipsis = c[0] === '...';
      const atEdge = k === 0 || k === rule.lhs[r].length - 1;
      const rhsCell = rule.rhs[r]?.[k];
      if ((ellipsis && atEdge) || (rhsCell !== undefined && (rhsCell[0] === '...') !== ellipsis)) throw new PuzzleInputError(PUZZLESCRIPT.ruleEllipsis({ line }));
    });
  }
  if (!isDirectional(rule) && rule.directions.length > 1) rule.directions.splice(1);
  return rule;
}
