/** The submarine's tiles and moves in Chinese: "大雷板（B）向上滑", "潜艇（S）从出口滑出". */
import { directionName } from '../direction-words.js';
import { kindsOf } from './arrangement.js';
import type { SubmarineLevel } from './level.js';
import { DIRECTIONS, glyphs, SLOT_NAMES, tileToken, type Tile } from './tiles.js';

/** Places on a tile or in the grid: "top-left" is "左上". */
export const PLACES: Readonly<Record<string, string>> = {
  'top-left': '左上',
  top: '上',
  'top-right': '右上',
  left: '左',
  middle: '中间',
  right: '右',
  'bottom-left': '左下',
  bottom: '下',
  'bottom-right': '右下',
};

export function tileNameZh(tile: Tile): string {
  switch (tile.type) {
    case 'submarine':
      return '潜艇';
    case 'big':
      return '大雷板';
    case 'middle':
      return '中雷板';
    case 'small':
      return tile.corners.length === 1 ? '小雷板' : '双小雷板';
  }
}

function placementZh(tile: Tile): string {
  switch (tile.type) {
    case 'submarine':
      return '';
    case 'big':
      return `雷在${PLACES[tile.corner]}`;
    case 'middle':
      return `雷在${PLACES[tile.side]}`;
    case 'small':
      return `雷在${tile.corners.map((c) => PLACES[c]).join('和')}`;
  }
}

/** As `movingTileName`: the tile's name, told apart from others like it by its mines, then by its slot. */
export function movingTileNameZh(level: SubmarineLevel, kind: number, from: number): string {
  const { kinds } = kindsOf(level);
  const tile = kinds[kind];
  let name = tileNameZh(tile);
  if (kinds.some((t, k) => k !== kind && tileNameZh(t) === name)) name = `${name}（${placementZh(tile)}）`;
  const alike = level.grid.filter((t): t is Tile => t !== null && tileToken(t) === tileToken(tile)).length;
  if (alike > 1) name = `${PLACES[SLOT_NAMES[from]]}格的${name}`;
  return name;
}

export function moveZh(level: SubmarineLevel, m: { kind: number; from: number; dir: number }, exit: boolean): string {
  const letter = glyphs(kindsOf(level).kinds)[m.kind];
  if (exit) return `潜艇（${letter}）从出口滑出`;
  return `${movingTileNameZh(level, m.kind, m.from)}（${letter}）向${directionName(DIRECTIONS[m.dir], 'zh')}滑`;
}

export function legendZh(level: SubmarineLevel): string {
  const { kinds } = kindsOf(level);
  const glyph = glyphs(kinds);
  const tiles = kinds.map((t, k) => `${glyph[k]} ${tileNameZh(t)}（${tileToken(t)}）`);
  return `${tiles.join('，')}；"." 是板身，字母标出伸出来的部分（雷；潜艇的螺旋桨和卡扣）；底边的缺口是出口`;
}
