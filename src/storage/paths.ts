/** Small questions about the disk that generic code asks (a cluster worker, a command's options), kept with the rest of the disk access. */
import { existsSync, rmSync, statSync } from 'node:fs';

/** Whether anything is at `path` (a link is followed; a dangling one, or one that cannot be looked at, is nothing). */
export function pathExists(path: string): boolean {
  return existsSync(path);
}

/** Whether `path` is a folder (a link to one counts); false where nothing is or it cannot be looked at. */
export function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Removes a folder and everything in it; nothing there is fine. */
export function removeFolder(path: string): void {
  rmSync(path, { recursive: true, force: true });
}
