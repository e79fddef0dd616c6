/**
 * The app's client of a position server (`puzzlekit serve`): the server's
 * address lives in the URL (`?server=URL`), so a link keeps it; the client
 * asks which puzzles the server keeps a library of, lists a library's
 * puzzles, and answers a position (its distance, and each move's next
 * position with its distance). Without a server the app works as it always
 * has; nothing here is needed for that.
 */
import type { Lang } from '../../src/puzzles/lang.js';

/** What `GET /api/puzzles` says of one puzzle's library (null: the server has none). */
export interface ServerLibraryInfo {
  types: number;
  layouts: number;
  groups: number;
  /** Whether the library answers positions (a family's distances), not only lists puzzles (a census's). */
  positions: boolean;
  /** The metric its distances count in. */
  metric: string;
}

/** A listed puzzle: a group's hardest layout. */
export interface ServerPuzzleRow {
  type: string;
  group: number;
  size: number;
  farthest: number;
  hardest: string;
}

export interface ServerPosition {
  code: string;
  status: 'solved' | 'solvable' | 'unsolvable';
  distance: number | null;
  source: 'library' | 'search';
  moves: { move: string; code: string; distance: number | null }[];
}

/** A request the server refused or could not be made: the status (0 when it was never reached) and its words. */
export class ServerRequestError extends Error {
  override readonly name = 'ServerRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const SERVER_PARAM = 'server';

/** The server a URL's query names, as an http(s) origin and path without a trailing slash; null when none or not a URL. */
export function serverUrlOf(search: string): string | null {
  const raw = new URLSearchParams(search).get(SERVER_PARAM)?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** The query with the server kept in it (or left out). */
export function withServer(query: string, server: string | null): string {
  if (server === null) return query;
  const q = new URLSearchParams(query);
  q.set(SERVER_PARAM, server);
  return `?${q.toString()}`;
}

export class ServerClient {
  private puzzlesAsked: Promise<Map<string, ServerLibraryInfo | null>> | undefined;
  /** Positions answered, by puzzle, language and code: undo, redo and the chart ask again. */
  private readonly positions = new Map<string, Promise<ServerPosition>>();

  constructor(readonly url: string) {}

  /** Each puzzle's library on the server, asked once. */
  libraries(): Promise<Map<string, ServerLibraryInfo | null>> {
    this.puzzlesAsked ??= this.get<{ puzzles: { id: string; library: ServerLibraryInfo | null }[] }>('/api/puzzles').then(
      (r) => new Map(r.puzzles.map((p) => [p.id, p.library])),
      (error: unknown) => {
        this.puzzlesAsked = undefined;
        throw error;
      },
    );
    return this.puzzlesAsked;
  }

  /** A page of a library's puzzles: those of `moves` ("40..60"), hardest first or easiest first. */
  list(puzzle: string, query: { moves?: string; hardest: boolean; limit: number; offset: number }, lang: Lang): Promise<{ puzzles: ServerPuzzleRow[] }> {
    const q = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset), hardest: String(query.hardest), lang });
    if (query.moves) q.set('moves', query.moves);
    return this.get(`/api/${encodeURIComponent(puzzle)}/library?${q.toString()}`);
  }

  /** A position's answer (kept: a position's answer does not change). */
  position(puzzle: string, code: string, lang: Lang): Promise<ServerPosition> {
    const key = `${puzzle}\n${lang}\n${code}`;
    let asked = this.positions.get(key);
    if (!asked) {
      asked = this.get<ServerPosition>(`/api/${encodeURIComponent(puzzle)}/positions?${new URLSearchParams({ code, lang }).toString()}`);
      asked.catch(() => this.positions.delete(key));
      this.positions.set(key, asked);
    }
    return asked;
  }

  private async get<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.url + path, { headers: { accept: 'application/json' } });
    } catch (error) {
      throw new ServerRequestError(0, error instanceof Error ? error.message : String(error));
    }
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!response.ok) throw new ServerRequestError(response.status, body?.error?.message ?? response.statusText);
    return body as T;
  }
}
