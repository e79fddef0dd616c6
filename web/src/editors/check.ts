/**
 * What an editor asks while the person edits: does this text read as an
 * instance? The midend answers with the backend's own parser
 * (src/midend/editor-support.ts); the editors import it from here.
 */
export { checkRequest, checkText, EDITOR_ORIGIN, type Checked } from '../../../src/midend/editor-support.js';
