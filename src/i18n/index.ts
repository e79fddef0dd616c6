/**
 * Words in both languages: the languages, messages as data, the catalogs
 * that hold each module's sentences, and rendering. Beneath every layer
 * (the engine's messages use it too); it imports nothing of puzzlekit.
 */
export { inLang, isLang, LANGS, langOfLocale, type Lang, type Words } from './lang.js';
export { isMessage, type Message, type MessageParam, type MessageText } from './message.js';
export { defineCatalog, registeredSentences, sentenceOf, text, type Catalog, type TypedText } from './catalog.js';
export { inBoth, render, renderable, translator } from './render.js';
export { errorIn } from './error-words.js';
export { messageFromJson, messageToJson } from './message-json.js';
