/**
 * Chinese all the way, past the common paths: why a move breaks the rules
 * (the river crossings' safety rules above all), bad input of every
 * backend, the table, generate, classify and pdb commands, the
 * out-of-core search, and every command's --help. Each Chinese message is
 * checked for English left in it (codes, names and numbers aside), and the
 * English beside it is checked to be what it always was. In-process calls, but for two command lines.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openInstance } from '../../src/midend/index.js';
import { PUZZLES, findPuzzle } from '../../src/puzzles/catalog.js';
import { inputErrorIn, PuzzleInputError } from '../../src/puzzles/input-error.js';
import { isIllegal } from '../../src/puzzles/replay.js';
import { riverCrossing, riverProblem } from '../../src/puzzles/river-crossing/index.js';
import { moveOf } from '../../src/puzzles/river-crossing/moves.js';
import type { InstanceRequest } from '../../src/puzzles/puzzle.js';
import { cliWordsIn } from '../../src/cli/lang.js';
import type { CliWords } from '../../src/cli/cli-words.js';
import { solveCommand } from '../../src/cli/commands/solve.js';
import { writeDistanceFile } from '../../src/storage/distance-file.js';
import { tableCommand } from '../../src/cli/commands/table.js';
import { generateCommand } from '../../src/cli/commands/generate.js';
import { pdbListCommand } from '../../src/cli/commands/pdb.js';
import { checkCommand } from '../../src/cli/commands/check.js';
import { displayWidth } from '../../src/cli/words.js';
import { linesOf, runCli } from '../support/cli.js';

/** Words that may stay as they are in a Chinese message: names a user types (ids, keys, option values) and format names. */
const KEPT = new Set([
  ...PUZZLES.flatMap((p) => [p.id, ...p.presets.map((preset) => preset.name)]).flatMap((name) => name.split('-')),
  ...['missionaries', 'cannibals', 'boat', 'couples', 'times', 'discs', 'pegs', 'left', 'right', 'capacities', 'start', 'goal', 'target', 'tap', 'notap'],
  ...['rule', 'span', 'jump', 'tait', 'separated', 'contiguous', 'mode', 'swap', 'path', 'tour', 'open', 'closed', 'horizontal', 'vertical', 'size', 'from'],
  ...['moves', 'multi', 'cost', 'crossings', 'near', 'far', 'east', 'west', 'type', 'travellers', 'capacity', 'rows', 'grid', 'big', 'corner', 'small', 'middle', 'submarine'],
  ...['JSON', 'RiverCrossing', 'puzzlekit', 'list', 'long', 'classify', 'bfs', 'hex', 'Redis', 'null', 'true', 'false'],
  // The RiverCrossing scenario language's own keys and words, which a scenario spells the same in either language.
  ...['Entities', 'ScenarioDescription', 'CrossingConstraints', 'OtherConstraints', 'BanksConstraints', 'Type', 'Weight', 'Name'],
  ...['TYPE', 'DURATION', 'SET', 'mod', 'add', 'RaftCapacity', 'RaftMaxLoad', 'AllowedRaftLoads', 'CrossingDurationsOfConfigurations'],
  ...['AllowedRaftConfigurations', 'DisallowedRaftConfigurations', 'AllowedBankConfigurations', 'DisallowedBankConfigurations', 'CanRow', 'CanTackleBridgeCrossing'],
]);

/**
 * The English words left in a Chinese message: words of three or more
 * letters, once quoted input, JSON, options (--max-seconds), the
 * RiverCrossing language's variables (%CrossingIndex%), codes and paths
 * (anything with a digit, "/", ":", "=" or ".") are set aside.
 */
function leftoverEnglish(text: string): string[] {
  const stripped = text
    .replace(/"[^"]*"/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/--[\w-]+/g, ' ')
    .replace(/%\w+%/g, ' ')
    .replace(/\S*[\d/:=.\\[\]]\S*/g, ' ');
  return (stripped.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !KEPT.has(w) && !KEPT.has(w.toLowerCase()));
}

function parseError(puzzleId: string, request: InstanceRequest): PuzzleInputError {
  try {
    findPuzzle(puzzleId).parse(request);
  } catch (error) {
    if (error instanceof PuzzleInputError) return error;
    throw error;
  }
  throw new Error(`${puzzleId}: the request was accepted`);
}

