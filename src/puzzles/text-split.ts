/**
 * Splitting board text in linear time. A separator pattern with blanks on
 * both sides retries its leading blanks from every blank of a run, so a long run of
 * blanks between two tokens took time quadratic in its length (120,000
 * spaces: 30 s). These split on the separator alone and trim the pieces.
 */

/** Rows split by "/" or line breaks, each trimmed; blank rows dropped. */
export function splitRows(text: string): string[] {
  return text
    .split(/[/\n]/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
}

/** Items split by "," (each trimmed, so ",," leaves an empty item) and by runs of blanks. */
export function splitItems(row: string): string[] {
  return row
    .trim()
    .split(',')
    .flatMap((item) => item.trim().split(/\s+/));
}
