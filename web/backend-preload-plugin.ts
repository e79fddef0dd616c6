/**
 * A Vite plugin (build only) that starts fetching the backend a link names
 * as the page starts, instead of after the main script has run: a few lines
 * in index.html read `?puzzle=` and add a `modulepreload` for that backend's
 * chunk and the chunks it imports. Each backend is a chunk of its own
 * (src/puzzles/catalog-loaders.ts), found here by its folder, which is named
 * as its id; the home page (no puzzle, or `view=home`) preloads none.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const BACKEND_ENTRY = /\/src\/puzzles\/([^/]+)\/index\.ts$/;

/** Each backend's chunk and the chunks under it, less those the page loads anyway (the entry's), by puzzle id. */
function backendChunks(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId?.match(BACKEND_ENTRY)?.[1];
    if (!id || chunk.isEntry) continue;
    const wanted = new Set<string>();
    const visit = (fileName: string) => {
      if (loaded.has(fileName) || wanted.has(fileName)) return;
      wanted.add(fileName);
      byName.get(fileName)?.imports.forEach(visit);
    };
    visit(chunk.fileName);
    files[id] = [...wanted].map((fileName) => `./${fileName}`);
  }
  return files;
}

export function backendPreloadPlugin(): Plugin {
  return {
    name: 'puzzlekit-backend-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const script = `(() => {
  const chunks = ${JSON.stringify(backendChunks(context.bundle))};
  const q = new URLSearchParams(location.search);
  const id = q.get('puzzle');
  if (id === null || !Object.hasOwn(chunks, id) || q.get('view') === 'home') return;
  for (const href of chunks[id]) {
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