const code = (text: string, params: Record<string, string> = {}): InstanceRequest => ({ source: { kind: 'code', code: text }, params });
const file = (text: string): InstanceRequest => ({ source: { kind: 'text', text, origin: 'level.txt' }, params: {} });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('river-crossing rules in both languages', () => {
  const ghosts = riverCrossing.parse({ source: { kind: 'preset', name: 'ghosts' }, params: {} });
  const layout = riverProblem(ghosts).layout;
  const start = riverProblem(ghosts).start;

  it('says why a crossing is refused: the English as before, the Chinese with the banks and travellers by their Chinese names', () => {
    const refusal = (group: number[], direction: 0 | 1) => {
      const move = moveOf(layout, group, direction);
      return [riverCrossing.applyMove(ghosts, start, move), riverCrossing.applyMove(ghosts, start, move, 'zh')];
    };
    expect(refusal([2, 0], 0)).toEqual([{ illegal: 'the ghosts outnumber the people on the east bank' }, { illegal: '东岸上鬼比人多' }]);
    expect(refusal([0, 1], 1)).toEqual([{ illegal: 'the boat is on the east bank' }, { illegal: '船在东岸' }]);
    expect(refusal([1, 2], 0)).toEqual([{ illegal: 'the boat holds at most 2' }, { illegal: '船最多载 2 个' }]);
    expect(refusal([0, 0], 0)).toEqual([{ illegal: 'the boat cannot cross empty' }, { illegal: '船不能空着过河' }]);
  });

  it('words the wolf and the goat, and a rule a spec leaves unworded, from the travellers\' Chinese names', () => {
    const farmer = riverCrossing.parse({ source: { kind: 'preset', name: 'wolf-goat-cabbage' }, params: {} });
    const alone = moveOf(riverProblem(farmer).layout, [1, 0, 0, 0], 0);
    expect(riverCrossing.applyMove(farmer, riverProblem(farmer).start, alone)).toEqual({ illegal: 'the wolf eats the goat on the near bank' });
    expect(riverCrossing.applyMove(farmer, riverProblem(farmer).start, alone, 'zh')).toEqual({ illegal: '此岸上狼会吃掉羊' });

    const spec = {
      travellers: [
        { name: 'fox', zh: '狐狸', rows: false },
        { name: 'hen', zh: '母鸡', rows: false },
        { name: 'keeper', zh: '看守' },
      ],
      boat: { capacity: 2 },
      rules: [{ type: 'apart', who: ['fox'], from: ['hen'], unless: ['keeper'] }],
    };
    const made = riverCrossing.parse(code(JSON.stringify(spec)));
    const keeperAlone = moveOf(riverProblem(made).layout, [0, 0, 1], 0);
    expect(riverCrossing.applyMove(made, riverProblem(made).start, keeperAlone)).toEqual({ illegal: 'fox is with hen without keeper on the near bank' });
    expect(riverCrossing.applyMove(made, riverProblem(made).start, keeperAlone, 'zh')).toEqual({ illegal: '此岸上狐狸和母鸡在一起，看守却不在' });
  });

  it('check says why a crossing someone wrote is refused, in the language asked', async () => {
    const moves = join(mkdtempSync(join(tmpdir(), 'puzzlekit-lang-more-')), 'plan.txt');
    writeFileSync(moves, '>2G <G >2P\n');
    const options = { preset: 'ghosts', moves };
    const zh = await inProcess('zh', (cli) => checkCommand(cli, 'river-crossing', options));
    const en = await inProcess('en', (cli) => checkCommand(cli, 'river-crossing', options));
    expect([zh.code, en.code]).toEqual([1, 1]);
    expect(linesOf(zh.out).slice(1, 4)).toEqual(['第 3 步（">2P"）在第 2 步之后不合规则。', '原因：东岸上鬼比人多。', '那里可走的步：>G >2G >P']);
    expect(linesOf(en.out).slice(1, 4)).toEqual(['Move 3 (">2P") is not a legal move after move 2.', 'Why: the ghosts outnumber the people on the east bank.', 'Legal there: >G >2G >P']);
  });

  it('gives the proof that a goal breaks a rule in Chinese', () => {
    const spec = {
      travellers: [{ name: 'cat', zh: '猫' }, { name: 'bird', zh: '鸟' }],
      boat: { capacity: 2 },
      rules: [{ type: 'apart', who: ['cat'], from: ['bird'], says: 'the cat eats the bird', zh: '猫会吃掉鸟' }],
    };
    const doomed = riverCrossing.parse(code(JSON.stringify(spec)));
    expect(riverCrossing.unsolvableReason!(doomed, 'cost', 'en')).toBe('the goal itself breaks a rule: with everyone across, the cat eats the bird on the far bank');
    expect(riverCrossing.unsolvableReason!(doomed, 'cost', 'zh')).toBe('终点本身就违反规则：所有人都过河后，对岸上猫会吃掉鸟');
  });
});

describe('every backend says why a move breaks its rules in Chinese too', () => {
  it.each(PUZZLES.map((p) => p.id))('%s: a move of the start made after the first move', (id) => {
    const { puzzle, instance, start, legalMoves } = openInstance(id);
    const [first, ...others] = legalMoves(start);
    // The first move again, else another of the start's moves, is refused after it in every backend's default instance.
    const refused = [first, ...others].find((m) => isIllegal(puzzle.applyMove(instance, first.next, m.move)))!;
    expect(refused).toBeDefined();
    const en = puzzle.applyMove(instance, first.next, refused.move) as { illegal: string };
    const zh = puzzle.applyMove(instance, first.next, refused.move, 'zh') as { illegal: string };
    expect(Object.keys(en)).toEqual(['illegal']);
    expect(zh.illegal).not.toBe(en.illegal);
    expect(leftoverEnglish(zh.illegal)).toEqual([]);
  });
});

