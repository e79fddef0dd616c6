/**
 * The browser app: `vite build web` bundles it into web/dist, `vite preview
 * web` serves that. The engine and the puzzles are imported from ../src as
 * they are (they are platform-neutral), so the server may read outside web/.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  worker: { format: 'es' },
  server: { fs: { allow: ['..'] } },
  preview: { host: '127.0.0.1' },
});
