#!/usr/bin/env node
// Makes test/fixtures/puzzlescript/ from PuzzleScript's own engine (run by hand, not in CI; its
// output is committed as data, and test/puzzles/puzzlescript-fixtures.test.ts replays it through
// puzzlekit's interpreter):
//   node scripts/puzzlescript-fixtures.mjs <PuzzleScript checkout> [--out DIR] [--demo-inputs N] [--max-inputs N] [--seed S] [--only TEXT]
// (--only: just the cases and demos whose name contains TEXT, to look into one; the manifest then
// covers only those.) Two kinds of fixture:
//   testdata/  PuzzleScript's regression cases (src/tests/resources/testdata.js): each is played
//              through its engine first, and kept only when the engine ends in the level the test
//              data records (then that recorded level is the fixture's `final`).
//   demo/      random inputs (seeded, so a rerun makes the same files) on its demo games
//              (src/demo/*.txt), the level after every input recorded from its engine.
// Games that use random or realtime are kept as `"expect": "refused"` with the lines of
// those features; games its engine could not run are listed in manifest.json with the reason.
// The format is in test/fixtures/puzzlescript/README.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { openEngine, readTestData } from './puzzlescript/engine.mjs';
import { refusableFeatures } from './puzzlescript/features.mjs';

const USAGE = 'usage: node scripts/puzzlescript-fixtures.mjs <PuzzleScript checkout> [--out DIR] [--demo-inputs N] [--max-inputs N] [--seed S] [--only TEXT]';

