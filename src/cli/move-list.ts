/**
 * Reads a list of move codes as `check --moves` accepts it: the JSON that
 * `solve --json` prints (its `moves`, each `{ "code": ... }`), a JSON array of
 * codes (or of such objects), or plain text with codes separated by spaces
 * or line breaks.
 */
import { UsageError } from './errors.js';
import { USAGE } from './messages/usage.js';
import type { CliWords } from './cli-words.js';

export function moveCodesOf(cli: CliWords, text: string, where: string): string[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw new UsageError(cli.words(USAGE.noMoves({ where })));
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return fromJson(cli, trimmed, where);
  // Not commas: some codes hold them (a sliding-blocks path "3,1~4,1").
  return trimmed.split(/\s+/);
}

function fromJson(cli: CliWords, text: string, where: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(cli.words(USAGE.movesNotJson({ where, why: error instanceof Error ? error.message : String(error) })));
  }
  const list = Array.isArray(data) ? data : typeof data === 'object' && data !== null ? (data as { moves?: unknown }).moves : undefined;
  if (!Array.isArray(list)) throw new UsageError(cli.words(USAGE.movesNotList({ where })));
  return list.map((item, i) => {
    const code = typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { code?: unknown }).code : undefined;
    if (typeof code !== 'string') throw new UsageError(cli.words(USAGE.moveNotCode({ where, n: i + 1 })));
    return code;
  });
}
