/**
 * A recorded trace replayed expansion by expansion, for a front end that
 * steps through it: the frontier in the order the search keeps it (a queue,
 * a stack, or a heap listed in the order it pops), the states expanded, the
 * node being expanded with what became of its successors, the tree so far,
 * and the counters. Built from the events alone: the heap is mirrored by the
 * engine's own heap fed the same priorities in the same order, so ties come
 * out as they did in the search.
 */
import { IndexHeap } from '../engine/heap.js';
import type { TraceAlgorithm, TraceOutcome, TraceRecord } from './trace-contract.js';

/** How the search keeps its frontier. IDA* and depth-first search keep a stack: the path and the siblings still to visit. */
export type FrontierKind = 'queue' | 'stack' | 'heap';

export const FRONTIER_KIND: Readonly<Record<TraceAlgorithm, FrontierKind>> = {
  bfs: 'queue',
  bidirectional: 'queue',
  dfs: 'stack',
  idastar: 'stack',
  ucs: 'heap',
  astar: 'heap',
  greedy: 'heap',
};

export interface FrontierEntry {
  state: string;
  g: number;
  h: number;
  f: number;
  depth: number;
}

/** A node of the search tree: a state as generated, under the state expanded when it was. */
export interface TreeNode {
  state: string;
  parent: number;
  depth: number;
  /** What became of it: generated onto the frontier, left out (seen, on the path, over a bound), or expanded since. */
  fate: 'frontier' | 'pruned' | 'expanded' | 'goal';
  side?: 'forward' | 'backward';
}

export interface TraceCounters {
  expanded: number;
  generated: number;
  pruned: number;
  frontier: number;
  frontierMax: number;
  /** Distinct states the search has stored or walked through (its memory, in states). */
  stored: number;
  /**
   * Bytes the search's tables and frontier held at the last expansion, as the
   * engine counts them (TraceOutcome's `expansionBytes`); null before the
   * first expansion and for a search that counts none (IDA*).
   */
  bytes: number | null;
}

export interface TraceSnapshot {
  /** Expansions done: 0 before the first, `steps` at the end. */
  step: number;
  /** The node expanded last (absent before the first expansion). */
  current?: TraceRecord;
  /** What the last expansion did to each successor, in order (the goal too, where found there). */
  successors: TraceRecord[];
  /** The frontier, the next to leave first; for bidirectional search, the forward side's. */
  frontier: FrontierEntry[];
  /** Bidirectional search: the backward side's frontier. */
  backward?: FrontierEntry[];
  /** States expanded, in order. */
  explored: string[];
  counters: TraceCounters;
  /** IDA*: the iterations begun so far, with their bounds and expansions. */
  iterations: { bound: number; expanded: number }[];
  /** The goal event, once met. */
  goal?: TraceRecord;
  /** The tree so far, in the order nodes were generated (index 0 the start). */
  tree: TreeNode[];
}

/**
 * Steps through one recorded trace. `at(step)` moves forward from where it
 * stands, or starts again for a step behind it, so playing costs an
 * expansion's events a step.
 *
 * @example
 * ```ts
 * const replay = new TraceReplay(outcome);
 * const third = replay.at(3);
 * console.log(third.current?.state, third.frontier.map((e) => `${e.state} f=${e.f}`));
 * ```
 */
export class TraceReplay {
  readonly kind: FrontierKind;
  /** Expansions in the whole trace. */
  readonly steps: number;
  private state!: ReplayState;

  constructor(readonly outcome: TraceOutcome) {
    this.kind = FRONTIER_KIND[outcome.algorithm];
    this.steps = outcome.events.filter((e) => e.type === 'expand').length;
    this.reset();
  }

  at(step: number): TraceSnapshot {
    const target = Math.max(0, Math.min(step, this.steps));
    if (target < this.state.step) this.reset();
    const events = this.outcome.events;
    const s = this.state;
    while (s.next < events.length) {
      const event = events[s.next];
      if (event.type === 'expand' && s.step === target) break;
      this.apply(event);
      s.next++;
    }
    return this.snapshot();
  }

  private reset(): void {
    this.state = {
      step: 0,
      next: 0,
      successors: [],
      queue: [],
      backward: [],
      stack: [],
      insertAt: 0,
      heap: new IndexHeap(),
      heapEntries: [],
      best: new Map(),
      inHeap: new Set(),
      explored: [],
      seen: new Set(),
      counters: { expanded: 0, generated: 0, pruned: 0, frontier: 0, frontierMax: 0, stored: 0, bytes: null },
      iterations: [],
      tree: [],
      treeIndex: new Map(),
      parent: -1,
    };
  }

