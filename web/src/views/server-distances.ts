/**
 * Play's distances from a position server, where the URL names one and its
 * library of the puzzle answers positions in the metric played: the
 * position's distance, each next position's (from the same answer), and
 * each position played (answered before, kept by the client). Anything
 * else (no server, no such library, a census's library, another metric, a
 * server that cannot be reached) gives null, and Play asks its worker as
 * it does without a server.
 */
import type { OpenedInstance } from '../../../src/midend/browser.js';
import type { ViewHost } from './view-host.js';

export interface ServerDistances {
  here: number | null;
  /** By the moves' order: the distance after each (undefined where the server named no such move). */
  next: (number | null | undefined)[];
  played: (number | null)[];
}

export async function serverDistances(app: ViewHost, opened: OpenedInstance, here: unknown, nextStates: readonly unknown[], played: readonly unknown[]): Promise<ServerDistances | null> {
  const server = app.server;
  if (!server) return null;
  try {
    const library = (await server.libraries()).get(opened.puzzleId);
    if (!library || !library.positions || library.metric !== opened.metric) return null;
    const lang = app.page.lang;
    const answer = await server.position(opened.puzzleId, opened.stateCode(here), lang);
    if (answer.source !== 'library') return null;
    const byCode = new Map(answer.moves.map((m) => [m.code, m.distance]));
    const playedAnswers = await Promise.all(played.map((p) => server.position(opened.puzzleId, opened.stateCode(p), lang)));
    return {
      here: answer.distance,
      next: nextStates.map((s) => byCode.get(opened.stateCode(s))),
      played: playedAnswers.map((a) => a.distance),
    };
  } catch {
    return null;
  }
}
