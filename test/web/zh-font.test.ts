/**
 * The app's Chinese web font (web/src/fonts, made by scripts/zh-font.mjs)
 * holds every Chinese character the app can show: those in the browser
 * app's sources and in the puzzles' words. A word added without remaking
 * the font fails here, before it is drawn as a box on a machine without
 * CJK fonts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';

const FONTS = join(REPO_ROOT, 'web/src/fonts');
/** As scripts/zh-font.mjs counts them. */
const WANTED = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/gu;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|html)$/.test(name) ? [path] : [];
  });
}

describe('the Chinese web font', () => {
  const inFont = new Set(Array.from(readFileSync(join(FONTS, 'noto-sans-sc-subset.txt'), 'utf8').trim()));

  it('has every Chinese character of the app and the puzzles (else: npm run zh-font)', () => {
    const files = [...sourceFiles(join(REPO_ROOT, 'web/src')), ...sourceFiles(join(REPO_ROOT, 'src/puzzles')), ...sourceFiles(join(REPO_ROOT, 'src/midend')), ...sourceFiles(join(REPO_ROOT, 'src/engine')), join(REPO_ROOT, 'web/index.html')];
    const missing = new Set<string>();
    for (const file of files) for (const ch of readFileSync(file, 'utf8').match(WANTED) ?? []) if (!inFont.has(ch)) missing.add(ch);
    expect([...missing].join('')).toBe('');
    expect(inFont.has('鬼')).toBe(true);
  });

  it('is asked for exactly those characters, and is a WOFF2 file', () => {
    const css = readFileSync(join(FONTS, 'noto-sans-sc-subset.css'), 'utf8');
    const ranges = /unicode-range: ([^;]+);/.exec(css)![1].split(', ').map((r) => r.slice(2).split('-').map((h) => parseInt(h, 16)));
    const covered = new Set(ranges.flatMap(([a, b = a]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))));
    expect([...covered].sort()).toEqual([...inFont].sort());
    expect(readFileSync(join(FONTS, 'noto-sans-sc-subset.woff2')).subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('claims only CJK characters, so English text (its curly quotes too) keeps the Latin font', () => {
    const css = readFileSync(join(FONTS, 'noto-sans-sc-subset.css'), 'utf8');
    const ranges = /unicode-range: ([^;]+);/.exec(css)![1].split(', ').map((r) => r.slice(2).split('-').map((h) => parseInt(h, 16)));
    const cjk = /^[\p{Script=Han}\u3000-\u303f\uff00-\uffef]$/u;
    const outside = ranges.flatMap(([a, b = a]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).filter((ch) => !cjk.test(ch));
    expect(outside.join('')).toBe('');
    for (const quote of ['\u2018', '\u2019', '\u201c', '\u201d']) expect(ranges.some(([a, b = a]) => a <= quote.codePointAt(0)! && quote.codePointAt(0)! <= b)).toBe(false);
  });
});
