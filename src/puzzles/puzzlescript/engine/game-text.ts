/**
 * A PuzzleScript game's text read into its sections, line by line, as
 * PuzzleScript's own parser reads it: words in lower case, comments in
 * nested parentheses dropped (not in a level's message), `===` lines
 * ignored. Nothing is resolved here; compile.ts does that.
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';
import { newCommentState, scanLine } from './line-scan.js';

export interface ObjectText {
  name: string;
  /** Other names given beside it ("Player P"). */
  synonyms: string[];
  colors: string[];
  sprite: string[];
  line: number;
}

export interface LegendText {
  name: string;
  kind: 'synonym' | 'and' | 'or';
  values: string[];
  line: number;
}

export interface LineText {
  text: string;
  line: number;
}

export type LevelText = { kind: 'level'; rows: string[]; line: number } | { kind: 'message'; text: string; line: number };

export interface GameText {
  /** Prelude settings, lower-case keys; values as written (case kept). */
  prelude: Map<string, { value: string; line: number }>;
  objects: ObjectText[];
  legend: LegendText[];
  layers: LineText[];
  rules: LineText[];
  winConditions: LineText[];
  levels: LevelText[];
}

const SECTIONS = ['objects', 'legend', 'sounds', 'collisionlayers', 'rules', 'winconditions', 'levels'] as const;
type Section = (typeof SECTIONS)[number] | 'prelude';

const PRELUDE_WITH_VALUE = new Set([
  'title', 'author', 'homepage', 'background_color', 'text_color', 'key_repeat_interval', 'realtime_interval',
  'again_interval', 'flickscreen', 'zoomscreen', 'color_palette', 'youtube',
]);
const PRELUDE_FLAGS = new Set([
  'run_rules_on_level_start', 'norepeat_action', 'require_player_movement', 'debug', 'verbose_logging',
  'throttle_movement', 'noundo', 'noaction', 'norestart', 'scanline',
]);
const SPRITE_ROW = /^[0-9.]+$/;
const NAME = /^[^\s=()[\]|]+$/;
const NAME_START = /^[\p{L}\p{N}_]/u;
/** The `message` command of a rule, after which the line is words to show. */
const RULE_MESSAGE = /(?:^|[\s\]|[])message(?![\p{L}\p{N}_])/iu;

export function readGameText(source: string): GameText {
  const game: GameText = { prelude: new Map(), objects: [], legend: [], layers: [], rules: [], winConditions: [], levels: [] };
  // Lines end at "\n" alone, as PuzzleScript splits them: a "\r" left at a line's end is a space.
  const lines = source.replace(/^\uFEFF/, '').split('\n');
  const comments = newCommentState();
  let section: Section = 'prelude';
  let seen = -1;
  let object: ObjectText | null = null;
  let level: { kind: 'level'; rows: string[]; line: number } | null = null;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmedRaw = raw.trim();
    // A level's message keeps its brackets: they are words, not comments.
    if (section === 'levels' && comments.depth === 0 && /^message\b/i.test(trimmedRaw)) {
      level = null;
      game.levels.push({ kind: 'message', text: trimmedRaw.slice('message'.length).trim(), line });
      return;
    }
    // So does a rule's message ("message oh no :(" opens no comment): the line is the rule as it stands.
    if (section === 'rules' && comments.depth === 0) {
      const message = RULE_MESSAGE.exec(raw);
      const paren = raw.indexOf('(');
      if (message !== null && (paren < 0 || paren > message.index)) {
        game.rules.push({ text: trimmedRaw.toLowerCase(), line });
        return;
      }
    }
    const { mixed, blank } = scanLine(raw, comments);
    const text = mixed.toLowerCase();
    if (blank) {
      object = null;
      level = null;
    }
    // A line that is only a comment is no line at all: an object's sprite or a level goes on past it.
    if (text === '') return;
    // Rows of "=" are ignored, in the levels too, where a row with anything else beside them is a level row.
    if (section === 'levels' ? /^[\s=]*$/.test(raw.slice(raw.indexOf('='))) && /^=+$/.test(text) : /^=+$/.test(text)) return;
    const sectionIndex = SECTIONS.indexOf(text as (typeof SECTIONS)[number]);
    if (sectionIndex >= 0 && section !== 'levels') {
      if (sectionIndex <= seen) throw new PuzzleInputError(PUZZLESCRIPT.sectionOrder({ line, section: text.toUpperCase() }));
      seen = sectionIndex;
      section = SECTIONS[sectionIndex];
      object = null;
      return;
    }
    switch (section) {
      case 'prelude': {
        const [key] = text.split(/\s+/, 1);
        if (PRELUDE_WITH_VALUE.has(key)) game.prelude.set(key, { value: mixed.slice(key.length).trim(), line });
        else if (PRELUDE_FLAGS.has(key)) game.prelude.set(key, { value: 'true', line });
        else throw new PuzzleInputError(PUZZLESCRIPT.preludeUnknown({ line, word: key }));
        return;
      }
      case 'objects':
        object = readObjectLine(game, object, text, mixed, line);
        return;
      case 'legend':
        game.legend.push(readLegendLine(text, line));
        return;
      case 'sounds':
        return;
      case 'collisionlayers':
        game.layers.push({ text, line });
        return;
      case 'rules':
        game.rules.push({ text, line });
        return;
      case 'winconditions':
        game.winConditions.push({ text, line });
        return;
      case 'levels':
        if (level === null) {
          level = { kind: 'level', rows: [], line };
          game.levels.push(level);
        }
        level.rows.push(text);
        return;
    }
  });
  return game;
}

