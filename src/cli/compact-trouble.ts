/** What the command line says of a compact run's trouble (src/midend/compact-contract.ts): one line, exit 2. */
import type { CompactTrouble } from '../midend/compact-contract.js';
import { UsageError } from './errors.js';
import { USAGE } from './messages/usage.js';
import type { CliWords } from './cli-words.js';

export function compactTroubleError(cli: CliWords, trouble: CompactTrouble): UsageError {
  return new UsageError(compactTroubleWords(cli, trouble));
}

function compactTroubleWords(cli: CliWords, trouble: CompactTrouble): string {
  switch (trouble.kind) {
    case 'one-thread':
      return trouble.run === 'segmented'
        ? cli.words(USAGE.segmentsOneThread())
        : cli.words(USAGE.checkpointsOneThread());
    case 'checkpoints-and-resume':
      return cli.words(USAGE.checkpointsOrResume());
    case 'folder-holds': {
      const { dir } = trouble;
      if (trouble.wanted === 'segmented') {
        return cli.words(USAGE.holdsInMemoryCheckpoint({ dir }));
      }
      return trouble.holds === 'segments'
        ? cli.words(USAGE.holdsOutOfCoreRun({ dir }))
        : cli.words(USAGE.holdsCheckpoint({ dir }));
    }
    case 'unusable':
      // The storage's and the cluster's own words, in the command line's language where they come as a message.
      return typeof trouble.message === 'string' ? trouble.message : cli.words(trouble.message);
  }
}
