/**
 * The plain file operations of a run's folder that need no checks of their
 * own (the cluster's run folder in the shared directory: its parts, and the
 * folder once the run is over), so that they too go through src/storage.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';

/** Whether anything is at `path` (a job's part: the job is done once its file is there). */
export function fileExists(path: string): boolean {
  return existsSync(path);
}

/** The names in a folder. */
export function namesIn(folder: string): string[] {
  return readdirSync(folder);
}

/** Removes a file; one already gone is fine. */
export function removeFile(path: string): void {
  rmSync(path, { force: true });
}

/** Removes a folder and all in it; one already gone is fine. */
export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}
