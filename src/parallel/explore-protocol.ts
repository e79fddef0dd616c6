/**
 * What the threaded hash-table explore (explore-threads.ts) and its workers
 * (explore-worker.ts) say to each other, in a module of its own so that the
 * main thread never loads the worker's code.
 */
import type { MessagePort } from 'node:worker_threads';
import type { StateKey } from '../engine/index.js';
import type { ProblemSource } from './problem-source.js';

export interface ExploreWorkerSetup {
  source: ProblemSource;
  mergeSymmetric: boolean;
  index: number;
  threads: number;
  /** peers[j]: the port to worker j (null at this worker's own index). */
  peers: (MessagePort | null)[];
  /** Int32: [STOP]: why the run must stop (0 while it goes on); [BELL + i]: rung when a batch is sent to worker i. */
  control: SharedArrayBuffer;
  /** Float64: [2i]: states worker i holds; [2i + 1]: its bytes. */
  counters: SharedArrayBuffer;
  maxStates: number;
  /** This worker's share of the memory cap (Infinity without one). */
  maxBytes: number;
  /** Keys a batch to another worker holds. */
  batchKeys: number;
}

export const STOP = 0;
export const BELL = 1;
/** Why a run stops, in control[STOP]: a worker saw the state limit, or its share of the memory, or the main thread saw a limit. */
export const STOP_STATES = 1;
export const STOP_MEMORY = 2;
export const STOP_MAIN = 3;

/** Expand the next layer (the states found by the last one). */
export interface LayerRequest {
  kind: 'layer';
}

export interface LayerReport {
  /** States new to this worker's table during the layer: the next layer's, found so far. */
  added: number;
  /** Goals among the states this worker expanded. */
  goals: number;
  /** States expanded: all of the layer's this worker owns, unless a stop cut it short. */
  expanded: number;
}

/** The run is over: the farthest examples of a complete run; the goals not yet seen of a stopped one. */
export interface FinishRequest {
  kind: 'finish';
  /** How many of the smallest keys of the last layer to send (0 for a stopped run). */
  examples: number;
}

export interface FinishReport {
  /** The smallest keys of this worker's last layer, smallest first. */
  keys: StateKey[];
  /** Goals among the states of the layer being expanded that were not expanded (a stopped run). */
  goalsHere: number;
  /** Goals among the states found for the next layer (a stopped run). */
  goalsNext: number;
  states: number;
  bytes: number;
}
