/** `puzzlekit list`: the catalog. */
import { PUZZLES } from '../../puzzles/catalog.js';
import { EXIT } from '../errors.js';
import { printJson } from '../format.js';

export function listCommand(options: { json?: boolean }): number {
  if (options.json) {
    printJson(
      PUZZLES.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        presets: p.presets.map((s) => ({ name: s.name, aliases: s.aliases ?? [], description: s.description })),
        params: p.params,
        metrics: p.metrics,
      })),
    );
    return EXIT.ok;
  }
  const out: string[] = [];
  for (const p of PUZZLES) {
    out.push(`${p.id}  ${p.title}`, `  ${p.description}`, '  presets:');
    for (const s of p.presets) {
      const aliases = s.aliases?.length ? ` (also ${s.aliases.join(', ')})` : '';
      out.push(`    ${s.name}${aliases}: ${s.description}`);
    }
    if (p.params.length) {
      out.push('  params:');
      for (const param of p.params) out.push(`    ${param.key}: ${param.description}${param.default ? ` (default ${param.default})` : ''}`);
    }
    if (p.metrics.length > 1) out.push(`  metrics: ${p.metrics.map((m) => `${m.id} (${m.description})`).join('; ')}`);
    out.push('');
  }
  process.stdout.write(out.join('\n'));
  return EXIT.ok;
}
