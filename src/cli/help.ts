/** What `puzzlekit --help` prints after the commands: the puzzles and a few examples to start from. */
import { shortList } from './commands/list.js';

export function helpAfter(): string {
  return `
Puzzles (other names work too: klotski, 华容道, 15-puzzle, hanoi, ...):
${shortList()
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('`'))
  .map((line) => `  ${line}`)
  .join('\n')}

Examples:
  puzzlekit solve sliding-blocks --preset 横刀立马       # 华容道, board by board
  puzzlekit solve 8-puzzle --no-boards                  # 31 moves
  puzzlekit solve river-crossing --preset wolf-goat-cabbage
  puzzlekit solve water-jugs --code 8,5,3:8,0,0:4,4,0:notap --json
  puzzlekit explore sliding-tiles --preset 8-puzzle     # the whole space: 181,440 states
  puzzlekit solve submarine --file examples/submarine-level.json --count shortest
  puzzlekit list --long                                 # every preset, parameter and metric

INSTANCE: --preset NAME | --file PATH (- for stdin) | --code CODE, plus --param KEY=VALUE
LIMITS:   --max-states N  --max-seconds S  --max-memory MB
Exit codes: 0 solved, 1 proved unsolvable, 2 bad input, 3 a limit or Ctrl-C.
`;
}
