/**
 * Levels from a file: JSON as in the toy's level lists,
 * `{"name": "level 1", "grid": [[tile or null, x3] x3]}` with tiles
 * `{"type":"submarine"}`, `{"type":"small","corners":["top-left"]}`,
 * `{"type":"middle","side":"top"}`, `{"type":"big","corner":"bottom-left"}`
 * (other fields, such as a list's known answers, are ignored); or a level
 * code (see code.ts).
 */
import { z } from 'zod';
import { checkJson, describeValue as describe, readJson } from '../json-input.js';
import { PuzzleInputError } from '../puzzle.js';
import { render, type Message, type MessageParam } from '../../i18n/index.js';
import { parseLevelCode } from './code.js';
import { SUBMARINE } from './messages.js';
import { finishLevel, type SubmarineLevel } from './level.js';
import { CORNERS, SIDES, type Tile } from './tiles.js';


const corner = z.enum(CORNERS, { error: (issue) => `should be one of ${CORNERS.join(', ')}, not ${describe(issue.input)}` });
const side = z.enum(SIDES, { error: (issue) => `should be one of ${SIDES.join(', ')}, not ${describe(issue.input)}` });

const TileJson = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('submarine') }),
    z.strictObject({
      type: z.literal('small'),
      corners: z
        .array(corner, { error: (issue) => `should be a list of corners, not ${describe(issue.input)}` })
        .min(1, { error: 'should name one or two corners' })
        .max(2, { error: 'should name one or two corners: a tile holds one or two small mines' })
        .refine((list) => new Set(list).size === list.length, { error: 'names the same corner twice' }),
    }),
    z.strictObject({ type: z.literal('middle'), side }),
    z.strictObject({ type: z.literal('big'), corner }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' && typeof issue.input === 'object' && issue.input !== null && !Array.isArray(issue.input)
        ? `has an unknown "type" (types: submarine, small, middle, big)`
        : `should be a tile object like {"type":"big","corner":"top-left"} or null for the empty slot, not ${describe(issue.input)}`,
  },
);

const row = z.array(TileJson.nullable(), { error: (issue) => `should be a row: a list of 3 slots, not ${describe(issue.input)}` }).length(3, { error: 'should have 3 slots' });

const LevelJson = z.object(
  {
    name: z.string({ error: 'should be text' }).optional(),
    grid: z.array(row, { error: (issue) => (issue.input === undefined ? 'is missing' : `should be a list of 3 rows, not ${describe(issue.input)}`) }).length(3, { error: 'should have 3 rows' }),
  },
  { error: (issue) => `should be an object like {"grid": [[...], [...], [...]]}, not ${describe(issue.input)}` },
);

export function parseLevelJson(text: string, origin: string): SubmarineLevel {
  const { grid, name } = readLevelJson(text, origin);
  try {
    return finishLevel(grid, name);
  } catch (e) {
    if (e instanceof PuzzleInputError) throw wrapped((why) => SUBMARINE.inFile({ where: origin, why }), e);
    throw e;
  }
}

/**
 * The JSON level's slots in reading order and its name, each tile checked,
 * the level as a whole not yet (an editor draws a wrong level and marks it).
 */
export function readLevelJson(text: string, origin: string): { grid: (Tile | null)[]; name?: string } {
  const data = checkJson(LevelJson, readJson(text, origin), origin);
  const grid: (Tile | null)[] = data.grid.flat().map((t) => {
    if (t === null || t.type !== 'small') return t;
    return { type: 'small', corners: [...t.corners].sort((a, b) => CORNERS.indexOf(a) - CORNERS.indexOf(b)) };
  });
  return data.name === undefined ? { grid } : { grid, name: data.name };
}

/** A file's text: JSON when it starts with "{", otherwise a level code. */
export function parseLevelText(text: string, origin: string): SubmarineLevel {
  const trimmed = text.trim();
  if (trimmed === '') {
    throw new PuzzleInputError(SUBMARINE.fileEmpty({ where: origin, format: SUBMARINE.codeFormat() }));
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseLevelJson(trimmed, origin);
  try {
    return parseLevelCode(trimmed);
  } catch (e) {
    if (!(e instanceof PuzzleInputError)) throw e;
    throw wrapped((why) => SUBMARINE.fileNeither({ where: origin, why }), e);
  }
}

/**
 * A mistake in a level read from a file, inside the sentence that says so,
 * its cells kept. The mistake is a message where its maker made one; where
 * it has only its words, the sentence is rendered in each language around
 * the mistake's words in that language.
 */
function wrapped(sentence: (why: MessageParam) => Message, e: PuzzleInputError): PuzzleInputError {
  const cells = e.cells === undefined ? {} : { cells: e.cells };
  if (e.words) return new PuzzleInputError(sentence(e.words), cells);
  return new PuzzleInputError(render(sentence(e.message), 'en'), { zh: render(sentence(e.zh ?? e.message), 'zh'), ...cells });
}
