/** Reading `--param KEY=VALUE` values, with messages that name the parameter. */
import { findNamed, unknownNameHint, unknownNameHintZh } from './names.js';
import { PuzzleInputError } from './input-error.js';
import type { CodePreset, InstanceSource } from './puzzle.js';

export function intParam(key: string, raw: string, min: number, max: number): number {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) throw new PuzzleInputError(`parameter ${key}: ${quoteInput(raw)} is not a whole number`, `参数 ${key}：${quoteInput(raw)} 不是整数`);
  const value = Number(text);
  if (value < min || value > max) {
    throw new PuzzleInputError(`parameter ${key}: ${value} is out of range (${min} to ${max})`, `参数 ${key}：${value} 超出范围（${min} 到 ${max}）`);
  }
  return value;
}

/** The places messages name, in Chinese. */
const PLACES_ZH: Readonly<Record<string, string>> = {
  'instance code': '实例代码',
  parameters: '参数',
  state: '状态',
  stdin: '标准输入',
  'standard input': '标准输入',
  'the editor': '编辑器',
  text: '文本',
  capacities: '容量',
  start: '起始',
  goal: '目标',
  target: '目标量',
  'level code': '关卡代码',
  from: '起点',
  to: '终点',
};

/**
 * Where a message says the mistake is, in Chinese: "instance code, goal" is
 * "实例代码，目标", "jug 2" is "第 2 个壶"; a file's name stays as it is.
 */
export function placeZh(where: string): string {
  return where
    .split(', ')
    .map((part) => PLACES_ZH[part] ?? part.replace(/^jug (\d+)$/, '第 $1 个壶').replace(/^preset (.+)$/, '预设 $1').replace(/^parameter (\S+)$/, '参数 $1'))
    .join('，');
}

/** Bad input quoted back in a message, cut short when long. */
export function quoteInput(text: string, max = 40): string {
  // JSON escapes the C0 controls; DEL and the C1 controls (bytes read as Latin-1) are escaped too, so no raw byte reaches a terminal.
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}...` : text).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Reads "8, 5,3" as whole numbers from min to max; `label` starts each
 * message ("parameter start", "instance code, goal"), `labelZh` its Chinese
 * ("参数 start"; the English label when left out).
 */
export function wholeNumberList(label: string, raw: string, min: number, max: number, maxLength: number, labelZh = label): number[] {
  const parts = raw.split(',').map((p) => p.trim());
  if (raw.trim() === '' || parts.some((p) => p === '')) {
    throw new PuzzleInputError(`${label}: ${quoteInput(raw)} should be whole numbers separated by commas`, `${labelZh}：${quoteInput(raw)} 应是用逗号分隔的整数`);
  }
  if (parts.length > maxLength) {
    throw new PuzzleInputError(`${label}: at most ${maxLength} values, got ${parts.length}`, `${labelZh}：最多 ${maxLength} 个值，却给了 ${parts.length} 个`);
  }
  return parts.map((p, i) => {
    if (!/^-?\d+$/.test(p)) throw new PuzzleInputError(`${label}: value ${i + 1} (${quoteInput(p)}) is not a whole number`, `${labelZh}：第 ${i + 1} 个值（${quoteInput(p)}）不是整数`);
    const value = Number(p);
    if (value < min || value > max) {
      const shown = p.length > 12 ? `${p.slice(0, 12)}...` : p;
      throw new PuzzleInputError(`${label}: value ${i + 1} (${shown}) is out of range (${min} to ${max})`, `${labelZh}：第 ${i + 1} 个值（${shown}）超出范围（${min} 到 ${max}）`);
    }
    return value;
  });
}

export function intListParam(key: string, raw: string, min: number, max: number, maxLength = 16): number[] {
  return wholeNumberList(`parameter ${key}`, raw, min, max, maxLength, `参数 ${key}`);
}

export function choiceParam<T extends string>(key: string, raw: string, choices: Readonly<Record<string, T>>): T {
  const wanted = raw.trim().toLowerCase();
  // Own keys only: "constructor" is not a choice.
  const value = Object.hasOwn(choices, wanted) ? choices[wanted] : undefined;
  if (value === undefined) {
    throw new PuzzleInputError(`parameter ${key}: ${quoteInput(raw)} is not one of ${Object.keys(choices).join(', ')}`, `参数 ${key}：${quoteInput(raw)} 不是 ${Object.keys(choices).join(', ')} 之一`);
  }
  return value;
}

/** Rejects parameters the puzzle does not know, naming them and the known ones. */
export function checkParamKeys(puzzle: string, params: Readonly<Record<string, string>>, known: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) {
      const named = known.map((name) => ({ name }));
      const hint = known.length ? unknownNameHint(named, key, 'its parameters') : ' (its parameters: none)';
      const hintZh = known.length ? unknownNameHintZh(named, key, '它的参数') : '（它没有参数）';
      throw new PuzzleInputError(`${puzzle} has no parameter ${quoteInput(key)}${hint}`, `${puzzle} 没有参数 ${quoteInput(key)}${hintZh}`);
    }
  }
}

/** The preset named `name` or one of its aliases, or a message listing them. */
export function findPreset<P extends { name: string; aliases?: readonly string[] }>(puzzle: string, presets: readonly P[], name: string): P {
  const preset = findNamed(presets, name);
  if (!preset) {
    throw new PuzzleInputError(
      `${puzzle} has no preset ${quoteInput(name)}${unknownNameHint(presets, name, 'presets', '`puzzlekit list --long` names them')}`,
      `${puzzle} 没有预设 ${quoteInput(name)}${unknownNameHintZh(presets, name, '预设', '`puzzlekit list --long` 会列出它们')}`,
    );
  }
  return preset;
}

/**
 * The code an instance request starts from, for backends whose presets are
 * codes and whose files hold a code: the preset's code, the code given, or
 * the file's text with the file's name for messages; null when only
 * parameters are given (the backend then starts from its default).
 */
export function requestCode(
  puzzle: string,
  presets: readonly CodePreset[],
  source: InstanceSource,
): { code: string; where?: string } | null {
  switch (source.kind) {
    case 'preset':
      return { code: findPreset(puzzle, presets, source.name).code };
    case 'code':
      return { code: source.code };
    case 'text':
      return { code: source.text, where: source.origin };
    case 'params':
      return null;
  }
}
