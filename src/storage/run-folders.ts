/**
 * The run folders of a compact search on this disk, as the midend's plan
 * looks into them (`RunFolders` in src/midend/compact-contract.ts): what a
 * folder holds, and the checkpoint to resume, read back and checked.
 */
import type { CompactResume } from '../engine/index.js';
import type { Message } from '../i18n/index.js';
import { CheckpointError, hasCheckpoint, readCheckpoint, type CheckpointRun } from './checkpoint-dir.js';
import { hasSegments } from './segment-files.js';

export const runFolders = {
  holds(dir: string): { segments: boolean; checkpoint: boolean } {
    return { segments: hasSegments(dir), checkpoint: hasCheckpoint(dir) };
  },
  resumable(dir: string, run: CheckpointRun): CompactResume | { unusable: string | Message } {
    try {
      return readCheckpoint(dir, run);
    } catch (error) {
      if (error instanceof CheckpointError) return { unusable: error.words ?? error.message };
      throw error;
    }
  },
};
