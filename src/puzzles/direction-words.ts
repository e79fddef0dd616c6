/** The four directions on a board in words, in each language: "left", "左". */
import type { Lang } from './lang.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

const ZH: Readonly<Record<Direction, string>> = { up: '上', down: '下', left: '左', right: '右' };

/** "left" in English, "左" in Chinese. */
export function directionName(direction: Direction, lang: Lang = 'en'): string {
  return lang === 'zh' ? ZH[direction] : direction;
}
