/**
 * The language is passed in, never kept in a module: no file of the command
 * line or of the page declares, at its top level, a variable that holds a
 * language (by its type, its name or its first value), and the names of the
 * old module-level helpers are gone. Two runs of the command line in one
 * process, in the two languages at once, each speak their own.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCommandLine } from '../../src/cli/run.js';
import { REPO_ROOT } from '../support/cli.js';
import { typeScriptFiles } from '../support/imports.js';

const FRONT_ENDS = typeScriptFiles(REPO_ROOT, ['src/cli', 'web/src']);

/**
 * A declaration at a module's top level of a `let` or `var` (one that can be
 * changed later), and of any binding typed as a Lang or named for one: its
 * name, its type annotation and its first value, as written.
 */
const TOP_LEVEL = /^(?:export\s+)?(let|var|const)\s+([A-Za-z_$][\w$]*)\s*(?::\s*([^=;]+?))?\s*(?:=\s*([^;\n]*))?;?$/gm;

function languageHolders(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(TOP_LEVEL)) {
    const [, kind, name, type = '', value = ''] = m;
    const typedLang = /\bLang\b/.test(type);
    const namedLang = /lang|locale/i.test(name);
    const startsAsLang = /^['"](en|zh)['"]$/.test(value.trim());
    // A constant table of languages (LANGS, LOCALE) is data, not state; a changeable one, or one typed Lang, is state.
    if ((kind !== 'const' && (typedLang || namedLang || startsAsLang)) || (kind === 'const' && typedLang && !/^(readonly |Readonly<|Record<)/.test(type))) {
      found.push(`${kind} ${name}${type ? `: ${type}` : ''}`);
    }
  }
  return found;
}

describe('the language is passed in', () => {
  it('finds the kind of declaration it is looking for (the check can fail)', () => {
    expect(languageHolders("let current: Lang = 'en';\n")).toEqual(['let current: Lang']);
    expect(languageHolders("export let pageLanguage = navigator.language;\n")).toEqual(['let pageLanguage']);
    expect(languageHolders("let chosen = 'zh';\n")).toEqual(['let chosen']);
    expect(languageHolders("const fixed: Lang = 'en';\n")).toEqual(['const fixed: Lang']);
    expect(languageHolders("  let lang: Lang = 'en';\n")).toEqual([]);
    expect(languageHolders("const LOCALE: Readonly<Record<Lang, string>> = { en: 'en-US', zh: 'zh-CN' };\n")).toEqual([]);
  });

  it('no module of src/cli or web/src keeps a language at its top level', () => {
    expect(FRONT_ENDS.length).toBeGreaterThan(50);
    const holders = FRONT_ENDS.flatMap((path) => languageHolders(readFileSync(path, 'utf8')).map((d) => `${relative(REPO_ROOT, path)}: ${d}`));
    expect(holders).toEqual([]);
  });

  it('the module-level helpers are gone: nothing defines or calls cliLang, setCliLang, currentLang or setLang', () => {
    const uses = FRONT_ENDS.filter((path) => /\b(cliLang|setCliLang|currentLang|setLang|onLangChange)\s*\(/.test(readFileSync(path, 'utf8'))).map((path) => relative(REPO_ROOT, path));
    expect(uses).toEqual([]);
  });

  it('two command lines run at once in one process, one in Chinese and one in English, each in its own language', async () => {
    const run = async (lang: 'en' | 'zh') => {
      const stdout = new PassThrough();
      const stderr = new PassThrough();
      let out = '';
      let err = '';
      stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const io = { stdout, stderr, stdin: Readable.from([]), env: { LANG: 'C.UTF-8' } };
      // A mistake in an option (found after the program is built) and a usage line: both worded in the run's language.
      const code = await runCommandLine(['solve', 'water-jugs', '--max-states', 'many', '--lang', lang], { io });
      return { code, out, err };
    };
    const [zh, en] = await Promise.all([run('zh'), run('en')]);
    expect([zh.code, en.code]).toEqual([2, 2]);
    expect(en.err).toMatch(/^puzzlekit: --max-states .*many/);
    expect(en.err).not.toMatch(/[\u4e00-\u9fff]/);
    expect(zh.err).toMatch(/^puzzlekit: --max-states.*many/);
    expect(zh.err).toMatch(/[\u4e00-\u9fff]/);
  });
});
