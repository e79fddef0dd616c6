/**
 * Random edits of a valid text for property tests of the parsers: each edit
 * inserts, deletes or replaces at a position taken modulo the text's length
 * plus one, so any number is a place in the text.
 */
import fc from 'fast-check';

export type TextEdit = readonly ['insert' | 'delete' | 'replace', number, string];

/** One to `maxLength` edits, each putting in one of `pieces` (a delete ignores its piece). */
export function textEdits(pieces: readonly string[], maxLength: number): fc.Arbitrary<TextEdit[]> {
  return fc.array(fc.tuple(fc.constantFrom('insert' as const, 'delete' as const, 'replace' as const), fc.nat(), fc.constantFrom(...pieces)), { minLength: 1, maxLength });
}

/** The text after the edits, applied in order. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let s = text;
  for (const [op, at, piece] of edits) {
    const i = at % (s.length + 1);
    if (op === 'insert') s = s.slice(0, i) + piece + s.slice(i);
    else if (op === 'delete') s = s.slice(0, i) + s.slice(i + 1);
    else s = s.slice(0, i) + piece + s.slice(i + 1);
  }
  return s;
}
