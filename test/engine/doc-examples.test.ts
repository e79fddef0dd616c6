/**
 * Every exported engine function and class shows how it is used, in a ```ts
 * example in its doc comment, and every example type-checks against the engine as it
 * is: a renamed option or a changed result breaks this test, not a reader.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { REPO_ROOT } from '../support/cli.js';

const ENGINE = join(REPO_ROOT, 'src/engine');
const INDEX = readFileSync(join(ENGINE, 'index.ts'), 'utf8');

/** Each exported function's or class's doc comment examples, by its name and file. */
function examples(): { name: string; file: string; code: string[] }[] {
  const found: { name: string; file: string; code: string[] }[] = [];
  const files = [...INDEX.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((m) => `${m[1]}.ts`);
  for (const file of new Set(files)) {
    const text = readFileSync(join(ENGINE, file), 'utf8');
    for (const m of text.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*export (?:(?:async )?function\*?|class) (\w+)/g)) {
      const code = [...m[1].matchAll(/```ts\n([\s\S]*?)\n\s*\*\s*```/g)].map((b) => b[1].replace(/^\s*\* ?/gm, ''));
      found.push({ name: m[2], file, code });
    }
  }
  return found;
}

const exportedFunctions = Object.entries(engine)
  .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name))
  .map(([name]) => name)
  .sort();

const exportedClasses = Object.entries(engine)
  .filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name))
  .map(([name]) => name)
  .sort();

describe('usage examples in the engine', () => {
  const all = examples();

  it.each([...exportedFunctions, ...exportedClasses].map((n) => [n]))('%s has one', (name) => {
    const entry = all.find((e) => e.name === name);
    expect(entry, `${name}: no doc comment found before its declaration`).toBeDefined();
    expect(entry!.code.length, `${name} (${entry!.file}): no \`\`\`ts example`).toBeGreaterThan(0);
  });

  it('every example type-checks against the engine', () => {
    const names = [...INDEX.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((n) => n.trim().replace(/^type\s+/, ''))
        .filter((n) => n !== ''),
    );
    const prelude = [
      `import { ${[...new Set(names)].join(', ')} } from '../../src/engine/index.js';`,
      'declare const problem: SearchProblem<number, string>;',
      'declare const ranked: RankedProblem<number, string>;',
      'declare const space: PatternSpace;',
      'declare const signal: AbortSignal;',
      'declare const shared: LayerMarks;',
    ].join('\n');
    const sources = new Map<string, string>();
    all.forEach((entry, i) =>
      entry.code.forEach((code, j) => {
        sources.set(join(REPO_ROOT, `test/engine/__doc_example_${i}_${j}.ts`), `${prelude}\nexport async function example() {\n${code}\n}\n`);
      }),
    );
    // The project's own settings (tsconfig.json): its lib (ES2022, no DOM) and types.
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, skipLibCheck: true, lib: ['lib.es2022.d.ts'], types: ['node'] };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (name, language, ...rest) => (sources.has(name) ? ts.createSourceFile(name, sources.get(name)!, language) : getSourceFile.call(host, name, language, ...rest));
    host.fileExists = (name) => sources.has(name) || fileExists.call(host, name);
    host.readFile = (name) => sources.get(name) ?? readFile.call(host, name);
    const program = ts.createProgram([...sources.keys()], options, host);
    // Diagnostics of the examples only: the checker still resolves every engine
    // type they use, but does not check all of the engine's own code (tsc does that).
    const exampleFiles = [...sources.keys()].map((name) => program.getSourceFile(name)!);
    const problems = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...exampleFiles.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])]
      .filter((d) => !d.file || sources.has(d.file.fileName))
      .map((d) => {
        if (!d.file) return ts.flattenDiagnosticMessageText(d.messageText, '\n');
        const where = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        const index = [...sources.keys()].indexOf(d.file!.fileName);
        return `example ${index} line ${where.line - 7}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}\n${sources.get(d.file!.fileName)!.split('\n').slice(7).join('\n')}`;
      });
    expect(problems).toEqual([]);
  }, 120_000);
});
