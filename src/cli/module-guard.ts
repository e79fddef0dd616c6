/**
 * A user's puzzle module (`--puzzle-module FILE`) behind a guard: every
 * function of its backend, of the search problem it builds and of that
 * problem's codec is wrapped, so that what the module's code does wrong is
 * reported as the module's mistake (one line naming the module, the function
 * and the module's own message; exit 2), never as puzzlekit's "internal
 * error". The module's own bad-input errors (PuzzleInputError) pass
 * unchanged, and so do the errors of the engine that its successors() merely
 * pass on (a full table, a bad cost). Keys are checked where the engine
 * relies on their kind: a uint32 key that is NaN, negative, fractional or
 * 2^32 and more would never match itself in the tables.
 *
 * Loops are not the guard's business: the whole run is in a worker thread
 * that the main thread can end (module-run.ts). But an endless emit loop is
 * stopped at emit, once it is past --max-states, before it fills memory.
 */
import { StateTableFullError } from '../engine/index.js';
import { PuzzleInputError } from '../midend/index.js';
import type { Message } from '../i18n/index.js';
import { MODULE } from './messages/module.js';
import type { CliWords } from './cli-words.js';

type AnyFunction = (...args: unknown[]) => unknown;
type Emit = (next: unknown, move: unknown, cost?: number) => void;

/**
 * Successors one call may emit past --max-states before the run stops: the
 * engine looks at its limits only between expansions (every 4,096), so a
 * well-behaved module with many moves a state is never stopped here first.
 */
const EMIT_SLACK = 2 ** 16;
let emitCap = Infinity;
let stateLimit = Infinity;

/** Tells the guard the run's --max-states, so that an endless emit loop stops at emit. */
export function limitEmitsPerCall(maxStates: number | undefined): void {
  stateLimit = maxStates ?? Infinity;
  emitCap = stateLimit + EMIT_SLACK;
}

/** Errors that only pass through the module's code (thrown by the engine's emit or a guarded call inside it): not the module's. */
const passing = new WeakSet<object>();

function passOn(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) passing.add(error);
  return error;
}

function moduleError(where: string, name: string, error: unknown): unknown {
  if (typeof error === 'object' && error !== null && passing.has(error)) return error;
  if (error instanceof PuzzleInputError) return passOn(error);
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return passOn(new PuzzleInputError(MODULE.functionFailed({ where, name, text })));
}

function garbage(where: string, what: Message, expected: Message): PuzzleInputError {
  return new PuzzleInputError(MODULE.unexpected({ where, what, expected }));
}

function shown(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean' || value === undefined || value === null) return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}...` : value);
  return typeof value;
}

/**
 * `fn` with what it throws made the module's error. Four arguments at most (no
 * backend function takes more), passed as they are: no array made a call, for
 * the functions the search calls millions of times.
 */
function guarded(where: string, name: string, fn: AnyFunction, owner: unknown): AnyFunction {
  return function (this: unknown, a?: unknown, b?: unknown, c?: unknown, d?: unknown) {
    try {
      return fn.call(this ?? owner, a, b, c, d);
    } catch (error) {
      throw moduleError(where, name, error);
    }
  };
}

/**
 * `successors` or `predecessors`: the module's code guarded, the engine's emit
 * counted and its errors passed on. One counting emit serves every call (none
 * is made a call); a call inside an emit (a depth-first search's) keeps its own
 * emit and count and gives the outer call's back when it returns.
 */
function guardedExpand(cli: CliWords, where: string, name: string, fn: AnyFunction, owner: unknown): AnyFunction {
  let emit: Emit = () => {};
  let emitted = 0;
  const counted: Emit = (next, move, cost) => {
    if (++emitted > emitCap) {
      // Shown as "stopped: ..." with exit 3 (run.ts), as the engine's own full table is.
      throw passOn(new StateTableFullError(cli.words(MODULE.emittedTooMany({ limit: stateLimit, where, name, cap: emitCap.toLocaleString('en-US') }))));
    }
    try {
      emit(next, move, cost);
    } catch (error) {
      throw passOn(error);
    }
  };
  return function (this: unknown, state: unknown, given: unknown) {
    const outerEmit = emit;
    const outerEmitted = emitted;
    emit = given as Emit;
    emitted = 0;
    try {
      return fn.call(this ?? owner, state, counted);
    } catch (error) {
      throw moduleError(where, name, error);
    } finally {
      emit = outerEmit;
      emitted = outerEmitted;
    }
  };
}

const KEY_KINDS = ['uint32', 'float53', 'words', 'string'];

