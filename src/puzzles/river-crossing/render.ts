/**
 * A state as text (both banks and the boat on one line, as in the table of
 * the people-and-ghosts write-up) and as a drawing: banks, river, one shape per
 * traveller with a stable id (`traveller-F`, `traveller-C-2`) and the boat
 * (`boat`), so a browser can animate a crossing.
 */
import { render, type Lang, type Message } from '../../i18n/index.js';
import type { Drawing, Shape } from '../drawing.js';
import type { RiverState } from './layout.js';
import type { RiverModel } from './model.js';
import { RC } from './messages/index.js';
import { bankContents, bankName, boatName, timeUnitAsGiven } from './words.js';

/** What the state keeps besides the banks: time used, crossing phase, last load. */
function notes(model: RiverModel, state: RiverState): Message[] {
  const notes: Message[] = [];
  if (model.timeLimit !== null) notes.push(RC.noteElapsed({ elapsed: state.elapsed, limit: model.timeLimit, unit: timeUnitAsGiven(model.timeUnit) }));
  if (model.phase) notes.push(RC.notePhase({ phase: state.phase }));
  if (model.usesPreviousLoad) notes.push(state.previousLoad === null ? RC.noteNoLoad() : RC.noteLastLoad({ load: state.previousLoad }));
  return notes;
}

/** The notes as one list, or null when there are none. */
function noteList(model: RiverModel, state: RiverState): Message | null {
  const list = notes(model, state);
  return list.length ? list.reduce((a, b) => RC.noteList({ a, b })) : null;
}

/** A bank's name on the board: "east bank". */
function bankLabel(model: RiverModel, bank: 0 | 1, lang: Lang): string {
  return render(RC.bankLabel({ bank: bankName(model, bank) }), lang);
}

export function renderState(model: RiverModel, state: RiverState, color: boolean, lang: Lang = 'en'): string {
  const far = state.near.map((n, i) => model.units[i].count - n);
  const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const boat = paint('33', render(boatName(model), lang));
  const water = paint('34', '~~~~~~');
  const river = state.boat === 0 ? `${boat} ${water}` : `${water} ${boat}`;
  const near = render(RC.bankHolds({ bank: RC.bankLabel({ bank: bankName(model, 0) }), contents: bankContents(model, state.near) }), lang);
  const farText = render(RC.bankHolds({ bank: RC.bankLabel({ bank: bankName(model, 1) }), contents: bankContents(model, far) }), lang);
  const list = noteList(model, state);
  // Two blanks set the notes apart from the far bank, in either language.
  const extras = list ? `  ${render(RC.notes({ notes: list }), lang)}` : '';
  return `${near} | ${river} | ${farText}${extras}`;
}

const r = (v: number) => Math.round(v * 1e4) / 1e4;

export function drawState(model: RiverModel, state: RiverState, lang: Lang = 'en'): Drawing {
  const bankWidth = 4;
  const riverWidth = 4;
  const size = 0.8;
  const gap = 0.2;
  const perRow = Math.floor(bankWidth / (size + gap));
  const members = model.units.reduce((s, u) => s + u.count, 0);
  const rows = Math.max(2, Math.ceil(members / perRow));
  const top = 1;
  const height = r(top + rows * (size + gap) + 0.5);
  const width = bankWidth * 2 + riverWidth;
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, w: bankWidth, h: height, fill: '#d9c89e' },
    { kind: 'rect', x: bankWidth, y: 0, w: riverWidth, h: height, fill: '#6fa8dc' },
    { kind: 'rect', x: bankWidth + riverWidth, y: 0, w: bankWidth, h: height, fill: '#d9c89e' },
    { kind: 'text', x: bankWidth / 2, y: 0.5, text: bankLabel(model, 0, lang), size: 0.4, color: '#333333' },
    { kind: 'text', x: bankWidth + riverWidth + bankWidth / 2, y: 0.5, text: bankLabel(model, 1, lang), size: 0.4, color: '#333333' },
    { kind: 'rect', id: 'boat', x: state.boat === 0 ? bankWidth + 0.2 : bankWidth + riverWidth - 1.7, y: r(height / 2 - 0.4), w: 1.5, h: 0.8, fill: '#8b5a2b', stroke: '#4a2f14', label: render(boatName(model), lang) },
  ];
  // Each bank fills its slots in traveller order; a member keeps its id wherever it is.
  const slot = [0, 0];
  const labels = unitLabels(model, lang);
  model.units.forEach((u, i) => {
    for (let k = 0; k < u.count; k++) {
      const bank = k < state.near[i] ? 0 : 1;
      const s = slot[bank]++;
      const x = (bank === 0 ? 0 : bankWidth + riverWidth) + gap / 2 + (s % perRow) * (size + gap);
      const y = top + Math.floor(s / perRow) * (size + gap);
      shapes.push({
        kind: 'rect',
        id: u.counted ? `traveller-${u.short}-${k + 1}` : `traveller-${u.short}`,
        x: r(x),
        y: r(y),
        w: size,
        h: size,
        fill: u.counted ? (i % 2 === 0 ? '#ffffff' : '#c0392b') : '#f4f4f4',
        stroke: '#333333',
        label: labels[i],
      });
    }
  });
  const list = noteList(model, state);
  if (list) {
    shapes.push({ kind: 'text', id: 'notes', x: width / 2, y: r(height + 0.4), text: render(list, lang), size: 0.35, color: '#333333' });
    return { width, height: r(height + 0.8), shapes };
  }
  return { width, height, shapes };
}

/**
 * What each traveller's square says: its short letter, or in Chinese the
 * first character of its Chinese name (as for people, ghosts, the wolf) where every kind has one
 * and no two share it; else the letters, which the move words explain.
 */
function unitLabels(model: RiverModel, lang: Lang): string[] {
  const letters = model.units.map((u) => u.short);
  if (lang !== 'zh' || model.units.some((u) => !u.zh)) return letters;
  const firsts = model.units.map((u) => [...u.zh!][0]);
  return new Set(firsts).size === firsts.length ? firsts : letters;
}
