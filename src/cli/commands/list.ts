/** `puzzlekit list`: the catalog, one line per puzzle, or everything with --long. */
import { LIST } from '../messages/list.js';
import { aliasesOf, metricDescription, metricName, paramDefault, paramDescription, presetDescription, PUZZLES, puzzleDescription, puzzleTitle } from '../../midend/index.js';
import { EXIT } from '../errors.js';
import { printJson } from '../format.js';
import { cliIo } from '../io.js';
import type { CliWords } from '../cli-words.js';

export function listCommand(cli: CliWords, options: { json?: boolean; long?: boolean }): number {
  if (options.json) {
    printJson(
      PUZZLES.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        aliases: aliasesOf(p),
        presets: p.presets.map((s) => ({ name: s.name, aliases: s.aliases ?? [], description: s.description })),
        // The English of a default only: JSON is for programs (the Chinese is in list --long).
        params: p.params.map(({ defaultZh: _zh, ...param }) => param),
        metrics: p.metrics,
      })),
    );
    return EXIT.ok;
  }
  cliIo().stdout.write(options.long ? longList(cli) : shortList(cli));
  return EXIT.ok;
}

/** One line per puzzle: its id, title and how many presets, and how to see more. */
export function shortList(cli: CliWords): string {
  const width = Math.max(...PUZZLES.map((p) => p.id.length)) + 2;
  const lang = cli.lang;
  const lines = PUZZLES.map((p) => cli.words(LIST.puzzleLine({ id: p.id.padEnd(width), title: puzzleTitle(p, lang), presets: p.presets.length })));
  lines.push('', cli.words(LIST.seeLong()));
  return lines.join('\n') + '\n';
}

function longList(cli: CliWords): string {
  const out: string[] = [];
  const lang = cli.lang;
  for (const p of PUZZLES) {
    out.push(`${p.id}  ${puzzleTitle(p, lang)}`, `  ${puzzleDescription(p, lang)}`);
    const aliases = aliasesOf(p);
    if (aliases.length) out.push(cli.words(LIST.alsoCalled({ aliases: aliases.join(', ') })));
    out.push(cli.words(LIST.presets()));
    for (const s of p.presets) {
      const aliases = s.aliases ?? [];
      out.push(cli.words(LIST.preset({ name: s.name, hasAliases: aliases.length ? 'yes' : 'no', aliases: aliases.join(', '), description: presetDescription(s, lang) })));
    }
    if (p.params.length) {
      out.push(cli.words(LIST.params()));
      for (const param of p.params) {
        const [hasDefault, value] = param.default ? (['yes', paramDefault(param, lang) ?? ''] as const) : (['no', ''] as const);
        out.push(cli.words(LIST.param({ key: param.key, description: paramDescription(p, param, lang), hasDefault, value })));
      }
    }
    if (p.metrics.length > 1) {
      const metrics = p.metrics.map((m) => cli.words(LIST.metric({ id: m.id, name: metricName(p, m, lang), description: metricDescription(p, m, lang) })));
      out.push(cli.words(LIST.metrics({ metrics: metrics.join(cli.words(LIST.metricSeparator())) })));
    }
    out.push('');
  }
  return out.join('\n');
}
