/**
 * The position answer's JSON schema (midend/library/position-answer.ts, with
 * the type's words in the request's language). Fastify compiles it once, at
 * start, into a serializer (fast-json-stringify) that writes an answer
 * without JSON.stringify's walk of every key; it also keeps an answer to
 * the fields written here, so nothing else a lookup holds can leak out.
 */
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

const move = {
  type: 'object',
  required: ['move', 'words', 'code', 'distance'],
  properties: { move: { type: 'string' }, words: { type: 'string' }, code: { type: 'string' }, distance: nullableInteger },
} as const;

const place = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    typeWords: { type: 'string' },
    group: { type: 'integer' },
    groups: { type: 'integer' },
    groupSize: { type: 'integer' },
    groupSolved: { type: 'integer' },
    groupFarthest: nullableInteger,
    fromHardest: nullableInteger,
    groupHardest: nullableString,
    typeFarthest: nullableInteger,
  },
} as const;

export const positionAnswerSchema = {
  type: 'object',
  required: ['puzzle', 'code', 'source', 'status', 'distance', 'moves'],
  properties: {
    puzzle: { type: 'string' },
    code: { type: 'string' },
    source: { type: 'string' },
    status: { type: 'string' },
    distance: nullableInteger,
    moves: { type: 'array', items: move },
    place,
  },
} as const;
