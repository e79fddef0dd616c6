/**
 * What the names of a game stand for: objects, their synonyms, properties
 * (`or`) and aggregates (`and`), resolved as PuzzleScript resolves its
 * legend (a synonym of a property is a property, and so on), with each
 * object's id and collision layer.
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';
import type { GameText } from './game-text.js';

export interface GameNames {
  /** Object name → id; ids run through the collision layers in order. */
  readonly objectId: ReadonlyMap<string, number>;
  readonly objectNames: readonly string[];
  readonly objectLayer: readonly number[];
  readonly layerCount: number;
  /** A synonym → the object it names. */
  readonly synonyms: ReadonlyMap<string, string>;
  /** A property (`or`) → its objects. */
  readonly properties: ReadonlyMap<string, readonly string[]>;
  /** An aggregate (`and`) → its objects. */
  readonly aggregates: ReadonlyMap<string, readonly string[]>;
  /** Properties whose objects all lie on one layer → that layer. */
  readonly singleLayer: ReadonlyMap<string, number>;
}

type Resolved = { kind: 'object' | 'property' | 'aggregate'; objects: string[] };

export function resolveNames(game: GameText): GameNames {
  const declared = new Set(game.objects.map((o) => o.name));
  const legend = new Map<string, { kind: 'synonym' | 'and' | 'or'; values: string[]; line: number }>();
  // A name defined again keeps its first meaning (PuzzleScript warns, and its level characters keep the first).
  const claim = (name: string, entry: { kind: 'synonym' | 'and' | 'or'; values: string[]; line: number }) => {
    if (!legend.has(name) && !declared.has(name)) legend.set(name, entry);
  };
  const seenObjects = new Set<string>();
  for (const o of game.objects) {
    if (seenObjects.has(o.name)) throw new PuzzleInputError(PUZZLESCRIPT.objectTwice({ line: o.line, name: o.name }));
    seenObjects.add(o.name);
  }
  for (const o of game.objects) for (const synonym of o.synonyms) claim(synonym, { kind: 'synonym', values: [o.name], line: o.line });
  for (const entry of game.legend) claim(entry.name, entry);

  const cache = new Map<string, Resolved>();
  const resolve = (name: string, line: number, stack: Set<string>): Resolved => {
    const known = cache.get(name);
    if (known) return known;
    if (declared.has(name)) return { kind: 'object', objects: [name] };
    const entry = legend.get(name);
    if (!entry || stack.has(name)) throw new PuzzleInputError(PUZZLESCRIPT.nameUnknown({ line, name }));
    stack.add(name);
    const parts = entry.values.map((v) => resolve(v, entry.line, stack));
    stack.delete(name);
    let result: Resolved;
    if (entry.kind === 'synonym') result = parts[0];
    else if (entry.kind === 'or') {
      if (parts.some((p) => p.kind === 'aggregate')) throw new PuzzleInputError(PUZZLESCRIPT.legendKindMix({ line: entry.line, name }));
      result = { kind: 'property', objects: [...new Set(parts.flatMap((p) => p.objects))] };
    } else {
      if (parts.some((p) => p.kind === 'property')) throw new PuzzleInputError(PUZZLESCRIPT.legendKindMix({ line: entry.line, name }));
      result = { kind: 'aggregate', objects: [...new Set(parts.flatMap((p) => p.objects))] };
    }
    cache.set(name, result);
    return result;
  };

  const synonyms = new Map<string, string>();
  const properties = new Map<string, string[]>();
  const aggregates = new Map<string, string[]>();
  for (const [name, entry] of legend) {
    const r = resolve(name, entry.line, new Set());
    if (r.kind === 'object') synonyms.set(name, r.objects[0]);
    else if (r.kind === 'property') properties.set(name, r.objects);
    else aggregates.set(name, r.objects);
  }

  // Ids in the order of the collision layers, as PuzzleScript gives them; an object listed
  // in several layers belongs to the last (PuzzleScript warns and keeps the last).
  const layerOfName = new Map<string, number>();
  game.layers.forEach((layerLine, layer) => {
    for (const word of layerLine.text.split(/[\s,]+/).filter((w) => w !== '')) {
      for (const name of resolve(word, layerLine.line, new Set()).objects) {
        layerOfName.delete(name);
        layerOfName.set(name, layer);
      }
    }
  });
  const ordered = [...layerOfName.entries()].sort((a, b) => a[1] - b[1]);
  const objectNames = ordered.map(([name]) => name);
  const objectLayer = ordered.map(([, layer]) => layer);
  const objectId = new Map(objectNames.map((name, id) => [name, id]));
  for (const o of game.objects) if (!objectId.has(o.name)) throw new PuzzleInputError(PUZZLESCRIPT.noLayer({ name: o.name }));

  const singleLayer = new Map<string, number>();
  for (const [name, objects] of properties) {
    const layers = new Set(objects.map((o) => objectLayer[objectId.get(o)!]));
    if (layers.size === 1) singleLayer.set(name, [...layers][0]);
  }
  return { objectId, objectNames, objectLayer, layerCount: game.layers.length, synonyms, properties, aggregates, singleLayer };
}

/** The ids of the objects a name stands for (any kind of name), or null when it names nothing. */
export function idsOf(names: GameNames, name: string): number[] | null {
  if (names.objectId.has(name)) return [names.objectId.get(name)!];
  const synonym = names.synonyms.get(name);
  if (synonym !== undefined) return [names.objectId.get(synonym)!];
  const group = names.properties.get(name) ?? names.aggregates.get(name);
  return group ? group.map((o) => names.objectId.get(o)!) : null;
}
