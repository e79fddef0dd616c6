/**
 * Places puzzlekit writes to, checked: a file it replaces must be a regular
 * file (a rename over a device, a FIFO or a link would put a file in its
 * place), and a folder it writes into must be a folder it can write in.
 * Trouble is an OutputPathError, one line naming the path and why (the
 * command line shows it with exit 2); the checks run before the work where
 * the commands can, and writeFileAtomic makes them again at the end.
 */
import { accessSync, constants, lstatSync, mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { render, type Message } from '../i18n/index.js';
import { fileKindMessage } from './file-kind.js';
import { STORAGE_MESSAGES } from './messages.js';

/** A place that cannot be written: of the wrong kind, missing, or not writable. `words`: the message `message` is the English of. */
export class OutputPathError extends Error {
  override readonly name = 'OutputPathError';
  // Not enumerable: an error compares equal to one made from its English alone.
  declare readonly words?: Message;

  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : render(message, 'en'));
    if (typeof message !== 'string') Object.defineProperty(this, 'words', { value: message, enumerable: false });
  }
}

/** Why an error of the file system stops a write, as a case of `writeWhy` (undefined for one that is not about the place). */
function reasonOf(error: unknown): string | undefined {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission';
    case 'EROFS':
      return 'readOnly';
    case 'ENOENT':
      return 'noFolder';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'partIsFile';
    case 'EISDIR':
      return 'isFolder';
    case 'ENAMETOOLONG':
      return 'nameTooLong';
    case 'ELOOP':
      return 'tooManyLinks';
    // A full disk or quota is the place too: the same file elsewhere would be written.
    case 'ENOSPC':
    case 'EDQUOT':
      return 'diskFull';
    default:
      return undefined;
  }
}

/** "cannot write PATH: WHY" (or "cannot write in DIR: WHY" where `what` is 'cannot write in'). */
function refused(what: 'cannot write' | 'cannot write in', path: string, why: Message): OutputPathError {
  return new OutputPathError(STORAGE_MESSAGES.writeRefused({ into: what === 'cannot write in' ? 'in' : 'file', path, why }));
}

/** An error of writing `path` as an OutputPathError when it is about the place; anything else as it was. */
export function writeError(path: string, error: unknown, what: 'cannot write' | 'cannot write in' = 'cannot write'): unknown {
  if (error instanceof OutputPathError) return error;
  const reason = reasonOf(error);
  return reason === undefined ? error : refused(what, path, STORAGE_MESSAGES.writeWhy({ reason }));
}

/** A path's stat, or undefined where nothing is (a missing name, or a file where a folder should be on the way). */
export function statOrNothing(path: string, follow = true): Stats | undefined {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw writeError(path, error);
  }
}

/** Refuses a path where something other than a regular file is (nothing there is fine). */
export function refuseNonRegular(path: string): void {
  const stats = statOrNothing(path, false);
  if (stats && !stats.isFile()) throw refused('cannot write', path, STORAGE_MESSAGES.writeWhyNotRegular({ kind: fileKindMessage(stats) }));
}

/** Refuses a folder that puzzlekit cannot create files in. */
function refuseUnwritableFolder(dir: string, path: string, what: 'cannot write' | 'cannot write in'): void {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw writeError(path, error, what);
  }
}

/**
 * Checks, before any work, that `path` can become a file: its folder exists
 * and can be written in, and nothing but a regular file is at the path.
 */
export function checkOutputFile(path: string): void {
  if (path.trim() === '') throw new OutputPathError(STORAGE_MESSAGES.writeEmptyFileName());
  const folder = dirname(resolve(path));
  const stats = statOrNothing(folder);
  if (!stats) throw refused('cannot write', path, STORAGE_MESSAGES.writeWhyNoSuchFolder({ folder }));
  if (!stats.isDirectory()) throw refused('cannot write', path, STORAGE_MESSAGES.writeWhyNotFolder({ folder }));
  refuseNonRegular(path);
  refuseUnwritableFolder(folder, path, 'cannot write');
}

/**
 * Checks, before any work, that `dir` is or can be made a folder puzzlekit
 * writes in: a folder that can be written in, or a missing one whose
 * nearest existing parent is.
 */
export function checkOutputFolder(dir: string): void {
  if (dir.trim() === '') throw new OutputPathError(STORAGE_MESSAGES.writeEmptyFolderName());
  let at = resolve(dir);
  for (;;) {
    const stats = statOrNothing(at);
    if (stats) {
      if (!stats.isDirectory()) throw refused('cannot write in', dir, at === resolve(dir) ? STORAGE_MESSAGES.writeWhyIsFile() : STORAGE_MESSAGES.writeWhyPartIsFile({ folder: at }));
      refuseUnwritableFolder(at, dir, 'cannot write in');
      return;
    }
    const parent = dirname(at);
    if (parent === at) return;
    at = parent;
  }
}

/** Makes a folder (and its parents) to write in; trouble is an OutputPathError. */
export function makeFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    // A file where the folder or a parent should be is EEXIST or ENOTDIR: said as such.
    throw writeError(dir, error, 'cannot write in');
  }
}
