#!/usr/bin/env node
/**
 * `node scripts/parallel.mjs FIRST [OTHER...]`: runs the command lines at the
 * same time and exits with 1 when any of them failed (0 when all passed).
 *
 * Why: tsc works on one core, and `npm test` ran its three tsc runs one after
 * another before vitest, leaving the other core of a 2-core machine idle for
 * most of a minute. Now `npm test` checks the web app's types beside the
 * build (tsc's emit of src, then rolldown), and the tests' beside vitest
 * (they read src's declarations, which the build writes).
 *
 * FIRST runs at the usual priority and its output passes through as it comes
 * (vitest's progress). Each OTHER runs at a lower priority (nice 10), so that
 * it takes the processor time FIRST leaves idle rather than slowing it, and
 * its output is held and printed, whole, once every command has ended, so
 * that nothing interleaves with FIRST's. Command lines run in the shell, with
 * the PATH npm gives scripts (node_modules/.bin).
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** The niceness of the commands after the first (0 usual, 19 lowest). */
const LOWER_PRIORITY = 10;

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs FIRST [OTHER...]');
  process.exit(2);
}

/** Runs one command line; resolves with its exit status and, unless live, its output. */
function run(command, live) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!live && child.pid !== undefined) {
      try {
        setPriority(child.pid, LOWER_PRIORITY);
      } catch {
        // Not allowed here (some containers): it only runs at the usual priority.
      }
    }
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => resolve({ command, status: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ command, status: code ?? (signal ? 1 : 0), output: Buffer.concat(held).toString() }));
  });
}

const results = await Promise.all(commands.map((command, at) => run(command, at === 0)));
for (const { command, status, output } of results.slice(1)) {
  if (output !== '' || status !== 0) process.stdout.write(`\n> ${command} (exit ${status})\n${output}`);
}
process.exit(results.some((result) => result.status !== 0) ? 1 : 0);
