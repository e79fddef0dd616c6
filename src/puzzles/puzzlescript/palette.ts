/** PuzzleScript's colour names as hex (its default palette, approximately), for drawing; null for transparent. */
const NAMED: Readonly<Record<string, string>> = {
  black: '#000000', white: '#ffffff', gray: '#9d9d9d', grey: '#9d9d9d', darkgray: '#697175', darkgrey: '#697175',
  lightgray: '#cccccc', lightgrey: '#cccccc', red: '#be2633', darkred: '#732930', lightred: '#e06f8b', brown: '#a46422',
  darkbrown: '#493c2b', lightbrown: '#eeb62f', orange: '#eb8931', yellow: '#f7e26b', green: '#44891a', darkgreen: '#2f484e',
  lightgreen: '#a3ce27', blue: '#1d57f7', lightblue: '#b2dcef', darkblue: '#1b2632', purple: '#342a97', pink: '#de65e2',
};

export function colorOf(name: string | undefined): string | null {
  if (name === undefined) return null;
  const text = name.toLowerCase();
  if (text === 'transparent') return null;
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(text)) return text;
  return NAMED[text] ?? '#ff00ff';
}