describe('bad input of every backend in Chinese, naming what and where', () => {
  const cases: [string, InstanceRequest, string, RegExp][] = [
    ['sliding-tiles', code('1,2,3/4,5,x'), 'row 2, column 3: "x" is not a tile number (use 0 or _ for the blank)', /^第 2 行第 3 列："x" 不是块的编号/],
    ['sliding-tiles', code('1,2,3/4,5,5'), 'row 2, column 3: tile 5 again (already at row 2, column 2)', /^第 2 行第 3 列：块 5 又出现了（已在第 2 行第 2 列）$/],
    ['sliding-blocks', code('ABBC/AB'), 'row 2 has 2 cells but row 1 has 4: the rows are ragged', /^第 2 行有 2 格，但第 1 行有 4 格/],
    ['sliding-blocks', file('target: Z 1 1\nAB\nA.'), 'goal: there is no piece Z on the board', /^目标：盘面上没有棋子 Z$/],
    ['submarine', code('S,B9,./.,.,./.,.,.'), 'level code, row 1, column 2: "B9": a big mine sits on corner 1 to 4 (1 top-left, 2 top-right, 3 bottom-right, 4 bottom-left)', /^关卡代码第 1 行第 2 列："B9"：大水雷在角 1 到 4 上/],
    ['submarine', file('{"grid": [[1]]}'), 'level.txt: grid[0][0] should be a tile object like {"type":"big","corner":"top-left"} or null for the empty slot, not 1 (and 2 more problems)', /^level\.txt：grid\[0\]\[0\] 应为形如 .* 的块对象（空位用 null），而不是 1（另有 2 处问题）$/],
    ['river-crossing', code('ghosts/boat=x'), 'parameter boat: "x" is not a whole number', /^参数 boat："x" 不是整数$/],
    ['river-crossing', file('{"travellers":[{"name":"a"}],"boat":{"capacity":"2"}}'), 'level.txt: boat.capacity: should be a number, not the text "2"', /^level\.txt：boat\.capacity：应为数字，而不是文本 "2"$/],
    ['river-crossing', file('{"travellers":[{"name":"a"}],\n"boat" 2}'), 'level.txt is not valid JSON', /^level\.txt 不是有效的 JSON（第 2 行第 8 列有错）/],
    ['river-crossing', file('{}'), 'level.txt: travellers: Invalid input: expected array, received undefined (and 1 more problem)', /^level\.txt：travellers：缺失（另有 1 处问题）$/],
    ['river-crossing', file('wolf'), 'level.txt is not valid JSON', /^level\.txt 不是有效的 JSON（有意外的字符 'w'）/],
    ['river-crossing', { source: { kind: 'preset', name: 'ghostz' }, params: {} }, 'river-crossing has no preset "ghostz": did you mean ghosts?', /^river-crossing 没有预设 "ghostz"：你是不是想找 ghosts？（预设：/],
    ['water-jugs', code('8,5,3:8,0'), 'instance code "8,5,3:8,0" has 2 parts separated by ":"', /^实例代码 "8,5,3:8,0" 有 2 个用 ":" 分开的部分；格式是 容量:起始:目标/],
    ['water-jugs', code('8,5,3:8,0,9:4,4,0'), 'start: jug 3 (3L) cannot start with 9L, more than it holds', /^起始：第 3 个壶（3L）开始时装不下 9L/],
    ['coins', code('ABXBA'), 'instance code: "X" at cell 3 is not a coin face (A or B) or a gap (. or space)', /^实例代码：第 3 格的 "X" 既不是硬币的面/],
    ['frogs', code('LL_RR', { left: '99' }), 'parameter left: 99 is out of range (1 to 12)', /^参数 left：99 超出范围（1 到 12）$/],
    ['knights', code('path:8x8:a1:z9'), 'instance code, to: z9 is off the 8x8 board (files a to h, ranks 1 to 8)', /^实例代码，终点：z9 在 8x8 的棋盘之外/],
    ['hanoi', code('3'), 'instance code "3" is not DISCS:PEGS (e.g. 8:3)', /^实例代码 "3" 不是 盘数:柱数（如 8:3）$/],
    ['hanoi', code('8:3', { colour: 'red' }), 'hanoi has no parameter "colour"', /^hanoi 没有参数 "colour"（它的参数：discs, pegs）$/],
  ];

  it.each(cases)('%s %j', (id, request, english, chinese) => {
    const error = parseError(id, request);
    expect(error.message.startsWith(english)).toBe(true);
    expect(inputErrorIn(error, 'en')).toBe(error.message);
    const zh = inputErrorIn(error, 'zh');
    expect(zh).toMatch(chinese);
    expect(leftoverEnglish(zh)).toEqual([]);
  });
});

