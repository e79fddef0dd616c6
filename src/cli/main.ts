#!/usr/bin/env node
/**
 * The puzzlekit command line, for the process: `run.ts` does the work;
 * here is only what belongs to a process (Ctrl-C, a closed pipe, the exit code).
 */
import { mentionsPuzzleModule, runModuleCommandLine } from './module-run.js';
import { runCommandLine } from './run.js';

/**
 * A reader that closes the pipe early (`| head -1`) ends the run quietly, with
 * the shell's code for a closed pipe (128 + SIGPIPE), never a stack trace or
 * an exit code that means something else.
 */
const CLOSED_PIPE = 141;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(CLOSED_PIPE);
    throw error;
  });
}

const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  // The first Ctrl-C cancels the search (exit code 3); a second one quits at once.
  if (++interrupts > 1) process.exit(130);
  controller.abort();
});

// A user's puzzle module runs in a worker thread, which this one can end when the module's code does not return.
const args = process.argv.slice(2);
process.exitCode = await (mentionsPuzzleModule(args) ? runModuleCommandLine : runCommandLine)(args, { signal: controller.signal });
