/**
 * Segment files: the `SegmentStore` of the out-of-core compact search, on
 * disk, in one folder that is also the run's checkpoint.
 *
 * - `seg-<segment>-<generation>.bin`: a segment's marks, raw. A segment
 *   written while layer d is under way gets generation d + 1, a name no
 *   committed file has, so the last committed layer is never overwritten.
 * - `buckets/bucket-<segment>.bin`: the successor offsets bound for a
 *   segment in the layer under way (4 bytes each), appended as they come.
 * - `segments.json`: what run this is, the segment size, the search's state
 *   after its last complete layer, and every segment's file, length and
 *   checksum. It is written under a temporary name and renamed (after the
 *   segments it names are on disk): that rename is the commit.
 *
 * Every read checks the length and the checksum, marks and buckets alike:
 * a truncated or damaged file stops the run with a SegmentFileError, never
 * gives a wrong count. Files of a layer that was not committed (a run
 * killed or stopped mid-layer) are removed when the folder is opened again.
 */
import { closeSync, constants, existsSync, fstatSync, openSync, readdirSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_SEGMENT_RANKS, type SegmentedState, type SegmentStore } from '../engine/index.js';
import { syncFile, writeFileAtomic } from './atomic-write.js';
import { makeFolder, OutputPathError, statOrNothing, writeError } from './output-path.js';
import { totalsProblem, type CheckpointRun } from './checkpoint-dir.js';
import { checkedIndex, checksummedJson } from './json-checksum.js';
import { openRegularFile, readRegularText, RegularFileError } from './regular-file.js';
import { WordChecksum, wordChecksum } from './word-checksum.js';
import { STORAGE_MESSAGES } from './messages.js';
import { render, type Message } from '../i18n/index.js';

const FORMAT = 'puzzlekit out-of-core search 1';
export const SEGMENTS_INDEX = 'segments.json';
const BUCKETS = 'buckets';
const SEGMENT_FILE = /^seg-(\d+)-(\d+)\.bin$/;
/** The only names removed from the buckets folder: what appendBucket makes. */
const BUCKET_FILE = /^bucket-\d+\.bin$/;
/** A bucket is a new file, never one (or a link) that was there. */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
/** Offsets read back from a bucket at a time (1 MB). */
const READ_CHUNK = 1 << 18;

/** A segment folder that cannot be used: damaged, truncated, or of another run. `words`, where there are, the message `message` is the English of. */
export class SegmentFileError extends Error {
  override readonly name = 'SegmentFileError';
  // Not enumerable: an error compares equal to one made from its English alone.
  declare readonly words?: Message;

  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : render(message, 'en'));
    if (typeof message !== 'string') Object.defineProperty(this, 'words', { value: message, enumerable: false });
  }
}

interface SegmentEntry {
  file: string;
  bytes: number;
  checksum: string;
}

const entrySchema = z.strictObject({ file: z.string().regex(SEGMENT_FILE), bytes: z.number().int().positive(), checksum: z.string().regex(/^[0-9a-f]{16}-\d+$/) });
const count = z.number().int().nonnegative();
const indexSchema = z.strictObject({
  format: z.literal(FORMAT),
  run: z.strictObject({ puzzle: z.string(), instance: z.string(), metric: z.string(), from: z.string(), marks: z.string(), size: z.number().int().positive() }),
  ranksPerSegment: z.number().int().positive(),
  state: z.strictObject({
    nextDepth: count,
    totals: z.strictObject({
      statesPerDepth: z.array(count),
      states: count,
      goals: count,
      shortest: count.nullable(),
      expansions: count,
      lastExamples: z.array(count),
    }),
    layerCounts: z.array(count),
    complete: z.boolean(),
  }),
  segments: z.array(entrySchema.nullable()),
});
type Index = z.infer<typeof indexSchema>;

/** Whether a folder holds an out-of-core run (it may still turn out damaged). */
export function hasSegments(dir: string): boolean {
  return existsSync(join(dir, SEGMENTS_INDEX));
}

