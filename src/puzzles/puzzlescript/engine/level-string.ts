/**
 * A board written as PuzzleScript's regression tests write it
 * (convertLevelToString): cells in storage order (column by column), a line
 * break after every `width` of them; each cell the sorted names of its
 * objects, written out the first time that combination appears (`names:N,`)
 * and as its number `N,` after.
 *
 * A replay writes the board after every input, so the writer keeps, per
 * game, each combination of objects it has met (its words interned in a
 * hash table) with its names already sorted and joined: writing a board
 * then looks up each cell's words and joins strings, nothing more.
 */
import type { Board } from './board.js';
import type { CompiledGame } from './game.js';

/** Slots of the interning table start at this many and double when half full. */
const FIRST_SLOTS = 64;

export class LevelWriter {
  private readonly stride: number;
  private readonly objectNames: readonly string[];
  /** Each interned combination's words, `stride` a combination. */
  private words: Int32Array;
  /** Each combination's sorted names, joined by spaces. */
  private readonly namesOf: string[] = [];
  /** Open addressing: a combination's index, or -1 for an empty slot. */
  private slots: Int32Array;
  /** Per combination: the write that numbered it last, and the number it got there. */
  private stamp: Int32Array;
  private numberOf: Int32Array;
  private writes = 0;
  /** `N,` for every number given so far, made once. */
  private readonly numberTexts: string[] = [];

  constructor(game: CompiledGame) {
    this.stride = game.stride;
    this.objectNames = game.objects.map((o) => o.name);
    this.words = new Int32Array(FIRST_SLOTS * this.stride);
    this.slots = new Int32Array(FIRST_SLOTS).fill(-1);
    this.stamp = new Int32Array(FIRST_SLOTS);
    this.numberOf = new Int32Array(FIRST_SLOTS);
  }

  write(board: Board): string {
    const { stride, namesOf, numberTexts } = this;
    const objects = board.objects;
    const write = ++this.writes;
    let next = 0;
    let out = '';
    for (let i = 0, column = 0; i < board.tiles; i++) {
      const c = this.intern(objects, i * stride);
      if (this.stamp[c] !== write) {
        this.stamp[c] = write;
        this.numberOf[c] = next;
        if (numberTexts.length === next) numberTexts.push(`${next},`);
        next++;
        out += namesOf[c] + ':';
      }
      out += numberTexts[this.numberOf[c]];
      if (++column === board.width) {
        out += '\n';
        column = 0;
      }
    }
    return out;
  }

  /** The index of the combination in `objects` from word `at` on, interned the first time it is met. */
  private intern(objects: Int32Array, at: number): number {
    const { stride } = this;
    const mask = this.slots.length - 1;
    for (let s = hashOf(objects, at, stride) & mask; ; s = (s + 1) & mask) {
      const c = this.slots[s];
      if (c === -1) return this.add(objects, at, s);
      let same = true;
      for (let w = 0; w < stride && same; w++) same = this.words[c * stride + w] === objects[at + w];
      if (same) return c;
    }
  }

  private add(objects: Int32Array, at: number, slot: number): number {
    const { stride } = this;
    const c = this.namesOf.length;
    if ((c + 1) * stride > this.words.length) {
      const grown = new Int32Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
      const stamp = new Int32Array(this.stamp.length * 2);
      stamp.set(this.stamp);
      this.stamp = stamp;
      const numberOf = new Int32Array(this.numberOf.length * 2);
      numberOf.set(this.numberOf);
      this.numberOf = numberOf;
    }
    for (let w = 0; w < stride; w++) this.words[c * stride + w] = objects[at + w];
    const present: string[] = [];
    for (let w = 0; w < stride; w++) {
      const word = objects[at + w];
      for (let bit = 0; bit < 32; bit++) if (word & (1 << bit)) present.push(this.objectNames[w * 32 + bit]);
    }
    // Sorted by UTF-16 code units, as Array.prototype.sort sorts strings.
    present.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.namesOf.push(present.join(' '));
    this.slots[slot] = c;
    if (2 * (c + 1) > this.slots.length) this.rehash();
    return c;
  }

  private rehash(): void {
    const { stride } = this;
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let c = 0; c < this.namesOf.length; c++) {
      let s = hashOf(this.words, c * stride, stride) & mask;
      while (slots[s] !== -1) s = (s + 1) & mask;
      slots[s] = c;
    }
    this.slots = slots;
  }
}

/** FNV-1a over `stride` words from `at`, its high bits folded in. */
function hashOf(words: Int32Array, at: number, stride: number): number {
  let hash = 0x811c9dc5;
  for (let w = 0; w < stride; w++) hash = Math.imul(hash ^ words[at + w], 0x01000193);
  return hash ^ (hash >>> 15);
}

/** One board's string, by a writer made for it alone (a replay keeps one writer for all its boards). */
export function levelString(board: Board): string {
  return new LevelWriter(board.game).write(board);
}
