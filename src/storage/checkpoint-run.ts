/**
 * What a checkpoint, a segment folder or a distance table says it is of:
 * the contract between the midend, which plans a run, and the files that
 * keep it. Types only, so that the midend (and the browser, which reaches
 * the midend's contracts) reads it without Node's file system.
 */
/** What run a checkpoint belongs to: resuming needs all of it to match. */
export interface CheckpointRun {
  puzzle: string;
  instance: string;
  metric: string;
  /** 'start' or 'goals'. */
  from: string;
  /** 'bits' or 'bytes'. */
  marks: string;
  /** Ranks in the space. */
  size: number;
}
