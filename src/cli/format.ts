/** Small pieces of output shared by the commands. */
import pc from 'picocolors';
import { cliIo } from './io.js';

/** A count in JSON: a number while exact (below 2^53), else a decimal string. */
export function jsonCount(count: number | bigint): number | string {
  if (typeof count === 'number') return count;
  return count <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(count) : count.toString();
}

export { grouped, plural } from './words.js';

export function milliseconds(ms: number): string {
  return ms < 1000 ? `${ms.toFixed(ms < 10 ? 1 : 0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Bytes for people: KB below a megabyte, MB below a gigabyte, then GB. */
export function byteSize(bytes: number): string {
  if (bytes < 2 ** 20) return `${Math.ceil(bytes / 2 ** 10).toLocaleString('en-US')} KB`;
  if (bytes < 2 ** 30) return `${Math.ceil(bytes / 2 ** 20).toLocaleString('en-US')} MB`;
  return `${(bytes / 2 ** 30).toFixed(1)} GB`;
}

/** Colour for human output when the command's stdout is a terminal that wants it. */
export function useColor(): boolean {
  return pc.isColorSupported && cliIo().stdout.isTTY === true;
}

export function indent(text: string, by = '   '): string {
  return text
    .split('\n')
    .map((line) => by + line)
    .join('\n');
}

export function printJson(value: unknown): void {
  cliIo().stdout.write(JSON.stringify(value, null, 2) + '\n');
}