export interface SegmentFilesOptions {
  /**
   * Flush the segments to disk before each commit (default true), so that
   * even a power cut leaves the last layer resumable. Without it a killed
   * process still loses nothing, and a power cut leaves files that fail
   * their checksum, never a wrong count: tests turn it off for speed.
   */
  durable?: boolean;
}

interface Bucket {
  fd: number;
  checksum: WordChecksum;
  entries: number;
}

export class SegmentFiles implements SegmentStore {
  private readonly committed: (SegmentEntry | null)[];
  private readonly pending = new Map<number, SegmentEntry>();
  private readonly buckets = new Map<number, Bucket>();
  private generation: number;
  private readonly chunk = new Uint32Array(READ_CHUNK);

  private constructor(
    readonly dir: string,
    readonly run: CheckpointRun,
    readonly ranksPerSegment: number,
    private index: Index | null,
    private readonly durable: boolean,
  ) {
    const segments = Math.ceil(run.size / ranksPerSegment);
    this.committed = index ? index.segments.map((e) => (e ? { ...e } : null)) : new Array<SegmentEntry | null>(segments).fill(null);
    if (this.committed.length !== segments) throw new SegmentFileError(STORAGE_MESSAGES.segmentCountWrong({ path: this.indexPath, listed: this.committed.length, segments }));
    this.generation = index ? index.state.nextDepth + 1 : 0;
  }

  /** A new run in `dir` (made if missing); refuses a folder that already holds one. */
  static create(dir: string, run: CheckpointRun, ranksPerSegment: number, options: SegmentFilesOptions = {}): SegmentFiles {
    if (hasSegments(dir)) throw new SegmentFileError(STORAGE_MESSAGES.segmentsAlreadyHere({ dir }));
    makeBuckets(dir);
    const files = new SegmentFiles(dir, run, ranksPerSegment, null, options.durable !== false);
    files.removeUncommitted();
    return files;
  }

  /** The run saved in `dir`, for `run`, with the state to resume from; files of an unfinished layer are removed. */
  static resume(dir: string, run: CheckpointRun, options: SegmentFilesOptions = {}): { files: SegmentFiles; state: SegmentedState } {
    const path = join(dir, SEGMENTS_INDEX);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new SegmentFileError(STORAGE_MESSAGES.notFolder({ dir }));
    if (!existsSync(path)) throw new SegmentFileError(STORAGE_MESSAGES.noOutOfCoreRun({ dir, index: SEGMENTS_INDEX }));
    const read = checkedIndex(readIndexText(path), indexSchema, 'outOfCore');
    if ('problem' in read) throw new SegmentFileError(STORAGE_MESSAGES.indexUnusable({ path, reason: read.reason }));
    const { index } = read;
    const differs = (Object.keys(run) as (keyof CheckpointRun)[]).filter((key) => index.run[key] !== run[key]);
    if (differs.length > 0) {
      const what = differs.map((key) => `${key} ${JSON.stringify(index.run[key])}, not ${JSON.stringify(run[key])}`).join('; ');
      throw new SegmentFileError(STORAGE_MESSAGES.otherSearchRun({ dir, what }));
    }
    if (index.state.layerCounts.length !== index.segments.length) throw new SegmentFileError(STORAGE_MESSAGES.segmentCountsDisagree({ path }));
    const problem = stateProblem(index, run.size);
    if (problem) throw new SegmentFileError(STORAGE_MESSAGES.checkpointInconsistent({ path, problem }));
    makeBuckets(dir);
    const files = new SegmentFiles(dir, run, index.ranksPerSegment, index, options.durable !== false);
    files.removeUncommitted();
    return { files, state: index.state };
  }

  get segments(): number {
    return this.committed.length;
  }

  private get indexPath(): string {
    return join(this.dir, SEGMENTS_INDEX);
  }

  private bucketPath(index: number): string {
    return join(this.dir, BUCKETS, `bucket-${index}.bin`);
  }

  readMarks(index: number, into: Uint8Array): boolean {
    const entry = this.pending.get(index) ?? this.committed[index];
    if (!entry) return false;
    const path = join(this.dir, entry.file);
    if (entry.bytes !== into.byteLength) throw new SegmentFileError(STORAGE_MESSAGES.segmentSizeListed({ path, listed: entry.bytes, bytes: into.byteLength }));
    readWhole(path, into);
    if (wordChecksum(into) !== entry.checksum) throw new SegmentFileError(STORAGE_MESSAGES.segmentChecksum({ path }));
    return true;
  }

