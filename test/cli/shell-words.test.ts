/** How the docs-commands test tells a plain command (run in its own process) from one that needs a shell. */
import { describe, expect, it } from 'vitest';
import { plainWords } from '../support/shell-words.js';

describe('plainWords', () => {
  it('splits words at blanks, takes quotes as the shell does, and stops at a comment', () => {
    expect(plainWords('npx puzzlekit solve 人鬼渡河  --no-boards   # 11 crossings')).toEqual(['npx', 'puzzlekit', 'solve', '人鬼渡河', '--no-boards']);
    expect(plainWords("npx puzzlekit solve sokoban --code '######|#.---#|#-$$-#' --json")).toEqual(['npx', 'puzzlekit', 'solve', 'sokoban', '--code', '######|#.---#|#-$$-#', '--json']);
    expect(plainWords('a "b c"d \'\' # e')).toEqual(['a', 'b cd', '']);
    expect(plainWords('list # the 横刀立马\'s "type"')).toEqual(['list']);
    expect(plainWords('')).toEqual([]);
  });

  it('gives undefined for anything else a shell would do', () => {
    for (const line of [
      "echo '1,2,3' | npx puzzlekit solve x --file -",
      'npx puzzlekit list > out.txt',
      'rm -rf /tmp/x; npx puzzlekit list',
      'LANG=zh_CN.UTF-8 npx puzzlekit list',
      'npx puzzlekit solve $PUZZLE',
      'npx puzzlekit solve "$PUZZLE"',
      'npx puzzlekit show ~/board.txt',
      'npx puzzlekit show *.txt',
      'npx puzzlekit show a\\ b',
      "npx puzzlekit show 'unclosed",
      'npx puzzlekit list &',
    ]) {
      expect(plainWords(line), line).toBeUndefined();
    }
  });
});
