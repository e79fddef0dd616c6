/**
 * A progress line on stderr for searches that run longer than a second, when
 * stderr is a terminal; nothing otherwise, so pipes and JSON stay clean.
 */
import cliProgress from 'cli-progress';
import type { SearchProgress } from '../engine/index.js';

const SHOW_AFTER_MS = 1000;

export interface ProgressReporter {
  onProgress: (progress: SearchProgress) => void;
  stop(): void;
}

const showCursor = () => process.stderr.write('\x1b[?25h');

export function progressReporter(label: string): ProgressReporter {
  if (!process.stderr.isTTY) return { onProgress: () => {}, stop: () => {} };
  let bar: cliProgress.SingleBar | undefined;
  const payload = (p: SearchProgress) => ({
    states: p.states.toLocaleString('en-US'),
    depth: p.depth,
    rate: Math.round(p.rate).toLocaleString('en-US'),
    mb: (p.bytes / 2 ** 20).toFixed(0),
    seconds: (p.milliseconds / 1000).toFixed(1),
  });
  return {
    onProgress(p) {
      if (p.milliseconds < SHOW_AFTER_MS) return;
      if (!bar) {
        bar = new cliProgress.SingleBar(
          {
            format: `${label} {states} states | depth {depth} | {rate} states/s | {mb} MB | {seconds} s`,
            stream: process.stderr,
            hideCursor: true,
            clearOnComplete: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(1, 0, payload(p));
        // A second Ctrl-C exits at once (process.exit), past stop(): show the cursor again on the way out.
        process.once('exit', showCursor);
      } else {
        bar.update(0, payload(p));
      }
    },
    stop() {
      bar?.stop();
      process.off('exit', showCursor);
    },
  };
}
