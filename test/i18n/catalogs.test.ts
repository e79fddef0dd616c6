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
import { registeredSentences } from '../../src/i18n/index.js';
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
const PUZZLE_DATA = new Set<string>([]);

/**
 * Files whose sentences are still in code, to be moved into their module's
 * catalog (issue 31). The list only shrinks: a file not on it that gains
 * Chinese fails the test, and so does one on it that no longer has any.
 */
const NOT_YET_IN_CATALOGS = new Set<string>([
  'src/cli/commands/check.ts',
  'src/cli/commands/classify.ts',
  'src/cli/commands/explore-compact.ts',
  'src/cli/commands/explore.ts',
  'src/cli/commands/generate.ts',
  'src/cli/commands/list.ts',
  'src/cli/commands/pdb.ts',
  'src/cli/commands/show.ts',
  'src/cli/commands/solve-db.ts',
  'src/cli/commands/solve-family-db.ts',
  'src/cli/commands/solve.ts',
  'src/cli/commands/table.ts',
  'src/cli/commands/worker.ts',
  'src/cli/compact-trouble.ts',
  'src/cli/errors.ts',
  'src/cli/explore-report.ts',
  'src/cli/graph-file.ts',
  'src/cli/help.ts',
  'src/cli/instance-options.ts',
  'src/cli/limits.ts',
  'src/cli/messages-zh.ts',
  'src/cli/module-guard.ts',
  'src/cli/module-run.ts',
  'src/cli/move-list.ts',
  'src/cli/option-values.ts',
  'src/cli/output-options.ts',
  'src/cli/progress.ts',
  'src/cli/read-input.ts',
  'src/cli/run.ts',
  'src/cli/space-diagram.ts',
  'src/cli/table-setup.ts',
  'src/cli/words.ts',
  'src/cluster/classify-run.ts',
  'src/cluster/explore-run.ts',
  'src/cluster/worker-service.ts',
  'src/i18n/catalog.ts',
  'src/midend/open-instance.ts',
  'src/puzzles/alias.ts',
  'src/puzzles/backend-check.ts',
  'src/puzzles/catalog.ts',
  'src/puzzles/coins/index.ts',
  'src/puzzles/coins/instance.ts',
  'src/puzzles/coins/moves.ts',
  'src/puzzles/coins/rules.ts',
  'src/puzzles/direction-words.ts',
  'src/puzzles/family.ts',
  'src/puzzles/frogs/index.ts',
  'src/puzzles/frogs/instance.ts',
  'src/puzzles/frogs/moves.ts',
  'src/puzzles/frogs/rules.ts',
  'src/puzzles/hanoi/index.ts',
  'src/puzzles/hanoi/instance.ts',
  'src/puzzles/hanoi/moves.ts',
  'src/puzzles/hanoi/rules.ts',
  'src/puzzles/json-input.ts',
  'src/puzzles/knights/board.ts',
  'src/puzzles/knights/index.ts',
  'src/puzzles/knights/instance.ts',
  'src/puzzles/knights/moves.ts',
  'src/puzzles/knights/path.ts',
  'src/puzzles/knights/swap.ts',
  'src/puzzles/knights/tour.ts',
  'src/puzzles/localized.ts',
  'src/puzzles/metric-name.ts',
  'src/puzzles/names.ts',
  'src/puzzles/params.ts',
  'src/puzzles/puzzle.ts',
  'src/puzzles/replay.ts',
  'src/puzzles/river-crossing/diagram.ts',
  'src/puzzles/river-crossing/groups.ts',
  'src/puzzles/river-crossing/index.ts',
  'src/puzzles/river-crossing/instance.ts',
  'src/puzzles/river-crossing/join-zh.ts',
  'src/puzzles/river-crossing/layout.ts',
  'src/puzzles/river-crossing/model.ts',
  'src/puzzles/river-crossing/names.ts',
  'src/puzzles/river-crossing/presets.ts',
  'src/puzzles/river-crossing/rc-language/expression.ts',
  'src/puzzles/river-crossing/rc-language/format.ts',
  'src/puzzles/river-crossing/rc-language/pattern.ts',
  'src/puzzles/river-crossing/rc-language/where.ts',
  'src/puzzles/river-crossing/render.ts',
  'src/puzzles/river-crossing/rules.ts',
  'src/puzzles/river-crossing/safety.ts',
  'src/puzzles/river-crossing/spec.ts',
  'src/puzzles/river-crossing/unit.ts',
  'src/puzzles/river-crossing/words-zh.ts',
  'src/puzzles/river-crossing/words.ts',
  'src/puzzles/sliding-blocks/board.ts',
  'src/puzzles/sliding-blocks/classify.ts',
  'src/puzzles/sliding-blocks/editor-model.ts',
  'src/puzzles/sliding-blocks/family-ability.ts',
  'src/puzzles/sliding-blocks/family-db-format.ts',
  'src/puzzles/sliding-blocks/family.ts',
  'src/puzzles/sliding-blocks/index.ts',
  'src/puzzles/sliding-blocks/layout-code.ts',
  'src/puzzles/sliding-blocks/moves.ts',
  'src/puzzles/sliding-blocks/placement.ts',
  'src/puzzles/sliding-blocks/presets.ts',
  'src/puzzles/sliding-blocks/problem.ts',
  'src/puzzles/sliding-blocks/render.ts',
  'src/puzzles/sliding-blocks/rules.ts',
  'src/puzzles/sliding-blocks/text.ts',
  'src/puzzles/sliding-tiles/board.ts',
  'src/puzzles/sliding-tiles/heuristic-tables.ts',
  'src/puzzles/sliding-tiles/index.ts',
  'src/puzzles/sliding-tiles/instance.ts',
  'src/puzzles/sliding-tiles/moves.ts',
  'src/puzzles/sliding-tiles/partitions.ts',
  'src/puzzles/sliding-tiles/problem.ts',
  'src/puzzles/sliding-tiles/rules.ts',
  'src/puzzles/submarine/code.ts',
  'src/puzzles/submarine/editor-model.ts',
  'src/puzzles/submarine/index.ts',
  'src/puzzles/submarine/instance.ts',
  'src/puzzles/submarine/level.ts',
  'src/puzzles/submarine/moves.ts',
  'src/puzzles/submarine/render.ts',
  'src/puzzles/submarine/rules.ts',
  'src/puzzles/submarine/state-code.ts',
  'src/puzzles/submarine/text.ts',
  'src/puzzles/submarine/tiles.ts',
  'src/puzzles/submarine/words-zh.ts',
  'src/puzzles/water-jugs/code.ts',
  'src/puzzles/water-jugs/index.ts',
  'src/puzzles/water-jugs/instance.ts',
  'src/puzzles/water-jugs/jugs.ts',
  'src/puzzles/water-jugs/moves.ts',
  'src/puzzles/water-jugs/render.ts',
  'src/puzzles/water-jugs/rules.ts',
  'src/puzzles/water-jugs/text.ts',
  'src/storage/table-cache-files.ts',
  'src/storage/table-file.ts',
  'src/storage/type-summary-file.ts',
  'web/src/editors/blocks-grid.ts',
  'web/src/editors/blocks-keys.ts',
  'web/src/editors/name-list.ts',
  'web/src/i18n.ts',
  'web/src/selection.ts',
  'web/src/views/solve-view.ts',
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

  it('see placeholders that differ (the check itself can fail)', () => {
    expect([...placeholders(parse('{moves, plural, one {# move to {goal}} other {# moves}} in {ms}'))].sort()).toEqual(['goal', 'moves', 'ms']);
    expect(() => parse('an unclosed {brace')).toThrow();
  });
});

describe('Chinese in the source', () => {
  const withChinese = SOURCES.filter((file) => CJK.test(readFileSync(`${REPO_ROOT}/${file}`, 'utf8')));

  it('stands only in catalogs and puzzle data', () => {
    const outside = withChinese.filter((file) => !CATALOGS.includes(file) && !PUZZLE_DATA.has(file) && !NOT_YET_IN_CATALOGS.has(file));
    expect(outside).toEqual([]);
  });

  it('is gone from each file once its sentences are in a catalog (the list of files still to move only shrinks)', () => {
    expect([...NOT_YET_IN_CATALOGS].filter((file) => !withChinese.includes(file))).toEqual([]);
  });
});
