/** The home page's words (catalog "web-home") and the facts shown beside a view (app-facts.ts). */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const HOME_WORDS = defineCatalog('web-home', {
  /** The home link in the header, for screen readers. */
  home: text({ en: 'puzzlekit home: every puzzle', zh: 'puzzlekit 首页：全部谜题' }),
  heading: text({ en: 'Move puzzles, solved, played and explored in your browser', zh: '在浏览器里求解、自己玩、探索移动类谜题' }),
  intro: text({
    en: 'Pick a puzzle: play it yourself with hints, let the search find the shortest solution and watch it, or explore every position it can reach. Everything runs on this device, offline too.',
    zh: '选一个谜题：自己玩（有提示），让搜索找出最短解并播放，或者探索它能到达的每一个局面。一切都在这台设备上运行，离线也可以。',
  }),
  play: text({ en: 'Play', zh: '自己玩' }),
  solve: text({ en: 'Solve', zh: '求解' }),
  /** A card's buttons, as a screen reader names them. */
  playPuzzle: text<{ puzzle: string }>({ en: 'Play {puzzle}', zh: '自己玩{puzzle}' }),
  solvePuzzle: text<{ puzzle: string }>({ en: 'Solve {puzzle}', zh: '求解{puzzle}' }),
  /** A card's picture, as a screen reader names it. */
  picture: text<{ puzzle: string }>({ en: 'The start of {puzzle}', zh: '{puzzle}的开局' }),
  presets: text<{ count: number }>({ en: '{count, plural, one {# preset} other {# presets}}', zh: '{count} 个预设' }),
  /** The facts beside a view: what the puzzle is and what this instance holds. */
  aboutPuzzle: text({ en: 'About this puzzle', zh: '关于这个谜题' }),
  instance: text({ en: 'Instance', zh: '实例' }),
  preset: text({ en: 'Preset', zh: '预设' }),
  metric: text({ en: 'Counting', zh: '计步方式' }),
  atLeast: text({ en: 'Moves needed', zh: '至少步数' }),
  atLeastValue: text<{ moves: number }>({ en: 'at least {moves}', zh: '至少 {moves} 步' }),
});
