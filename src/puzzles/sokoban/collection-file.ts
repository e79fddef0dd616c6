/**
 * Sokoban collection files (`.xsb`, `.sok`, `.txt`): levels one after the
 * other, each a block of board rows, with `;` comments and `Title:` lines
 * between them. A board row is a line whose first square (after floor) is a
 * wall, or a count and a wall (`4#`); its other characters are checked when
 * the level is read, so a stray one is reported at its row and column.
 * A level's title is its `Title:` line where the file writes them (after the
 * board, as .sok files do, or before it when no board precedes); otherwise
 * the comment or text line just before its board (Microban's `; 12`).
 */
import type { CollectionLevel } from '../collection.js';

export interface FileLevel extends CollectionLevel {
  /** The level's board rows as written. */
  readonly text: string;
  /** The file line (from 1) of its first row. */
  readonly firstRow: number;
}

const BOARD_ROW = /^[ \t\-_]*\d*#/;
const TITLE = /^\s*title\s*:\s*(.*)$/i;

export function fileLevels(text: string): FileLevel[] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r/g, '').split('\n');
  const blocks: { first: number; last: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!BOARD_ROW.test(lines[i])) continue;
    const first = i;
    while (i + 1 < lines.length && BOARD_ROW.test(lines[i + 1])) i++;
    blocks.push({ first, last: i });
  }
  const titled = lines.some((line) => TITLE.test(line));
  return blocks.map((block, k) => {
    const before = lines.slice(k === 0 ? 0 : blocks[k - 1].last + 1, block.first);
    const after = lines.slice(block.last + 1, k + 1 < blocks.length ? blocks[k + 1].first : lines.length);
    const title = titled ? titleLine(after) ?? (k === 0 ? titleLine(before) : undefined) : lastText(before);
    return {
      number: k + 1,
      text: lines.slice(block.first, block.last + 1).join('\n'),
      firstRow: block.first + 1,
      ...(title ? { title } : {}),
    };
  });
}

function titleLine(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const match = TITLE.exec(line);
    if (match && match[1].trim() !== '') return match[1].trim();
  }
  return undefined;
}

/** The last line with words before a board, a comment's marker taken off. */
function lastText(lines: readonly string[]): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const words = lines[i].replace(/^\s*;+/, '').trim();
    if (words !== '') return words;
  }
  return undefined;
}
