// The command line as one file: Node starts it in about half the time it takes
// to load the ~170 modules tsc emits (0.13 s instead of 0.27 s per command here).
// tsc still emits every module (the library); this replaces dist/cli/main.js,
// the entry `bin` points at, and the worker-thread entries in dist/parallel/,
// which every worker loads again: bundled, a worker starts in about half the
// CPU time (0.43 s instead of 0.8 s for three explore workers, measured here).
// Worker threads are started from dist/parallel/*.js, which the command line
// and the library both reach as ../parallel/.
import { defineConfig } from 'rolldown';

const WORKERS = ['explore-worker', 'compact-worker', 'family-classify-worker', 'level-worker', 'census-worker'];
// Loaded at run time from node_modules, only by the library and the server (dynamic imports):
// SQLite's driver (sql.js, which finds its .wasm file beside itself), and the server's packages need not slow every command's start.
const LOADED_LATER = /^(sql\.js|fastify|@fastify\/|piscina)/;

export default defineConfig([
  { input: 'src/cli/main.ts', platform: 'node', external: LOADED_LATER, output: { file: 'dist/cli/main.js', format: 'esm' } },
  // The thread a command line with --puzzle-module runs in (src/cli/module-run.ts).
  { input: 'src/cli/module-worker.ts', platform: 'node', external: LOADED_LATER, output: { file: 'dist/cli/module-worker.js', format: 'esm' } },
  // The position server's search thread (src/server/search-pool.ts).
  { input: 'src/server/search-worker.ts', platform: 'node', external: LOADED_LATER, output: { file: 'dist/server/search-worker.js', format: 'esm' } },
  ...WORKERS.map((name) => ({ input: `src/parallel/${name}.ts`, platform: 'node', external: LOADED_LATER, output: { file: `dist/parallel/${name}.js`, format: 'esm' } })),
]);
