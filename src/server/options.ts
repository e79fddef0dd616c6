/** What the position server is started with (serve's options, checked), a contract of its own. */

export interface SearchLimits {
  /** Most states a search for one position may hold. */
  maxStates: number;
  /** Most memory a search's thread may take. */
  maxMemoryMb: number;
  /** Most seconds a search may run. */
  maxSeconds: number;
}

export interface ServerOptions {
  /** Library folders (each one puzzle's), opened and checked at start. */
  libraries: readonly string[];
  /** Answer positions outside a library by search (false: 404 "not in the library"). */
  search: boolean;
  limits: SearchLimits;
  /** Worker threads for searches (lookups never wait for them). */
  searchThreads: number;
  /** Searches that may wait for a thread; more are refused with 503. */
  searchQueue: number;
  /** Library answers kept for repeated questions (entries; 0 for none). */
  answerCache: number;
  /** Requests a client may make a minute; 0 for no limit. */
  rateLimit: number;
  /** Origins allowed by CORS ("*" for any); empty: no CORS headers. */
  cors: readonly string[];
  /** JSON-line logs (pino, Fastify's logger) at this level, or none. */
  log: 'info' | 'warn' | 'error' | 'silent';
}

/** The longest URL a request may have (a position code is a few dozen characters). */
export const MOST_URL_CHARS = 2048;
/** The largest request body (no endpoint takes one). */
export const MOST_BODY_BYTES = 1024;