/** One line of the objects section: a name, its colours, or a row of its sprite. */
function readObjectLine(game: GameText, object: ObjectText | null, text: string, mixed: string, line: number): ObjectText | null {
  if (object !== null && object.colors.length === 0) {
    object.colors = mixed.split(/\s+/);
    return object;
  }
  // Sprites should be 5x5; PuzzleScript only warns about others, and draws them as plain squares here.
  if (object !== null && object.sprite.length < 5 && SPRITE_ROW.test(text)) {
    object.sprite.push(text);
    return object;
  }
  // Where a name should start and none does (a sixth sprite row, a row after a blank line), PuzzleScript warns and reads on.
  if (!NAME_START.test(text)) return object;
  const words = text.split(/\s+/);
  if (!NAME.test(words[0])) throw new PuzzleInputError(PUZZLESCRIPT.objectName({ line, text }));
  const next: ObjectText = { name: words[0], synonyms: words.slice(1), colors: [], sprite: [], line };
  game.objects.push(next);
  return next;
}

function readLegendLine(text: string, line: number): LegendText {
  // The name is any word, "[" and "=" among them; the "=" after it may touch the words around it.
  const spaced = text.split(/\s+/);
  const spacedForm = spaced[1] === '=';
  const split = text.indexOf('=', 1);
  const name = spacedForm ? spaced[0] : text.slice(0, split).trim();
  const rest = (spacedForm ? spaced.slice(2) : text.slice(split + 1).trim().split(/\s+/)).filter((w) => w !== '');
  if ((!spacedForm && split < 0) || name === '' || /\s/.test(name) || rest.length === 0) throw new PuzzleInputError(PUZZLESCRIPT.legendBad({ line }));
  const words = [name, '=', ...rest];
  if (rest.length === 1) return { name: words[0], kind: 'synonym', values: rest, line };
  const joins = rest.filter((_, i) => i % 2 === 1);
  const values = rest.filter((_, i) => i % 2 === 0);
  if (rest.length % 2 === 0 || joins.some((j) => j !== 'and' && j !== 'or')) throw new PuzzleInputError(PUZZLESCRIPT.legendBad({ line }));
  if (joins.some((j) => j !== joins[0])) throw new PuzzleInputError(PUZZLESCRIPT.legendMixed({ line }));
  return { name: words[0], kind: joins[0] === 'and' ? 'and' : 'or', values, line };
}
