/**
 * The position server (Fastify): a front end over the midend only. It opens
 * and checks its libraries at start (every distance table loaded and its
 * checksum verified, so no request waits for a load or meets a bad file),
 * answers positions from them on the main thread, and sends positions
 * outside them to bounded searches on worker threads (search-pool.ts).
 * Every request is checked (zod, URL and body size, rate), every error is
 * JSON with its status, and no part of a request ever names a file.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { inLang, render, type Lang } from '../i18n/index.js';
import { findPuzzle, PUZZLES, PuzzleInputError, puzzleTitle } from '../midend/index.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import { Library, parseMovesRange, type PositionAnswer } from '../midend/library/index.js';
import { AnswerCache } from './answer-cache.js';
import { installErrorReplies } from './error-replies.js';
import { HttpError } from './http-error.js';
import { requestLang } from './lang.js';
import { SERVER } from './messages.js';
import { openApiDocument } from './openapi.js';
import { MOST_BODY_BYTES, MOST_URL_CHARS, type ServerOptions } from './options.js';
import { firstIssue, libraryQuery, noQuery, positionsQuery, puzzleParams } from './schemas.js';
import { startSearchPool, type SearchPool } from './search-pool.js';
import { positionAnswerSchema } from './response-schemas.js';

export interface PositionServer {
  app: FastifyInstance;
  /** Stops taking requests, lets those in hand finish, ends the search threads and closes the libraries. */
  close(): Promise<void>;
}

/** Most puzzles one library listing gives. */
const MOST_LISTED = 500;
/** A cached answer is its JSON text, sent as it is. */
const JSON_TYPE = 'application/json; charset=utf-8';
const POSITIONS_SCHEMA: FastifySchema = { response: { 200: positionAnswerSchema } };

function checked<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'bad-request', SERVER.badRequest({ why: render(SERVER.badQuery(firstIssue(parsed.error)), 'en') }));
  return parsed.data;
}

function puzzleOf(name: string): AnyPuzzle {
  try {
    return findPuzzle(name);
  } catch (error) {
    if (error instanceof PuzzleInputError) throw new HttpError(404, 'unknown-puzzle', SERVER.unknownPuzzle({ puzzle: name }));
    throw error;
  }
}

/** The answer as JSON: the type's words in the request's language. */
function positionJson(answer: PositionAnswer, lang: Lang): unknown {
  return answer.place ? { ...answer, place: { ...answer.place, typeWords: inLang(answer.place.typeWords, lang) } } : answer;
}