describe('bad state codes in Chinese', () => {
  const stateError = (id: string, state: string): PuzzleInputError => {
    const { puzzle, instance } = openInstance(id);
    try {
      puzzle.parseState(instance, state);
    } catch (error) {
      if (error instanceof PuzzleInputError) return error;
      throw error;
    }
    throw new Error(`${id}: ${state} was read`);
  };

  it.each([
    ['river-crossing', '3M,3C|-|middle', "state: the boat's side is \"middle\", but it can only be near or far", '状态：船在 "middle"，但只能是 near 或 far'],
    ['water-jugs', '8,9,0', 'state: jug 2 holds only 5L, not 9L', '状态：第 2 个壶只能装 5L，装不下 9L'],
    ['hanoi', 'AAAAAAAZ', 'state: disc 8 is on "Z", but the pegs are A to C', '状态：8 号盘在 "Z" 上，但柱子只有 A 到 C'],
    ['knights', 'W.W/.../BBB', 'state: 3 knights B, but the puzzle has 2', '状态：有 3 匹马 B，但谜题里有 2 匹'],
    ['sliding-blocks', 'ABBC/ABBC/DEEF/DGHF/I...', 'state does not fit this puzzle: it has 3 1x1 piece(s) but the puzzle has 4', '状态与这个谜题不符：它有 3 个 1x1 棋子，但谜题有 4 个'],
    ['sliding-blocks', 'AB./AB.', "state: the board is 3x2 but the puzzle's is 4x5", '状态：盘面是 3x2，但谜题的是 4x5'],
    ['sliding-blocks', 'ABBC/ABBC/DEEF/DGHF/I.#J', "state: its walls are not the puzzle's walls", '状态：它的墙和谜题的墙不一样'],
    ['sliding-blocks', 'ABBC/ABBC/DEEF/DGHF/IK.J', 'state: piece K (1x1) is not a piece of this puzzle', '状态：棋子 K（1x1）不是这个谜题的棋子'],
    ['sliding-blocks', '1A9BF0C0F', 'layout code 1A9BF0C0F is no 华容道 layout: it holds more pieces than fit on the board', '布局代码 1A9BF0C0F 不是华容道布局：它的棋子比盘面放得下的多'],
    ['sliding-blocks', '4FEA134', "layout 4FEA134 does not fit this puzzle: it has more 1x2 pieces than the puzzle's 1", '布局 4FEA134 与这个谜题不符：它的 1x2 棋子比谜题的 1 个多'],
  ])('%s %s', (id, state, english, chinese) => {
    const error = stateError(id, state);
    expect(error.message).toBe(english);
    expect(error.zh).toBe(chinese);
    expect(leftoverEnglish(chinese)).toEqual([]);
  });
});

