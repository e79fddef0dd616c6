/**
 * Chinese sets a blank between a Chinese character and a Latin letter or a
 * digit (2 ghosts, "A and B" in Chinese), none beside punctuation. A catalog sentence
 * writes the blanks beside its own words; a name put into it (a traveller,
 * a bank, a boat, a list of them) is known only when the message is made,
 * so it goes in wrapped with the blanks its edges need on the sides where
 * the sentence puts a Chinese character: `amidHan` between two,
 * `beforeHan` with one after it, `afterHan` with one before it.
 */
import { render, type Message } from '../../i18n/index.js';
import { RC } from './messages/index.js';

type Word = Message | string;

/** The name as Chinese shows it: its edges decide the blanks. */
function shown(word: Word): string {
  return typeof word === 'string' ? word : render(word, 'zh');
}

const latinStart = (text: string): boolean => /^[A-Za-z0-9(]/.test(text);
const latinEnd = (text: string): boolean => /[A-Za-z0-9)]$/.test(text);

function spaced(word: Word, lead: boolean, trail: boolean): Message {
  const text = shown(word);
  return RC.spaced({ word, lead: lead && latinStart(text) ? 'yes' : 'no', trail: trail && latinEnd(text) ? 'yes' : 'no' });
}

/** A name between two Chinese characters (a bank "Dock 7" in "cross to the Dock 7 bank"). */
export const amidHan = (word: Word): Message => spaced(word, true, true);
/** A name followed by a Chinese character ("husband 1" before "and"). */
export const beforeHan = (word: Word): Message => spaced(word, false, true);
/** A name after a Chinese character ("B" after "and"). */
export const afterHan = (word: Word): Message => spaced(word, true, false);
