/**
 * What a path names, for the checks a command makes on what it is given
 * before any work (a module to load, the folder a file will be written in).
 * Links are followed: a link is judged by what it leads to.
 */
import { existsSync, statSync } from 'node:fs';

/** What is at a path: nothing, a regular file, a folder, or something else (a device, a FIFO, a socket). */
export type PathKind = 'nothing' | 'file' | 'folder' | 'other';

/**
 * What is at `path`. A missing name is 'nothing'; any other trouble looking
 * (permission denied, a file where a folder should be on the way) is thrown
 * as the file system's error.
 */
export function pathKind(path: string): PathKind {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (stats === undefined) return 'nothing';
  if (stats.isFile()) return 'file';
  return stats.isDirectory() ? 'folder' : 'other';
}

/** Whether something can be seen at `path`: false for a missing name and for a path that cannot be looked at at all. */
export function somethingAt(path: string): boolean {
  return existsSync(path);
}
