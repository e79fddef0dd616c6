/**
 * The short codes for water-jugs instances and states.
 *
 * Instance code: `CAPACITIES:START:GOAL[:tap|:notap]`, lists separated by
 * commas, e.g. `8,5,3:8,0,0:4,4,0:notap` (exact amounts in every jug) or
 * `3,5:0,0:4:tap` (a single number: some jug holds exactly 4L). Without the
 * last part, the tap is allowed exactly when every jug starts empty. Only
 * characters a shell leaves alone, so a code can be pasted unquoted.
 *
 * State code: the amounts, e.g. `4,4,0`.
 */
import { placeZh, quoteInput as quote, wholeNumberList } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { finishInstance, MAX_AMOUNT, type JugsDraft, type JugsInstance } from './jugs.js';

export const CODE_FORMAT = 'CAPACITIES:START:GOAL[:tap|:notap], e.g. 8,5,3:8,0,0:4,4,0:notap or 3,5:0,0:4:tap';
export const CODE_FORMAT_ZH = '容量:起始:目标[:tap|:notap]，如 8,5,3:8,0,0:4,4,0:notap 或 3,5:0,0:4:tap';

/** Reads "8, 5,3" as amounts in litres; `what` names the list in messages. */
function parseAmountList(text: string, what: string): number[] {
  return wholeNumberList(what, text, 0, MAX_AMOUNT, 64, placeZh(what));
}

/** Reads an instance code into a draft (not yet checked against itself). */
export function parseCodeDraft(code: string): JugsDraft {
  const parts = code.trim().split(':');
  if (parts.length < 3 || parts.length > 4) {
    throw new PuzzleInputError(
      `instance code ${quote(code.trim())} has ${parts.length} part${parts.length === 1 ? '' : 's'} separated by ":"; the format is ${CODE_FORMAT}`,
      `实例代码 ${quote(code.trim())} 有 ${parts.length} 个用 ":" 分开的部分；格式是 ${CODE_FORMAT_ZH}`,
    );
  }
  const draft: JugsDraft = {
    capacities: parseAmountList(parts[0], 'instance code, capacities'),
    start: parseAmountList(parts[1], 'instance code, start'),
  };
  const goal = parseAmountList(parts[2], 'instance code, goal');
  if (goal.length === 1) draft.target = goal[0];
  else draft.goal = goal;
  if (parts.length === 4) {
    const flag = parts[3].trim().toLowerCase();
    if (flag !== 'tap' && flag !== 'notap') {
      throw new PuzzleInputError(`instance code: the last part is ${quote(parts[3])}, but it can only be "tap" or "notap"`, `实例代码：最后一部分是 ${quote(parts[3])}，但它只能是 "tap" 或 "notap"`);
    }
    draft.tap = flag === 'tap';
  }
  return draft;
}

export function parseInstanceCode(code: string): JugsInstance {
  return finishInstance(parseCodeDraft(code));
}

export function instanceCode(instance: JugsInstance): string {
  const goal = instance.goal.kind === 'exact' ? instance.goal.amounts.join(',') : String(instance.goal.amount);
  return `${instance.capacities.join(',')}:${instance.start.join(',')}:${goal}:${instance.tap ? 'tap' : 'notap'}`;
}

export function stateCode(amounts: ArrayLike<number>): string {
  return Array.from(amounts).join(',');
}

/** Reads a state code of this instance: one amount per jug, none above its capacity. */
export function parseStateCode(instance: JugsInstance, code: string): number[] {
  const amounts = parseAmountList(code, 'state');
  const n = instance.capacities.length;
  if (amounts.length !== n) throw new PuzzleInputError(`state: ${amounts.length} amounts given, but there are ${n} jugs`, `状态：给了 ${amounts.length} 个水量，但有 ${n} 个壶`);
  amounts.forEach((a, i) => {
    if (a > instance.capacities[i]) {
      throw new PuzzleInputError(`state: jug ${i + 1} holds only ${instance.capacities[i]}L, not ${a}L`, `状态：第 ${i + 1} 个壶只能装 ${instance.capacities[i]}L，装不下 ${a}L`);
    }
  });
  return amounts;
}
