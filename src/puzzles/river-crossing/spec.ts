/**
 * The river-crossing spec: our own JSON format for a crossing puzzle, and
 * its checking with zod. This file knows only the shape of the JSON; what
 * the names mean (unknown travellers, nobody able to row, ...) is checked
 * in model.ts, with the same kind of message naming the place.
 *
 * ```json
 * { "title": "Wolf, goat and cabbage",
 *   "banks": ["near", "far"],
 *   "travellers": [{ "name": "farmer" }, { "name": "wolf", "rows": false }, ...],
 *   "boat": { "capacity": 2 },
 *   "rules": [{ "type": "apart", "who": ["wolf"], "from": ["goat"], "unless": ["farmer"] }] }
 * ```
 */
import { z } from 'zod';
import { checkJson, describeValue as describe } from '../json-input.js';
import { PuzzleInputError } from '../puzzle.js';

/** A whole number of travellers: `2` exactly, `"2+"` at least, `"2-"` at most. */
const countSpec = z.union([z.number().int().min(0), z.string().regex(/^\d+[+-]?$/, { error: 'should be a count like 2, "2+" (at least) or "2-" (at most)' })], {
  error: (issue) => `should be a count like 2, "2+" or "2-", not ${describe(issue.input)}`,
});
export type CountSpec = z.infer<typeof countSpec>;

/** A traveller's name, a kind, or a kind's plural. */
const reference = z.string({ error: (issue) => `should be a traveller's name or kind, not ${describe(issue.input)}` }).min(1, { error: 'should not be empty' });
const references = z.array(reference, { error: (issue) => `should be a list of names or kinds, not ${describe(issue.input)}` });

/**
 * A predicate on a set of travellers (a bank's or a boat's company). Every
 * listed condition must hold: `with` all present, `without` all absent, each
 * `oneOf` list exactly one present, each `atMostOneOf` list at most one,
 * each `counts` entry in range; `others` bounds how many travellers not named
 * anywhere in the pattern are there (default: any number).
 */
const company = z.strictObject(
  {
    with: references.optional(),
    without: references.optional(),
    oneOf: z.array(references).optional(),
    atMostOneOf: z.array(references).optional(),
    counts: z.record(z.string(), countSpec).optional(),
    others: countSpec.optional(),
  },
  { error: (issue) => objectError(issue, 'a company like {"with":["wolf","goat"],"without":["farmer"]}') },
);
export type CompanySpec = z.infer<typeof company>;

const where = z.enum(['banks', 'boat', 'everywhere'], { error: 'should be "banks", "boat" or "everywhere"' });
const says = z.string().optional();
/** The rule's words in Chinese, for a Chinese reader ("the wolf eats the goat", in Chinese); made from the travellers' names when left out. */
const saysZh = z.string().min(1).optional();

const rule = z.discriminatedUnion(
  'type',
  [
    // Where any of `protect` are present, the travellers of `by` must not outnumber them.
    z.strictObject({ type: z.literal('outnumber'), protect: references, by: references, where: where.optional(), says, zh: saysZh }),
    // None of `who` with any of `from`, unless one of `unless` is there too.
    z.strictObject({ type: z.literal('apart'), who: references, from: references, unless: references.optional(), where: where.optional(), says, zh: saysZh }),
    // No company may match any of these.
    z.strictObject({ type: z.literal('forbid'), match: z.array(company), where: where.optional(), says, zh: saysZh }),
    // Every company must match at least one of these.
    z.strictObject({ type: z.literal('require'), match: z.array(company), where: where.optional(), says, zh: saysZh }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'type should be "outnumber", "apart", "forbid" or "require"' : `should be a rule object, not ${describe(issue.input)}`) },
);
export type RuleSpec = z.infer<typeof rule>;

const crossingNumber = z.number().int().min(0).max(10_000);
/**
 * Who may row on crossing number c (the first crossing is 1): true, false,
 * `{"every": 2, "on": [1]}` (remainders of c), `{"on": [[1, 7]]}` (crossing
 * numbers), `"not": true` to negate, and `{"any": [...]}` / `{"all": [...]}`
 * to combine them.
 */
export type RowsSpec =
  | boolean
  | { every?: number; on: (number | [number, number])[]; not?: boolean }
  | { any: RowsSpec[] }
  | { all: RowsSpec[] };
const rows: z.ZodType<RowsSpec> = z.lazy(() =>
  z.union(
    [
      z.boolean(),
      z.strictObject({
        every: z.number().int().min(1).max(10_000).optional(),
        on: z.array(z.union([crossingNumber, z.tuple([crossingNumber, crossingNumber])])),
        not: z.boolean().optional(),
      }),
      z.strictObject({ any: z.array(rows).min(1).max(64) }),
      z.strictObject({ all: z.array(rows).min(1).max(64) }),
    ],
    { error: 'should be true, false, {"every": 2, "on": [1]} (rows on odd crossings), {"on": [[1, 7]]}, or {"any": [...]} / {"all": [...]} of those' },
  ),
);


