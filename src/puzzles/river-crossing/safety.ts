/**
 * Safety rules, compiled from the spec into predicates on a company: a bank
 * after a crossing (passengers count on the bank where they land) and, where
 * the rule says so, the group in the boat. Each rule keeps its own words for
 * explanations ("the cannibals outnumber the missionaries").
 */
import { compileCompany, matches, type Company, type Counts, type Resolve } from './company.js';
import type { Message } from '../../i18n/index.js';
import type { RuleSpec } from './spec.js';
import { RC } from './messages/index.js';
import { joinedList } from './joined-list.js';
import { amidHan, beforeHan } from './zh-spacing.js';

export type Where = 'banks' | 'boat' | 'everywhere';

export interface Rule {
  /** Where it applies. */
  readonly where: Where;
  /**
   * Words for a broken rule, without the place: "the cannibals outnumber the
   * missionaries". The spec's own words (`says`, `zh`) where it gives them,
   * else made from the travellers' names in each language.
   */
  readonly says: Message;
  /** Whether a company breaks the rule. */
  broken(counts: Counts): boolean;
}

export const appliesOnBanks = (rule: Rule): boolean => rule.where !== 'boat';
export const appliesInBoat = (rule: Rule): boolean => rule.where !== 'banks';

function sum(units: readonly number[], counts: Counts): number {
  let n = 0;
  for (const u of units) n += counts[u];
  return n;
}

/** "wolf", "the wolf and the goat", "wolf or goat": references as words. */
function refWords(refs: readonly string[], join: 'and' | 'or', word: (ref: string) => Message): Message | '' {
  return joinedList(refs.map(word), join) ?? '';
}

/** A rule's words: the spec's own in each language it gives, else `made`. */
function ruleWords(spec: RuleSpec, made: () => Message): Message {
  if (spec.says !== undefined && spec.zh !== undefined) return RC.named({ en: spec.says, zh: spec.zh });
  if (spec.says === undefined && spec.zh === undefined) return made();
  return RC.named({ en: spec.says ?? made(), zh: spec.zh ?? made() });
}

/**
 * Compiles rule `index`; `word` turns a reference into words ("the
 * cannibals", "the farmer"; in Chinese the travellers' Chinese names).
 */
export function compileRule(spec: RuleSpec, index: number, resolve: Resolve, unitCount: number, word: (ref: string) => Message): Rule {
  const place = `rules[${index}]`;
  const where = spec.where ?? 'banks';
  const all = (refs: readonly string[], field: string) => [...new Set(refs.flatMap((ref, i) => resolve(ref, `${place}.${field}[${i}]`)))];
  switch (spec.type) {
    case 'outnumber': {
      const protect = all(spec.protect, 'protect');
      const by = all(spec.by, 'by');
      return {
        where,
        says: ruleWords(spec, () => RC.ruleOutnumber({ by: beforeHan(refWords(spec.by, 'and', word)), protect: amidHan(refWords(spec.protect, 'and', word)) })),
        broken: (counts) => {
          const p = sum(protect, counts);
          return p > 0 && sum(by, counts) > p;
        },
      };
    }
    case 'apart': {
      const who = all(spec.who, 'who');
      const from = all(spec.from, 'from');
      const unless = all(spec.unless ?? [], 'unless');
      const without = spec.unless?.length ? 'yes' : 'no';
      const made = () =>
        RC.ruleApart({
          who: beforeHan(refWords(spec.who, 'or', word)),
          from: amidHan(refWords(spec.from, 'or', word)),
          without,
          unless: without === 'yes' ? beforeHan(refWords(spec.unless ?? [], 'or', word)) : '',
        });
      return {
        where,
        says: ruleWords(spec, made),
        broken: (counts) => sum(who, counts) > 0 && sum(from, counts) > 0 && sum(unless, counts) === 0,
      };
    }
    case 'forbid': {
      const companies: Company[] = spec.match.map((c, i) => compileCompany(c, resolve, `${place}.match[${i}]`, unitCount));
      return {
        where,
        says: ruleWords(spec, () => RC.ruleForbid({ n: index + 1 })),
        broken: (counts) => companies.some((c) => matches(c, counts)),
      };
    }
    case 'require': {
      const companies: Company[] = spec.match.map((c, i) => compileCompany(c, resolve, `${place}.match[${i}]`, unitCount));
      return {
        where,
        says: ruleWords(spec, () => RC.ruleRequire({ n: index + 1 })),
        broken: (counts) => !companies.some((c) => matches(c, counts)),
      };
    }
  }
}
