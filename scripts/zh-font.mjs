#!/usr/bin/env node
/**
 * `npm run zh-font -- FONT`: remakes the app's Chinese web font,
 * web/src/fonts/noto-sans-sc-subset.woff2, from a Noto Sans SC font file
 * (OFL-1.1), keeping only the glyphs the app's words use, so that Chinese
 * renders on any machine, with or without CJK fonts, at a fraction of the
 * full font's size. The characters are every Chinese one (and CJK
 * punctuation) in the sources the browser app shows: web/src and the
 * puzzles', the midend's and the engine's words in src/puzzles, src/midend and src/engine. Beside the font, noto-sans-sc-subset.txt
 * lists them; a test checks that every such character in the sources is
 * there, so run this again after adding Chinese words.
 *
 * FONT defaults to the file of the @fontsource/noto-sans-sc package
 * (`npm install --no-save @fontsource/noto-sans-sc@5`), which is not a
 * dependency: the subset made from it is committed.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = join(root, 'web/src/fonts');
const source = process.argv[2] ?? join(root, 'node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff2');

/**
 * Chinese characters, CJK punctuation and full-width forms: only these, so the
 * font's unicode-range never claims a character English uses too (the curly
 * quotes U+2018-201D stay with the Latin font; in the subset they made English
 * read `puzzlekit’ s`).
 */
export const WANTED = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/gu;

function fail(message) {
  process.stderr.write(`npm run zh-font: ${message}\n`);
  process.exit(2);
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|html)$/.test(name) ? [path] : [];
  });
}

/** The @font-face rule: the browser fetches the font only for a page that shows one of its characters. */
function fontFace(codes) {
  const ranges = [];
  for (const code of codes) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (n) => n.toString(16).toUpperCase();
  const range = ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
  return [
    '/* Made by scripts/zh-font.mjs (npm run zh-font): Noto Sans SC (OFL-1.1, see OFL.txt), only the characters the app uses. */',
    '@font-face {',
    "  font-family: 'puzzlekit Noto Sans SC';",
    '  font-style: normal;',
    '  font-weight: 400;',
    '  font-display: swap;',
    "  src: url('./noto-sans-sc-subset.woff2') format('woff2');",
    `  unicode-range: ${range};`,
    '}',
    '',
  ].join('\n');
}

if (!existsSync(source)) fail(`no font at ${source}: give a Noto Sans SC file, or npm install --no-save @fontsource/noto-sans-sc@5`);
const files = [...sourceFiles(join(root, 'web/src')), ...sourceFiles(join(root, 'src/puzzles')), ...sourceFiles(join(root, 'src/midend')), ...sourceFiles(join(root, 'src/engine')), join(root, 'web/index.html')];
const chars = new Set();
for (const file of files) for (const ch of readFileSync(file, 'utf8').match(WANTED) ?? []) chars.add(ch);
const text = [...chars].sort().join('');
const original = readFileSync(source);
// The subsetter drops what the font lacks without a word: read the subset's own character map to be sure.
const sfnt = await subsetFont(original, text, { targetFormat: 'truetype' });
const covered = new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
const missing = [...chars].filter((ch) => !covered.has(ch.codePointAt(0)));
if (missing.length) fail(`the font lacks ${missing.length} of the characters: ${missing.join('')}`);
const font = await subsetFont(original, text, { targetFormat: 'woff2' });
writeFileSync(join(out, 'noto-sans-sc-subset.woff2'), font);
writeFileSync(join(out, 'noto-sans-sc-subset.txt'), `${text}\n`);
writeFileSync(join(out, 'noto-sans-sc-subset.css'), fontFace([...chars].map((ch) => ch.codePointAt(0)).sort((a, b) => a - b)));
process.stdout.write(
  `${chars.size} characters from ${files.length} files into ${relative(root, join(out, 'noto-sans-sc-subset.woff2'))} (${font.length.toLocaleString('en-US')} bytes, from ${relative(root, source) || source})\n`,
);
