/** The server's OpenAPI 3.1 document (GET /api/openapi.json): its paths, with the parameters made from the same zod schemas that check requests. */
import { z } from 'zod';
import { libraryQuery, positionsQuery, puzzleParams } from './schemas.js';

type Schema = Record<string, unknown>;

function parameters(schema: z.ZodObject, where: 'query' | 'path'): Schema[] {
  const json = z.toJSONSchema(schema) as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    description: s.description,
    schema: { ...s, description: undefined },
  }));
}

const error = { description: 'an error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (description: string, ref?: string) => ({ description, content: { 'application/json': { schema: ref ? { $ref: `#/components/schemas/${ref}` } : { type: 'object' } } } });

export function openApiDocument(version: string): Schema {
  const puzzle = parameters(puzzleParams, 'path');
  return {
    openapi: '3.1.0',
    info: { title: 'puzzlekit position server', version },
    paths: {
      '/health': { get: { summary: 'whether the server is up', responses: { 200: json('up') } } },
      '/api/puzzles': { get: { summary: 'the puzzles, with the library each has', responses: { 200: json('the puzzles') } } },
      '/api/{puzzle}/positions': {
        get: {
          summary: "a position's distance to solved and every legal move, best first",
          parameters: [...puzzle, ...parameters(positionsQuery, 'query')],
          responses: { 200: json('the answer', 'Position'), 400: error, 404: error, 414: error, 422: error, 429: error, 503: error },
        },
      },
      '/api/{puzzle}/library': {
        get: {
          summary: "the library's puzzles by moves, type and group size",
          parameters: [...puzzle, ...parameters(libraryQuery, 'query')],
          responses: { 200: json('the puzzles'), 400: error, 404: error, 429: error },
        },
      },
    },
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: { error: { type: 'object', properties: { status: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } } } },
        },
        Position: {
          type: 'object',
          required: ['puzzle', 'code', 'source', 'status', 'distance', 'moves'],
          properties: {
            puzzle: { type: 'string' },
            code: { type: 'string' },
            source: { enum: ['library', 'search'] },
            status: { enum: ['solved', 'solvable', 'unsolvable'] },
            distance: { type: ['integer', 'null'] },
            moves: {
              type: 'array',
              items: {
                type: 'object',
                properties: { move: { type: 'string' }, words: { type: 'string' }, code: { type: 'string' }, distance: { type: ['integer', 'null'] } },
              },
            },
            place: { type: 'object' },
          },
        },
      },
    },
  };
}