describe('RiverCrossing scenarios: every mistake in Chinese too', () => {
  const entity = (id: number, extra: Record<string, unknown> = {}) => ({ Id: id, Name: `E${id}`, CanRow: true, ...extra });
  const scenario = (changes: Record<string, unknown>) => file(JSON.stringify({ ScenarioDescription: ['test'], Entities: [entity(0), entity(1), entity(2)], CrossingConstraints: { RaftCapacity: 2 }, ...changes }));
  const typed = (types: string[]) => types.map((t, i) => entity(i, { Type: t }));
  const weighed = (weights: number[]) => weights.map((w, i) => entity(i, { Weight: w }));
  const rows = (condition: string) => ({ Entities: [entity(0), entity(1, { CanRow: condition }), entity(2)] });

  it.each([
    [{ Entities: [entity(0, { CanRow: false }), entity(1, { CanRow: false }), entity(2, { CanRow: false })] }, 'level.txt: Entities: nobody able to row on the starting left bank', 'level.txt：Entities：出发时左岸上没有会划船的角色'],
    [
      { CrossingConstraints: { RaftCapacity: 1 } },
      'level.txt: CrossingConstraints.RaftCapacity: should be a whole number from 2 to 2 (one less than the number of entities), not 1',
      'level.txt：CrossingConstraints.RaftCapacity：应为 2 到 2 的整数（比角色数少 1），而不是 1',
    ],
    [
      { Entities: typed(['a', 'b', 'b']), BanksConstraints: { DisallowedBankConfigurations: '3 x b' } },
      'level.txt: BanksConstraints.DisallowedBankConfigurations: "3 x b" asks for 3 of type b, but there are only 2',
      'level.txt：BanksConstraints.DisallowedBankConfigurations："3 x b" 要 3 个 b 类型的角色，但只有 2 个',
    ],
    [
      { CrossingConstraints: { AllowedRaftConfigurations: '0 !(1 | 2)' } },
      'level.txt: CrossingConstraints.AllowedRaftConfigurations: syntax error in "0 !(1 | 2)" at position 3: "!" applies to a single id, not a group',
      'level.txt：CrossingConstraints.AllowedRaftConfigurations："0 !(1 | 2)" 第 3 个字符处有语法错误："!" 只能用于单个编号，不能用于一组',
    ],
    [rows('if (%CrossingIndex% mod 0) in {1}'), 'level.txt: Entities[1].CanRow: "mod 0" divides by zero', 'level.txt：Entities[1].CanRow："mod 0" 是除以 0'],
    [
      rows('add(%CrossingIndex% 1) in {2}'),
      'level.txt: Entities[1].CanRow: "add(%CrossingIndex% 1)": add needs two values separated by ","',
      'level.txt：Entities[1].CanRow："add(%CrossingIndex% 1)"：add 需要两个用 "," 分开的值',
    ],
    [
      { Entities: weighed([1, 2, 3]), CrossingConstraints: { RaftCapacity: 2, AllowedRaftLoads: 'add(%PreviousRaftLoad%, %PreviousRaftLoad%)' } },
      'level.txt: CrossingConstraints.AllowedRaftLoads: "add(%PreviousRaftLoad%, %PreviousRaftLoad%)" adds the previous load twice, which this reader does not support',
      'level.txt：CrossingConstraints.AllowedRaftLoads："add(%PreviousRaftLoad%, %PreviousRaftLoad%)" 把上一次的载重加了两次，这里不支持',
    ],
    [
      { CrossingConstraints: { RaftCapacity: 2, CrossingDurationsOfConfigurations: ['2 : 0 *', '2 : 1 *'] }, OtherConstraints: { TimeLimit: 5 } },
      'level.txt: CrossingConstraints.CrossingDurationsOfConfigurations[1]: the duration 2 appears twice: group them together',
      'level.txt：CrossingConstraints.CrossingDurationsOfConfigurations[1]：时长 2 出现了两次：请把它们合在一起',
    ],
  ])('%#: %s', (changes, english, chinese) => {
    const error = parseError('river-crossing', scenario(changes));
    expect(error.message).toBe(english);
    expect(error.zh).toBe(chinese);
    expect(leftoverEnglish(chinese)).toEqual([]);
  });

  it('a sweep of other mistakes: each has its Chinese, with no English left in it', () => {
    const mistakes: Record<string, unknown>[] = [
      { Entities: [entity(-1), entity(1), entity(2)] },
      { Entities: [entity(0), { ...entity(1), Name: 'E0' }, entity(2)] },
      { Entities: [entity(0), entity(1)] },
      { Entities: typed(['a', 'a', 'a']) },
      { Entities: [entity(0, { Type: 'a' }), entity(1), entity(2)] },
      { Entities: [entity(0, { Weight: 1 }), entity(1), entity(2)], CrossingConstraints: { RaftMaxLoad: 5 } },
      { Entities: [0, 1, 2].map((i) => entity(i, { StartsFromRightBank: true })) },
      { Entities: weighed([3, 3, 3]), CrossingConstraints: { RaftMaxLoad: 4 } },
      { Entities: weighed([1, 1, 1]), CrossingConstraints: { RaftMaxLoad: 3 } },
      { Entities: weighed([1, 1, 1]) },
      { CrossingConstraints: {} },
      { CrossingConstraints: { AllowedRaftConfigurations: '0 ; 1' } },
      { CrossingConstraints: { AllowedRaftConfigurations: '0;1' } },
      { CrossingConstraints: { AllowedRaftConfigurations: '0 7' } },
      { CrossingConstraints: { AllowedRaftConfigurations: '0 0' } },
      { CrossingConstraints: { AllowedRaftConfigurations: '* * * *' } },
      { CrossingConstraints: { AllowedRaftConfigurations: '0 ... 1' } },
      { CrossingConstraints: { RaftCapacity: 2, CrossingDurationsOfConfigurations: ['1 : 0'] } },
      { CrossingConstraints: { RaftCapacity: 2, CrossingDurationsOfConfigurations: ['0 : 0 *'] }, OtherConstraints: { TimeLimit: 5 } },
      { OtherConstraints: { TimeLimit: 5 } },
      { Entities: typed(['a', 'b', 'b']), BanksConstraints: { DisallowedBankConfigurations: '2+x b' } },
      { Entities: typed(['a', 'b', 'b']), BanksConstraints: { DisallowedBankConfigurations: 'a + a' } },
      { BanksConstraints: { AllowedBankConfigurations: '0 1 ; 2', DisallowedBankConfigurations: '0' } },
      rows('if %CrossingIndex% in {1..2}'),
      rows('if %CrossingIndex% in {3 .. 1}'),
      rows('if (%CrossingIndex% mod 99999) in {1}'),
      rows('if %Night% in {1}'),
      rows('if (add(%CrossingIndex%, 1) mod %CrossingIndex%) in {1}'),
      rows('sometimes'),
      rows('if (%CrossingIndex% mod 2 in {x}'),
      { Entities: weighed([1, 2, 3]), CrossingConstraints: { RaftCapacity: 2, AllowedRaftLoads: '' } },
      { Entities: weighed([1, 2, 3]), CrossingConstraints: { RaftCapacity: 2, AllowedRaftLoads: 'max(1)' } },
    ];
    for (const changes of mistakes) {
      const error = parseError('river-crossing', scenario(changes));
      expect(error.zh, error.message).toBeDefined();
      expect(leftoverEnglish(error.zh!), error.zh).toEqual([]);
    }
  });
});

