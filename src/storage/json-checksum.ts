/**
 * A JSON index (checkpoint.json, segments.json) that carries the SHA-256 of
 * its own text, so that a changed digit (1,814,400 states read as 2,814,400)
 * is caught on reading rather than trusted. The checksum is the last field,
 * `sha256`, over the JSON of the object without it; the JSON of what is read
 * back is the same text again (same keys in the same order, numbers and
 * strings written the one way JSON.stringify writes them).
 */
import type { z } from 'zod';
import { render, type Message } from '../i18n/index.js';
import { STORAGE_MESSAGES } from './messages.js';
import { sha256 } from './distance-file.js';

const FIELD = 'sha256';

/** The object as one line of JSON with its checksum last. */
export function checksummedJson(value: object): string {
  const text = JSON.stringify(value);
  return `${JSON.stringify({ ...value, [FIELD]: sha256(Buffer.from(text, 'utf8')) })}\n`;
}

type ChecksummedRead = { status: 'ok'; value: unknown } | { status: 'not json' } | { status: 'no checksum' } | { status: 'mismatch' };

/** The object a checksummed JSON text holds, once its checksum agrees (without the checksum). */
function parseChecksummedJson(text: string): ChecksummedRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 'not json' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { status: 'not json' };
  const { [FIELD]: stated, ...rest } = parsed as Record<string, unknown>;
  if (stated === undefined) return { status: 'no checksum' };
  if (typeof stated !== 'string' || sha256(Buffer.from(JSON.stringify(rest), 'utf8')) !== stated) return { status: 'mismatch' };
  return { status: 'ok', value: rest };
}

/**
 * The index a checksummed JSON text holds, parsed by `schema`, or why it
 * cannot be used, as the words after its path (`problem`, in English, and
 * `reason`, the message): `kind` names the kind of file in the last case.
 */
export function checkedIndex<T>(text: string, schema: z.ZodType<T>, kind: 'checkpoint' | 'outOfCore'): { index: T } | { problem: string; reason: Message } {
  const read = parseChecksummedJson(text);
  const unusable = (reason: Message) => ({ problem: render(reason, 'en'), reason });
  if (read.status === 'no checksum') return unusable(STORAGE_MESSAGES.indexWithoutChecksum());
  if (read.status === 'mismatch') return unusable(STORAGE_MESSAGES.indexChecksum());
  const parsed = read.status === 'ok' ? schema.safeParse(read.value) : null;
  return parsed?.success ? { index: parsed.data } : unusable(STORAGE_MESSAGES.indexDamaged({ kind }));
}