const bank = z.enum(['near', 'far'], { error: 'should be "near" or "far"' });
const positive = z.number({ error: (issue) => `should be a number, not ${describe(issue.input)}` }).positive({ error: 'should be more than 0' });
const wholeTime = z.number({ error: (issue) => `should be a number, not ${describe(issue.input)}` }).int({ error: 'should be a whole number' }).positive({ error: 'should be more than 0' });

const common = {
  kind: z.string().min(1).optional(),
  rows: rows.optional(),
  weight: positive.optional(),
  time: wholeTime.optional(),
  startsOn: bank.optional(),
  /** A short code (letters and digits) for state and move codes. */
  short: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,5}$/, { error: 'should be 1 to 6 letters or digits, starting with a letter' }).optional(),
  /** The traveller's (or the kind's) name in Chinese: ghost, farmer (only words). */
  zh: z.string().min(1).optional(),
};

const individual = z.strictObject({ name: z.string().min(1), title: z.string().min(1).optional(), ...common });
const counted = z.strictObject({ ...common, kind: z.string().min(1), count: z.number().int().min(1).max(255), plural: z.string().min(1).optional() });
const traveller = z.union([individual, counted], {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? 'should be a named traveller like {"name":"farmer"} or a kind with a count like {"kind":"cannibal","count":3}'
      : `should be a traveller object, not ${describe(issue.input)}`,
});
export type TravellerSpec = z.infer<typeof traveller>;

/** A load bound: a number, or the previous crossing's load plus an offset. */
const loadValue = z.union([z.number(), z.strictObject({ previous: z.number() })]);
const loadItem = z.union([loadValue, z.tuple([loadValue, loadValue])]);
export type LoadValueSpec = z.infer<typeof loadValue>;
export type LoadItemSpec = z.infer<typeof loadItem>;

const boat = z.strictObject(
  {
    /** "boat", "raft", "bridge": only words. */
    name: z.string().min(1).optional(),
    capacity: z.number({ error: (issue) => (issue.input === undefined ? 'is missing' : `should be a number, not ${describe(issue.input)}`) }).int({ error: 'should be a whole number' }).min(1, { error: 'should be at least 1: a boat that holds nobody cannot cross' }).max(64),
    minAboard: z.number().int().min(1).optional(),
    maxLoad: positive.optional(),
    /** The loads a crossing may carry (any one item matches). */
    loads: z.array(loadItem).min(1, { error: 'should list at least one load or range' }).optional(),
    /** A bridge crossed with a single torch: the torch goes with every group (only words: the boat is the torch). */
    torch: z.boolean().optional(),
  },
  { error: (issue) => objectError(issue, 'a boat like {"capacity":2}') },
);
export type BoatSpec = z.infer<typeof boat>;

const time = z.strictObject({
  unit: z.string().min(1).optional(),
  limit: wholeTime.optional(),
  /** Durations of groups: the first item whose company the group matches gives its time. */
  groups: z.array(z.strictObject({ time: wholeTime, match: z.array(company).min(1) })).optional(),
});
export type TimeSpec = z.infer<typeof time>;

export const RiverSpecSchema = z.strictObject(
  {
    title: z.string().optional(),
    description: z.array(z.string()).optional(),
    /** Names of the start bank and the far bank, e.g. ["east", "west"]. */
    banks: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
    travellers: z.array(traveller).min(1, { error: 'should list at least one traveller' }),
    /** Who must end on the other bank (default: everyone). */
    goal: references.optional(),
    boat,
    time: time.optional(),
    rules: z.array(rule).optional(),
    /** Words in Chinese (only words): the title, the banks' names (east bank, west bank), the boat's. */
    zh: z.strictObject({ title: z.string().min(1).optional(), banks: z.tuple([z.string().min(1), z.string().min(1)]).optional(), boat: z.string().min(1).optional() }).optional(),
  },
  { error: (issue) => objectError(issue, 'a river-crossing spec like {"travellers":[...],"boat":{"capacity":2}}') },
);
export type RiverSpec = z.infer<typeof RiverSpecSchema>;

function objectError(issue: { code: string; input?: unknown; keys?: string[] }, example: string): string {
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys!.length === 1 ? '' : 's'} ${issue.keys!.map((k) => JSON.stringify(k)).join(', ')}`;
  if (issue.input === undefined) return 'is missing';
  return `should be ${example}, not ${describe(issue.input)}`;
}



/** Checks the shape of parsed JSON; throws one PuzzleInputError naming the first problem's place. */
export function checkSpec(data: unknown, origin: string): RiverSpec {
  return checkJson(RiverSpecSchema, data, origin, ': ');
}