describe('solve --db mistakes in Chinese, as the command line shows them', () => {
  const signal = new AbortController().signal;
  /** The line the command line prints for the command's error, in `lang`. */
  const errorLine = async (lang: 'en' | 'zh', run: (cli: CliWords) => Promise<number>): Promise<string> => {
    const cli = cliWordsIn(lang);
    try {
      await run(cli);
    } catch (error) {
      return cli.errorWords(error as Error);
    }
    throw new Error('the command succeeded');
  };

  it('a file that is no table, a table cut short, a table of another instance, a file where a folder belongs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-lang-more-'));
    const junk = join(dir, 'junk.db');
    writeFileSync(junk, 'not a table');
    const short = join(dir, 'short.db');
    writeDistanceFile(short, { puzzle: 'hanoi', instance: '3 pegs, 3 discs', metric: 'moves', size: 27, reached: 27, radius: 7 }, new Uint8Array(27));
    writeFileSync(short, readFileSync(short).subarray(0, -5));
    const cases: [SolveArgs, string, string][] = [
      [['hanoi', { code: '3:3', db: join(dir, 'none.db') }], `--db cannot read ${join(dir, 'none.db')}: no such file`, `--db 无法读取 ${join(dir, 'none.db')}：没有这个文件`],
      [['hanoi', { code: '3:3', db: junk }], `--db ${junk} is not a puzzlekit distance table`, `--db ${junk} 不是 puzzlekit 距离表`],
      [['hanoi', { code: '3:3', db: short }], `--db ${short} is truncated: 22 of 27 table bytes`, `--db ${short} 不完整：表只有 22 字节，应有 27 字节`],
      [['hanoi', { code: '4:3', db: short }], `--db ${short} is the table of hanoi 3 pegs, 3 discs (moves), not of hanoi 3 pegs, 4 discs (moves)`, `--db ${short} 是 hanoi 3 pegs, 3 discs (moves) 的距离表，不是 hanoi 3 pegs, 4 discs (moves) 的`],
      [['sliding-blocks', { db: junk }], `--db ${junk}: sliding-blocks answers from a folder written by classify sliding-blocks --out, and this is none`, `--db ${junk}：sliding-blocks 要从 classify sliding-blocks --out 写出的文件夹里查答案，而这不是这样的文件夹`],
    ];
    for (const [[puzzle, options], english, chinese] of cases) {
      expect(await errorLine('en', (cli) => solveCommand(cli, puzzle, options, signal))).toBe(english);
      const zh = await errorLine('zh', (cli) => solveCommand(cli, puzzle, options, signal));
      expect(zh).toBe(chinese);
      expect(leftoverEnglish(zh)).toEqual([]);
    }
  });
});

describe('solve --db answers in Chinese', () => {
  it('a ranked table and a 华容道 type: the answer, the group and the hardest, no English left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-lang-db-'));
    const table = join(dir, 'hanoi.db');
    expect((await runCli(['explore', 'hanoi', '--code', '3:3', '--out', table])).status).toBe(0);
    const ranked = await runCli(['solve', 'hanoi', '--code', '3:3', '--db', table, '--no-boards', '--lang', 'zh']);
    expect(ranked.status).toBe(0);
    expect(ranked.stdout).toMatch(/由距离表 .* 解出：7 步（最少）/);
    expect(linesOf(ranked.stdout).slice(0, 3).flatMap(leftoverEnglish)).toEqual([]);
    const family = join(dir, 'family');
    expect((await runCli(['classify', 'sliding-blocks', '--pieces', '0,0,2', '--threads', '1', '--out', family])).status).toBe(0);
    // A layout of that type (the 2x2 piece, two 1x1 pieces): one move from solved.
    const text = join(dir, 'layout.txt');
    writeFileSync(text, 'ABB.\n.BB.\n....\n....\n...C\n');
    const layout = await runCli(['solve', 'sliding-blocks', '--file', text, '--db', family, '--no-boards', '--lang', 'zh']);
    expect(layout.status).toBe(0);
    expect(layout.stdout).toMatch(/由数据库 .* 解出：1 步（最少）/);
    expect(layout.stdout).toMatch(/1,440 个布局，120 个已解，最难的离解 3 步，比这个多 2 步/);
    // The first line names the puzzle, whose title keeps its English names (Klotski, Rush Hour).
    expect(linesOf(layout.stdout).slice(1, 4).flatMap(leftoverEnglish)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});

type SolveArgs = [string, Parameters<typeof solveCommand>[2]];

/** Runs a command in this process with the command line speaking `lang`; what it writes to stdout and stderr. */
async function inProcess(lang: 'en' | 'zh', run: (cli: CliWords) => Promise<number> | number): Promise<{ code: number; out: string; err: string }> {
  const cli = cliWordsIn(lang);
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((err += String(chunk)), true));
  try {
    const code = await run(cli);
    return { code, out, err };
  } finally {
    vi.restoreAllMocks();
  }
}

