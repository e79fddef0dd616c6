/**
 * The languages a person can read puzzlekit's words in. Words are made in
 * one of them where they are made (a move's words, a bank's name, a unit),
 * English by default, so a caller that names no language gets what it
 * always got.
 */

export type Lang = 'en' | 'zh';

export const LANGS: readonly Lang[] = ['en', 'zh'];

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'zh';
}

/**
 * The language a locale name stands for ("zh_CN.UTF-8", "zh-Hant-TW", "en-GB"):
 * Chinese for any zh locale, else English.
 */
export function langOfLocale(locale: string | undefined | null): Lang {
  return locale && /^zh(?:[-_.@]|$)/i.test(locale.trim()) ? 'zh' : 'en';
}

/** Words in each language: English always, Chinese where a backend has it (else the English is used). */
export interface Words {
  en: string;
  zh?: string;
}

/** The words in `lang`, falling back to English. */
export function inLang(words: Words, lang: Lang): string {
  return (lang === 'zh' ? words.zh : undefined) ?? words.en;
}
