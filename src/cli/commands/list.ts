/** `puzzlekit list`: the catalog, one line per puzzle, or everything with --long. */
import { PUZZLES } from '../../puzzles/catalog.js';
import { aliasesOf } from '../../puzzles/puzzle-aliases.js';
import { EXIT } from '../errors.js';
import { printJson } from '../format.js';
import { plural } from '../words.js';

export function listCommand(options: { json?: boolean; long?: boolean }): number {
  if (options.json) {
    printJson(
      PUZZLES.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        aliases: aliasesOf(p.id),
        presets: p.presets.map((s) => ({ name: s.name, aliases: s.aliases ?? [], description: s.description })),
        params: p.params,
        metrics: p.metrics,
      })),
    );
    return EXIT.ok;
  }
  process.stdout.write(options.long ? longList() : shortList());
  return EXIT.ok;
}

/** One line per puzzle: its id, title and how many presets, and how to see more. */
export function shortList(): string {
  const width = Math.max(...PUZZLES.map((p) => p.id.length)) + 2;
  const lines = PUZZLES.map((p) => `${p.id.padEnd(width)}${p.title}; ${plural(p.presets.length, 'preset')}`);
  lines.push('', '`puzzlekit list --long` shows every preset, parameter, metric and other name of each puzzle.');
  return lines.join('\n') + '\n';
}

function longList(): string {
  const out: string[] = [];
  for (const p of PUZZLES) {
    out.push(`${p.id}  ${p.title}`, `  ${p.description}`);
    const aliases = aliasesOf(p.id);
    if (aliases.length) out.push(`  also called: ${aliases.join(', ')}`);
    out.push('  presets:');
    for (const s of p.presets) {
      const also = s.aliases?.length ? ` (also ${s.aliases.join(', ')})` : '';
      out.push(`    ${s.name}${also}: ${s.description}`);
    }
    if (p.params.length) {
      out.push('  params:');
      for (const param of p.params) out.push(`    ${param.key}: ${param.description}${param.default ? ` (default ${param.default})` : ''}`);
    }
    if (p.metrics.length > 1) out.push(`  metrics: ${p.metrics.map((m) => `${m.id} (${m.description})`).join('; ')}`);
    out.push('');
  }
  return out.join('\n');
}
