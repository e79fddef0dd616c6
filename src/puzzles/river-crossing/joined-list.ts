/**
 * Lists in words ("a, b and c", "wolf or goat"), in a module of their own: the
 * rules (safety.ts) word their lists with it, and so do the moves and banks
 * (words.ts), which import the model the rules are part of.
 */
import type { Message } from '../../i18n/index.js';
import { RC } from './messages/index.js';
import { afterHan, beforeHan } from './zh-spacing.js';

/** "a, b and c", "wolf or goat": items joined; undefined for no items. */
export function joinedList(items: readonly Message[], join: 'and' | 'or'): Message | undefined {
  if (items.length <= 1) return items[0];
  const head = items.slice(0, -1).reduce((a, b) => RC.listComma({ a, b }));
  return RC.listLast({ head: beforeHan(head), last: afterHan(items[items.length - 1]), join });
}
