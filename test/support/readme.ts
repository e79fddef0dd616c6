/**
 * The commands of the ```sh blocks of a markdown page (the README, a docs
 * page), for the test that runs them in a fresh clone. Blocks fenced
 * "```sh long" (benchmarks, the whole test suite, a server) are left out by
 * the convention every contributor follows; so are other languages. A
 * command's expected exit code is 0 unless the comment beside it says
 * "exit N".
 */
export interface ReadmeCommand {
  /** The command as written (continuation lines joined), comment included: bash reads it. */
  line: string;
  /** Line number in the page, from 1. */
  lineNumber: number;
  /** The exit code its comment promises (0 when it names none). */
  exit: number;
}

/** One ```sh block: its commands run in order, since a later one may read what an earlier one wrote. */
export interface ShellBlock {
  /** Line number of the block's opening fence, from 1. */
  lineNumber: number;
  commands: ReadmeCommand[];
}

/** The trailing comment of a shell line: a "#" after a blank, with no quote after it. */
const TRAILING_COMMENT = /(?:^|\s)#[^'"]*$/;

export function shellBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  const lines = markdown.split(/\r?\n/);
  let fence: string | undefined;
  let pending: { text: string; lineNumber: number } | undefined;
  lines.forEach((raw, i) => {
    const opening = /^```(.*)$/.exec(raw.trim());
    if (opening) {
      fence = fence === undefined ? opening[1].trim() : undefined;
      if (fence === 'sh') blocks.push({ lineNumber: i + 1, commands: [] });
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
    blocks[blocks.length - 1].commands.push({ line: text, lineNumber, exit: exit ? Number(exit[1]) : 0 });
  });
  return blocks.filter((block) => block.commands.length > 0);
}

/** Every command of the page's ```sh blocks, in the page's order. */
export function readmeCommands(markdown: string): ReadmeCommand[] {
  return shellBlocks(markdown).flatMap((block) => block.commands);
}

/** A command without its trailing comment, blanks collapsed: the same command shown twice with other comments. */
export function commandKey(line: string): string {
  return line.replace(TRAILING_COMMENT, '').replace(/\s+/g, ' ').trim();
}

/** The text of the page's block fenced "```<language> <name>" (the first), or undefined. */
export function readmeBlock(markdown: string, language: string, name: string): string | undefined {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `\`\`\`${language} ${name}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.trim() === '```');
  return end < 0 ? undefined : lines.slice(start + 1, end).join('\n');
}
