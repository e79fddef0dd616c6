// The command line as one file: Node starts it in about half the time it takes
// to load the ~170 modules tsc emits (0.13 s instead of 0.27 s per command here).
// tsc still emits every module (the library, the worker-thread entries); this
// replaces only dist/cli/main.js, the entry `bin` points at. Worker threads are
// started from dist/parallel/*.js, which both layouts reach as ../parallel/.
import { defineConfig } from 'rolldown';

export default defineConfig({
  input: 'src/cli/main.ts',
  platform: 'node',
  output: { file: 'dist/cli/main.js', format: 'esm' },
});
