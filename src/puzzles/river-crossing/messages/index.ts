/**
 * The river-crossing backend's catalog ("river-crossing"): every sentence it
 * says, both languages side by side. Kept in several files by subject; one
 * catalog, so every id reads `river-crossing.<key>`.
 */
import { defineCatalog } from '../../../i18n/index.js';
import { ABOUT_TEXTS } from './about.js';
import { CHECK_TEXTS } from './checks.js';
import { SCENARIO_TEXTS } from './scenario.js';
import { WORD_TEXTS } from './words.js';

export const RC = defineCatalog('river-crossing', { ...WORD_TEXTS, ...CHECK_TEXTS, ...SCENARIO_TEXTS, ...ABOUT_TEXTS });
