/**
 * `definePuzzle`, the way every backend is declared: it keeps the backend's
 * types while they are checked, and puts the checks every backend shares
 * (requests, state codes, metric names) in front of the backend's own code.
 */
import type { Lang } from './lang.js';
import { metricId } from './metric-name.js';
import type { InstanceRequest, PuzzleBackend } from './puzzle.js';
import { illegalWords, isIllegal, refusalIn } from './replay.js';
import { checkedRequest, checkedStateCode } from './request-check.js';
import { PuzzleInputError } from './input-error.js';
import { LEVEL_MESSAGES } from './messages/levels.js';

/** Declares a backend, checking its types before they are erased in the catalog. */
export function definePuzzle<I, S, M>(backend: PuzzleBackend<I, S, M>): PuzzleBackend<I, S, M> {
  const { parse, parseState, problem, applyMove } = backend;
  // Every request, state code and metric is checked (a byte-order mark dropped, a metric
  // name matched up to case) once, here, for all backends alike: none maps an unknown
  // metric to its default, none fails on one with a TypeError.
  return {
    ...backend,
    parse: (request: InstanceRequest) => {
      const checked = checkedRequest(request);
      // A level of a file means something only to a backend that reads files of many levels.
      if (checked.source.kind === 'text' && checked.source.level !== undefined && !backend.collection) {
        throw new PuzzleInputError(LEVEL_MESSAGES.noCollections({ puzzle: backend.id }));
      }
      return parse(checked);
    },
    parseState: (instance: I, code: string) => parseState(instance, checkedStateCode(code)),
    problem: (instance: I, metric?: string) => problem(instance, metricId(backend.id, backend.metrics, metric)),
    // A backend words a refusal in both languages ({ illegal, zh }) or in the one asked; callers get it in the one they ask for.
    applyMove: (instance: I, state: S, move: M, lang: Lang = 'en') => {
      const next = applyMove(instance, state, move, lang);
      if (!isIllegal(next)) return next;
      // A message's refusal renders nothing until read.
      return next.words ? refusalIn(next.words, lang) : { illegal: illegalWords(next, lang) };
    },
  };
}