  private apply(event: TraceRecord): void {
    const s = this.state;
    const c = s.counters;
    switch (event.type) {
      case 'iteration':
        s.iterations.push({ bound: event.bound ?? event.f, expanded: 0 });
        s.stack = [];
        s.tree = [];
        s.treeIndex = new Map();
        s.parent = -1;
        break;
      case 'expand': {
        s.step++;
        c.expanded++;
        const last = s.iterations[s.iterations.length - 1];
        if (last) last.expanded++;
        s.current = event;
        s.successors = [];
        s.explored.push(event.state);
        this.remove(event);
        s.insertAt = 0;
        s.parent = this.treeNodeOf(event);
        s.tree[s.parent].fate = 'expanded';
        break;
      }
      case 'generate':
        c.generated++;
        if (s.step > 0 || s.current) s.successors.push(event);
        this.add(event);
        s.tree.push({ state: event.state, parent: s.parent, depth: event.depth, fate: 'frontier', ...(event.side && { side: event.side }) });
        s.treeIndex.set(treeKey(event), s.tree.length - 1);
        break;
      case 'prune':
        c.pruned++;
        s.successors.push(event);
        // A bound or a depth bound stops a node already on the stack; the others were never added.
        if (event.reason === 'bound' || event.reason === 'depth') {
          this.remove(event);
          const node = s.treeIndex.get(treeKey(event));
          if (node !== undefined) s.tree[node].fate = 'pruned';
        } else s.tree.push({ state: event.state, parent: s.parent, depth: event.depth, fate: 'pruned', ...(event.side && { side: event.side }) });
        break;
      case 'goal': {
        s.goal = event;
        s.successors.push(event);
        if (this.kind !== 'queue') this.remove(event);
        const node = s.treeIndex.get(treeKey(event));
        if (node !== undefined) s.tree[node].fate = 'goal';
        break;
      }
    }
    if (!s.seen.has(event.state) && event.type !== 'prune') {
      s.seen.add(event.state);
      c.stored = s.seen.size;
    }
    c.frontier = this.frontierSize();
    if (c.frontier > c.frontierMax) c.frontierMax = c.frontier;
  }

  private add(event: TraceRecord): void {
    const s = this.state;
    const entry: FrontierEntry = { state: event.state, g: event.g, h: event.h, f: event.f, depth: event.depth };
    if (this.kind === 'queue') (event.side === 'backward' ? s.backward : s.queue).push(entry);
    else if (this.kind === 'stack') s.stack.splice(s.insertAt++, 0, entry);
    else {
      s.heapEntries.push(entry);
      s.heap.push(s.heapEntries.length - 1, event.f, event.g);
      s.best.set(event.state, event.g);
      s.inHeap.add(event.state);
    }
  }

  /** Takes the node an event is about off the frontier: the head of its queue, the top of the stack, or the heap's top (stale entries above it dropped). */
  private remove(event: TraceRecord): void {
    const s = this.state;
    if (this.kind === 'queue') {
      const queue = event.side === 'backward' ? s.backward : s.queue;
      const at = queue.findIndex((e) => e.state === event.state);
      if (at >= 0) queue.splice(at, 1);
    } else if (this.kind === 'stack') {
      const at = s.stack.findIndex((e) => e.state === event.state);
      if (at >= 0) s.stack.splice(at, 1);
    } else {
      while (s.heap.size > 0) {
        const top = s.heapEntries[s.heap.pop()];
        if (top.state === event.state && top.g === event.g) break;
      }
      s.inHeap.delete(event.state);
    }
  }

  private frontierSize(): number {
    const s = this.state;
    if (this.kind === 'queue') return s.queue.length + s.backward.length;
    if (this.kind === 'stack') return s.stack.length;
    return s.inHeap.size;
  }

  /** The heap's live entries in the order they would leave it (stale ones, pushed before a cheaper path was found, left out). */
  private heapOrder(): FrontierEntry[] {
    const s = this.state;
    const heap = s.heap.copy();
    const order: FrontierEntry[] = [];
    const listed = new Set<string>();
    while (heap.size > 0) {
      const entry = s.heapEntries[heap.pop()];
      if (s.best.get(entry.state) === entry.g && !listed.has(entry.state)) {
        order.push(entry);
        listed.add(entry.state);
      }
    }
    return order;
  }

  /** The tree node an expanded event stands for: the one generated with its state and depth, or a new root. */
  private treeNodeOf(event: TraceRecord): number {
    const s = this.state;
    const found = s.treeIndex.get(treeKey(event));
    if (found !== undefined) return found;
    s.tree.push({ state: event.state, parent: -1, depth: event.depth, fate: 'expanded', ...(event.side && { side: event.side }) });
    s.treeIndex.set(treeKey(event), s.tree.length - 1);
    return s.tree.length - 1;
  }

  private snapshot(): TraceSnapshot {
    const s = this.state;
    const frontier = this.kind === 'queue' ? [...s.queue] : this.kind === 'stack' ? [...s.stack] : this.heapOrder();
    return {
      step: s.step,
      ...(s.current && { current: s.current }),
      successors: [...s.successors],
      frontier,
      ...(this.outcome.algorithm === 'bidirectional' && { backward: [...s.backward] }),
      explored: [...s.explored],
      counters: { ...s.counters, bytes: s.step > 0 ? (this.outcome.expansionBytes?.[s.step - 1] ?? null) : null },
      iterations: s.iterations.map((i) => ({ ...i })),
      ...(s.goal && { goal: s.goal }),
      tree: s.tree.map((n) => ({ ...n })),
    };
  }
}

/** A node's key in the tree: its state on its side at its depth (a state met again deeper, on a stack, is another node). */
function treeKey(event: TraceRecord): string {
  return `${event.side ?? ''}|${event.depth}|${event.state}`;
}

interface ReplayState {
  step: number;
  /** The index of the next event to apply. */
  next: number;
  current?: TraceRecord;
  successors: TraceRecord[];
  queue: FrontierEntry[];
  backward: FrontierEntry[];
  stack: FrontierEntry[];
  /** Where the next successor goes on the stack: below those the same expansion pushed before it. */
  insertAt: number;
  heap: IndexHeap;
  heapEntries: FrontierEntry[];
  /** The least g pushed for each state, which makes its older heap entries stale. */
  best: Map<string, number>;
  /** The states on the heap now (one each, however many entries it holds). */
  inHeap: Set<string>;
  explored: string[];
  seen: Set<string>;
  counters: TraceCounters;
  iterations: { bound: number; expanded: number }[];
  goal?: TraceRecord;
  tree: TreeNode[];
  treeIndex: Map<string, number>;
  parent: number;
}
