/** How the README-commands test reads the README: which blocks run and what exit codes they promise. */
import { describe, expect, it } from 'vitest';
import { readmeCommands } from '../support/readme.js';

describe('readmeCommands', () => {
  it('takes the lines of ```sh blocks only, with the exit code their comment names', () => {
    const markdown = [
      '```sh',
      'npx puzzlekit list',
      '# a comment line',
      '',
      "npx puzzlekit solve x --code 'A#B'   # exit 1: unsolvable",
      'npx puzzlekit solve y \\',
      '  --no-boards                 # 9 moves',
      '```',
      '```sh long',
      'npm run bench',
      '```',
      '```',
      'puzzlekit list [--json]',
      '```',
      '```json',
      '{ "a": 1 }',
      '```',
    ].join('\n');
    expect(readmeCommands(markdown)).toEqual([
      { line: 'npx puzzlekit list', lineNumber: 2, exit: 0 },
      { line: "npx puzzlekit solve x --code 'A#B'   # exit 1: unsolvable", lineNumber: 5, exit: 1 },
      { line: 'npx puzzlekit solve y --no-boards                 # 9 moves', lineNumber: 6, exit: 0 },
    ]);
  });
});
