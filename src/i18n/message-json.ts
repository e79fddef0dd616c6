/**
 * A message as JSON, for the places a message crosses as text (a BullMQ
 * job's failed reason in Redis): JSON has no bigint, so a bigint value is
 * written as `{"bigint": "<digits>"}` and read back as one. What is read back
 * is checked to be a message (ids and values of the kinds a message holds,
 * nested no deeper than a message made here is), since anything on the
 * other side of a queue may have written it; rendering it then needs only
 * its ids to be registered (render.ts: `renderable`).
 */
import { isMessage, type Message, type MessageParam } from './message.js';

/** Messages among the values of messages, at most this deep (ours go two or three down). */
const MAX_DEPTH = 8;
const MAX_ID = 200;

type JsonParam = string | number | { bigint: string } | JsonMessage;
interface JsonMessage {
  id: string;
  params: Record<string, JsonParam>;
}

/** `message` as a value JSON.stringify writes as it is. */
export function messageToJson(message: Message): JsonMessage {
  const params: Record<string, JsonParam> = {};
  for (const [name, value] of Object.entries(message.params)) {
    params[name] = typeof value === 'bigint' ? { bigint: value.toString() } : isMessage(value) ? messageToJson(value) : value;
  }
  return { id: message.id, params };
}

/** The message a parsed JSON value is, or undefined where it is not one. */
export function messageFromJson(value: unknown, depth = 0): Message | undefined {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return undefined;
  const { id, params } = value as { id?: unknown; params?: unknown };
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID) return undefined;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const read: Record<string, MessageParam> = {};
  for (const [name, param] of Object.entries(params)) {
    const one = paramFromJson(param, depth);
    if (one === undefined) return undefined;
    read[name] = one;
  }
  return { id, params: read };
}

function paramFromJson(param: unknown, depth: number): MessageParam | undefined {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return Number.isFinite(param) ? param : undefined;
  if (typeof param !== 'object' || param === null) return undefined;
  const digits = (param as { bigint?: unknown }).bigint;
  if (typeof digits === 'string' && Object.keys(param).length === 1) return /^-?\d{1,400}$/.test(digits) ? BigInt(digits) : undefined;
  return messageFromJson(param, depth + 1);
}
