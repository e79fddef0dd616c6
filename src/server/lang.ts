/** The language of a request: `?lang=` where given, else the first language of Accept-Language that we speak, else English. */
import { isLang, langOfLocale } from '../midend/index.js';
import type { Lang } from '../i18n/index.js';

export function requestLang(query: unknown, acceptLanguage: string | undefined): Lang {
  const asked = (query as { lang?: unknown } | null)?.lang;
  if (typeof asked === 'string' && isLang(asked)) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim();
    if (/^zh/i.test(tag)) return langOfLocale(tag);
    if (/^en/i.test(tag)) return 'en';
  }
  return 'en';
}
