// The benches, each bundled into dist/bench/ (npm run bench and the bench:*
// scripts build them first; `npm run build` does not, and the package's
// "files" leave dist/bench/ out). They run from there because the built
// program is beside them: dist/cli/main.js, which bench:cluster starts, and
// dist/parallel/*.js, the worker threads the engine starts as ../parallel/
// from wherever its code runs. tsc checks them (tsconfig.test.json).
import { defineConfig } from 'rolldown';

const BENCHES = ['main', 'scale', 'out-of-core', 'korf', 'cluster', 'sokoban', 'serve', 'rush-hour-family', 'puzzlescript', 'web', 'trace-hook'];
// Loaded from node_modules at run time: the load generator (bench:serve), and Lighthouse and Vite (bench:web), are no part of what is measured.
const EXTERNAL = /^(autocannon|sql\.js|lighthouse|chrome-launcher|vite)/;

export default defineConfig(
  BENCHES.map((name) => ({ input: `bench/${name}.ts`, platform: 'node', external: EXTERNAL, output: { file: `dist/bench/${name}.js`, format: 'esm' } })),
);
