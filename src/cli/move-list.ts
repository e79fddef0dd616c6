/**
 * Reads a list of move codes as `check --moves` accepts it: the JSON that
 * `solve --json` prints (its `moves`, each `{ "code": ... }`), a JSON array of
 * codes (or of such objects), or plain text with codes separated by spaces
 * or line breaks.
 */
import { UsageError } from './errors.js';
import { say } from './lang.js';

export function moveCodesOf(text: string, where: string): string[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw new UsageError(say(`${where} holds no moves`, `${where} 里没有步`));
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return fromJson(trimmed, where);
  // Not commas: some codes hold them (a sliding-blocks path "3,1~4,1").
  return trimmed.split(/\s+/);
}

function fromJson(text: string, where: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(say(`${where} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, `${where} 不是有效的 JSON：${error instanceof Error ? error.message : String(error)}`));
  }
  const list = Array.isArray(data) ? data : typeof data === 'object' && data !== null ? (data as { moves?: unknown }).moves : undefined;
  if (!Array.isArray(list)) throw new UsageError(say(`${where}: expected a list of move codes, or the JSON of solve --json (which has "moves")`, `${where}：应为一串步的代码，或 solve --json 输出的 JSON（其中有 "moves"）`));
  return list.map((item, i) => {
    const code = typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { code?: unknown }).code : undefined;
    if (typeof code !== 'string') throw new UsageError(say(`${where}: move ${i + 1} is neither a code nor an object with a "code"`, `${where}：第 ${i + 1} 步既不是代码，也不是带 "code" 的对象`));
    return code;
  });
}
