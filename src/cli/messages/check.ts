/** The sentences of `puzzlekit check` (catalog "cli.check"): is a list of moves a solution. */
import { defineCatalog, text } from '../../i18n/index.js';

export const CHECK = defineCatalog('cli.check', {
  needsMoves: text({
    en: 'check needs --moves FILE (- for standard input): the moves as codes, or the JSON of solve --json',
    zh: 'check 需要 --moves 文件（- 表示标准输入）：步的代码，或 solve --json 输出的 JSON',
  }),
  movesAndInputs: text({ en: 'give --moves or --inputs, not both', zh: '--moves 和 --inputs 只给一个' }),
  unknownInput: text<{ index: number; code: string }>({ en: 'input {index} ({code}) is none of this puzzle\'s inputs', zh: '第 {index} 个输入（{code}）不是这个谜题的输入' }),
  bothStandardInput: text({ en: '--moves - and --file - cannot both read standard input', zh: '--moves - 和 --file - 不能都读标准输入' }),
  standardInput: text({ en: 'standard input', zh: '标准输入' }),
  /** How the input reader's refusal begins (cli/read-input.ts): the option and path say it already, so it is cut off. */
  cannotReadLead: text<{ path: string }>({ en: 'cannot read {path}: ', zh: '无法读取 {path}：' }),
  movesUnreadable: text<{ where: string; why: string }>({ en: '--moves {where}: {why}', zh: '--moves {where}：{why}' }),
  movesOption: text<{ where: string }>({ en: '--moves {where}', zh: '--moves {where}' }),
  notLegal: text<{ index: number; before: number; code: string }>({
    en: 'Move {index} ({code}) is not a legal move {before, plural, =0 {from the start} other {after move {before}}}.',
    zh: '第 {index} 步（{code}）在{before, plural, =0 {起点} other {第 {before} 步之后}}不合规则。',
  }),
  why: text<{ why: string }>({ en: 'Why: {why}.', zh: '原因：{why}。' }),
  legalThere: text<{ codes: string }>({ en: 'Legal there: {codes}', zh: '那里可走的步：{codes}' }),
  noneLegal: text({ en: 'No move is legal there.', zh: '那里无步可走。' }),
  positionBefore: text({ en: 'The position it was made from:', zh: '走这一步之前的局面：' }),
  moves: text<{ n: number }>({ en: '{n, plural, one {# move} other {# moves}}', zh: '{n, plural, other {# 步}}' }),
  /** `withCost` is "no" where the length says the cost already ("81 moves, all legal"). */
  solution: text<{ length: string; withCost: 'yes' | 'no'; cost: string }>({
    en: 'A solution: {length}, all legal{withCost, select, yes { ({cost})} other {}}.',
    zh: '是一个解：{length}，每步都合规则{withCost, select, yes {（{cost}）} other {}}。',
  }),
  notSolution: text<{ length: string; withCost: 'yes' | 'no'; cost: string }>({
    en: 'Not a solution: {length}, all legal{withCost, select, yes { ({cost})} other {}}, but the last position is not solved:',
    zh: '不是解：{length}，每步都合规则{withCost, select, yes {（{cost}）} other {}}，但最后的局面没有完成：',
  }),
});
