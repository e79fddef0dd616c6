/**
 * `npm run bench:rush-hour [-- --threads N] [--6x6 CHUNKS] [--baseline DIR]`:
 * the Rush Hour census (classify rush-hour) on 5x5 and on 5x5 with up to
 * one wall, checked against the database's figures (1,730 puzzles, the
 * hardest 20 moves; 6,041 and 21) and timed, with layouts met a second
 * (those no car can leave backwards: the database's enumerator meets the
 * same ones, 268,109 and 2,988,670: its MaxID + 1). `--6x6 CHUNKS` runs that many chunks
 * of 6x6 without walls, spread evenly over the run, and estimates the whole
 * run from their rate (243,502,786 layouts met in all, the database's own
 * count): an estimate, said to be one. `--baseline DIR`: the database's
 * own C++ enumerator (fogleman/rush, its cpp/ folder, given by path, never
 * shipped; it needs Boost's headers, Debian's libboost-dev), built under the
 * system's temporary folder for each board with one worker thread, run and
 * timed, its list compared with ours line for line.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../src/node-runners.js';
import { runCensus } from '../src/midend/census.js';
import type { CensusOutcome } from '../src/midend/census-run-options.js';
import { RUSH_HOUR_FAMILY as FAMILY } from '../src/puzzles/rush-hour/family/index.js';

interface Target {
  name: string;
  size: string;
  walls: string;
  puzzles: number;
  hardest: number;
  /** The layouts the database's enumerator meets: its MaxID + 1 (its ids count from 0). */
  met: number;
}

const TARGETS: Target[] = [
  { name: '5x5', size: '5', walls: '0', puzzles: 1730, hardest: 20, met: 268_109 },
  { name: '5x5, up to one wall', size: '5', walls: '0..1', puzzles: 6041, hardest: 21, met: 2_988_670 },
];
const MET_6X6 = 243_502_786;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const threads = Number(option('--threads') ?? 1);
const baseline = option('--baseline');
const sample6 = option('--6x6');

/** Seconds of CPU this process has used (on a shared machine the wall clock says more about the others). */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function timed(size: string, walls: string, chunks?: number[]): Promise<{ outcome: CensusOutcome; seconds: number; cpu: number }> {
  const settings = FAMILY.settings({ size, walls });
  const started = performance.now();
  const cpuStarted = cpuSeconds();
  if (!chunks) {
    const outcome = await runCensus('rush-hour', FAMILY, settings, { threads });
    return { outcome, seconds: (performance.now() - started) / 1000, cpu: cpuSeconds() - cpuStarted };
  }
  // A sample: each chunk on its own (runCensus takes the first ones only), results summed.
  let enumerated = 0;
  for (const c of chunks) enumerated += FAMILY.classifyChunk(settings, c).enumerated;
  const seconds = (performance.now() - started) / 1000;
  return { outcome: { enumerated } as CensusOutcome, seconds, cpu: cpuSeconds() - cpuStarted };
}

function lineOf(o: CensusOutcome): string[] {
  return o.puzzles.map((p) => FAMILY.listLine(p));
}

/** CPU seconds of this process's waited-for children (cutime + cstime of /proc/self/stat, in clock ticks of 1/100 s). */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The database's enumerator for one board, built in a temporary folder; its list sorted as ours and its seconds. */
function runBaseline(dir: string, size: number, maxWalls: number): { lines: string[]; seconds: number; cpu: number } {
  const source = existsSync(join(dir, 'cpp', 'Makefile')) ? join(dir, 'cpp') : dir;
  const work = mkdtempSync(join(tmpdir(), 'rush-baseline-'));
  try {
    cpSync(source, work, { recursive: true });
    const configPath = join(work, 'src', 'config.h');
    const config = readFileSync(configPath, 'utf8')
      .replace(/const int BoardSize = \d+;/, `const int BoardSize = ${size};`)
      .replace(/const int MinPieceSize = \d+;/, `const int MinPieceSize = ${maxWalls > 0 ? 1 : 2};`)
      .replace(/const int MaxWalls = \d+;/, `const int MaxWalls = ${maxWalls};`)
      .replace(/const int NumWorkers = \d+;/, 'const int NumWorkers = 1;');
    writeFileSync(configPath, config);
    execFileSync('make', ['-s', 'release'], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
    const started = performance.now();
    const childCpuBefore = childCpuSeconds();
    const out = execFileSync(join(work, 'main'), { cwd: work, maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    const seconds = (performance.now() - started) / 1000;
    // The child's CPU: Node counts a waited-for child in its own children's usage only through the OS, so read it from /proc/self/stat's cutime.
    const cpu = childCpuSeconds() - childCpuBefore;
    const lines = out.split('\n').filter((l) => l !== '');
    lines.sort((a, b) => Number(a.slice(0, 2)) - Number(b.slice(0, 2)) || (a.split(' ')[1] < b.split(' ')[1] ? -1 : 1));
    return { lines, seconds, cpu };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

for (const t of TARGETS) {
  const { outcome, seconds, cpu } = await timed(t.size, t.walls);
  const most = outcome.puzzles.at(-1)?.moves;
  const ok = outcome.puzzles.length === t.puzzles && most === t.hardest && outcome.enumerated === t.met;
  console.log(
    `${t.name}: ${outcome.puzzles.length} puzzles (hardest ${most}), ${outcome.groups} groups, ${outcome.layouts} layouts, ${outcome.enumerated} met; ` +
      `${seconds.toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU on ${threads} thread(s) (CPU: all its threads), ${Math.round(outcome.enumerated / cpu)} met and ${Math.round(outcome.layouts / cpu)} searched a CPU second` +
      (ok ? '' : `  MISMATCH: expected ${t.puzzles} puzzles, hardest ${t.hardest}, ${t.met} met`),
  );
  if (!ok) process.exitCode = 1;
  if (baseline) {
    const base = runBaseline(baseline, Number(t.size), Number(t.walls.split('..').at(-1)));
    const same = base.lines.join('\n') === lineOf(outcome).join('\n');
    console.log(
      `  baseline (fogleman/rush C++, 1 worker): ${base.lines.length} puzzles, ${base.seconds.toFixed(2)} s wall, ${base.cpu.toFixed(2)} s CPU; ` +
        `its list ${same ? 'is ours, line for line' : 'DIFFERS from ours'}; ours/theirs CPU ${(cpu / base.cpu).toFixed(2)}`,
    );
    if (!same) process.exitCode = 1;
  }
}

if (sample6 !== undefined) {
  const settings = FAMILY.settings({ size: '6', walls: '0' });
  const total = FAMILY.chunks(settings);
  const k = Math.max(1, Math.min(total, Number(sample6)));
  const chunks = Array.from({ length: k }, (_, i) => Math.floor(((i + 0.5) * total) / k));
  const { outcome, seconds, cpu } = await timed('6', '0', chunks);
  const rate = outcome.enumerated / cpu;
  console.log(
    `6x6 sample: ${k} of ${total} chunks, ${outcome.enumerated} layouts met in ${seconds.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU (${Math.round(rate)} met a CPU second); ` +
      `an estimate, not a measurement, of the whole run from that rate: ${(MET_6X6 / rate / 3600).toFixed(1)} CPU hours`,
  );
}
