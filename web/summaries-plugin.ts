/**
 * A Vite plugin that gives the app what its home page and puzzle menu show
 * of every puzzle without loading any backend: `virtual:puzzle-summaries`
 * (ids, names, one line, default preset) and `virtual:puzzle-thumbnails`
 * (each default instance drawn, in both languages). Both are made at build
 * time from the catalog itself (src/midend/puzzle-summaries.ts), bundled for
 * Node with rolldown and run once, so they never go stale; the backends
 * then come one chunk each, when a page first needs them (lazy-catalog.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import type { PuzzleSummary, PuzzleThumbnails } from '../src/midend/puzzle-summary.js';

const MODULES = { 'virtual:puzzle-summaries': 'summaries', 'virtual:puzzle-thumbnails': 'thumbnails' } as const;
type VirtualId = keyof typeof MODULES;
/** Vite's convention: a resolved virtual id starts with a NUL, so no other plugin tries to read it as a file. */
const RESOLVED_PREFIX = '\0';

interface CatalogData {
  summaries: PuzzleSummary[];
  thumbnails: PuzzleThumbnails;
}

/** Bundles puzzle-summaries.ts (and the catalog under it) into one ES module in a temporary folder, runs it, and removes it. */
async function catalogData(repoRoot: string): Promise<CatalogData> {
  const bundle = await build({
    input: join(repoRoot, 'src/midend/puzzle-summaries.ts'),
    platform: 'node',
    write: false,
    logLevel: 'warn',
    output: { format: 'esm', codeSplitting: false },
  });
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-summaries-'));
  try {
    const file = join(dir, 'summaries.mjs');
    writeFileSync(file, bundle.output[0].code);
    const made = (await import(pathToFileURL(file).href)) as { puzzleSummaries(): PuzzleSummary[]; puzzleThumbnails(): PuzzleThumbnails };
    return { summaries: made.puzzleSummaries(), thumbnails: made.puzzleThumbnails() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function puzzleSummariesPlugin(): Plugin {
  let repoRoot = '';
  let data: Promise<CatalogData> | null = null;
  return {
    name: 'puzzlekit-summaries',
    configResolved(config) {
      repoRoot = resolve(config.root, '..');
    },
    // Filters, so that the bundler calls these for the two modules alone, not for every module of the app.
    resolveId: {
      filter: { id: /^virtual:puzzle-(summaries|thumbnails)$/ },
      handler: (id) => (id in MODULES ? RESOLVED_PREFIX + id : undefined),
    },
    load: {
      filter: { id: /^\0virtual:puzzle-(summaries|thumbnails)$/ },
      async handler(id) {
        // Made once a build (or a dev server's life): both modules come from one run of the catalog.
        data ??= catalogData(repoRoot);
        const made = await data;
        return MODULES[id.slice(RESOLVED_PREFIX.length) as VirtualId] === 'summaries'
          ? `export const PUZZLE_SUMMARIES = ${JSON.stringify(made.summaries)};`
          : `export const PUZZLE_THUMBNAILS = ${JSON.stringify(made.thumbnails)};`;
      },
    },
  };
}