function parseArgs(argv) {
  const options = { checkout: undefined, out: 'test/fixtures/puzzlescript', demoInputs: 32, maxInputs: 64, seed: 35, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value\n${USAGE}`);
      return argv[++i];
    };
    if (arg === '--out') options.out = value();
    else if (arg === '--demo-inputs') options.demoInputs = Number(value());
    else if (arg === '--max-inputs') options.maxInputs = Number(value());
    else if (arg === '--seed') options.seed = Number(value());
    else if (arg === '--only') options.only = value().toLowerCase();
    else if (arg.startsWith('-') || options.checkout !== undefined) throw new Error(`unknown argument ${arg}\n${USAGE}`);
    else options.checkout = resolve(arg);
  }
  if (options.checkout === undefined) throw new Error(USAGE);
  return options;
}

/** A name that is safe as a file name and still reads as the game's. */
function slug(name) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'untitled';
}

/** mulberry32: a small seeded generator, so that the demo traces come out the same on every run. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Source characters past which a game to be refused is listed in the manifest rather than kept (its refusal is checked on smaller ones). */
const REFUSED_SOURCE_MAX = 12_000;

const featureWords = (features) => features.map((f) => `${f.feature} (line ${f.line})`).join(', ');

/** Levels' total characters past which a fixture keeps only the final level (the fixture set stays a few MB). */
const LEVEL_STRINGS_BUDGET = 10_000;

/** What the engine's compiled game says it uses, to check the text scan finds each one. */
function engineFeatures(state) {
  const rules = [...(state.rules ?? []), ...(state.lateRules ?? [])].flat();
  const used = new Set();
  if (state.metadata?.realtime_interval !== undefined) used.add('realtime');
  if (rules.some((rule) => rule.isRandom)) used.add('random');
  return used;
}

/** The features to refuse, checked against the engine's own reading; throws where the scan missed one. */
function refusals(name, source, engine) {
  const features = refusableFeatures(source);
  for (const feature of engineFeatures(engine.state())) {
    if (!features.some((f) => f.feature === feature)) throw new Error(`${name}: the engine reads ${feature} but the scan found no line for it`);
  }
  return features;
}

/**
 * Plays `inputs` from `startIndex`; answers the level after each input. Throws what the engine
 * throws, and its compile errors.
 */
function play(checkout, source, startIndex, inputs, seed) {
  const engine = openEngine(checkout);
  const errors = engine.load(source, startIndex, seed);
  if (errors.length > 0) throw new Error(`its compiler reports an error: ${errors[0]}`);
  const levels = [];
  for (const input of inputs) {
    engine.step(input);
    levels.push(engine.levelString());
  }
  return { engine, levels };
}

/** The recorded levels where they fit the budget, else the final level only. */
function expectation(levels) {
  const size = levels.reduce((n, s) => n + s.length, 0);
  return size <= LEVEL_STRINGS_BUDGET ? { levelStrings: levels } : { final: levels[levels.length - 1] };
}

function fromTestData(options, manifest, write) {
  const cases = readTestData(options.checkout);
  const refusedSources = new Set();
  for (const [name, data] of cases) {
    if (options.only !== undefined && !name.toLowerCase().includes(options.only)) continue;
    const [source, allInputs, expectedFinal, start, seed] = data;
    // The test data writes some start indexes as strings ("1"), which its engine takes as numbers.
    const startIndex = start === undefined || start === null ? 0 : Number(start);
    const file = `testdata/${slug(name)}`;
    let full;
    try {
      const engine = openEngine(options.checkout);
      const errors = engine.load(source, startIndex, seed ?? null);
      if (errors.length > 0) throw new Error(`its compiler reports an error (its engine plays on regardless; a game with errors is no fixture): ${errors[0]}`);
      const features = refusals(name, source, engine);
      if (features.length > 0) {
        // One refusal per game (several cases may share a source), and only of games small enough for the set's size.
        if (source.length > REFUSED_SOURCE_MAX) manifest.refusedNotKept.push({ game: name, features: featureWords(features) });
        else if (!refusedSources.has(source)) write(file, { game: name, origin: 'testdata', source, startIndex, inputs: [], expect: 'refused', features });
        refusedSources.add(source);
        continue;
      }
      // The whole case, as PuzzleScript's own test runner plays it: kept only where its engine
      // agrees with its test data. The fixture's levels are this run's (a prefix of the inputs
      // plays the same as it does here).
      full = play(options.checkout, source, startIndex, allInputs, seed ?? null);
      const finalNow = full.levels.length > 0 ? full.levels[full.levels.length - 1] : full.engine.levelString();
      if (finalNow !== expectedFinal) {
        manifest.notRun.push({ game: name, origin: 'testdata', reason: 'its engine, in a fresh context, does not end in the level its test data records' });
        continue;
      }
    } catch (error) {
      manifest.notRun.push({ game: name, origin: 'testdata', reason: String(error.message ?? error) });
      continue;
    }
    // The interpreter has no tick (no realtime here): a case is cut at its first tick.
    const tick = allInputs.indexOf('tick');
    const usable = tick < 0 ? allInputs : allInputs.slice(0, tick);
    const inputs = usable.slice(0, options.maxInputs);
    if (inputs.length === 0) {
      manifest.notRun.push({ game: name, origin: 'testdata', reason: 'its first input is a tick, which the fixture inputs do not have' });
      continue;
    }
    const fixture = { game: name, origin: 'testdata', source, startIndex, inputs };
    if (inputs.length < allInputs.length) fixture.cutFrom = allInputs.length;
    const levels = full.levels.slice(0, inputs.length);
    write(file, { ...fixture, ...expectation(levels) });
  }
}

/** A random input: a move mostly, action where the game has it, now and then undo or restart. */
function randomInput(random, noAction) {
  const r = random();
  if (r < 0.06) return 'undo';
  if (r < 0.08) return 'restart';
  if (!noAction && r < 0.18) return 4;
  return Math.floor(random() * 4);
}

function fromDemos(options, manifest, write) {
  const demoDir = join(options.checkout, 'src', 'demo');
  const random = seededRandom(options.seed);
  for (const entry of readdirSync(demoDir).filter((f) => f.endsWith('.txt')).sort()) {
    const name = basename(entry, '.txt');
    if (options.only !== undefined && !name.toLowerCase().includes(options.only)) continue;
    const source = readFileSync(join(demoDir, entry), 'utf8');
    let engine;
    try {
      engine = play(options.checkout, source, 0, [], 'puzzlekit').engine;
    } catch (error) {
      manifest.notRun.push({ game: name, origin: 'demo', reason: String(error.message ?? error) });
      continue;
    }
    const state = engine.state();
    const playable = state.levels.map((level, index) => (level.message === undefined ? index : -1)).filter((i) => i >= 0);
    if (playable.length === 0) {
      manifest.notRun.push({ game: name, origin: 'demo', reason: 'no level to play (messages only)' });
      continue;
    }
    const features = refusals(name, source, engine);
    if (features.length > 0) {
      write(`demo/${slug(name)}`, { game: name, origin: 'demo', source, startIndex: playable[0], inputs: [], expect: 'refused', features });
      continue;
    }
    // One trace per game (one file per game), from a level drawn at random.
    const startIndex = playable[Math.floor(random() * playable.length)];
    const noAction = state.metadata.noaction !== undefined;
    const inputs = Array.from({ length: options.demoInputs }, () => randomInput(random, noAction));
    try {
      const { levels } = play(options.checkout, source, startIndex, inputs, 'puzzlekit');
      write(`demo/${slug(name)}`, { game: name, origin: 'demo', source, startIndex, inputs, ...expectation(levels) });
    } catch (error) {
      manifest.notRun.push({ game: name, origin: 'demo', startIndex, reason: String(error.message ?? error) });
    }
  }
}

function checkoutCommit(checkout) {
  try {
    return execFileSync('git', ['-C', checkout, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const out = resolve(options.out);
  for (const dir of ['testdata', 'demo']) {
    rmSync(join(out, dir), { recursive: true, force: true });
    mkdirSync(join(out, dir), { recursive: true });
  }
  const manifest = {
    puzzleScriptCommit: checkoutCommit(options.checkout),
    options: { demoInputs: options.demoInputs, maxInputs: options.maxInputs, seed: options.seed },
    fixtures: 0,
    refused: [],
    refusedNotKept: [],
    notRun: [],
  };
  const written = new Set();
  const write = (path, fixture) => {
    let name = path;
    for (let n = 2; written.has(name); n++) name = `${path}-${n}`;
    written.add(name);
    writeFileSync(join(out, `${name}.json`), `${JSON.stringify(fixture)}\n`);
    manifest.fixtures++;
    if (fixture.expect === 'refused') manifest.refused.push({ file: `${name}.json`, features: featureWords(fixture.features) });
  };
  const started = performance.now();
  fromTestData(options, manifest, write);
  fromDemos(options, manifest, write);
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`${manifest.fixtures} fixtures (${manifest.refused.length} to be refused), ${manifest.notRun.length} cases PuzzleScript's engine could not run, in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
