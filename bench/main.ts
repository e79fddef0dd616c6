/**
 * `npm run bench`: one suite per puzzle family (each in its own file), printed
 * as one table. Figures: states per second, bytes per state (the search
 * tables' own bytes divided by states stored), milliseconds.
 * `npm run bench -- <name>...` runs only the suites named; `native` puts the
 * hot loops beside C++ baselines (native.ts).
 */
import { printTable } from './measure.js';
import { benchClassics } from './classics.js';
import { benchNative, printNativeTable } from './native.js';
import { benchRiverCrossing } from './river-crossing.js';
import { benchRushHour } from './rush-hour.js';
import { benchSlidingBlocks } from './sliding-blocks.js';
import { benchSlidingTiles } from './sliding-tiles.js';
import { benchSubmarine } from './submarine.js';

const SUITES: Record<string, () => void> = {
  'sliding-tiles': benchSlidingTiles,
  'sliding-blocks': benchSlidingBlocks,
  'rush-hour': benchRushHour,
  submarine: benchSubmarine,
  classics: benchClassics,
  'river-crossing': benchRiverCrossing,
  native: benchNative,
};

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!(name in SUITES)) {
    console.error(`unknown benchmark suite "${name}" (suites: ${Object.keys(SUITES).join(', ')})`);
    process.exit(2);
  }
}
for (const [name, run] of Object.entries(SUITES)) {
  if (wanted.length === 0 || wanted.includes(name)) run();
}
printTable();
printNativeTable();
