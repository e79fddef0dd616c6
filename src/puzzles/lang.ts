/** The languages, for the backends: they live in src/i18n, beneath every layer that words anything. */
export { inLang, isLang, LANGS, langOfLocale, type Lang, type Words } from '../i18n/lang.js';
