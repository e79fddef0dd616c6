/**
 * The shared folder every machine of a cluster sees, on disk: checked to be
 * a folder puzzlekit can write in, and the runs' folders and files inside it
 * resolved (links included) and refused when they lead out, so that a job
 * cannot make a worker touch anything else. Which runs may have a folder
 * there is the cluster's to say (src/cluster/shared-folder.ts).
 */
import { accessSync, constants, existsSync, lstatSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { render, type Message } from '../i18n/index.js';
import { STORAGE_MESSAGES } from './messages.js';

/** A shared folder or a path in it that cannot be used: `words` the message, `message` its English. */
export class SharedFolderError extends Error {
  override readonly name = 'SharedFolderError';
  // Not enumerable: an error compares equal to one made from its English alone.
  declare readonly words: Message;

  constructor(words: Message) {
    super(render(words, 'en'));
    Object.defineProperty(this, 'words', { value: words, enumerable: false });
  }
}

/** The shared folder as an absolute, resolved path; it must exist and be a folder. */
export function sharedRoot(dir: string): string {
  // resolve('') is the working folder: a job or a command must name the shared folder, not fall back on wherever it runs.
  if (dir.trim() === '') throw new SharedFolderError(STORAGE_MESSAGES.sharedEmpty());
  const path = resolve(dir);
  if (!existsSync(path)) throw new SharedFolderError(STORAGE_MESSAGES.sharedMissing({ dir }));
  if (!statSync(path).isDirectory()) throw new SharedFolderError(STORAGE_MESSAGES.sharedIsFile({ dir }));
  try {
    accessSync(path, constants.W_OK | constants.X_OK);
  } catch {
    throw new SharedFolderError(STORAGE_MESSAGES.sharedUnwritable({ dir }));
  }
  return realpathSync(path);
}

/**
 * The folder `name` in the resolved shared folder `root` (made if missing),
 * resolved; refused when it leads outside `root` (a link planted there).
 */
export function folderInShared(root: string, name: string): string {
  const folder = join(root, name);
  mkdirSync(folder, { recursive: true });
  const real = realpathSync(folder);
  if (!inside(root, real)) throw new SharedFolderError(STORAGE_MESSAGES.sharedLeadsOut({ folder, root }));
  return real;
}

/** A file of a run: the name is checked to stay in the run's folder. */
export function runFile(folder: string, name: string): string {
  const path = resolve(folder, name);
  if (!inside(folder, path)) throw new SharedFolderError(STORAGE_MESSAGES.notRunFile({ name }));
  // A link planted at the name must not lead out: what is there is judged by where it leads (`folder` is resolved already).
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) {
    let real: string | undefined;
    try {
      real = realpathSync(path);
    } catch {
      real = undefined;
    }
    if (real === undefined || !inside(folder, real)) throw new SharedFolderError(STORAGE_MESSAGES.runLinkLeadsOut({ path }));
  }
  return path;
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}
