/** Numbers and nouns in the command line's sentences: thousands separators and the right plural. */

/** 1048575 as "1,048,575"; bigints too. */
export function grouped(n: number | bigint): string {
  return n.toLocaleString('en-US');
}

/** "1 move", "2 moves", "1,048,575 moves"; `many` for irregular plurals ("1 state", ...). */
export function plural(n: number | bigint, one: string, many = `${one}s`): string {
  return `${grouped(n)} ${n === 1 || n === 1n ? one : many}`;
}
