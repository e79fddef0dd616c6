/** What the command line says of a compact run's trouble (src/midend/compact-contract.ts): one line, exit 2. */
import type { CompactTrouble } from '../midend/compact-contract.js';
import { UsageError } from './errors.js';
import { words } from './lang.js';
import { USAGE } from './messages/usage.js';

export function compactTroubleError(trouble: CompactTrouble): UsageError {
  return new UsageError(compactTroubleWords(trouble));
}

function compactTroubleWords(trouble: CompactTrouble): string {
  switch (trouble.kind) {
    case 'one-thread':
      return trouble.run === 'segmented'
        ? words(USAGE.segmentsOneThread())
        : words(USAGE.checkpointsOneThread());
    case 'checkpoints-and-resume':
      return words(USAGE.checkpointsOrResume());
    case 'folder-holds': {
      const { dir } = trouble;
      if (trouble.wanted === 'segmented') {
        return words(USAGE.holdsInMemoryCheckpoint({ dir }));
      }
      return trouble.holds === 'segments'
        ? words(USAGE.holdsOutOfCoreRun({ dir }))
        : words(USAGE.holdsCheckpoint({ dir }));
    }
    case 'unusable':
      // The storage's and the cluster's own words, in the command line's language where they come as a message.
      return typeof trouble.message === 'string' ? trouble.message : words(trouble.message);
  }
}
