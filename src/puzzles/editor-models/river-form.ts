/**
 * The editor model of kind 'river-form': a form over a crossing puzzle's
 * JSON spec (travellers by name, the boat, rules naming travellers). The
 * types here are what the form reads and writes of the spec; the backend's
 * own spec type must fit them (its model is declared against them), and
 * whatever the form does not show it keeps as it is. Rules name
 * travellers by their names, so renaming or removing one is the model's.
 */

interface TravellerCommon {
  kind?: string;
  /** Whether it rows: true, false, or a schedule the form shows but does not edit. */
  rows?: boolean | object;
  weight?: number;
  time?: number;
  startsOn?: 'near' | 'far';
  short?: string;
  zh?: string;
}
export interface NamedTraveller extends TravellerCommon {
  name: string;
  title?: string;
}
export interface CountedTraveller extends TravellerCommon {
  kind: string;
  count: number;
  plural?: string;
}
export type RiverFormTraveller = NamedTraveller | CountedTraveller;

export type RuleWhere = 'banks' | 'boat' | 'everywhere';
interface RuleCommon {
  where?: RuleWhere;
  says?: string;
  zh?: string;
}
export interface ApartRule extends RuleCommon {
  type: 'apart';
  who: string[];
  from: string[];
  unless?: string[];
}
export interface OutnumberRule extends RuleCommon {
  type: 'outnumber';
  protect: string[];
  by: string[];
}
/** A rule on companies, which the form shows as its JSON. */
export interface CompanyRule extends RuleCommon {
  type: 'forbid' | 'require';
  match: unknown[];
}
export type RiverFormRule = ApartRule | OutnumberRule | CompanyRule;

export interface RiverFormSpec {
  title?: string;
  travellers: RiverFormTraveller[];
  boat: { capacity: number; maxLoad?: number };
  rules?: RiverFormRule[];
}

export interface RiverFormModel<I = unknown> {
  readonly kind: 'river-form';
  /** A new spec. */
  starter(): RiverFormSpec;
  /** The spec in a text when its JSON has the spec's shape (names are checked later, by the backend's parser); null otherwise. */
  read(text: string): RiverFormSpec | null;
  /** The spec as JSON a person can read. */
  text(spec: RiverFormSpec): string;
  /** The instance's spec, a copy to edit. */
  fromInstance(instance: I): RiverFormSpec;
  isCounted(traveller: RiverFormTraveller): traveller is CountedTraveller;
  /** What an entry is called: its name, or its kind for a kind with a count. */
  travellerName(traveller: RiverFormTraveller): string;
  /** The names rules may use. */
  referenceNames(spec: RiverFormSpec): string[];
  /** How many travellers an entry stands for: a count turns a named traveller into a kind, none turns a kind into one traveller. */
  withCount(traveller: RiverFormTraveller, count: number | undefined): RiverFormTraveller;
  /** Renames a traveller (or a kind) and every rule's mention of it. */
  renameTraveller(spec: RiverFormSpec, index: number, name: string): void;
  /** Removes a traveller and its mentions (a rule left with no one goes too). */
  removeTraveller(spec: RiverFormSpec, index: number): void;
  /** A new traveller, named `base` and a number no one has. */
  addTraveller(spec: RiverFormSpec, base: string): void;
}
