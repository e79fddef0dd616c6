/**
 * A Vite plugin (build only) that starts fetching what a puzzle's page needs
 * as the page starts, instead of after the main script has run: a few lines
 * in index.html read `?puzzle=` and `?view=` and add a `modulepreload` for the
 * instances' chunk (web/src/views/workspace.ts), for that backend's chunk, for
 * that view's chunk (Solve when the link names none), and for the chunks they
 * import. Each backend is a chunk of its own (src/puzzles/catalog-loaders.ts),
 * found here by its folder, which is named as its id; each view too
 * (web/src/views/view-loaders.ts), found by its file, `<view>-view.ts`; the
 * home page (no puzzle, or `view=home`) preloads nothing.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const BACKEND_ENTRY = /\/src\/puzzles\/([^/]+)\/index\.ts$/;
const VIEWS_ENTRY = /\/web\/src\/views\/workspace\.ts$/;
const VIEW_ENTRY = /\/web\/src\/views\/([a-z]+)-view\.ts$/;

/** The chunks a page needs for a puzzle: the instances' (`views`), each backend's (by id) and each view's (by name), each with the chunks under it, less the entry's. */
function pageChunks(bundle: OutputBundle): { views: string[]; backends: Record<string, string[]>; viewChunks: Record<string, string[]> } {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const under = (top: OutputChunk, skip: ReadonlySet<string>): string[] => {
    const wanted = new Set<string>();
    const visit = (fileName: string) => {
      if (skip.has(fileName) || wanted.has(fileName)) return;
      wanted.add(fileName);
      byName.get(fileName)?.imports.forEach(visit);
    };
    visit(top.fileName);
    return [...wanted];
  };
  const loaded = new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])]);
  const viewsChunk = chunks.find((chunk) => VIEWS_ENTRY.test(chunk.facadeModuleId ?? ''));
  const views = viewsChunk ? under(viewsChunk, loaded) : [];
  const withViews = new Set([...loaded, ...views]);
  const backends: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId?.match(BACKEND_ENTRY)?.[1];
    if (id && !chunk.isEntry) backends[id] = under(chunk, withViews).map((fileName) => `./${fileName}`);
  }
  const viewChunks: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (chunk.isEntry) continue;
    // By the modules in it, not its facade: a view another view imports (Solve, by Play) may share its chunk.
    for (const moduleId of chunk.moduleIds) {
      const view = moduleId.match(VIEW_ENTRY)?.[1];
      if (view) viewChunks[view] = under(chunk, withViews).map((fileName) => `./${fileName}`);
    }
  }
  return { views: views.map((fileName) => `./${fileName}`), backends, viewChunks };
}

export function backendPreloadPlugin(): Plugin {
  return {
    name: 'puzzlekit-backend-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { views, backends, viewChunks } = pageChunks(context.bundle);
        const script = `(() => {
  const q = new URLSearchParams(location.search);
  const id = q.get('puzzle');
  if (id === null || q.get('view') === 'home') return;
  const backends = ${JSON.stringify(backends)};
  const views = ${JSON.stringify(viewChunks)};
  const view = Object.hasOwn(views, q.get('view')) ? q.get('view') : 'solve';
  const wanted = new Set([...${JSON.stringify(views)}, ...(Object.hasOwn(backends, id) ? backends[id] : []), ...(views[view] ?? [])]);
  for (const href of wanted) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
})();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
