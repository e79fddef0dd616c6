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
import { kindOfFile } from './file-kind.js';

/** A place that cannot be written: of the wrong kind, missing, or not writable. */
export class OutputPathError extends Error {
  override readonly name = 'OutputPathError';
}

/** Why an error of the file system stops a write, in words (undefined for one that is not about the place). */
function reasonOf(error: unknown): string | undefined {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOENT':
      return 'no such folder';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a part of the path is a file, not a folder';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'ELOOP':
      return 'too many links';
    // A full disk or quota is the place too: the same file elsewhere would be written.
    case 'ENOSPC':
    case 'EDQUOT':
      return 'no space left on its disk';
    default:
      return undefined;
  }
}

/** An error of writing `path` as an OutputPathError when it is about the place; anything else as it was. */
export function writeError(path: string, error: unknown, what = 'cannot write'): unknown {
  if (error instanceof OutputPathError) return error;
  const reason = reasonOf(error);
  return reason === undefined ? error : new OutputPathError(`${what} ${path}: ${reason}`);
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
  if (stats && !stats.isFile()) throw new OutputPathError(`cannot write ${path}: it is ${kindOfFile(stats)}, not a regular file`);
}

/** Refuses a folder that puzzlekit cannot create files in. */
function refuseUnwritableFolder(dir: string, path: string, what: string): void {
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
  if (path.trim() === '') throw new OutputPathError('cannot write a file named "": give a file name');
  const folder = dirname(resolve(path));
  const stats = statOrNothing(folder);
  if (!stats) throw new OutputPathError(`cannot write ${path}: no such folder ${folder}`);
  if (!stats.isDirectory()) throw new OutputPathError(`cannot write ${path}: ${folder} is not a folder`);
  refuseNonRegular(path);
  refuseUnwritableFolder(folder, path, 'cannot write');
}

/**
 * Checks, before any work, that `dir` is or can be made a folder puzzlekit
 * writes in: a folder that can be written in, or a missing one whose
 * nearest existing parent is.
 */
export function checkOutputFolder(dir: string): void {
  if (dir.trim() === '') throw new OutputPathError('cannot write in a folder named "": give a folder');
  let at = resolve(dir);
  for (;;) {
    const stats = statOrNothing(at);
    if (stats) {
      if (!stats.isDirectory()) throw new OutputPathError(at === resolve(dir) ? `cannot write in ${dir}: it is a file, not a folder` : `cannot write in ${dir}: ${at} is a file, not a folder`);
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
