/**
 * Sentences the search worker sends as data (catalog "web.worker"). A
 * backend that words a sentence for a language asked (an unsolvable
 * instance's reason, bad input of a backend without a catalog message, a
 * stored table's problem as the storage reads it) is asked for both, and
 * the two travel as one message: the page renders it in its own language
 * when it shows it, not in the language the job was sent in.
 */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const WORKER_WORDS = defineCatalog('web.worker', {
  inBoth: text<{ en: string; zh: string }>({ en: '{en}{zh, select, other {}}', zh: '{zh}{en, select, other {}}' }),
});
