/**
 * Instances from a file: either an instance code (see code.ts) or JSON like
 * `{"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0],"tap":false}`
 * (`target: 4` instead of `goal`; `start` and `tap` may be left out).
 */
import { z } from 'zod';
import { checkJson, describeValue as describe, readJson } from '../json-input.js';
import { PuzzleInputError } from '../puzzle.js';
import { render, type Message, type MessageParam } from '../../i18n/index.js';
import { parseCodeDraft } from './code.js';
import { WATER_JUGS } from './messages.js';
import type { JugsDraft } from './jugs.js';

const litres = z
  .number({ error: (issue) => (issue.input === undefined ? 'is missing' : `should be a number, not ${describe(issue.input)}`) })
  .int({ error: 'should be a whole number of litres' })
  .min(0, { error: 'should not be negative' });

const amounts = z.array(litres, {
  error: (issue) => (issue.input === undefined ? 'is missing' : `should be a list of numbers, not ${describe(issue.input)}`),
});

const JugsJson = z.strictObject(
  {
    capacities: amounts,
    start: amounts.optional(),
    goal: amounts.optional(),
    target: litres.optional(),
    tap: z.boolean({ error: (issue) => `should be true or false, not ${describe(issue.input)}` }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')} (the fields are capacities, start, goal, target, tap)`
        : `should be an object like {"capacities":[8,5,3],...}, not ${describe(issue.input)}`,
  },
);

export function parseJsonDraft(text: string, origin: string): JugsDraft {
  const { capacities, start, goal, target, tap } = checkJson(JugsJson, readJson(text, origin), origin);
  const draft: JugsDraft = { capacities };
  if (start !== undefined) draft.start = start;
  if (goal !== undefined) draft.goal = goal;
  if (target !== undefined) draft.target = target;
  if (tap !== undefined) draft.tap = tap;
  return draft;
}

/** A file's text: JSON when it starts with "{" (or "["), otherwise an instance code. */
export function parseTextDraft(text: string, origin: string): JugsDraft {
  const trimmed = text.trim();
  if (trimmed === '') {
    throw new PuzzleInputError(WATER_JUGS.fileEmpty({ where: origin, format: WATER_JUGS.codeFormat() }));
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJsonDraft(trimmed, origin);
  try {
    return parseCodeDraft(trimmed);
  } catch (e) {
    if (!(e instanceof PuzzleInputError)) throw e;
    throw wrapped((why) => WATER_JUGS.fileNeither({ where: origin, why }), e);
  }
}

/**
 * A mistake in a code read from a file, inside the sentence that says so.
 * The mistake is a message where its maker made one; where it has only its
 * words (the shared list reader's), the sentence is rendered in each
 * language around the mistake's words in that language.
 */
function wrapped(sentence: (why: MessageParam) => Message, e: PuzzleInputError): PuzzleInputError {
  if (e.words) return new PuzzleInputError(sentence(e.words));
  return new PuzzleInputError(render(sentence(e.message), 'en'), render(sentence(e.zh ?? e.message), 'zh'));
}
