/**
 * The docs' "A new front end" and "Adding a puzzle backend" as they stand: the
 * front end's block runs against the build and answers as its comments say,
 * and the table a backend fills in names every member of `PuzzleBackend`,
 * no more and no fewer.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { readmeBlock } from '../support/readme.js';

const FRONT_END_PAGE = readFileSync(join(REPO_ROOT, 'docs/extend/front-end.md'), 'utf8');
const BACKEND_PAGE = readFileSync(join(REPO_ROOT, 'docs/extend/adding-a-backend.md'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'puzzlekit-front-end-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the docs' new front end", () => {
  it('runs as written, answering through the midend in the language asked', () => {
    const block = readmeBlock(FRONT_END_PAGE, 'js', 'front-end');
    expect(block).toBeDefined();
    const library = pathToFileURL(join(REPO_ROOT, 'dist/index.js')).href;
    const file = join(scratch, 'front-end.mjs');
    writeFileSync(file, block!.replace("from 'puzzlekit'", `from '${library}'`));
    const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    // 8-5-3 jugs, 8 litres to 4 and 4: seven pours, each in words, after the header.
    expect(lines[0]).toBe('Water jugs (分水问题: 8-5-3, 3-5-to-4, ...): 8,5,3:8,0,0:4,4,0:notap');
    expect(lines.slice(1, 8)).toHaveLength(7);
    expect(lines.slice(1, 8).every((line) => /^pour the \dL jug into the \dL jug$/.test(line))).toBe(true);
    // Two tiles swapped: the parity proof, in Chinese, instead of a search.
    expect(lines[8]).toMatch(/^数字推盘.*：1,2,3,4\/5,6,7,8\/9,10,11,12\/13,15,14,0$/);
    expect(lines[9]).toContain('奇偶');
    // Bad input: one line naming the cell, counted from 1, in Chinese.
    expect(lines[10]).toMatch(/^第 3 行第 3 列：/);
    expect(lines).toHaveLength(11);
  });
});

describe("the docs' table of a backend", () => {
  it('names every member of PuzzleBackend, and nothing else', () => {
    const block = readmeBlock(BACKEND_PAGE, 'ts', 'table');
    expect(block).toBeDefined();
    const named = new Set(
      block!
        .split('\n')
        .map((line) => line.replace(/\/\/.*$/, ''))
        .filter((line) => !line.includes('definePuzzle') && !line.startsWith('}'))
        .flatMap((line) => line.split(',').map((word) => word.trim()))
        .filter((word) => word !== ''),
    );
    const source = readFileSync(join(REPO_ROOT, 'src/puzzles/puzzle.ts'), 'utf8');
    const body = /export interface PuzzleBackend<I, S, M> \{([\s\S]*?)\n\}/.exec(source)![1];
    const members = new Set([...body.matchAll(/^ {2}(?:readonly )?(\w+)\??[(:<]/gm)].map((m) => m[1]));
    expect(members.size).toBeGreaterThan(25);
    expect([...named].sort()).toEqual([...members].sort());
  });
});
