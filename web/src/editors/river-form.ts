/**
 * The river-crossing form's model: travellers, the boat and "forbidden
 * company" rules, written as a scenario in the RiverCrossing scenario
 * language, which the river-crossing backend reads besides its own spec
 * (entities by id, `RaftCapacity`, `RaftMaxLoad`, and one disallowed bank
 * pattern per rule: `!guard a b ...` = a and b on a bank without the guard).
 * No DOM here.
 */

export interface Traveller {
  name: string;
  canRow: boolean;
  /** Only used with a maximum load; all travellers or none have one. */
  weight?: number;
  startsRight: boolean;
}

export interface CompanyRule {
  /** Indices of travellers that may not be on a bank together... */
  together: number[];
  /** ...unless this one is there too. */
  unless?: number;
}

export interface RiverForm {
  description: string;
  travellers: Traveller[];
  capacity: number;
  maxLoad?: number;
  rules: CompanyRule[];
}

/** Wolf, goat and cabbage: the form's starting point. */
export function wolfGoatCabbage(): RiverForm {
  return {
    description: 'A farmer takes a wolf, a goat and a cabbage across; only the farmer rows.',
    travellers: [
      { name: 'farmer', canRow: true, startsRight: false },
      { name: 'wolf', canRow: false, startsRight: false },
      { name: 'goat', canRow: false, startsRight: false },
      { name: 'cabbage', canRow: false, startsRight: false },
    ],
    capacity: 2,
    rules: [
      { together: [1, 2], unless: 0 },
      { together: [2, 3], unless: 0 },
    ],
  };
}

/** The pattern of one rule: the travellers present, the guard absent, anyone else allowed. */
export function rulePattern(rule: CompanyRule): string {
  const guard = rule.unless !== undefined ? `!${rule.unless} ` : '';
  return `${guard}${rule.together.join(' ')} ...`;
}

export function scenarioOf(form: RiverForm): Record<string, unknown> {
  const weighted = form.travellers.some((t) => t.weight !== undefined);
  const scenario: Record<string, unknown> = {
    ScenarioDescription: [form.description || 'A river crossing.'],
    Entities: form.travellers.map((t, id) => ({
      Id: id,
      Name: t.name,
      CanRow: t.canRow ? 'true' : 'false',
      ...(t.startsRight ? { StartsFromRightBank: 'true' } : {}),
      ...(weighted ? { Weight: t.weight ?? 0 } : {}),
    })),
    CrossingConstraints: { RaftCapacity: form.capacity, ...(form.maxLoad !== undefined ? { RaftMaxLoad: form.maxLoad } : {}) },
  };
  const rules = form.rules.filter((r) => r.together.length > 0);
  if (rules.length) scenario.BanksConstraints = { DisallowedBankConfigurations: rules.map(rulePattern).join(' ; ') };
  return scenario;
}

export function scenarioText(form: RiverForm): string {
  return JSON.stringify(scenarioOf(form), null, 1);
}

/**
 * Reads back what `scenarioText` writes (and scenarios as simple): null when
 * the text uses more of the language than the form shows, so that the text
 * area stays the only editor for it.
 */
export function formOf(text: string): RiverForm | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const known = new Set(['ScenarioDescription', 'Entities', 'CrossingConstraints', 'BanksConstraints']);
  if (Object.keys(d).some((k) => !known.has(k)) || !Array.isArray(d.Entities)) return null;
  const entities = d.Entities as Record<string, unknown>[];
  // The form numbers travellers 0, 1, 2, ... in order.
  if (entities.some((e, i) => typeof e !== 'object' || e === null || e.Id !== i || typeof e.Name !== 'string')) return null;
  const flag = (v: unknown) => v === true || v === 'true';
  const isFlag = (v: unknown) => v === undefined || v === true || v === false || v === 'true' || v === 'false';
  if (entities.some((e) => !isFlag(e.CanRow) || !isFlag(e.StartsFromRightBank) || Object.keys(e).some((k) => !['Id', 'Name', 'CanRow', 'StartsFromRightBank', 'Weight'].includes(k)))) return null;
  const crossing = (d.CrossingConstraints ?? {}) as Record<string, unknown>;
  if (Object.keys(crossing).some((k) => k !== 'RaftCapacity' && k !== 'RaftMaxLoad') || typeof crossing.RaftCapacity !== 'number') return null;
  const form: RiverForm = {
    description: Array.isArray(d.ScenarioDescription) ? d.ScenarioDescription.join(' ') : '',
    travellers: entities.map((e) => ({
      name: e.Name as string,
      canRow: flag(e.CanRow),
      startsRight: flag(e.StartsFromRightBank),
      ...(typeof e.Weight === 'number' ? { weight: e.Weight } : {}),
    })),
    capacity: crossing.RaftCapacity,
    rules: [],
  };
  if (typeof crossing.RaftMaxLoad === 'number') form.maxLoad = crossing.RaftMaxLoad;
  const banks = (d.BanksConstraints ?? {}) as Record<string, unknown>;
  if (Object.keys(banks).some((k) => k !== 'DisallowedBankConfigurations')) return null;
  if (banks.DisallowedBankConfigurations !== undefined) {
    if (typeof banks.DisallowedBankConfigurations !== 'string') return null;
    for (const pattern of banks.DisallowedBankConfigurations.split(' ; ')) {
      const m = /^\s*(?:!(\d+)\s+)?((?:\d+\s+)+)\.\.\.\s*$/.exec(pattern);
      if (!m) return null;
      const rule: CompanyRule = { together: m[2].trim().split(/\s+/).map(Number) };
      if (m[1] !== undefined) rule.unless = Number(m[1]);
      form.rules.push(rule);
    }
  }
  return form;
}
