/**
 * The browser app: `vite build web` bundles it into web/dist, `vite preview
 * web` serves that. The engine and the puzzles are imported from ../src as
 * they are (they are platform-neutral), so the server may read outside web/.
 *
 * vite-plugin-pwa adds the web app manifest (so a phone can install the app)
 * and a service worker that precaches every built file, so the app works
 * offline once loaded: every search runs in the page's own worker anyway.
 */
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { backendPreloadPlugin } from './backend-preload-plugin.js';
import { inlineCssPlugin } from './inline-css-plugin.js';
import { puzzleSummariesPlugin } from './summaries-plugin.js';

export default defineConfig({
  base: './',
  // One stylesheet (inlined in index.html by inline-css-plugin.ts), the few rules that lazy chunks import included:
  // a chunk's own stylesheet would be fetched only once its import() runs, and the import waits for it.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000, cssCodeSplit: false },
  worker: { format: 'es' },
  server: { fs: { allow: ['..'] } },
  preview: { host: '127.0.0.1' },
  plugins: [
    puzzleSummariesPlugin(),
    inlineCssPlugin(),
    backendPreloadPlugin(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by a few lines in the page, not a script file that would hold up the first paint.
      injectRegister: 'inline',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'puzzlekit: solve, play and explore move puzzles',
        short_name: 'puzzlekit',
        description: '华容道, the 15-puzzle, river crossings, water jugs and more: solved, played and explored in your browser.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f6f5f1',
        theme_color: '#2f3542',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The app is one page; the search worker and every asset are precached with it, and a new
        // service worker takes over the open page at once (no second visit needed to work offline).
        clientsClaim: true,
        skipWaiting: true,
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 8 * 2 ** 20,
      },
    }),
  ],
});
