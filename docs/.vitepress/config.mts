/**
 * The documentation site: the pages of docs/ as they read on GitHub, with a
 * sidebar by what readers come to do, and the API reference TypeDoc writes
 * into docs/api (`npm run docs:api`, run first by `npm run docs`).
 * VitePress brings its own Vite (5) as a nested dependency; the app's Vite 8
 * is not touched.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';

const DOCS = fileURLToPath(new URL('../', import.meta.url));
const API_SIDEBAR = fileURLToPath(new URL('../api/typedoc-sidebar.json', import.meta.url));

/** TypeDoc's sidebar for the API pages, or a pointer to the command that makes them. */
function apiSidebar(): DefaultTheme.SidebarItem[] {
  if (!existsSync(API_SIDEBAR)) return [{ text: 'Run npm run docs:api', link: '/extend/api' }];
  return JSON.parse(readFileSync(API_SIDEBAR, 'utf8')) as DefaultTheme.SidebarItem[];
}

const PUZZLES: [id: string, name: string][] = [
  ['sliding-tiles', 'Sliding tiles 数字推盘'],
  ['sliding-blocks', '华容道 (sliding blocks)'],
  ['rush-hour', 'Rush Hour 尖峰时刻'],
  ['submarine', 'Submarine 潜艇大冒险'],
  ['sokoban', 'Sokoban 推箱子'],
  ['river-crossing', 'River crossings 过河问题'],
  ['water-jugs', 'Water jugs 分水问题'],
  ['coins', 'Coins 硬币换位'],
  ['frogs', 'Frogs 青蛙换位'],
  ['knights', 'Knights 马的谜题'],
  ['hanoi', 'Towers of Hanoi 汉诺塔'],
  ['puzzlescript', 'PuzzleScript games'],
];

const guides: DefaultTheme.SidebarItem[] = [
  {
    text: 'Guides',
    items: [
      { text: 'Play in the browser', link: '/guide/browser' },
      { text: 'Solve from the command line', link: '/guide/command-line' },
      { text: 'Design puzzles', link: '/guide/design' },
      { text: 'Teach search', link: '/guide/teach' },
    ],
  },
  {
    text: 'Puzzles',
    link: '/puzzles/',
    collapsed: false,
    items: PUZZLES.map(([id, name]) => ({ text: name, link: `/puzzles/${id}` })),
  },
  {
    text: 'Research at scale',
    link: '/research/',
    items: [
      { text: 'Whole spaces', link: '/research/whole-spaces' },
      { text: 'Threads', link: '/research/threads' },
      { text: 'Out of core', link: '/research/out-of-core' },
      { text: 'Several machines', link: '/research/cluster' },
      { text: 'Pattern databases', link: '/research/pattern-databases' },
      { text: "Korf's 100 instances", link: '/research/korf' },
      { text: 'Benchmarks', link: '/research/benchmarks' },
    ],
  },
  {
    text: 'Extend',
    link: '/extend/',
    items: [
      { text: 'How it is built', link: '/extend/architecture' },
      { text: 'The TypeScript API', link: '/extend/api' },
      { text: 'Your own puzzle module', link: '/extend/puzzle-module' },
      { text: 'Adding a backend', link: '/extend/adding-a-backend' },
      { text: 'A new front end', link: '/extend/front-end' },
      { text: 'English and Chinese', link: '/extend/languages' },
      { text: 'Tests', link: '/extend/tests' },
    ],
  },
];

export default defineConfig({
  title: 'puzzlekit',
  description: 'Model, solve and explore state-space puzzles: a search engine, twelve puzzles, a command line and a browser app.',
  lang: 'en',
  cleanUrls: false,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Guides', link: '/guide/browser' },
      { text: 'Puzzles', link: '/puzzles/' },
      { text: 'Research', link: '/research/' },
      { text: 'Extend', link: '/extend/' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: {
      '/api/': [{ text: 'API reference', items: apiSidebar() }, { text: 'The TypeScript API by example', link: '/extend/api' }],
      '/': guides,
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
  // Pages link to the screenshots as files ([solve](../screenshots/solve.png)), which VitePress
  // leaves as they are: the folder goes into the site beside the pages.
  buildEnd(site) {
    cpSync(`${DOCS}screenshots`, `${site.outDir}/screenshots`, { recursive: true });
  },
});
