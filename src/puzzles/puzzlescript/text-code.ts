/** A game's text as base64url (UTF-8), so that an instance code can carry any game. */
import { PuzzleInputError } from '../puzzle.js';
import { PUZZLESCRIPT } from './messages.js';

export function encodeText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeText(code: string): string {
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    throw new PuzzleInputError(PUZZLESCRIPT.codeBad({ code: code.length > 20 ? `${code.slice(0, 20)}...` : code }));
  }
}
