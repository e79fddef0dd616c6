/** How the docs-commands test reads the README and the docs: which blocks run, what exit codes they promise, and in what order. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docCommands, docPages, runChains } from '../support/doc-commands.js';
import { commandKey, readmeCommands, shellBlocks } from '../support/readme.js';

describe('readmeCommands', () => {
  it('takes the lines of ```sh blocks only, with the exit code their comment names', () => {
    const markdown = [
      '```sh',
      'npx puzzlekit list',
      '# a comment line',
      '',
      "npx puzzlekit solve x --code 'A#B'   # exit 1: unsolvable",
      'npx puzzlekit solve y \\',
      '  --no-boards                 # 9 moves',
      '```',
      '```sh long',
      'npm run bench',
      '```',
      '```',
      'puzzlekit list [--json]',
      '```',
      '```json',
      '{ "a": 1 }',
      '```',
    ].join('\n');
    expect(readmeCommands(markdown)).toEqual([
      { line: 'npx puzzlekit list', lineNumber: 2, exit: 0 },
      { line: "npx puzzlekit solve x --code 'A#B'   # exit 1: unsolvable", lineNumber: 5, exit: 1 },
      { line: 'npx puzzlekit solve y --no-boards                 # 9 moves', lineNumber: 6, exit: 0 },
    ]);
  });

  it('keeps each block apart, and a command without its comment is its key', () => {
    const blocks = shellBlocks(['```sh', 'a', 'b', '```', 'text', '```sh', 'c', '```'].join('\n'));
    expect(blocks.map((b) => [b.lineNumber, b.commands.map((c) => c.line)])).toEqual([
      [1, ['a', 'b']],
      [6, ['c']],
    ]);
    expect(commandKey("npx  puzzlekit solve x --code 'A#B'   # exit 1")).toBe("npx puzzlekit solve x --code 'A#B'");
  });
});

describe('docCommands', () => {
  const root = mkdtempSync(join(tmpdir(), 'puzzlekit-doc-commands-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs/guide'), { recursive: true });
  mkdirSync(join(root, 'docs/api'), { recursive: true });
  mkdirSync(join(root, 'docs/.vitepress'), { recursive: true });
  writeFileSync(join(root, 'README.md'), ['```sh', 'write a   # makes a', 'read a', '```'].join('\n'));
  writeFileSync(join(root, 'docs/guide/one.md'), ['```sh', 'write a   # shown again', 'other', 'bad   # exit 1', '```'].join('\n'));
  writeFileSync(join(root, 'docs/guide/two.md'), ['```sh', 'bad', '```'].join('\n'));
  writeFileSync(join(root, 'docs/api/generated.md'), ['```sh', 'never', '```'].join('\n'));
  writeFileSync(join(root, 'docs/.vitepress/x.md'), ['```sh', 'never', '```'].join('\n'));

  it('reads the README and every docs page but generated and tooling folders', () => {
    expect(docPages(root)).toEqual(['README.md', 'docs/guide/one.md', 'docs/guide/two.md']);
  });

  it('runs a command shown twice once, and names places that promise different exits', () => {
    const set = docCommands(root);
    expect([...set.commands.keys()]).toEqual(['write a', 'read a', 'other', 'bad']);
    expect(set.commands.get('write a')!.places).toEqual([
      { file: 'README.md', lineNumber: 2 },
      { file: 'docs/guide/one.md', lineNumber: 2 },
    ]);
    expect(set.chains.map((c) => c.keys)).toEqual([['write a', 'read a'], ['write a', 'other', 'bad'], ['bad']]);
    expect(set.disagreements).toHaveLength(1);
    expect(set.disagreements[0]).toMatch(/^docs\/guide\/two\.md:2 says exit 0, docs\/guide\/one\.md:4 says exit 1/);
  });

  it('runs each command once, a block in order, blocks side by side within the limit', async () => {
    const set = docCommands(root);
    const order: string[] = [];
    let atOnce = 0;
    let most = 0;
    const runs = runChains(set, 2, async (command) => {
      atOnce++;
      most = Math.max(most, atOnce);
      order.push(`start ${command.line}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${command.line}`);
      atOnce--;
      return command.line;
    });
    expect(await Promise.all(runs.values())).toEqual(['write a   # makes a', 'read a', 'other', 'bad   # exit 1']);
    expect(order.filter((o) => o.startsWith('start'))).toHaveLength(4);
    expect(most).toBe(2);
    // Each block's order holds: a command starts after the one before it in its block has ended.
    expect(order.indexOf('start read a')).toBeGreaterThan(order.indexOf('end write a   # makes a'));
    expect(order.indexOf('start other')).toBeGreaterThan(order.indexOf('end write a   # makes a'));
    // "bad" is also a block of its own, which may run it first: each block must hold all it needs.
  });
});
