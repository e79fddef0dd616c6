/**
 * The engine's one error class for a request it cannot serve: an algorithm
 * the problem lacks the parts for, or options that are not what they must be
 * (a negative, NaN or non-number limit). In a module of its own so that the
 * budget and the searches can throw it without importing the dispatcher.
 */
export class SearchSetupError extends Error {
  override readonly name = 'SearchSetupError';
}
