/**
 * The docs pages against what they document: every built-in puzzle has a
 * page with its picture and its Chinese name, every page is in the site's
 * sidebar (the site lists pages by hand), and every picture a page shows is
 * committed. Reads files only: the site's build is `npm run docs`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { REPO_ROOT } from '../support/cli.js';
import { docPages } from '../support/doc-commands.js';

const pages = docPages(REPO_ROOT).filter((page) => page.startsWith('docs/'));
const config = readFileSync(join(REPO_ROOT, 'docs/.vitepress/config.mts'), 'utf8');
const read = (page: string) => readFileSync(join(REPO_ROOT, page), 'utf8');

describe('the docs pages', () => {
  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s has a page with its picture and its Chinese name', (id, puzzle) => {
    const page = `docs/puzzles/${id}.md`;
    expect(pages).toContain(page);
    const text = read(page);
    expect(text).toContain(`](../screenshots/puzzles/${id}.png)`);
    const zh = puzzle.zh?.title ?? '';
    // The catalog's Chinese title, or its first name before a bracket (数字推盘 of 数字推盘（八数码…）).
    expect(zh).not.toBe('');
    expect(text).toContain(zh.split(/[（(]/)[0].trim());
  });

  it('lists every page in the sidebar', () => {
    const unlisted = pages
      .map((page) => `/${page.slice('docs/'.length).replace(/\.md$/, '').replace(/(^|\/)index$/, '$1')}`)
      // Puzzle pages are listed by id (PUZZLES in the config), the others by link.
      .filter((link) => link !== '/' && !config.includes(`'${link}'`) && !config.includes(`['${link.replace(/^\/puzzles\//, '')}',`));
    expect(unlisted).toEqual([]);
  });

  it('shows only pictures that are committed, each well under 100 KB', () => {
    const pictures = ['README.md', ...pages].flatMap((page) =>
      [...read(page).matchAll(/!\[[^\]]*\]\(([^)]+\.png)\)/g)].map((m) => normalize(join(dirname(page), m[1]))),
    );
    expect(pictures.length).toBeGreaterThan(PUZZLES.length);
    for (const picture of pictures) {
      expect(existsSync(join(REPO_ROOT, picture)), picture).toBe(true);
      expect(readFileSync(join(REPO_ROOT, picture)).length, picture).toBeLessThan(100_000);
    }
  });
});
