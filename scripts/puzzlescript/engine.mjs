// PuzzleScript's own engine (increpare/PuzzleScript, MIT), run headless in Node from a checkout the
// user names: nothing of it is copied into this repository. Its engine is browser code that keeps
// its whole state in script-level globals, so its files are read into one `vm` context, in the
// order its own Node test runner (src/tests/run_tests_node.js) loads them, with the few browser
// objects it touches stubbed out. Each game gets a fresh context, so nothing one game leaves in
// those globals can change the next one's play.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

// The engine's files in load order; plugin_header_on.js exists only in later versions.
const ENGINE_FILES = [
  'js/storagewrapper.js',
  'js/bitvec.js',
  'js/level.js',
  'js/languageConstants.js',
  'js/globalVariables.js',
  'js/debug.js',
  'js/plugin_header_on.js',
  'js/font.js',
  'js/rng.js',
  'js/riffwave.js',
  'js/sfxr.js',
  'js/codemirror/stringstream.js',
  'js/colorhelpers.js',
  'js/colors.js',
  'js/engine.js',
  'js/parser.js',
  'js/compiler.js',
  'js/soundbar.js',
];

// The engine's `let` globals live in the script's own scope, out of reach of code outside it;
// this tail, run in the same script, hands out the handful of them a driver needs.
const ACCESS = `
globalThis.__ps = {
  compile: (command, text, seed) => compile(command, text, seed),
  processInput: (dir) => processInput(dir),
  undo: () => DoUndo(false, true),
  restart: () => DoRestart(),
  levelString: () => convertLevelToString(),
  againing: () => againing,
  stopAgain: () => { againing = false; },
  testing: (on) => { unitTesting = on; lazyFunctionGeneration = !on; },
  resetErrors: () => {
    if (typeof resetParserErrorState === 'function') resetParserErrorState();
    else { errorStrings = []; errorCount = 0; }
  },
  errors: () => errorStrings.slice(),
  errorCount: () => errorCount,
  state: () => state,
  curlevel: () => curlevel,
  textMode: () => textMode,
};
`;

const cache = new Map();

/** The engine's concatenated source from a checkout (its `src` folder, or the checkout root). */
function engineScript(checkout) {
  const src = existsSync(join(checkout, 'src', 'js', 'engine.js')) ? join(checkout, 'src') : checkout;
  if (!existsSync(join(src, 'js', 'engine.js'))) {
    throw new Error(`${checkout} is not a PuzzleScript checkout: no src/js/engine.js there`);
  }
  let script = cache.get(src);
  if (script === undefined) {
    let code = '';
    for (const file of ENGINE_FILES) {
      const path = join(src, file);
      if (existsSync(path)) code += `\n// ---- ${file} ----\n${readFileSync(path, 'utf8')}\n`;
    }
    script = new vm.Script(code + ACCESS, { filename: 'puzzlescript-engine.js' });
    cache.set(src, script);
  }
  return { src, script };
}

/** The browser objects the engine touches at load or in play, as inert stand-ins. */
function browserStubs() {
  const storage = {};
  const element = () => ({ style: {}, innerHTML: '', textContent: '', getContext: () => null });
  const nothing = () => {};
  const g = {
    console: { log: nothing, warn: nothing, error: nothing, info: nothing, debug: nothing },
    performance,
    localStorage: {
      getItem: (k) => (Object.prototype.hasOwnProperty.call(storage, k) ? storage[k] : null),
      setItem: (k, v) => { storage[k] = String(v); },
      removeItem: (k) => { delete storage[k]; },
    },
    document: {
      URL: 'puzzlekit-fixtures://',
      body: { classList: { contains: () => false }, addEventListener: nothing, removeEventListener: nothing },
      createElement: element,
      getElementById: () => null,
    },
    // Timers would replay the game on their own; the driver ticks it instead.
    setTimeout: nothing,
    clearTimeout: nothing,
    setInterval: nothing,
    clearInterval: nothing,
    lastDownTarget: null,
    canvas: null,
    input: element(),
    levelString: '',
    inputString: '',
    outputString: '',
    canvasResize: nothing,
    redraw: nothing,
    forceRegenImages: nothing,
    consolePrintFromRule: nothing,
    consolePrint: nothing,
    console_print_raw: nothing,
    consoleError: nothing,
    consoleCacheDump: nothing,
    addToDebugTimeline: () => '',
    killAudioButton: nothing,
    showAudioButton: nothing,
    regenSpriteImages: nothing,
    jumpToLine: nothing,
    printLevel: nothing,
    playSound: nothing,
    UnitTestingThrow: (error) => { throw error; },
    PuzzleScriptTestAssertions: { push: nothing, equal: nothing },
  };
  g.window = g;
  g.editor = { getValue: () => g.levelString };
  return g;
}

/** Agains in a row past which a turn is taken to loop for ever. */
const AGAIN_LIMIT = 10_000;

/**
 * A fresh PuzzleScript engine from `checkout`, ready to play one game.
 * Driving follows PuzzleScript's own test runner (testingFrameWork.js, runTest): compile with
 * ["loadLevel", index], then after the start and after every input, run queued `again` turns.
 */
export function openEngine(checkout) {
  const { src, script } = engineScript(checkout);
  const context = vm.createContext(browserStubs());
  script.runInContext(context);
  const ps = context.__ps;
  // The test runner's stripHTMLTags (debug.js's needs a DOM).
  context.stripHTMLTags = (html) => String(html).replace(/<\/?[a-zA-Z][^>]*>/g, '').trim();

  function settle() {
    let agains = 0;
    while (ps.againing()) {
      if (++agains > AGAIN_LIMIT) throw new Error(`more than ${AGAIN_LIMIT} again turns in a row`);
      ps.stopAgain();
      ps.processInput(-1);
    }
  }

  return {
    src,
    /**
     * Compiles `source` and opens its level (or message) `startIndex`; answers the compiler's
     * errors (an empty list when it compiled cleanly).
     */
    load(source, startIndex, seed = null) {
      ps.testing(true);
      ps.resetErrors();
      context.levelString = source;
      ps.compile(['loadLevel', startIndex], source, seed);
      const errors = ps.errorCount() > 0 ? ps.errors().map(context.stripHTMLTags) : [];
      if (errors.length === 0) settle();
      return errors;
    },
    /** Plays one input: 0 up, 1 left, 2 down, 3 right, 4 action, 'undo', 'restart' or 'tick'. */
    step(input) {
      if (input === 'undo') ps.undo();
      else if (input === 'restart') ps.restart();
      else if (input === 'tick') ps.processInput(-1);
      else ps.processInput(input);
      settle();
    },
    /** The level now, in convertLevelToString's form (the form of PuzzleScript's test data). */
    levelString: () => ps.levelString(),
    state: () => ps.state(),
    curlevel: () => ps.curlevel(),
    textMode: () => ps.textMode(),
  };
}

/** PuzzleScript's regression data (src/tests/resources/testdata.js): [name, [source, inputs, final, start?, seed?, audio?]][]. */
export function readTestData(checkout) {
  const { src } = engineScript(checkout);
  const context = vm.createContext({});
  vm.runInContext(`${readFileSync(join(src, 'tests', 'resources', 'testdata.js'), 'utf8')}\nthis.testdata = testdata;`, context);
  return context.testdata;
}