function guardedCodec(where: string, codec: unknown): unknown {
  const c = codec as { kind?: unknown; encode?: unknown; decode?: unknown; words?: unknown } | null;
  if (typeof c !== 'object' || c === null || !KEY_KINDS.includes(c.kind as string) || typeof c.encode !== 'function' || typeof c.decode !== 'function') {
    throw garbage(where, MODULE.returnedCodecOf({ kind: shown(c?.kind ?? c) }), MODULE.expectedCodec());
  }
  const encode = guarded(where, 'codec.encode', c.encode as AnyFunction, c);
  const decode = guarded(where, 'codec.decode', c.decode as AnyFunction, c);
  const moduleEncode = c.encode as AnyFunction;
  // One call a key (encode is called for every successor): the module's encode, its error, the check.
  const checked = (ok: (key: unknown) => boolean, expected: Message) =>
    function (state: unknown) {
      let key: unknown;
      try {
        key = moduleEncode.call(c, state);
      } catch (error) {
        throw moduleError(where, 'codec.encode', error);
      }
      if (!ok(key)) throw passOn(garbage(where, MODULE.gaveKey({ key: shown(key) }), expected));
      return key;
    };
  switch (c.kind) {
    case 'uint32':
      return { ...c, decode, encode: checked((key) => typeof key === 'number' && key >>> 0 === key, MODULE.expectedUint32()) };
    case 'float53':
      return { ...c, decode, encode: checked((key) => Number.isSafeInteger(key) && (key as number) >= 0, MODULE.expectedFloat53()) };
    case 'string':
      return { ...c, decode, encode: checked((key) => typeof key === 'string', MODULE.expectedString()) };
    default:
      return { ...c, decode, encode };
  }
}

/** The optional functions of a search problem the engine calls (the in-place and keyed forms are left as they are). */
const PROBLEM_FUNCTIONS = ['isGoal', 'heuristic', 'goalStates', 'unsolvableReason', 'canonical', 'rank', 'unrank'];

function guardedProblem(cli: CliWords, where: string, problem: unknown): unknown {
  const p = problem as Record<string, unknown> | null;
  if (typeof p !== 'object' || p === null || typeof p.successors !== 'function' || typeof p.isGoal !== 'function') {
    throw garbage(where, MODULE.returned({ name: 'problem', value: shown(p) }), MODULE.expectedProblem());
  }
  const copy: Record<string, unknown> = Object.assign(Object.create(Object.getPrototypeOf(p) as object | null) as object, p);
  for (const name of PROBLEM_FUNCTIONS) {
    if (typeof p[name] === 'function') copy[name] = guarded(where, name, p[name] as AnyFunction, p);
  }
  copy.successors = guardedExpand(cli, where, 'successors', p.successors as AnyFunction, p);
  if (typeof p.predecessors === 'function') copy.predecessors = guardedExpand(cli, where, 'predecessors', p.predecessors as AnyFunction, p);
  copy.codec = guardedCodec(where, p.codec);
  return copy;
}

/** A generator of the module's (a level designer's `generate`) whose steps are guarded. */
function guardedIterator(where: string, name: string, iterator: unknown): unknown {
  const it = iterator as Iterator<unknown> | null;
  if (typeof it !== 'object' || it === null || typeof it.next !== 'function') throw garbage(where, MODULE.returned({ name, value: shown(it) }), MODULE.expectedGenerator());
  const step = (method: 'next' | 'return' | 'throw') => (typeof it[method] === 'function' ? guarded(where, name, it[method] as AnyFunction, it) : undefined);
  const next = step('next')!;
  const guardedIt = { next, return: step('return'), throw: step('throw'), [Symbol.iterator]: () => guardedIt };
  return guardedIt;
}

/**
 * The module's default export with its functions guarded; anything that is
 * not an object is returned as it is, for the backend check to name.
 */
export function guardedBackend(cli: CliWords, value: unknown, where: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const backend = value as Record<string, unknown>;
  const copy: Record<string, unknown> = Object.assign(Object.create(Object.getPrototypeOf(backend) as object | null) as object, backend);
  for (const [name, member] of Object.entries(backend)) {
    if (typeof member !== 'function') continue;
    const fn = guarded(where, name, member as AnyFunction, backend);
    if (name === 'problem') copy[name] = (...args: unknown[]) => guardedProblem(cli, where, fn(...args));
    else if (name === 'generate') copy[name] = (...args: unknown[]) => guardedIterator(where, name, fn(...args));
    else copy[name] = fn;
  }
  return copy;
}