describe('table, generate and pdb in Chinese', () => {
  const signal = new AbortController().signal;

  it('table: the title, the label and the summary in Chinese, the figures as in English', async () => {
    const options = { rows: 'missionaries=1..4', cols: 'boat=2..3' };
    const zh = await inProcess('zh', (cli) => tableCommand(cli, 'river-crossing', options, signal));
    const en = await inProcess('en', (cli) => tableCommand(cli, 'river-crossing', options, signal));
    expect(zh.code).toBe(0);
    const [title, ...rest] = linesOf(zh.out);
    expect(title).toBe('过河问题（传教士与野人、人鬼渡河、狼羊白菜、过桥问题……）：每个 missionaries 和 boat 的最优值（渡河次数）；- = 无解，? = 因达到上限而停止');
    expect(linesOf(en.out)[0]).toBe(
      'River crossings (missionaries and cannibals, 人鬼渡河, wolf-goat-cabbage, bridge and torch, ...): the optimum (crossings) for each missionaries and boat; - = impossible, ? = stopped by a limit',
    );
    expect(rest.slice(0, 6)).toEqual(linesOf(en.out).slice(1, 7));
    expect(rest[6]).toMatch(/^（共 \d+(\.\d+)? (ms|s)）$/);
  });

  it('table: a cell the puzzle refuses is noted in Chinese, and a one-column table lines up its Chinese label', async () => {
    const zh = await inProcess('zh', (cli) => tableCommand(cli, 'hanoi', { rows: 'discs=1,99' }, signal));
    const lines = linesOf(zh.out);
    expect(lines[0]).toBe('汉诺塔（任意个盘、任意根柱）：每个 discs 的最优值（步数）；- = 无解，? = 因达到上限而停止');
    expect(lines.slice(1, 5)).toEqual(['| discs | 步数 |', '|------:|-----:|', '|     1 |    1 |', '|    99 |   x1 |']);
    expect(displayWidth(lines[1])).toBe(displayWidth(lines[2]));
    expect(lines[5]).toBe('x1：参数 discs：99 超出范围（1 到 33）');
  });

  it('generate: the levels and the summary in Chinese', async () => {
    const zh = await inProcess('zh', (cli) => generateCommand(cli, 'submarine', { seed: '5', boards: false }, signal));
    expect(zh.code).toBe(0);
    const lines = linesOf(zh.out);
    expect(lines[0]).toBe('潜艇大冒险（Submarine Adventure）：1 个新关卡（种子 5）');
    expect(lines[1]).toMatch(/^第 1 关：\d+ 步，(最短解唯一|[\d,]+ 种最短解)$/);
    expect(lines[2]).toMatch(/^代码：\S+$/);
    expect(lines[3]).toMatch(/^（[\d,]+ 个候选，探索了 [\d,]+ 个状态，用时 /);
    const en = await inProcess('en', (cli) => generateCommand(cli, 'submarine', { seed: '5', boards: false }, signal));
    expect(linesOf(en.out)[0]).toBe('Submarine Adventure (潜艇大冒险): 1 new level (seed 5)');
    expect(linesOf(en.out)[2]).toBe(lines[2].replace('代码：', 'Code: '));
  });

  it('pdb list of an empty folder, and a usage error, in Chinese', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-lang-more-'));
    const zh = await inProcess('zh', (cli) => pdbListCommand(cli, { cacheDir: dir }));
    expect(zh.out).toBe(`${dir} 中没有模式数据库。\n`);
    const en = await inProcess('en', (cli) => pdbListCommand(cli, { cacheDir: dir }));
    expect(en.out).toBe(`No pattern databases in ${dir}.\n`);
    await expect(inProcess('zh', (cli) => generateCommand(cli, 'coins', {}, signal))).rejects.toThrow(/^coins 没有关卡生成器（有生成器的谜题：rush-hour、submarine、sokoban）$/);
  });
});

describe('the command line in Chinese (two runs)', () => {
  it('classify: the table and its summary in Chinese', async () => {
    const r = await runCli(['classify', 'sliding-blocks', '--pieces', '4,1,4', '--threads', '1', '--lang', 'zh']);
    expect(r.status).toBe(0);
    const lines = linesOf(r.stdout);
    expect(lines[0].split(/\s+/).filter(Boolean)).toEqual(['竖', '横', '兵', '布局数', '组数', '最大组', '可解布局', '最远', '最难布局']);
    expect(lines[1]).toMatch(/^\s+4\s+1\s+4\s+65,880\s+898\s+25,955\s+53,954\s+93\s+\S+/);
    expect(lines[2]).toMatch(/^这一类型共 65,880 个布局，分成 898 组，最大的一组有 25,955 个（一步：一个棋子沿空格走任意距离）；用时 .+，1 个线程。$/);
  });

  it('explore --segments (out of core) and a bad spec file: Chinese lines, the figures as always', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-lang-more-'));
    const spec = join(dir, 'spec.json');
    writeFileSync(spec, '{"travellers":[{"name":"a"}],"boat":{"capacity":2},"colour":1}');
    const r = await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,0', '--segments', join(dir, 'run'), '--lang', 'zh']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/外存紧凑搜索（从起点出发）：每个状态 2 比特，存在 .* 中的 1 个分段文件里，每段 [\d,]+ 个序号/);
    expect(r.stdout).toContain('可达状态：360');
    expect(r.stdout).not.toMatch(/Out-of-core|segment file|Reachable/);
    const bad = await runCli(['solve', 'river-crossing', '--file', spec, '--lang', 'zh']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(`puzzlekit: ${spec}：有未知的字段 "colour"\n`);
  });
});

