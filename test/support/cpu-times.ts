/**
 * A setup file (vitest.config.ts adds it when PUZZLEKIT_TEST_CPU names a file)
 * that appends, for each test file, the processor seconds it took: its
 * worker's own (threads included) and those of the processes it started and
 * waited for (the CLI, Chromium, redis-server, workers). The suite is bound by
 * its processor time on a 2-core machine (its wall time there is about half
 * its processor seconds), and processor seconds, unlike wall time, hardly
 * change when the machine is busy with other work: compare changes by them.
 * Linux only (/proc); elsewhere it writes nothing. Each line is JSON:
 * {"file": "test/...", "cpu": seconds, "wall": seconds}.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll } from 'vitest';
import { REPO_ROOT } from './cli.js';

/** Clock ticks a second in /proc/self/stat (USER_HZ, 100 on Linux's every usual build). */
const TICKS = 100;

/** This process's processor seconds and its reaped children's, or undefined without /proc. */
function processorSeconds(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command's name (which may hold blanks): state is field 3; utime, stime, cutime, cstime are 14 to 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  return (fields[11] + fields[12] + fields[13] + fields[14]) / TICKS;
}

const out = process.env.PUZZLEKIT_TEST_CPU;
// Read as vitest runs this file, before each test file is imported: its imports and collection count too.
const cpuAtStart = processorSeconds();
const wallAtStart = performance.now();

afterAll(({}, suite) => {
  const cpuAtEnd = processorSeconds();
  if (!out || cpuAtStart === undefined || cpuAtEnd === undefined) return;
  const file = relative(REPO_ROOT, suite.file.filepath).split('\\').join('/');
  const line = { file, cpu: Math.round((cpuAtEnd - cpuAtStart) * 100) / 100, wall: Math.round(performance.now() - wallAtStart) / 1000 };
  appendFileSync(out, `${JSON.stringify(line)}\n`);
});
