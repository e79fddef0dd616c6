/**
 * The river-crossing form's model (an editor model of kind 'river-form',
 * ../editor-models/river-form.ts): puzzlekit's own JSON spec (spec.ts),
 * edited in place. Rules name travellers by their names (or kinds), as the
 * spec does, so renaming a traveller renames it in every rule and removing
 * one removes it from them. The backend's own checks read the text (its
 * zod schema here, its model's name checks when the editor checks the
 * text with the parser). No DOM here.
 */
import type { RiverFormModel } from '../editor-models/river-form.js';
import { readJson } from '../json-input.js';
import type { RiverInstance } from './instance.js';
import { isCounted, pluralOf } from './names.js';
import { PRESETS } from './presets.js';
import { isRiverCrossingScenario, translateScenario } from './rc-language/format.js';
import { checkSpec, type CompanySpec, type RiverSpec, type TravellerSpec } from './spec.js';

/** Wolf, goat and cabbage, the backend's preset: a new spec starts from it. */
export function starterSpec(): RiverSpec {
  return structuredClone(PRESETS.find((p) => p.name === 'wolf-goat-cabbage')!.build({}));
}

/** The spec as JSON a person can read: one line a field, one line a traveller or a rule. */
export function specText(spec: RiverSpec): string {
  const fields = Object.entries(spec).map(([key, value]) => {
    const listed = Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null);
    const shown = listed ? `[\n${(value as unknown[]).map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]` : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${shown}`;
  });
  return `{\n${fields.join(',\n')}\n}`;
}

/**
 * The spec in `text` when its JSON has the spec's shape (names are checked
 * later, by the backend's model), a RiverCrossing scenario translated to it
 * as the backend does; null otherwise.
 */
export function readSpec(text: string): RiverSpec | null {
  try {
    const data = readJson(text, 'the text');
    return checkSpec(isRiverCrossingScenario(data) ? translateScenario(data, 'the text') : data, 'the text');
  } catch {
    return null;
  }
}

/** What a traveller entry is called: its name, or its kind for a kind with a count. */
export function travellerName(t: TravellerSpec): string {
  return isCounted(t) ? t.kind : t.name;
}

/** The names rules may use: each traveller's name, each kind and its plural. */
export function referenceNames(spec: RiverSpec): string[] {
  const names = new Set<string>();
  for (const t of spec.travellers) {
    if (isCounted(t)) names.add(t.kind).add(t.plural ?? pluralOf(t.kind));
    else {
      names.add(t.name);
      if (t.kind) names.add(t.kind).add(pluralOf(t.kind));
    }
  }
  return [...names];
}

/** How many travellers an entry stands for: a count turns a named traveller into a kind, none turns a kind into one traveller. */
export function withCount(t: TravellerSpec, count: number | undefined): TravellerSpec {
  const { name: _name, title: _title, count: _count, plural: _plural, ...common } = t as TravellerSpec & { name?: string; title?: string; count?: number; plural?: string };
  if (count === undefined || count < 1) {
    if (!isCounted(t)) return t;
    const { kind: _kind, ...rest } = common;
    return { name: t.kind, ...rest };
  }
  return { ...common, kind: isCounted(t) ? t.kind : t.name, count, ...(isCounted(t) && t.plural ? { plural: t.plural } : {}) };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every list of names in the spec (rules, companies, the goal), with a way to replace it. */
function nameLists(spec: RiverSpec): { get(): string[]; set(names: string[]): void }[] {
  const lists: { get(): string[]; set(names: string[]): void }[] = [];
  const field = <T extends object, K extends keyof T>(owner: T, key: K) => {
    if (Array.isArray(owner[key])) lists.push({ get: () => owner[key] as string[], set: (names) => ((owner[key] as string[]) = names) });
  };
  const company = (c: CompanySpec) => {
    field(c, 'with');
    field(c, 'without');
    for (const group of [c.oneOf, c.atMostOneOf]) group?.forEach((_, i) => field(group, i));
  };
  for (const rule of spec.rules ?? []) {
    if (rule.type === 'apart') (['who', 'from', 'unless'] as const).forEach((k) => field(rule, k));
    else if (rule.type === 'outnumber') (['protect', 'by'] as const).forEach((k) => field(rule, k));
    else rule.match.forEach(company);
  }
  for (const group of spec.time?.groups ?? []) group.match.forEach(company);
  field(spec, 'goal');
  return lists;
}

/** Renames a traveller (or a kind) and every rule's mention of it. */
export function renameTraveller(spec: RiverSpec, index: number, name: string): void {
  const t = spec.travellers[index];
  const old = travellerName(t);
  if (isCounted(t)) t.kind = name;
  else {
    t.name = name;
    // A title made from the name ("the wolf") follows it; one of the person's own stays.
    if (t.title !== undefined && same(t.title, `the ${old}`)) t.title = `the ${name}`;
    else if (t.title !== undefined && same(t.title, old)) t.title = name;
  }
  if (old.trim() === '') return;
  for (const list of nameLists(spec)) list.set(list.get().map((n) => (same(n, old) ? name : n)));
  for (const rule of spec.rules ?? []) if (rule.type === 'forbid' || rule.type === 'require') for (const c of rule.match) renameCount(c, old, name);
}

function renameCount(c: CompanySpec, old: string, name: string): void {
  if (!c.counts) return;
  c.counts = Object.fromEntries(Object.entries(c.counts).map(([k, v]) => [same(k, old) ? name : k, v]));
}

/**
 * Removes a traveller and its mentions; a rule left without anyone to keep
 * apart (or to protect) goes too, and a goal left naming nobody means everyone again.
 */
export function removeTraveller(spec: RiverSpec, index: number): void {
  const gone = travellerName(spec.travellers[index]);
  spec.travellers.splice(index, 1);
  for (const list of nameLists(spec)) list.set(list.get().filter((n) => !same(n, gone)));
  spec.rules = spec.rules?.filter((r) => (r.type === 'apart' ? r.who.length > 0 && r.from.length > 0 : r.type === 'outnumber' ? r.protect.length > 0 && r.by.length > 0 : true));
  if (spec.rules?.length === 0) delete spec.rules;
  if (spec.goal?.length === 0) delete spec.goal;
}

/** A new traveller with a name no one has. */
export function addTraveller(spec: RiverSpec, base: string): void {
  const taken = new Set(referenceNames(spec).map((n) => n.toLowerCase()));
  let n = spec.travellers.length + 1;
  while (taken.has(`${base} ${n}`.toLowerCase())) n++;
  spec.travellers.push({ name: `${base} ${n}` });
}

/**
 * Declared against the form's view of the spec (../editor-models/river-form.ts):
 * RiverSpec must fit that view, or this does not compile.
 */
export const riverFormModel: RiverFormModel<RiverInstance> = {
  kind: 'river-form',
  starter: starterSpec,
  read: readSpec,
  text: specText,
  fromInstance: (instance) => structuredClone(instance.spec),
  isCounted: (traveller): traveller is Extract<TravellerSpec, { count: number }> => isCounted(traveller as TravellerSpec),
  travellerName,
  referenceNames,
  withCount,
  renameTraveller,
  removeTraveller,
  addTraveller,
};
