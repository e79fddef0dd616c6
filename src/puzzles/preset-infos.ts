/**
 * What the catalog shows of a backend's presets: name, aliases and
 * descriptions (English and Chinese), without the data each backend keeps beside them (a code, a
 * spec builder, parameters).
 */
import type { PresetInfo } from './puzzle.js';

export function presetInfos(presets: readonly PresetInfo[]): PresetInfo[] {
  return presets.map(({ name, aliases, description, zh }) => ({ name, aliases, description, ...(zh ? { zh } : {}) }));
}
