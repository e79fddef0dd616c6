/**
 * In a module of its own so that the safety rules, which word themselves in
 * Chinese, need not import the model's words (an import cycle).
 *
 * Joins words the way Chinese is written: no space between Chinese
 * characters, one between a Chinese character and a Latin letter or digit
 * ("A 和 B", "2 个鬼").
 */
export function joinZh(...parts: string[]): string {
  let out = '';
  for (const part of parts) {
    if (part === '') continue;
    const latinMeetsHan = /[A-Za-z0-9)]$/.test(out) !== /^[A-Za-z0-9(]/.test(part) && out !== '' && !/[（），、：。]$/.test(out) && !/^[（），、：。]/.test(part);
    out += latinMeetsHan ? ` ${part}` : part;
  }
  return out;
}