  writeMarks(index: number, marks: Uint8Array): void {
    const file = `seg-${index}-${this.generation}.bin`;
    writeFileAtomic(join(this.dir, file), [marks], false);
    this.pending.set(index, { file, bytes: marks.byteLength, checksum: wordChecksum(marks) });
  }

  appendBucket(index: number, offsets: Uint32Array): void {
    let bucket = this.buckets.get(index);
    if (!bucket) {
      let fd: number;
      try {
        fd = openSync(this.bucketPath(index), CREATE_NEW, 0o666);
      } catch (error) {
        throw writeError(this.bucketPath(index), error);
      }
      bucket = { fd, checksum: new WordChecksum(), entries: 0 };
      this.buckets.set(index, bucket);
    }
    const bytes = new Uint8Array(offsets.buffer, offsets.byteOffset, offsets.byteLength);
    for (let at = 0; at < bytes.length; ) at += writeSync(bucket.fd, bytes, at, bytes.length - at);
    bucket.checksum.add(bytes);
    bucket.entries += offsets.length;
  }

  *bucketChunks(index: number): Generator<Uint32Array> {
    const bucket = this.buckets.get(index);
    if (!bucket) return;
    const path = this.bucketPath(index);
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size !== bucket.entries * 4) throw new SegmentFileError(STORAGE_MESSAGES.bucketSize({ path, size, written: bucket.entries * 4 }));
      const check = new WordChecksum();
      const bytes = new Uint8Array(this.chunk.buffer);
      for (let done = 0; done < bucket.entries; ) {
        const want = Math.min(READ_CHUNK, bucket.entries - done) * 4;
        let got = 0;
        while (got < want) {
          const n = readSync(fd, bytes, got, want - got, null);
          if (n === 0) throw new SegmentFileError(STORAGE_MESSAGES.bucketEndsEarly({ path }));
          got += n;
        }
        check.add(bytes.subarray(0, want));
        yield this.chunk.subarray(0, want / 4);
        done += want / 4;
      }
      // A mismatch throws before the layer is committed, so what the damaged bucket claimed is never kept.
      if (check.digest() !== bucket.checksum.digest()) throw new SegmentFileError(STORAGE_MESSAGES.bucketChecksum({ path }));
    } finally {
      closeSync(fd);
    }
  }

  commitLayer(state: SegmentedState): void {
    this.closeBuckets();
    const replaced: string[] = [];
    for (const [index, entry] of this.pending) {
      // The segments reach the disk before the index that names them.
      if (this.durable) syncFile(join(this.dir, entry.file));
      const before = this.committed[index];
      if (before && before.file !== entry.file) replaced.push(before.file);
      this.committed[index] = entry;
    }
    this.pending.clear();
    this.index = { format: FORMAT, run: this.run, ranksPerSegment: this.ranksPerSegment, state, segments: this.committed };
    writeFileAtomic(this.indexPath, [Buffer.from(checksummedJson(this.index), 'utf8')], this.durable);
    this.generation = state.nextDepth + 1;
    for (const file of replaced) rmSync(join(this.dir, file), { force: true });
    this.removeBuckets();
  }

  /**
   * The committed marks of every segment in rank order, each cut to its
   * ranks (a byte a rank: the distance table, a segment at a time); read and
   * checked as they go.
   */
  *committedTable(): Generator<Uint8Array> {
    const size = this.run.size;
    for (let index = 0; index < this.segments; index++) {
      const ranks = Math.min(this.ranksPerSegment, size - index * this.ranksPerSegment);
      const bytes = new Uint8Array(Math.ceil(ranks / 4) * 4);
      if (!this.readMarks(index, bytes)) bytes.fill(255);
      yield bytes.subarray(0, ranks);
    }
  }

  /** Drops what an unfinished layer left: its segment files and buckets (the committed state stays). */
  discardUncommitted(): void {
    this.closeBuckets();
    this.pending.clear();
    this.removeUncommitted();
  }

  /** Bytes the committed segment files take on disk. */
  segmentBytes(): number {
    return this.committed.reduce((n, e) => n + (e ? e.bytes : 0), 0);
  }

  private closeBuckets(): void {
    for (const bucket of this.buckets.values()) closeSync(bucket.fd);
    this.buckets.clear();
  }

  /** Removes the bucket files, only they: the folder was checked to be a folder of this run's, not a link (makeBuckets). */
  private removeBuckets(): void {
    const folder = join(this.dir, BUCKETS);
    for (const name of readdirSync(folder)) if (BUCKET_FILE.test(name)) rmSync(join(folder, name), { force: true });
  }

  private removeUncommitted(): void {
    const keep = new Set(this.committed.flatMap((e) => (e ? [e.file] : [])));
    for (const name of readdirSync(this.dir)) {
      if ((SEGMENT_FILE.test(name) && !keep.has(name)) || /^seg-.*\.tmp$/.test(name)) rmSync(join(this.dir, name), { force: true });
    }
    this.removeBuckets();
  }
}

