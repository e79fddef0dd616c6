/**
 * Progress as plain lines on stderr, for a long run whose stdout is JSON
 * going to a file or a pipe and whose stderr is no terminal either
 * (`classify ... --json > out.json 2> log`): no bar redrawn in place, but
 * lines a log keeps. A line when the first step is done, whenever the whole
 * percent done grows, and at the last: at most about a hundred lines a run,
 * however long, and when they come depends on the work done, not the clock.
 */
import { grouped } from './format.js';
import { cliIo } from './io.js';

/**
 * How a run shows its progress on stderr: a bar on a terminal (with --json
 * too when stdout is not one: the bar is cleared before the JSON comes);
 * plain lines with --json into a file or a pipe when stderr is no terminal
 * either; nothing otherwise (a pipe of the table stays clean). A cluster run
 * with --json keeps to the cluster's own status line, as before.
 */
export function progressShown(json: boolean, onCluster: boolean): 'bar' | 'lines' | 'none' {
  const { stdout, stderr } = cliIo();
  if (json && onCluster) return 'none';
  if (stderr.isTTY) return !json || !stdout.isTTY ? 'bar' : 'none';
  return json && !stdout.isTTY ? 'lines' : 'none';
}

/** What a progress line says: steps (chunks, types) done of all, layouts so far, whole percent, seconds since the start. */
export interface ProgressLineValues {
  done: string;
  total: string;
  layouts: string;
  percent: number;
  seconds: string;
}

/** Reports `done` of `total` steps, `layouts` layouts so far; writes a line when one is due. */
export type ProgressLineReport = (done: number, total: number, layouts: number) => void;

/** `line` words the values (a catalog message in the run's language); each line goes to `out` with the command's prefix. */
export function progressLines(out: { write(text: string): unknown }, line: (values: ProgressLineValues) => string, started = performance.now()): ProgressLineReport {
  let shownPercent = -1;
  return (done, total, layouts) => {
    const percent = total > 0 ? Math.floor((100 * done) / total) : 100;
    // The last step is always 100 %: shown once, however the steps before fell.
    if (percent <= shownPercent) return;
    shownPercent = percent;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out.write(`puzzlekit: ${line({ done: grouped(done), total: grouped(total), layouts: grouped(layouts), percent, seconds })}\n`);
  };
}
