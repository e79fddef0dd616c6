/**
 * A progress line on stderr for searches that run longer than a second, when
 * stderr is a terminal; nothing otherwise, so pipes and JSON stay clean.
 */
import type { Message } from '../i18n/index.js';
import { PROGRESS } from './messages/progress.js';
import cliProgress from 'cli-progress';
import type { SearchProgress } from '../engine/index.js';
import { cliIo } from './io.js';
import type { CliWords } from './cli-words.js';

const SHOW_AFTER_MS = 1000;

/** The labels the commands give, each with its sentence (another label is shown as it is). */
const LABELS: Readonly<Record<string, () => Message>> = {
  solving: PROGRESS.solving,
  'counting shortest': PROGRESS.countingShortest,
  enumerating: PROGRESS.enumerating,
  exploring: PROGRESS.exploring,
  'solving levels': PROGRESS.solvingLevels,
};

/** cli-progress's placeholders: the bar fills them in as it goes. */
const BAR_VALUES = { states: '{states}', depth: '{depth}', rate: '{rate}', mb: '{mb}', seconds: '{seconds}' } as const;

export interface ProgressReporter {
  onProgress: (progress: SearchProgress) => void;
  stop(): void;
}

const showCursor = () => cliIo().stderr.write('\x1b[?25h');

/**
 * A progress bar hides the cursor; a second Ctrl-C exits at once
 * (process.exit), past the bar's stop(). This shows the cursor again on the
 * way out; call the function it returns once the bar has stopped.
 */
export function showCursorOnExit(): () => void {
  process.once('exit', showCursor);
  return () => process.off('exit', showCursor);
}

export function progressReporter(cli: CliWords, label: string): ProgressReporter {
  if (!cliIo().stderr.isTTY) return { onProgress: () => {}, stop: () => {} };
  let bar: cliProgress.SingleBar | undefined;
  let forgetCursor = () => {};
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
            format: cli.words(PROGRESS.line({ label: LABELS[label]?.() ?? label, ...BAR_VALUES })),
            stream: cliIo().stderr,
            hideCursor: true,
            clearOnComplete: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(1, 0, payload(p));
        forgetCursor = showCursorOnExit();
      } else {
        bar.update(0, payload(p));
      }
    },
    stop() {
      bar?.stop();
      forgetCursor();
    },
  };
}
