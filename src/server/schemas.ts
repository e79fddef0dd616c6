/**
 * What each endpoint takes, checked with zod before anything runs: unknown
 * fields, repeated fields and oversize values are refused (400). Query values
 * stay strings here; the midend reads their meaning (a code, a range of
 * moves, a type) and refuses bad ones in words. The same schemas describe
 * the endpoints in the OpenAPI document.
 */
import { z } from 'zod';

const lang = z.enum(['en', 'zh']).optional().describe('the language of the words (else Accept-Language, else English)');

export const puzzleParams = z.strictObject({
  puzzle: z.string().min(1).max(64).describe("a puzzle's id or name (sliding-blocks, klotski)"),
});

export const positionsQuery = z.strictObject({
  code: z.string().min(1).max(200).describe("the position's code, as the puzzle writes it (sliding-blocks: 9 hex digits, 1A9BF0C00)"),
  lang,
});

const digits = (most: number) => z.string().regex(new RegExp(`^\\d{1,${most}}$`));

export const libraryQuery = z.strictObject({
  moves: z.string().max(16).optional().describe('fewest moves: 40, 40..60, 40.. or ..60'),
  type: z.string().max(100).optional().describe("types in the family's words (sliding-blocks: 4,1,4 or 4,1,4/3,3,0)"),
  minSize: digits(9).optional().describe('only groups of at least this many layouts'),
  hardest: z.enum(['true', 'false']).optional().describe('the hardest first'),
  limit: digits(3).optional().describe('at most this many puzzles (1 to 500, default 20)'),
  offset: digits(9).optional().describe('skip this many first'),
  lang,
});

export const noQuery = z.strictObject({ lang });

/** The first problem zod found: the field it is about and what is wrong, for a 400's words. */
export function firstIssue(error: z.ZodError): { field: string; why: string } {
  const issue = error.issues[0];
  return { field: issue?.path.join('.') || 'query', why: issue?.message ?? 'invalid' };
}
