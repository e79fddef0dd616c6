/**
 * puzzlekit's version, as its package.json says. The file is found from this
 * module's place: src/storage/ in the sources, dist/storage/ as tsc emits
 * it, and dist/cli/ where the command line's bundle (rolldown.config.mjs)
 * carries it; each is two folders below the package's root.
 */
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
