/**
 * The runners Node gives the midend, registered in its tables as this module
 * is imported (src/midend/runners.ts says why the midend cannot import them):
 * explore on worker threads, the compact search on threads with checkpoints,
 * out of core in segments, on a cluster; family classification on threads.
 * Any Node front end imports it once for its effect: the command line's
 * `run.ts` at start, and the commands that use the runners (so that a
 * program or a test that calls a command directly has them too); a program
 * using the library imports `puzzlekit/node-runners`. The browser imports
 * none of it, and its midend runs on the one thread it has.
 *
 * @module puzzlekit/node-runners
 */
import './parallel/register-runners.js';
import './parallel/register-compact.js';
import './parallel/register-family-runner.js';
import './parallel/register-census-runner.js';
import './storage/register-segmented.js';
import './cluster/register-runner.js';
