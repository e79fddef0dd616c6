/**
 * Turns INSTANCE options (--preset, --file, --code, --param) into a request
 * for a puzzle's parser. Reading files and standard input happens here, so
 * backends never touch the file system.
 */
import { readFileSync } from 'node:fs';
import type { InstanceRequest, InstanceSource } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';

export interface InstanceOptions {
  preset?: string;
  file?: string;
  code?: string;
  param?: string[];
}

/** Largest instance file read, so a wrong path to a huge file fails fast. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

export function parseParams(pairs: readonly string[] = []): Record<string, string> {
  // No prototype: "__proto__" or "constructor" is a key like any other, so the puzzle rejects it.
  const params = Object.create(null) as Record<string, string>;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--param ${pair}: expected KEY=VALUE`);
    const key = pair.slice(0, eq).trim();
    if (Object.hasOwn(params, key)) throw new UsageError(`--param ${key} is given twice`);
    params[key] = pair.slice(eq + 1);
  }
  return params;
}

export function instanceRequest(options: InstanceOptions): InstanceRequest {
  const given = (['preset', 'file', 'code'] as const).filter((k) => options[k] !== undefined);
  if (given.length > 1) throw new UsageError(`give one of --preset, --file and --code, not ${given.map((k) => `--${k}`).join(' and ')}`);
  const params = parseParams(options.param);
  let source: InstanceSource;
  if (options.preset !== undefined) source = { kind: 'preset', name: options.preset };
  else if (options.code !== undefined) source = { kind: 'code', code: options.code };
  else if (options.file !== undefined) source = { kind: 'text', text: readInstanceFile(options.file), origin: options.file === '-' ? 'stdin' : options.file };
  else source = { kind: 'params' };
  return { source, params };
}

function readInstanceFile(path: string): string {
  if (path === '-') {
    if (process.stdin.isTTY) throw new UsageError('--file - reads standard input, which is a terminal here: pipe the instance in');
    return readFileSync(0, 'utf8');
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : String(code ?? error);
    throw new UsageError(`cannot read ${path}: ${why}`);
  }
  if (bytes.length > MAX_FILE_BYTES) throw new UsageError(`${path} is ${bytes.length} bytes; instance files are at most ${MAX_FILE_BYTES}`);
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw new UsageError(`${path} is not a text file`);
  return text;
}
