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
import { render, type Message } from '../../i18n/index.js';
import { quoteInput as quote, wholeNumberList } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { finishInstance, MAX_AMOUNT, type JugsDraft, type JugsInstance } from './jugs.js';
import { WATER_JUGS } from './messages.js';

/** Reads "8, 5,3" as amounts in litres; `what` names the list in messages (in both languages, as the shared reader takes them). */
function parseAmountList(text: string, what: Message): number[] {
  return wholeNumberList(render(what, 'en'), text, 0, MAX_AMOUNT, 64, render(what, 'zh'));
}

/** A part of the instance code, as messages name it: "instance code, start". */
const codePart = (part: Message): Message => WATER_JUGS.placeWithin({ where: WATER_JUGS.placeInstanceCode(), part });

/** Reads an instance code into a draft (not yet checked against itself). */
export function parseCodeDraft(code: string): JugsDraft {
  const parts = code.trim().split(':');
  if (parts.length < 3 || parts.length > 4) {
    throw new PuzzleInputError(WATER_JUGS.codeParts({ code: quote(code.trim()), parts: parts.length, format: WATER_JUGS.codeFormat() }));
  }
  const draft: JugsDraft = {
    capacities: parseAmountList(parts[0], codePart(WATER_JUGS.placeCapacities())),
    start: parseAmountList(parts[1], codePart(WATER_JUGS.placeStart())),
  };
  const goal = parseAmountList(parts[2], codePart(WATER_JUGS.placeGoal()));
  if (goal.length === 1) draft.target = goal[0];
  else draft.goal = goal;
  if (parts.length === 4) {
    const flag = parts[3].trim().toLowerCase();
    if (flag !== 'tap' && flag !== 'notap') {
      throw new PuzzleInputError(WATER_JUGS.tapFlag({ flag: quote(parts[3]) }));
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
  const amounts = parseAmountList(code, WATER_JUGS.placeState());
  const n = instance.capacities.length;
  if (amounts.length !== n) throw new PuzzleInputError(WATER_JUGS.stateCount({ given: amounts.length, jugs: n }));
  amounts.forEach((a, i) => {
    if (a > instance.capacities[i]) {
      throw new PuzzleInputError(WATER_JUGS.stateOverCapacity({ jug: i + 1, capacity: instance.capacities[i], amount: a }));
    }
  });
  return amounts;
}