export async function startServer(options: ServerOptions, version: string): Promise<PositionServer> {
  const libraries = new Map<string, Library>();
  try {
    for (const dir of options.libraries) {
      const library = await Library.openFolder(dir);
      libraries.get(library.puzzle.id)?.close();
      library.loadAll();
      libraries.set(library.puzzle.id, library);
    }
  } catch (error) {
    for (const l of libraries.values()) l.close();
    throw error;
  }
  const pool: SearchPool | undefined = options.search ? await startSearchPool(options.limits, options.searchThreads, options.searchQueue) : undefined;
  const answers = new AnswerCache<string>(options.answerCache);
  const { default: Fastify } = await import('fastify');
  const app = Fastify({
    logger: options.log === 'silent' ? false : { level: options.log },
    bodyLimit: MOST_BODY_BYTES,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.length > MOST_URL_CHARS) throw new HttpError(414, 'url-too-long', SERVER.urlTooLong({ most: MOST_URL_CHARS }));
  });
  if (options.cors.length > 0) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: options.cors.includes('*') ? true : [...options.cors], methods: ['GET'] });
  }
  if (options.rateLimit > 0) {
    const { default: rateLimit } = await import('@fastify/rate-limit');
    const max = options.rateLimit;
    await app.register(rateLimit, {
      max,
      timeWindow: 60_000,
      errorResponseBuilder: () => new HttpError(429, 'rate-limited', SERVER.rateLimited({ max })),
    });
  }

  installErrorReplies(app);

  app.get('/health', async () => ({ status: 'ok', libraries: [...libraries.keys()], search: pool !== undefined }));

  app.get('/api/openapi.json', async () => openApiDocument(version));

  app.get('/api/puzzles', async (request) => {
    const { lang = requestLang(request.query, request.headers['accept-language']) } = checked(noQuery, request.query);
    return {
      puzzles: PUZZLES.map((p) => {
        const library = libraries.get(p.id);
        const types = library?.types() ?? [];
        return {
          id: p.id,
          title: puzzleTitle(p, lang),
          library: library
            ? {
                types: types.length,
                layouts: types.reduce((s, t) => s + t.layouts, 0),
                groups: types.reduce((s, t) => s + t.groups, 0),
                // A census's library lists puzzles only: its positions are searched.
                positions: library.answersPositions,
                metric: library.meta.metric,
              }
            : null,
          search: pool !== undefined,
        };
      }),
    };
  });

  // The answer's serializer is compiled from its schema once; a library's answer is cached as the text it wrote.
  app.get('/api/:puzzle/positions', { schema: POSITIONS_SCHEMA }, async (request, reply) => {
    const { puzzle: name } = checked(puzzleParams, request.params);
    const query = checked(positionsQuery, request.query);
    const lang = query.lang ?? requestLang(request.query, request.headers['accept-language']);
    const puzzle = puzzleOf(name);
    const library = libraries.get(puzzle.id);
    const cacheKey = `${puzzle.id}\n${lang}\n${query.code}`;
    const cached = answers.get(cacheKey);
    if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
    const found = library?.lookUp(query.code, lang);
    if (found && !('kind' in found)) {
      // The route's serializer writes JSON: a string.
      const text = reply.serialize(positionJson(found, lang)) as string;
      answers.set(cacheKey, text);
      return reply.type(JSON_TYPE).send(text);
    }
    if (!pool) {
      const why = found ? inLang(found.why, lang) : render(SERVER.noLibrary({ puzzle: puzzle.id }), lang);
      throw new HttpError(404, 'not-in-library', SERVER.notInLibrary({ why }));
    }
    const searched = await pool.search(puzzle.id, query.code, lang);
    switch (searched.kind) {
      case 'answer':
        return positionJson(searched.answer, lang);
      case 'bad-input':
        throw new HttpError(400, 'bad-request', searched.words);
      case 'limit':
        return reply.status(422).send({ error: { status: 422, code: 'limit', limit: searched.limit, message: render(SERVER.limitHit({ limit: searched.limit, states: searched.states }), lang) } });
      case 'busy':
        throw new HttpError(503, 'busy', SERVER.busy());
    }
  });

  app.get('/api/:puzzle/library', async (request) => {
    const { puzzle: name } = checked(puzzleParams, request.params);
    const query = checked(libraryQuery, request.query);
    const puzzle = puzzleOf(name);
    const library = libraries.get(puzzle.id);
    if (!library) throw new HttpError(404, 'not-in-library', SERVER.noLibrary({ puzzle: puzzle.id }));
    const limit = Math.min(MOST_LISTED, Math.max(1, Number(query.limit ?? 20)));
    const puzzles = library.list({
      moves: query.moves === undefined ? undefined : parseMovesRange(query.moves, 'moves'),
      types: query.type === undefined ? undefined : library.typeNamesOf(query.type, 'type'),
      minSize: query.minSize === undefined ? undefined : Number(query.minSize),
      hardestFirst: query.hardest === 'true',
      limit,
      offset: Number(query.offset ?? 0),
    });
    return { puzzle: puzzle.id, puzzles };
  });

  await app.ready();
  let closing: Promise<void> | undefined;
  return {
    app,
    close() {
      closing ??= (async () => {
        await app.close();
        await pool?.close();
        for (const l of libraries.values()) l.close();
      })();
      return closing;
    },
  };
}
