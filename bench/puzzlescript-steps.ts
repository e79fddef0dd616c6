/**
 * Steps per second: the demo traces of test/fixtures/puzzlescript/demo (random inputs on
 * PuzzleScript's demo games) stepped by PuzzleScript's own engine in Node and by puzzlekit's
 * interpreter, each step followed by the level's serialisation on both sides (the fixtures'
 * form), so that both do the same work. Compiling and opening the level are not timed, on
 * either side: each side's steps (with their serialisations) are timed alone, the median of
 * several rounds. PuzzleScript's engine runs warm, in one context for all traces, as its own test
 * runner runs it; puzzlekit's in this process. Times are the process's CPU time, not wall time,
 * since the machine may be shared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { openEngine, type PuzzleScriptEngine } from '../scripts/puzzlescript/engine.mjs';

type Input = number | 'undo' | 'restart';

interface Trace {
  readonly file: string;
  readonly source: string;
  readonly startIndex: number;
  readonly inputs: readonly Input[];
}

/** Compiles a game and opens a level (its index among levels and messages); `step` plays an input and answers the level string (puzzlekit's openReplay). */
export type OpenReplay = (source: string, startIndex: number) => { step(input: Input): string };

const DEMO = new URL('../../test/fixtures/puzzlescript/demo/', import.meta.url);

export function demoTraces(): Trace[] {
  return readdirSync(DEMO)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: name, ...(JSON.parse(readFileSync(new URL(name, DEMO), 'utf8')) as Omit<Trace, 'file'> & { expect?: string }) }))
    .filter((t) => (t as { expect?: string }).expect === undefined);
}

/** Milliseconds of CPU this process has used (user and system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Milliseconds PuzzleScript's engine takes to step `trace` (and serialise each level), the median of `rounds`. */
export function puzzleScriptStepMs(engine: PuzzleScriptEngine, trace: Trace, rounds: number): number {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const errors = engine.load(trace.source, trace.startIndex, 'puzzlekit');
    if (errors.length > 0) throw new Error(`${trace.file}: ${errors[0]}`);
    const started = cpuMs();
    for (const input of trace.inputs) {
      engine.step(input);
      engine.levelString();
    }
    times.push(cpuMs() - started);
  }
  return median(times);
}

/** Milliseconds puzzlekit's interpreter takes to step `trace` (and serialise each level), the median of `rounds`. */
export function puzzlekitStepMs(open: OpenReplay, trace: Trace, rounds: number): number {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const replay = open(trace.source, trace.startIndex);
    const started = cpuMs();
    for (const input of trace.inputs) replay.step(input);
    times.push(cpuMs() - started);
  }
  return median(times);
}

export interface StepRow {
  readonly file: string;
  readonly steps: number;
  readonly puzzleScriptMs: number;
  readonly puzzlekitMs?: number;
  readonly puzzlekitError?: string;
}

/** One trace's line: both sides' CPU milliseconds and their ratio (PuzzleScript's time over puzzlekit's). */
export function stepRowLine(row: StepRow): string {
  const ps = `PuzzleScript ${row.puzzleScriptMs.toFixed(2)} ms`;
  if (row.puzzlekitError !== undefined) return `${row.file}: ${row.steps} steps, ${ps}, puzzlekit failed: ${row.puzzlekitError}`;
  if (row.puzzlekitMs === undefined) return `${row.file}: ${row.steps} steps, ${ps}`;
  return `${row.file}: ${row.steps} steps, ${ps}, puzzlekit ${row.puzzlekitMs.toFixed(2)} ms, ${(row.puzzleScriptMs / Math.max(row.puzzlekitMs, 1e-3)).toFixed(1)}x`;
}

export function benchSteps(checkout: string, replay: OpenReplay | undefined, rounds: number, log: (line: string) => void = () => {}): StepRow[] {
  const rows: StepRow[] = [];
  const engine = openEngine(checkout);
  for (const trace of demoTraces()) {
    const puzzleScriptMs = puzzleScriptStepMs(engine, trace, rounds);
    let row: StepRow = { file: trace.file, steps: trace.inputs.length, puzzleScriptMs };
    if (replay !== undefined) {
      try {
        row = { ...row, puzzlekitMs: puzzlekitStepMs(replay, trace, rounds) };
      } catch (error) {
        row = { ...row, puzzlekitError: error instanceof Error ? error.message : String(error) };
      }
    }
    rows.push(row);
    log(stepRowLine(row));
  }
  return rows;
}

export function summarizeSteps(rows: readonly StepRow[]): string[] {
  const perSecond = (steps: number, ms: number) => (ms > 0 ? Math.round((steps * 1000) / ms) : Infinity);
  const steps = rows.reduce((t, r) => t + r.steps, 0);
  const psMs = rows.reduce((t, r) => t + r.puzzleScriptMs, 0);
  const lines = [`PuzzleScript's engine: ${steps} steps over ${rows.length} demo traces in ${psMs.toFixed(0)} ms of CPU: ${perSecond(steps, psMs)} steps/s`];
  const both = rows.filter((r) => r.puzzlekitMs !== undefined);
  if (both.length > 0) {
    const bothSteps = both.reduce((t, r) => t + r.steps, 0);
    const bothPs = both.reduce((t, r) => t + r.puzzleScriptMs, 0);
    const bothKit = both.reduce((t, r) => t + r.puzzlekitMs!, 0);
    lines.push(
      `on the ${both.length} traces puzzlekit plays: PuzzleScript ${perSecond(bothSteps, bothPs)} steps/s, puzzlekit ${perSecond(bothSteps, bothKit)} steps/s, ratio ${(bothPs / Math.max(bothKit, 1e-9)).toFixed(1)}x (aim: 10x)`,
    );
  }
  const failed = rows.filter((r) => r.puzzlekitError !== undefined);
  if (failed.length > 0) lines.push(`puzzlekit did not replay ${failed.length}: ${failed.map((r) => `${r.file} (${r.puzzlekitError})`).join('; ')}`);
  return lines;
}
