/**
 * Every sentence in a catalog, in both languages: each id has its English
 * and its Chinese, both valid ICU MessageFormat with the same placeholders;
 * and Chinese text stands only in catalogs and in puzzle data (preset names,
 * boards, the seeds' terms), not in code.
 *
 * A catalog is a module named `messages.ts` or kept under a `messages/`
 * folder; importing each registers its sentences (src/i18n/catalog.ts).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { registeredSentences } from '../../src/i18n/index.js';
import { plainSentence } from '../../src/i18n/plain-sentence.js';
import { REPO_ROOT } from '../support/cli.js';
import { typeScriptFiles } from '../support/imports.js';

const SOURCES = typeScriptFiles(REPO_ROOT, ['src', 'web/src']).map((path) => relative(REPO_ROOT, path));
const CATALOGS = SOURCES.filter((file) => /(^|\/)messages\.ts$/.test(file) || /(^|\/)messages\//.test(file));

/** Chinese characters and the CJK punctuation that goes with them. */
const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/**
 * Puzzle data, where Chinese is a name or a board, not a sentence: preset
 * names and the seeds' terms (鬼, 和尚) that input is read in.
 */
const PUZZLE_DATA = new Set<string>([
  // Preset names (横刀立马, 人鬼渡河) and the specs' own travellers, banks and rules in Chinese: input a user types.
  'src/puzzles/river-crossing/presets.ts',
  'src/puzzles/sliding-blocks/presets.ts',
  // The Chinese names a puzzle answers to (华容道, 汉诺塔): input a user types.
  'src/puzzles/frogs/aliases.ts',
  'src/puzzles/hanoi/aliases.ts',
  'src/puzzles/knights/aliases.ts',
  'src/puzzles/rush-hour/aliases.ts',
  'src/puzzles/sliding-tiles/aliases.ts',
  'src/puzzles/sokoban/aliases.ts',
  'src/puzzles/submarine/aliases.ts',
  'src/puzzles/water-jugs/aliases.ts',
]);

/** Every placeholder a sentence names, plural and select branches included. */
function placeholders(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

beforeAll(async () => {
  for (const file of CATALOGS) await import(pathToFileURL(`${REPO_ROOT}/${file}`).href);
});

describe('the catalogs', () => {
  it('are found', () => {
    expect(CATALOGS.length).toBeGreaterThan(0);
    expect(registeredSentences().size).toBeGreaterThan(0);
  });

  it('give every id both languages, valid, with the same placeholders', () => {
    const wrong: string[] = [];
    for (const [id, sentence] of registeredSentences()) {
      if (id.startsWith('test.')) continue;
      try {
        const en = [...placeholders(parse(sentence.en, { ignoreTag: true }))].sort();
        const zh = [...placeholders(parse(sentence.zh, { ignoreTag: true }))].sort();
        if (sentence.zh.trim() === '' || sentence.en.trim() === '') wrong.push(`${id}: a language is empty`);
        else if (en.join() !== zh.join()) wrong.push(`${id}: {${en.join(', ')}} in English, {${zh.join(', ')}} in Chinese`);
      } catch (error) {
        wrong.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('read the same filled in directly as through the ICU formatter, for every sentence read directly', () => {
    const differ: string[] = [];
    let plain = 0;
    for (const [id, sentence] of registeredSentences()) {
      for (const lang of ['en', 'zh'] as const) {
        const pieces = plainSentence(sentence[lang]);
        if (!pieces) continue;
        plain++;
        const names = [...placeholders(parse(sentence[lang], { ignoreTag: true }))];
        const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const direct = pieces.parts.map((part, i) => (i % 2 === 0 ? part : values[part])).join('');
        const icu = String(new IntlMessageFormat(sentence[lang], lang, undefined, { ignoreTag: true }).format(values));
        if (direct !== icu) differ.push(`${id} (${lang}): ${JSON.stringify(direct)} vs ${JSON.stringify(icu)}`);
      }
    }
    expect(plain).toBeGreaterThan(100);
    expect(differ).toEqual([]);
  });

  it('see placeholders that differ (the check itself can fail)', () => {
    expect([...placeholders(parse('{moves, plural, one {# move to {goal}} other {# moves}} in {ms}'))].sort()).toEqual(['goal', 'moves', 'ms']);
    expect(() => parse('an unclosed {brace')).toThrow();
  });
});

describe('Chinese in the source', () => {
  const withChinese = SOURCES.filter((file) => CJK.test(readFileSync(`${REPO_ROOT}/${file}`, 'utf8')));

  it('stands only in catalogs and puzzle data', () => {
    for (const file of PUZZLE_DATA) expect(withChinese, `${file} is puzzle data with Chinese`).toContain(file);
    const outside = withChinese.filter((file) => !CATALOGS.includes(file) && !PUZZLE_DATA.has(file));
    expect(outside).toEqual([]);
  });

  it('finds Chinese where there is some (the check itself can fail)', () => {
    expect(withChinese).toContain('src/puzzles/sliding-blocks/presets.ts');
    expect(CJK.test('a 华容道 preset')).toBe(true);
    expect(CJK.test('Klotski')).toBe(false);
  });
});
