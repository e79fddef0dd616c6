/**
 * A board written as PuzzleScript's regression tests write it
 * (convertLevelToString): cells in storage order (column by column), a line
 * break after every `width` of them; each cell the sorted names of its
 * objects, written out the first time that combination appears (`names:N,`)
 * and as its number `N,` after.
 */
import type { Board } from './board.js';

export function levelString(board: Board): string {
  const names = board.game.objects.map((o) => o.name);
  const seen = new Map<string, number>();
  let out = '';
  for (let i = 0; i < board.tiles; i++) {
    const present: string[] = [];
    for (let w = 0; w < board.stride; w++) {
      const word = board.objects[i * board.stride + w];
      for (let bit = 0; bit < 32; bit++) if (word & (1 << bit)) present.push(names[w * 32 + bit]);
    }
    // Sorted by UTF-16 code units, as Array.prototype.sort sorts strings.
    present.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const key = present.join(' ');
    let n = seen.get(key);
    if (n === undefined) {
      n = seen.size;
      seen.set(key, n);
      out += key + ':';
    }
    out += n + ',';
    if ((i + 1) % board.width === 0) out += '\n';
  }
  return out;
}
