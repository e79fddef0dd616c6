/**
 * The commands of the README's ```sh blocks, for the test that runs them in a
 * fresh clone. Blocks fenced "```sh long" (benchmarks, the whole test suite, a
 * server) are left out by the convention every contributor follows; so are
 * other languages. A command's expected exit code is 0 unless the comment
 * beside it says "exit N".
 */
export interface ReadmeCommand {
  /** The command as written (continuation lines joined), comment included: bash reads it. */
  line: string;
  /** Line number in the README, from 1. */
  lineNumber: number;
  /** The exit code its comment promises (0 when it names none). */
  exit: number;
}

/** The trailing comment of a shell line: a "#" after a blank, with no quote after it. */
const TRAILING_COMMENT = /(?:^|\s)#[^'"]*$/;

export function readmeCommands(markdown: string): ReadmeCommand[] {
  const commands: ReadmeCommand[] = [];
  const lines = markdown.split(/\r?\n/);
  let fence: string | undefined;
  let pending: { text: string; lineNumber: number } | undefined;
  lines.forEach((raw, i) => {
    const opening = /^```(.*)$/.exec(raw.trim());
    if (opening) {
      fence = fence === undefined ? opening[1].trim() : undefined;
      return;
    }
    if (fence !== 'sh') return;
    const text = pending ? `${pending.text} ${raw.trim()}` : raw.trim();
    const lineNumber = pending?.lineNumber ?? i + 1;
    if (text.endsWith('\\')) {
      pending = { text: text.slice(0, -1).trimEnd(), lineNumber };
      return;
    }
    pending = undefined;
    if (text === '' || text.startsWith('#')) return;
    const comment = TRAILING_COMMENT.exec(text)?.[0] ?? '';
    const exit = /\bexit (\d+)\b/.exec(comment);
    commands.push({ line: text, lineNumber, exit: exit ? Number(exit[1]) : 0 });
  });
  return commands;
}

/** The text of the README's block fenced "```<language> <name>" (the first), or undefined. */
export function readmeBlock(markdown: string, language: string, name: string): string | undefined {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `\`\`\`${language} ${name}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.trim() === '```');
  return end < 0 ? undefined : lines.slice(start + 1, end).join('\n');
}
