/**
 * A worker thread of the threaded hash-table explore (explore-threads.ts).
 * It owns the states whose key hashes to it and keeps them in its own state
 * table, as keys (key-routing.ts). For each layer it expands the states of
 * the layer it owns, inserts the successors it owns and sends the others to
 * their owners in batches (but those it sent lately); between a few hundred expansions it takes in the
 * batches sent to it (receiveMessageOnPort: no turn of the event loop), and
 * at the layer's end it sends each peer an end mark and takes in batches
 * until every peer's end mark is in. Then every state of the next layer is
 * in its owner's table exactly once.
 */
import { parentPort, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { createStateTable, NO_PARENT, SmallestKeys, StateTableFullError, type SearchProblem, type StateKey } from '../engine/index.js';
import { BELL, STOP, STOP_MEMORY, STOP_STATES, type ExploreWorkerSetup, type FinishReport, type FinishRequest, type LayerReport, type LayerRequest } from './explore-protocol.js';
import { batchBuffer, keyTableCodec, numberHash, ownerOf, stringHash, wordsHash, type KeyBatch, type TableKey, type WordsAt } from './key-routing.js';
import { openProblem } from './problem-source.js';

/** Expansions between looks at the mail, the counters and the stop flag. */
const CHUNK = 256;
/** Milliseconds a worker waiting for its peers sleeps before it looks again (a bell wakes it sooner). */
const WAIT_MS = 20;

const setup = workerData as ExploreWorkerSetup;
const problem = openProblem(setup.source) as SearchProblem<unknown, unknown>;
const codec = problem.codec;
const canonical = setup.mergeSymmetric ? problem.canonical!.bind(problem) : undefined;
const { index: self, threads, batchKeys } = setup;
const words = codec.kind === 'words' ? codec.words : 1;
const control = new Int32Array(setup.control);
const counters = new Float64Array(setup.counters);
const peers = setup.peers;

/** Set once the table refused a state (its share of the memory is used up): later keys are dropped, the run stops. */
let full = false;

function requestStop(reason: number): void {
  Atomics.compareExchange(control, STOP, 0, reason);
}

function add(key: TableKey): void {
  if (full) return;
  try {
    table.insert(key, NO_PARENT);
  } catch (error) {
    if (!(error instanceof StateTableFullError)) throw error;
    full = true;
    requestStop(STOP_MEMORY);
  }
}

// The batches being filled, one an owner (none for this worker).
const buffers: KeyBatch['keys'][] = Array.from({ length: threads }, () => batchBuffer(codec.kind, words, batchKeys));
const fill = new Int32Array(threads);
let bufferBytes = 0;
for (const b of buffers) bufferBytes += b instanceof Array ? 0 : b.byteLength;

function send(owner: number): void {
  const keys = buffers[owner];
  const batch: KeyBatch = { count: fill[owner], keys };
  peers[owner]!.postMessage(batch, keys instanceof Array ? [] : [keys.buffer as ArrayBuffer]);
  buffers[owner] = batchBuffer(codec.kind, words, batchKeys);
  fill[owner] = 0;
  Atomics.add(control, BELL + owner, 1);
  Atomics.notify(control, BELL + owner);
}

/**
 * Slots of the cache of keys sent, a key in the slot its hash's low bits pick.
 * Most successors sent are sent again soon (a state reached from several of
 * a layer's states, a move and its reverse): a key found there is not sent
 * again, since its owner has it or takes it in before the layer ends.
 * 65,536 slots (512 KB for numeric keys) skip about 3 sends in 4 of four
 * water jugs and 1 in 3 of Klotski on 2 threads.
 */
const SENT_SLOTS = 1 << 16;
const SENT_MASK = SENT_SLOTS - 1;

/** Hands a successor to its owner: into this table, or, unless sent lately, into the owner's batch. One path a kind of key. */
const emit: (next: unknown) => void = (() => {
  switch (codec.kind) {
    case 'uint32':
    case 'float53': {
      // Keys are whole numbers of at least 0: -1 marks an empty slot.
      const sent = new Float64Array(SENT_SLOTS).fill(-1);
      bufferBytes += sent.byteLength;
      return (next: unknown) => {
        const key = codec.encode(canonical ? canonical(next) : next);
        const hash = numberHash(key);
        const owner = ownerOf(hash, threads);
        if (owner === self) return add(key);
        const slot = hash & SENT_MASK;
        if (sent[slot] === key) return;
        sent[slot] = key;
        const keys = buffers[owner] as Uint32Array | Float64Array;
        keys[fill[owner]++] = key;
        if (fill[owner] === batchKeys) send(owner);
      };
    }
    case 'string': {
      const sent = new Array<string | undefined>(SENT_SLOTS);
      return (next: unknown) => {
        const key = codec.encode(canonical ? canonical(next) : next);
        const hash = stringHash(key);
        const owner = ownerOf(hash, threads);
        if (owner === self) return add(key);
        const slot = hash & SENT_MASK;
        if (sent[slot] === key) return;
        sent[slot] = key;
        (buffers[owner] as string[]).push(key);
        if (++fill[owner] === batchKeys) send(owner);
      };
    }
    case 'words': {
      const hashOf = wordsHash(words);
      const scratch = new Uint32Array(words);
      const here: WordsAt = { src: scratch, at: 0 };
      const sent = new Uint32Array(SENT_SLOTS * words);
      const used = new Uint8Array(SENT_SLOTS);
      bufferBytes += sent.byteLength + used.byteLength;
      return (next: unknown) => {
        codec.encode(canonical ? canonical(next) : next, scratch, 0);
        const hash = hashOf(scratch, 0);
        const owner = ownerOf(hash, threads);
        if (owner === self) return add(here);
        const slot = hash & SENT_MASK;
        const at = slot * words;
        let same = used[slot] === 1;
        for (let w = 0; same && w < words; w++) same = sent[at + w] === scratch[w];
        if (same) return;
        sent.set(scratch, at);
        used[slot] = 1;
        const keys = buffers[owner] as Uint32Array;
        keys.set(scratch, fill[owner] * words);
        if (++fill[owner] === batchKeys) send(owner);
      };
    }
  }
})();

// The table is made once the batches and the cache of keys sent are: its cap is what they leave of this worker's share.
const table = createStateTable<TableKey>(keyTableCodec(codec.kind, words), {
  parents: false,
  expectedStates: setup.maxStates === Infinity ? undefined : Math.ceil(setup.maxStates / threads),
  maxBytes: Math.max(0, setup.maxBytes - bufferBytes),
});

/** Inserts the keys of a batch from a peer. */
const receive: (batch: KeyBatch) => void = (() => {
  if (codec.kind !== 'words') {
    return (batch: KeyBatch) => {
      const keys = batch.keys as ArrayLike<number | string>;
      for (let i = 0; i < batch.count; i++) add(keys[i]);
    };
  }
  const there: WordsAt = { src: new Uint32Array(0), at: 0 };
  return (batch: KeyBatch) => {
    there.src = batch.keys as Uint32Array;
    for (let i = 0; i < batch.count; i++) {
      there.at = i * words;
      add(there);
    }
  };
})();

/** The state of table entry `i`. */
const stateAt: (i: number) => unknown =
  codec.kind === 'words'
    ? (i) => {
        const k = table.state(i) as WordsAt;
        return codec.decode(k.src, k.at);
      }
    : codec.kind === 'string'
      ? (i) => codec.decode(table.state(i) as string)
      : (i) => codec.decode(table.state(i) as number);

/** The key of table entry `i` as a report carries it (words copied out of the table). */
function reportKey(i: number): StateKey {
  const k = table.state(i);
  if (typeof k !== 'object') return k;
  return k.src.slice(k.at, k.at + words);
}

/** End marks taken in during this layer. */
let ends = 0;

/** Takes in every batch waiting from the peers. */
function takeMail(): void {
  for (const port of peers) {
    if (port === null) continue;
    for (let m = receiveMessageOnPort(port as MessagePort); m !== undefined; m = receiveMessageOnPort(port as MessagePort)) {
      const batch = m.message as KeyBatch | null;
      if (batch === null) ends++;
      else receive(batch);
    }
  }
}

function bytes(): number {
  return table.bytes() + bufferBytes;
}

/** Publishes this worker's counts, and stops the run at the state limit or past this worker's share of the memory. */
function publish(): void {
  counters[2 * self] = table.size;
  counters[2 * self + 1] = bytes();
  let states = 0;
  for (let i = 0; i < threads; i++) states += counters[2 * i];
  if (states >= setup.maxStates) requestStop(STOP_STATES);
  // The batches and the cache of keys sent are this worker's too.
  if (bytes() > setup.maxBytes) requestStop(STOP_MEMORY);
}

// The start, in its owner's table only.
{
  const start = canonical ? canonical(problem.start) : problem.start;
  if (codec.kind === 'words') {
    const key: WordsAt = { src: new Uint32Array(words), at: 0 };
    codec.encode(start, key.src, 0);
    if (ownerOf(wordsHash(words)(key.src, 0), threads) === self) add(key);
  } else if (codec.kind === 'string') {
    const key = codec.encode(start);
    if (ownerOf(stringHash(key), threads) === self) add(key);
  } else {
    const key = codec.encode(start);
    if (ownerOf(numberHash(key), threads) === self) add(key);
  }
  publish();
}

/** The layer being expanded: table entries [layerStart, layerEnd); `next`: the next to expand. */
let layerStart = 0;
let layerEnd = 0;
let next = 0;

function expandLayer(): LayerReport {
  layerStart = layerEnd;
  layerEnd = table.size;
  ends = 0;
  let goals = 0;
  for (next = layerStart; next < layerEnd; next++) {
    if ((next - layerStart) % CHUNK === 0 && next > layerStart) {
      takeMail();
      publish();
      if (Atomics.load(control, STOP) !== 0) break;
    }
    const state = stateAt(next);
    if (problem.isGoal(state)) goals++;
    problem.successors(state, emit);
  }
  const expanded = next - layerStart;
  for (let owner = 0; owner < threads; owner++) {
    if (owner === self) continue;
    if (fill[owner] > 0) send(owner);
    peers[owner]!.postMessage(null);
    Atomics.add(control, BELL + owner, 1);
    Atomics.notify(control, BELL + owner);
  }
  for (;;) {
    const rung = Atomics.load(control, BELL + self);
    takeMail();
    if (ends === threads - 1) break;
    Atomics.wait(control, BELL + self, rung, WAIT_MS);
  }
  publish();
  return { added: table.size - layerEnd, goals, expanded };
}

function finish(request: FinishRequest): FinishReport {
  const report: FinishReport = { keys: [], goalsHere: 0, goalsNext: 0, states: table.size, bytes: bytes() };
  if (request.examples > 0) {
    const smallest = new SmallestKeys(request.examples);
    for (let i = layerStart; i < layerEnd; i++) smallest.offer(reportKey(i));
    report.keys = smallest.keys;
  } else {
    for (let i = next; i < layerEnd; i++) if (problem.isGoal(stateAt(i))) report.goalsHere++;
    for (let i = layerEnd; i < table.size; i++) if (problem.isGoal(stateAt(i))) report.goalsNext++;
  }
  return report;
}

parentPort!.on('message', (request: LayerRequest | FinishRequest) => {
  parentPort!.postMessage(request.kind === 'layer' ? expandLayer() : finish(request));
});
