/**
 * The editor model of kind 'paint-grid': a level drawn one character a
 * cell (Sokoban's XSB), painted with the backend's tools. The front end
 * keeps the rows and calls `paint` for the cell a tool touches; the
 * backend says what each tool does to each character, writes the rows as
 * its text, draws them, and alone checks the level (its parser).
 */
import type { Message } from '../../i18n/index.js';
import type { Drawing } from '../drawing.js';

/** A painting tool: `key` names it to the front end (test ids), `words` is its name in the backend's catalog. */
export interface PaintTool {
  readonly key: string;
  readonly words: Message;
}

export interface PaintGridModel<I = unknown> {
  readonly kind: 'paint-grid';
  readonly tools: readonly PaintTool[];
  /** The most cells a side may have. */
  readonly maxSide: number;
  /** The character of an empty cell (what new rows and columns hold). */
  readonly blank: string;
  /** The rows of a new level. */
  starter(): string[];
  /** A text split into rows of cells, padded to one width, unchecked (a wrong level is still drawn); null when it holds no rows. */
  read(text: string): string[] | null;
  /** The instance's start as rows. */
  fromInstance(instance: I): string[];
  /** What `tool` makes of a cell holding `cell`. */
  paint(cell: string, tool: string): string;
  /** The rows as a text the backend reads. */
  text(rows: readonly string[]): string;
  /** The rows drawn as the backend draws a position, read or not; one square a unit, each cell at its column and row. */
  draw(rows: readonly string[]): Drawing;
}
