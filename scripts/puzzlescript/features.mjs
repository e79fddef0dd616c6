// The PuzzleScript features puzzlekit's interpreter may refuse rather than play (its search needs a
// game that is the same every time it is played, turn by turn): random rules and random movement,
// and realtime ticks (rigid bodies are played). Found in the source text, each with its line (from
// 1), so that a fixture can require the refusal to name that line.

const SECTIONS = new Set(['objects', 'legend', 'sounds', 'collisionlayers', 'rules', 'winconditions', 'levels']);

/** The source with its comments (parentheses, which nest and span lines) blanked out, lines kept. */
function withoutComments(source) {
  let depth = 0;
  let out = '';
  for (const ch of source) {
    if (ch === '(') depth++;
    if (depth > 0 && ch !== '\n') out += ' ';
    else out += ch;
    if (ch === ')' && depth > 0) depth--;
  }
  return out;
}

/**
 * The refusable features `source` uses, in line order: `{ feature: 'random' | 'realtime', line }`.
 * The first line of each feature only.
 */
export function refusableFeatures(source) {
  const lines = withoutComments(source).split(/\r\n|\r|\n/);
  const found = new Map();
  let section = 'prelude';
  lines.forEach((text, index) => {
    const line = index + 1;
    const trimmed = text.trim().toLowerCase();
    if (SECTIONS.has(trimmed)) {
      section = trimmed;
      return;
    }
    if (section === 'prelude') {
      if (/^realtime_interval\b/.test(trimmed) && !found.has('realtime')) found.set('realtime', line);
      return;
    }
    if (section !== 'rules') return;
    // A rule's `message` command ends its tokens: the words after it are shown, not read.
    const rule = trimmed.split(/\bmessage\b/)[0];
    for (const token of rule.split(/[\s[\]|]+|->/)) {
      const feature = token === 'random' || token === 'randomdir' ? 'random' : undefined;
      if (feature !== undefined && !found.has(feature)) found.set(feature, line);
    }
  });
  return [...found].map(([feature, line]) => ({ feature, line })).sort((a, b) => a.line - b.line);
}
