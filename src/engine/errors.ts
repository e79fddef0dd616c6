import { render, type Message } from '../i18n/index.js';
import { ENGINE_MESSAGES } from './messages.js';

/**
 * The engine's one error class for a request it cannot serve: an algorithm
 * the problem lacks the parts for, or options that are not what they must be
 * (a negative, NaN or non-number limit). In a module of its own so that the
 * budget and the searches can throw it without importing the dispatcher.
 *
 * @example
 * ```ts
 * try {
 *   solve(problem, 'astar');
 * } catch (error) {
 *   // Thrown for a request the engine cannot serve (A* on a problem without a heuristic, say), not for a search that failed.
 *   if (!(error instanceof SearchSetupError)) throw error;
 *   console.error(error.message);
 * }
 * ```
 */
export class SearchSetupError extends Error {
  override readonly name = 'SearchSetupError';
  /** The refusal as a catalog message (ENGINE_MESSAGES), where it was made from one: a front end words it in its language. */
  readonly words?: Message;

  /** `message`: English words, or a catalog message (its English becomes the error's message). */
  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : render(message, 'en'));
    if (typeof message !== 'string') this.words = message;
  }
}

/** Throws SearchSetupError unless `problem` looks like a search problem: the check at each search's entry. */
export function checkProblem(problem: unknown, search: string): void {
  const p = problem as { successors?: unknown; isGoal?: unknown; codec?: unknown } | null;
  if (p === null || typeof p !== 'object' || typeof p.successors !== 'function' || typeof p.isGoal !== 'function' || typeof p.codec !== 'object' || p.codec === null) {
    throw new SearchSetupError(ENGINE_MESSAGES.needsProblem({ search }));
  }
}

/** Throws SearchSetupError unless a depth bound is a whole number of at least 0 (Infinity allowed where `infinite`). */
export function checkDepth(value: unknown, name: string, infinite: boolean): void {
  if (typeof value === 'number' && ((Number.isInteger(value) && value >= 0) || (infinite && value === Infinity))) return;
  throw new SearchSetupError(`${name} must be a whole number of at least 0, not ${typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : String(value)}`);
}

/** Throws SearchSetupError for a move cost a cheapest-path search cannot use: negative (a loop would lower it forever) or not a number. */
export function checkCost(cost: number): void {
  if (!(cost >= 0) || cost === Infinity) throw new SearchSetupError(ENGINE_MESSAGES.badMoveCost({ cost: String(cost) }));
}
