/**
 * Every error a request meets, as JSON with its status: the server's own
 * (HttpError), bad input found by the midend (400, in the request's
 * language), a library that disagrees with the rules (500, never an
 * answer), Fastify's own refusals (a body or URL too large), and anything
 * else as a logged 500 that says no more than "internal error".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { render } from '../i18n/index.js';
import { inputErrorIn, PuzzleInputError } from '../midend/index.js';
import { LibraryDisagrees } from '../midend/library/index.js';
import { HttpError } from './http-error.js';
import { requestLang } from './lang.js';
import { SERVER } from './messages.js';
import { MOST_URL_CHARS } from './options.js';

function httpErrorOf(error: unknown, request: FastifyRequest): HttpError {
  const lang = requestLang(request.query, request.headers['accept-language']);
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof HttpError) return error;
  if (error instanceof PuzzleInputError) return new HttpError(400, 'bad-request', inputErrorIn(error, lang));
  if (error instanceof LibraryDisagrees) return new HttpError(500, 'library', SERVER.library({ why: render(error.words, lang) }));
  if (status === 413) return new HttpError(413, 'body-too-large', SERVER.bodyTooLarge());
  if (status === 414) return new HttpError(414, 'url-too-long', SERVER.urlTooLong({ most: MOST_URL_CHARS }));
  if (typeof status === 'number' && status >= 400 && status < 500) return new HttpError(status, 'bad-request', SERVER.badRequest({ why: (error as Error).message }));
  request.log.error({ err: error }, 'internal error');
  return new HttpError(500, 'internal', SERVER.internal());
}

export function installErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const http = httpErrorOf(error, request);
    const lang = requestLang(request.query, request.headers['accept-language']);
    const message = typeof http.words === 'string' ? http.words : render(http.words, lang);
    void reply.status(http.status).send({ error: { status: http.status, code: http.code, message } });
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLang(request.query, request.headers['accept-language']);
    void reply.status(404).send({ error: { status: 404, code: 'not-found', message: render(SERVER.notFound(), lang) } });
  });
}
