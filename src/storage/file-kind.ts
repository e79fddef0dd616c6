/** What a thing on disk is, in the words puzzlekit's messages use (and as a message of the storage's catalog). */
import type { Stats } from 'node:fs';
import { render, type Message } from '../i18n/index.js';
import { STORAGE_MESSAGES } from './messages.js';

/** What a thing on disk is, as a message: "a folder", "a FIFO (named pipe)", ... */
export function fileKindMessage(stats: Stats): Message {
  const kind = stats.isDirectory()
    ? 'folder'
    : stats.isSymbolicLink()
      ? 'link'
      : stats.isFIFO()
        ? 'fifo'
        : stats.isSocket()
          ? 'socket'
          : stats.isCharacterDevice() || stats.isBlockDevice()
            ? 'device'
            : 'other';
  return STORAGE_MESSAGES.fileKind({ kind });
}

/** "a folder", "a link", "a FIFO (named pipe)", "a socket", "a device", else "not a regular file". */
export function kindOfFile(stats: Stats): string {
  return render(fileKindMessage(stats), 'en');
}
