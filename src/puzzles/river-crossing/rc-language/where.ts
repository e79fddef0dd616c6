/**
 * Where in a RiverCrossing scenario a message points: the origin (a file,
 * "instance code", worded in each language) and the scenario's own key
 * path, which stays as the scenario spells it in either language.
 */
import type { Message } from '../../../i18n/index.js';
import { placeZh } from '../../params.js';
import { PuzzleInputError } from '../../puzzle.js';
import { RC } from '../messages/index.js';

export type Where = Message;

/** The origin's words in each language. */
export function originName(origin: string): Message {
  return RC.named({ en: origin, zh: placeZh(origin) });
}

/** `origin: path` ("spec.json: Entities[2].CanRow"). */
export function whereIn(origin: string, path: string): Where {
  return RC.scenarioPlace({ origin: originName(origin), path });
}

/** Bad input at `where`: "WHERE: message". */
export function badInput(where: Where, message: Message): PuzzleInputError {
  return new PuzzleInputError(RC.scenarioError({ where, message }));
}
