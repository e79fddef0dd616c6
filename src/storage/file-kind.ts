/** What a thing on disk is, in the words puzzlekit's messages use (messages-zh.ts translates them). */
import type { Stats } from 'node:fs';

/** "a folder", "a link", "a FIFO (named pipe)", "a socket", "a device", else "not a regular file". */
export function kindOfFile(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isSymbolicLink()) return 'a link';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
