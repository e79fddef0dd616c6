/**
 * Safety rules, compiled from the spec into predicates on a company: a bank
 * after a crossing (passengers count on the bank where they land) and, where
 * the rule says so, the group in the boat. Each rule keeps its own words for
 * explanations ("the cannibals outnumber the missionaries").
 */
import { compileCompany, matches, type Company, type Counts, type Resolve } from './company.js';
import type { RuleSpec } from './spec.js';
import { joinZh } from './join-zh.js';

export type Where = 'banks' | 'boat' | 'everywhere';

export interface Rule {
  /** Where it applies. */
  readonly where: Where;
  /** Words for a broken rule, without the place: "the cannibals outnumber the missionaries". */
  readonly says: string;
  /** The same in Chinese: the spec's own `zh`, else made from the travellers' Chinese names ("野人比传教士多"). */
  readonly saysZh: string;
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
function refWords(refs: readonly string[], join: 'and' | 'or', word: (ref: string) => string): string {
  const words = refs.map(word);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${join} ${words[words.length - 1]}`;
}

/** "狼", "人和鬼", "狼或羊": references as Chinese words. */
function refWordsZh(refs: readonly string[], join: '和' | '或', word: (ref: string) => string): string {
  const words = refs.map(word);
  return words.length <= 1 ? (words[0] ?? '') : joinZh(words.slice(0, -1).join('、'), join, words[words.length - 1]);
}

/**
 * Compiles rule `index`; `word` turns a reference into words ("the
 * cannibals", "the farmer"), `wordZh` into Chinese ones ("野人", "农夫").
 */
export function compileRule(spec: RuleSpec, index: number, resolve: Resolve, unitCount: number, word: (ref: string) => string, wordZh: (ref: string) => string): Rule {
  const place = `rules[${index}]`;
  const where = spec.where ?? 'banks';
  const all = (refs: readonly string[], field: string) => [...new Set(refs.flatMap((ref, i) => resolve(ref, `${place}.${field}[${i}]`)))];
  switch (spec.type) {
    case 'outnumber': {
      const protect = all(spec.protect, 'protect');
      const by = all(spec.by, 'by');
      return {
        where,
        says: spec.says ?? `${refWords(spec.by, 'and', word)} outnumber ${refWords(spec.protect, 'and', word)}`,
        saysZh: spec.zh ?? joinZh(refWordsZh(spec.by, '和', wordZh), '比', refWordsZh(spec.protect, '和', wordZh), '多'),
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
      const without = spec.unless?.length ? ` without ${refWords(spec.unless, 'or', word)}` : '';
      const withoutZh = spec.unless?.length ? joinZh('，', refWordsZh(spec.unless, '或', wordZh), '却不在') : '';
      return {
        where,
        says: spec.says ?? `${refWords(spec.who, 'or', word)} is with ${refWords(spec.from, 'or', word)}${without}`,
        saysZh: spec.zh ?? joinZh(refWordsZh(spec.who, '或', wordZh), '和', refWordsZh(spec.from, '或', wordZh), '在一起', withoutZh),
        broken: (counts) => sum(who, counts) > 0 && sum(from, counts) > 0 && sum(unless, counts) === 0,
      };
    }
    case 'forbid': {
      const companies: Company[] = spec.match.map((c, i) => compileCompany(c, resolve, `${place}.match[${i}]`, unitCount));
      return {
        where,
        says: spec.says ?? `a forbidden company (rule ${index + 1})`,
        saysZh: spec.zh ?? `出现了不允许的组合（第 ${index + 1} 条规则）`,
        broken: (counts) => companies.some((c) => matches(c, counts)),
      };
    }
    case 'require': {
      const companies: Company[] = spec.match.map((c, i) => compileCompany(c, resolve, `${place}.match[${i}]`, unitCount));
      return {
        where,
        says: spec.says ?? `a company that rule ${index + 1} does not allow`,
        saysZh: spec.zh ?? `出现了第 ${index + 1} 条规则不允许的组合`,
        broken: (counts) => !companies.some((c) => matches(c, counts)),
      };
    }
  }
}