describe('--help in Chinese', () => {
  // Names the help shows as they are typed or known: the commands, option values, the module's export, environment variables, the key, file formats, Klotski in a puzzle's title.
  const commandNames = ['check', 'show', 'solve', 'pdb', 'build', 'clear', 'explore', 'worker', 'table', 'generate', 'trace', 'library', 'serve', 'help'];
  const shown = new Set([...commandNames, 'shortest', 'all', 'dfs', 'definePuzzle', 'LANG', 'Ctrl', 'graphml', 'dot', 'Klotski', 'CPU', 'undo', 'restart', 'SQLite', 'HTTP', 'width', 'height', 'info', 'warn', 'error', 'silent']);
  const commands = [[], ['list'], ['check'], ['show'], ['solve'], ['pdb'], ['pdb', 'build'], ['pdb', 'list'], ['pdb', 'clear'], ['explore'], ['classify'], ['worker'], ['table'], ['generate'], ['trace'], ['library'], ['serve']];

  it.each(commands.map((c) => [c.join(' ') || '(the program)', c]))('%s --help: no English left, headings and value names in Chinese', async (_, command) => {
    const r = await runCli([...command, '--help', '--lang', 'zh']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^用法： puzzlekit /);
    expect(r.stdout).toContain('\n选项：\n');
    expect(r.stdout).toContain('  -h, --help');
    expect(r.stdout).not.toMatch(/Usage:|Options:|Commands:|display help|\[options\]|<puzzle>|choices:|default:/);
    const leftover = leftoverEnglish(r.stdout.replace(/\$?\b[A-Z]+(?:_[A-Z]+)+\b/g, ' ')).filter((w) => !shown.has(w));
    expect(leftover).toEqual([]);
  });

  it('the main help and solve --help: Chinese words, commander\'s notes, the text after; English as it always was', async () => {
    const zh = await runCli(['--help', '--lang', 'zh']);
    expect(zh.stdout).toMatch(/\n命令：\n {2}list \[选项\] +列出谜题/);
    expect(zh.stdout).toMatch(/ {2}-V, --version +显示版本号\n/);
    expect(zh.stdout).toContain('\n示例：\n  puzzlekit solve sliding-blocks --preset 横刀立马');
    expect(zh.stdout).toContain('退出码：0 已解开，1 证明无解，2 输入有误，3 达到上限或 Ctrl-C。');
    const solveZh = await runCli(['solve', '--help', '--lang', 'zh']);
    expect(solveZh.stdout).toContain('用法： puzzlekit solve [选项] <谜题>\n');
    expect(solveZh.stdout).toContain('  --param <键=值>       设置一个参数（可重复）（默认：[]）\n');
    // The choices may wrap anywhere, even between "default:" and its value.
    expect(solveZh.stdout).toMatch(/--algorithm <a> +使用的搜索算法（可选："auto", "bfs", [^（]*，默认：\s*"auto"）/);
    // A Chinese line is wrapped between characters at 80 columns, a Chinese character counting as two.
    for (const line of [...linesOf(zh.stdout).slice(0, 30), ...linesOf(solveZh.stdout)]) expect(displayWidth(line), line).toBeLessThanOrEqual(80);

    const en = await runCli(['--help', '--lang', 'en']);
    expect(en.stdout).toContain('Usage: puzzlekit [options] [command]\n\nModel, solve and explore state-space puzzles.\n\nOptions:\n  -V, --version                output the version number\n');
    expect(en.stdout).toContain('\nCommands:\n  list [options]               list the puzzles, one line each; --long adds\n');
    expect(en.stdout).toContain('\nExit codes: 0 solved, 1 proved unsolvable, 2 bad input, 3 a limit or Ctrl-C.\n');
    const solveEn = await runCli(['solve', '--help', '--lang', 'en']);
    expect(solveEn.stdout).toContain('Usage: puzzlekit solve [options] <puzzle>\n\nfind a shortest solution, count solutions, or list them all\n\nOptions:\n  --preset <name>      a named instance (see `puzzlekit list`)\n');
    expect(solveEn.stdout).toContain('  --param <key=value>  set a parameter (repeatable) (default: [])\n');
    expect(solveEn.stdout).toContain('  --algorithm <a>      the search to use (choices: "auto", "bfs", "ucs",\n');
    expect(solveEn.stdout).toContain('  -h, --help           display help for command\n');
    expect(solveEn.stdout).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('check --moves mistakes in Chinese', () => {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-lang-moves-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const check = (moves: string) => runCli(['check', 'sliding-tiles', '--preset', '8-puzzle', '--moves', moves, '--lang', 'zh']);

  it.each([
    ['a missing file', () => join(dir, 'missing.txt'), /^puzzlekit: --moves \S+missing\.txt：没有这个文件$/],
    ['a folder', () => dir, /^puzzlekit: --moves \S+：这是一个文件夹$/],
  ])('%s: one Chinese line, exit 2', async (_what, path, message) => {
    const { status, stderr } = await check(path());
    expect(status).toBe(2);
    expect(stderr.trim()).toMatch(message);
  });

  it('the same mistakes in English without --lang zh', async () => {
    const { status, stderr } = await runCli(['check', 'sliding-tiles', '--preset', '8-puzzle', '--moves', join(dir, 'missing.txt')]);
    expect(status).toBe(2);
    expect(stderr.trim()).toMatch(/^puzzlekit: --moves \S+missing\.txt: no such file$/);
  });
});
