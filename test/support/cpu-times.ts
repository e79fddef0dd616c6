/**
 * A setup file (vitest.config.ts adds it when PUZZLEKIT_TEST_CPU names a file)
 * that appends, for each test file, the processor seconds it took: its
 * worker's own (threads included) and those of the processes it started,
 * ended or still running (the CLI, Chromium, redis-server, workers): a process
 * that outlives the file, as the Chromium the browser test files of a worker
 * share, counts for each file what it used while that file ran. The suite is bound by
 * its processor time on a 2-core machine (its wall time there is about half
 * its processor seconds), and processor seconds, unlike wall time, hardly
 * change when the machine is busy with other work: compare changes by them.
 * Linux only (/proc); elsewhere it writes nothing. Each line is JSON:
 * {"file": "test/...", "cpu": seconds, "wall": seconds}.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll } from 'vitest';
import { REPO_ROOT } from './cli.js';

/** Clock ticks a second in /proc/self/stat (USER_HZ, 100 on Linux's every usual build). */
const TICKS = 100;

/** A process's fields after its command's name (which may hold blanks) in /proc/<pid>/stat, or undefined once it has gone. */
function statFields(pid: number | 'self'): number[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  } catch {
    return undefined;
  }
}

/** utime + stime + cutime + cstime (fields 14 to 17; state, field 3, is the first here), in ticks. */
const ticks = (fields: number[]) => fields[11] + fields[12] + fields[13] + fields[14];

/**
 * Processor seconds of this process, of its children that ended and were
 * reaped, and of every descendant still running (which count their own
 * reaped children), or undefined without /proc.
 */
function processorSeconds(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const children = new Map<number, number[]>();
  const fieldsOf = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (fields === undefined) continue;
    fieldsOf.set(Number(name), fields);
    // Parent's id: field 4.
    const parent = fields[1];
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  let total = ticks(statFields('self')!);
  const pending = [...(children.get(process.pid) ?? [])];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += ticks(fieldsOf.get(pid)!);
    pending.push(...(children.get(pid) ?? []));
  }
  return total / TICKS;
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
