/**
 * The editor model of kind 'slot-level': a level of square tiles in a grid
 * of slots, one slot left empty, tiles turned a quarter at a time (some
 * never turn). What a tile is stays the backend's (`T`): the front end
 * places, turns and names tiles through the model, and the backend reads
 * and writes its level format, offers its set of tiles and draws a level.
 */
import type { Drawing } from '../drawing.js';
import type { Lang } from '../lang.js';

export interface SlotLevel<T = unknown> {
  name: string;
  /** Slots in reading order, `columns` a row; null is the empty slot. */
  grid: (T | null)[];
}

/** A tile of the set a level may use; `key` names it to the front end, which words it. */
export interface PaletteTile<T = unknown> {
  key: string;
  tile: T;
}

export interface SlotLevelModel<I = unknown, T = unknown> {
  readonly kind: 'slot-level';
  /** Slots a row. */
  readonly columns: number;
  readonly palette: readonly PaletteTile<T>[];
  /** A new level. */
  starter(): SlotLevel<T>;
  /** A level's text read up to its tiles (a level that breaks the rules is still read, to be drawn); null when even they cannot be. */
  read(text: string): SlotLevel<T> | null;
  /** The level in the backend's text format. */
  text(level: SlotLevel<T>): string;
  fromInstance(instance: I): SlotLevel<T>;
  /** What kind of tile it is, as a key the front end words: a palette key, or one for a tile the palette has turned ('small-two'). */
  tileKey(tile: T): string;
  /** Where a tile's attachments sit, as arrows (the same in every language): ↖ a top-left corner, ↑ the top side; '' for none. */
  tileArrows(tile: T): string;
  /** Whether turning changes the tile. */
  turns(tile: T): boolean;
  /** The tile turned a quarter clockwise. */
  rotate(tile: T): T;
  /** The level at its start, drawn as the backend draws a position. */
  draw(level: SlotLevel<T>, lang: Lang): Drawing;
}
