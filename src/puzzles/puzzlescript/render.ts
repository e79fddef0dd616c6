/**
 * A level as text, drawn with the game's own legend characters, and as
 * shapes drawn from the objects' 5x5 sprites (a plain square where an
 * object has none), the lowest collision layer first.
 */
import type { Drawing, Shape } from '../drawing.js';
import type { Lang } from '../lang.js';
import { render } from '../../i18n/index.js';
import type { CompiledGame } from './engine/game.js';
import type { PuzzleScriptInstance } from './instance.js';
import { PUZZLESCRIPT } from './messages.js';
import { colorOf } from './palette.js';

function idsIn(game: CompiledGame, cells: Int32Array, i: number): number[] {
  const ids: number[] = [];
  for (let w = 0; w < game.stride; w++) {
    const word = cells[i * game.stride + w];
    for (let bit = 0; bit < 32; bit++) if (word & (1 << bit)) ids.push(w * 32 + bit);
  }
  return ids;
}

/** The legend character for a cell: one standing for exactly its objects, or for them without the background layer, or for its top object. */
function glyphFor(game: CompiledGame, ids: readonly number[]): string {
  const key = (list: readonly number[]) => [...list].sort((a, b) => a - b).join(',');
  const wanted = key(ids);
  const background = game.objects[0]?.layer ?? 0;
  const withoutBackground = key(ids.filter((id) => game.objects[id].layer !== background));
  const top = ids.length > 0 ? key([ids.reduce((a, b) => (game.objects[a].layer >= game.objects[b].layer ? a : b))]) : '';
  for (const target of [wanted, withoutBackground, top]) {
    for (const [glyph, glyphIds] of game.glyphs) if (key(glyphIds) === target) return glyph;
  }
  // Else the character of the fewest objects that shows the top one.
  let best: string | null = null;
  let size = Infinity;
  for (const [glyph, glyphIds] of game.glyphs) {
    if (glyphIds.length < size && glyphIds.some((id) => String(id) === top)) {
      best = glyph;
      size = glyphIds.length;
    }
  }
  return best ?? '?';
}

export function renderLevel(instance: PuzzleScriptInstance, cells: Int32Array, won: boolean, lang: Lang = 'en'): string {
  const level = instance.game.levels[instance.startIndex];
  if (level.kind !== 'level') return '';
  const rows: string[] = [];
  for (let y = 0; y < level.height; y++) {
    let row = '';
    for (let x = 0; x < level.width; x++) row += glyphFor(instance.game, idsIn(instance.game, cells, x * level.height + y));
    rows.push(row);
  }
  if (won) rows.push(render(PUZZLESCRIPT.wonLevel(), lang));
  return rows.join('\n');
}

export function drawLevel(instance: PuzzleScriptInstance, cells: Int32Array): Drawing {
  const { game } = instance;
  const level = game.levels[instance.startIndex];
  if (level.kind !== 'level') return { width: 1, height: 1, shapes: [] };
  const shapes: Shape[] = [];
  for (let x = 0; x < level.width; x++) {
    for (let y = 0; y < level.height; y++) {
      const ids = idsIn(game, cells, x * level.height + y).sort((a, b) => game.objects[a].layer - game.objects[b].layer);
      for (const id of ids) {
        const o = game.objects[id];
        if (o.sprite === null) {
          const fill = colorOf(o.colors[0]);
          if (fill !== null) shapes.push({ kind: 'rect', x, y, w: 1, h: 1, fill });
          continue;
        }
        // A run of pixels of one colour in a row is one rectangle: fewer shapes to draw, no seams between its pixels.
        o.sprite.forEach((row, py) => {
          for (let px = 0; px < row.length; ) {
            const c = row[px];
            let end = px + 1;
            while (end < row.length && row[end] === c) end++;
            const fill = c < 0 ? null : colorOf(o.colors[c]);
            if (fill !== null) shapes.push({ kind: 'rect', x: x + px / 5, y: y + py / 5, w: (end - px) / 5, h: 0.2, fill });
            px = end;
          }
        });
      }
    }
  }
  return { width: level.width, height: level.height, shapes };
}

/** The title, author and homepage, then what each level character stands for. */
export function legendOf(instance: PuzzleScriptInstance, lang: Lang = 'en'): string {
  const { game } = instance;
  const lines = [
    render(PUZZLESCRIPT.legendTitle({ title: game.title || '?', author: game.author ?? 'none', homepage: game.homepage ?? 'none' }), lang),
  ];
  for (const [glyph, ids] of game.glyphs) lines.push(render(PUZZLESCRIPT.legendGlyph({ glyph, objects: ids.map((id) => game.objects[id].name).join(' + ') }), lang));
  return lines.join('\n');
}