/**
 * Makes `dir/buckets` (and `dir`), or checks the one there: a folder, not a
 * link, since its files are removed after every layer and a link would lead
 * that out of `dir`.
 */
function makeBuckets(dir: string): void {
  const folder = join(dir, BUCKETS);
  const there = statOrNothing(folder, false);
  if (there && !there.isDirectory()) {
    throw new OutputPathError(STORAGE_MESSAGES.notBucketFolder({ folder, kind: there.isSymbolicLink() ? 'link' : 'file' }));
  }
  makeFolder(folder);
}

/**
 * Why a committed state that passed its checksum still cannot be the
 * search's, or null: the totals (checkpoint-dir.ts), a segment size the
 * search could have chosen, and the next layer's count a segment agreeing
 * with them. A finished run has no next layer.
 */
function stateProblem(index: Index, size: number): string | null {
  const { state, ranksPerSegment } = index;
  // What the search itself accepts (compact-segmented.ts).
  if (ranksPerSegment % 16 !== 0 || ranksPerSegment < 16 || ranksPerSegment > MAX_SEGMENT_RANKS) return `segments of ${ranksPerSegment} ranks`;
  const problem = totalsProblem(state.totals, state.complete ? state.nextDepth : state.nextDepth + 1, size);
  if (problem) return problem;
  let next = 0;
  for (const [i, n] of state.layerCounts.entries()) {
    if (n > Math.min(ranksPerSegment, size - i * ranksPerSegment)) return `segment ${i} with more states than ranks`;
    next += n;
  }
  const expected = state.complete ? 0 : state.totals.statesPerDepth[state.nextDepth];
  return next === expected ? null : `a next layer of ${next} states, not ${expected}`;
}

/** segments.json's text; anything but a regular file under its name is a SegmentFileError. */
function readIndexText(path: string): string {
  try {
    return readRegularText(path);
  } catch (error) {
    if (error instanceof RegularFileError) throw new SegmentFileError(STORAGE_MESSAGES.runCannotGoOn({ why: error.words ?? error.message }));
    throw error;
  }
}

/** Reads a file that must be exactly `into`'s length. */
function readWhole(path: string, into: Uint8Array): void {
  let fd: number;
  let size: number;
  try {
    ({ fd, size } = openRegularFile(path));
  } catch (error) {
    if (!(error instanceof RegularFileError)) throw error;
    throw new SegmentFileError(STORAGE_MESSAGES.runCannotGoOn({ why: error.problem === 'missing' ? STORAGE_MESSAGES.segmentMissing({ path }) : (error.words ?? error.message) }));
  }
  try {
    if (size !== into.byteLength) throw new SegmentFileError(STORAGE_MESSAGES.segmentSize({ path, size, expected: into.byteLength }));
    for (let got = 0; got < into.byteLength; ) {
      const n = readSync(fd, into, got, into.byteLength - got, null);
      if (n === 0) throw new SegmentFileError(STORAGE_MESSAGES.segmentEndsEarly({ path }));
      got += n;
    }
  } finally {
    closeSync(fd);
  }
}
