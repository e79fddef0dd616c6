/**
 * A search thread of the position server (piscina runs this module's default
 * export): one position searched within its limits. Bad input comes back as
 * words in the request's language, never as a thrown error, so that the
 * server tells it from a thread that failed.
 */
import { errorIn } from '../i18n/index.js';
import { findPuzzle, PuzzleInputError } from '../midend/index.js';
import type { Lang } from '../i18n/index.js';
import { searchPosition, type PositionAnswer, type PositionLimitHit, type PositionSearchLimits } from '../midend/library/index.js';

export interface SearchTask {
  puzzle: string;
  code: string;
  lang: Lang;
  limits: PositionSearchLimits;
}

export type SearchReply = { kind: 'answer'; answer: PositionAnswer } | PositionLimitHit | { kind: 'bad-input'; words: string };

export default function searchTask(task: SearchTask): SearchReply {
  try {
    const found = searchPosition(findPuzzle(task.puzzle), task.code, task.lang, task.limits);
    return 'kind' in found ? found : { kind: 'answer', answer: found };
  } catch (error) {
    if (error instanceof PuzzleInputError) return { kind: 'bad-input', words: errorIn(error, task.lang) };
    throw error;
  }
}
