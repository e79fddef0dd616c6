/**
 * The engine must run in a Web Worker as well as in Node: no file in
 * src/engine may import a Node module or reach for `process`, and it may
 * import nothing outside the engine but its words (src/i18n, itself
 * platform neutral: checked here too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'engine');
const files = readdirSync(engineDir).filter((f) => f.endsWith('.ts'));
const wordsDir = join(engineDir, '..', 'i18n');
const wordsFiles = readdirSync(wordsDir).filter((f) => f.endsWith('.ts'));

/** Module specifiers of every import, export-from and dynamic import in a source text. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** Node's built-in modules that a browser lacks, by bare name. */
const NODE_BUILTINS = new Set([
  'fs', 'fs/promises', 'path', 'os', 'process', 'child_process', 'worker_threads', 'url', 'util',
  'crypto', 'stream', 'events', 'buffer', 'readline', 'tty', 'perf_hooks', 'module', 'v8', 'vm',
]);

describe('the engine is platform neutral', () => {
  it('has source files to check', () => {
    expect(files).toContain('index.ts');
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it('the import scanner sees the imports it must refuse', () => {
    const sample = `import { a } from 'node:fs';\nimport * as p from "path";\nexport { b } from './x.js';\nconst m = await import('os');`;
    expect(specifiers(sample)).toEqual(expect.arrayContaining(['node:fs', 'path', './x.js', 'os']));
  });

  it.each(files)('%s imports no node: module, no Node built-in and nothing outside src/engine but its words', (file) => {
    const source = readFileSync(join(engineDir, file), 'utf8');
    for (const spec of specifiers(source)) {
      expect(spec.startsWith('node:'), `${file} imports ${spec}`).toBe(false);
      expect(NODE_BUILTINS.has(spec), `${file} imports ${spec}`).toBe(false);
      expect(spec.startsWith('./') || spec === '../i18n/index.js', `${file} imports ${spec}, outside the engine`).toBe(true);
    }
  });

  it.each(wordsFiles)('src/i18n/%s imports nothing of Node, only its own modules and intl-messageformat', (file) => {
    const source = readFileSync(join(wordsDir, file), 'utf8');
    for (const spec of specifiers(source)) expect(spec.startsWith('./') || spec === 'intl-messageformat', `${file} imports ${spec}`).toBe(true);
    expect(source).not.toMatch(/\bprocess\.|\brequire\s*\(|__dirname|\bBuffer\b/);
  });

  it.each(files)('%s does not mention process., require( or __dirname', (file) => {
    const source = readFileSync(join(engineDir, file), 'utf8');
    expect(source).not.toMatch(/\bprocess\./);
    expect(source).not.toMatch(/\brequire\s*\(/);
    expect(source).not.toMatch(/__dirname|__filename/);
    expect(source).not.toMatch(/\bBuffer\b/);
  });
});
