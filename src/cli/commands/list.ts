/** `puzzlekit list`: the catalog, one line per puzzle, or everything with --long. */
import { cliLang, say } from '../lang.js';
import { aliasesOf, metricDescription, metricName, paramDefault, paramDescription, presetDescription, PUZZLES, puzzleDescription, puzzleTitle } from '../../midend/index.js';
import { counted } from '../words.js';
import { EXIT } from '../errors.js';
import { printJson } from '../format.js';
import { cliIo } from '../io.js';

export function listCommand(options: { json?: boolean; long?: boolean }): number {
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
  cliIo().stdout.write(options.long ? longList() : shortList());
  return EXIT.ok;
}

/** One line per puzzle: its id, title and how many presets, and how to see more. */
export function shortList(): string {
  const width = Math.max(...PUZZLES.map((p) => p.id.length)) + 2;
  const lang = cliLang();
  const lines = PUZZLES.map((p) => `${p.id.padEnd(width)}${puzzleTitle(p, lang)}${say('; ', '；')}${counted(p.presets.length, 'preset', '个预设')}`);
  lines.push('', say('`puzzlekit list --long` shows every preset, parameter, metric and other name of each puzzle.', '`puzzlekit list --long` 会列出每个谜题的全部预设、参数、计步方式和别名。'));
  return lines.join('\n') + '\n';
}

function longList(): string {
  const out: string[] = [];
  const lang = cliLang();
  for (const p of PUZZLES) {
    out.push(`${p.id}  ${puzzleTitle(p, lang)}`, `  ${puzzleDescription(p, lang)}`);
    const aliases = aliasesOf(p);
    if (aliases.length) out.push(say(`  also called: ${aliases.join(', ')}`, `  别名：${aliases.join(', ')}`));
    out.push(say('  presets:', '  预设：'));
    for (const s of p.presets) {
      const also = s.aliases?.length ? say(` (also ${s.aliases.join(', ')})`, `（又名 ${s.aliases.join(', ')}）`) : '';
      out.push(`    ${s.name}${also}${say(': ', '：')}${presetDescription(s, lang)}`);
    }
    if (p.params.length) {
      out.push(say('  params:', '  参数：'));
      for (const param of p.params) out.push(`    ${param.key}${say(': ', '：')}${paramDescription(p, param, lang)}${param.default ? say(` (default ${param.default})`, `（默认 ${paramDefault(param, 'zh')}）`) : ''}`);
    }
    if (p.metrics.length > 1) {
      const metrics = p.metrics.map((m) => `${m.id}${say(` (${m.description})`, `（${metricName(p, m, lang)}：${metricDescription(p, m, lang)}）`)}`);
      out.push(say(`  metrics: ${metrics.join('; ')}`, `  计步方式：${metrics.join('；')}`));
    }
    out.push('');
  }
  return out.join('\n');
}
