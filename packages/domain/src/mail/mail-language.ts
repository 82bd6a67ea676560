/*
 * The language a mail case is answered in (issue 14: templates and the reply go out in the customer's language):
 * the language the customer wrote in when it can be told from the mail, else the order's language, else the
 * language of the customer's country, else English. Templates are matched with it (English when none is written in
 * it) and the reply carries it.
 */

/** Frequent short words of the languages the shop answers in (lower-case, whole words). */
const stopWords: Record<string, readonly string[]> = {
  en: [
    'the',
    'and',
    'is',
    'my',
    'you',
    'your',
    'have',
    'not',
    'please',
    'order',
    'with',
    'for',
    'this',
    'was',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'ich',
    'nicht',
    'mein',
    'meine',
    'bitte',
    'bestellung',
    'mit',
    'noch',
  ],
  fr: ['le', 'la', 'les', 'et', 'est', 'je', 'ne', 'pas', 'mon', 'ma', 'commande', 'vous', 'pour', 'merci'],
  es: [
    'el',
    'los',
    'las',
    'y',
    'está',
    'mi',
    'pedido',
    'por',
    'favor',
    'gracias',
    'usted',
    'para',
    'todavía',
  ],
  it: ['il', 'gli', 'e', 'è', 'non', 'mio', 'ordine', 'per', 'grazie', 'sono', 'ancora', 'della'],
  nl: ['het', 'een', 'ik', 'niet', 'wij', 'heb', 'mijn', 'bestelling', 'alstublieft', 'bedankt', 'nog'],
  pt: ['os', 'as', 'é', 'não', 'está', 'meu', 'minha', 'pedido', 'obrigado', 'obrigada', 'você', 'ainda'],
  pl: ['nie', 'się', 'jest', 'moje', 'moja', 'zamówienie', 'proszę', 'dziękuję', 'jeszcze', 'że'],
};

/** Scripts that name their language on their own. */
const scripts: readonly [string, RegExp][] = [
  ['ja', /[\u3040-\u30ff]/gu],
  ['ko', /[\uac00-\ud7af]/gu],
  ['zh', /[\u4e00-\u9fff]/gu],
  ['ru', /[\u0400-\u04ff]/gu],
  ['ar', /[\u0600-\u06ff]/gu],
];

/** At least this many frequent words, and twice as many as any other language, before a language is told. */
const MIN_HITS = 3;

/**
 * The language of a customer's mail, or null when it cannot be told (too short, or two languages alike). Only the
 * customer's fresh text counts: quoted lines ("> …") and what follows "On … wrote:" are our own earlier words.
 */
export function detectMailLanguage(text: string): string | null {
  const fresh: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*>/.test(line)) continue;
    if (
      /^\s*(On .+ wrote:|Am .+ schrieb .+:|Le .+ a écrit ?:|El .+ escribió:|-----Original Message-----)/.test(
        line,
      )
    )
      break;
    fresh.push(line);
  }
  const body = fresh.join('\n').slice(0, 5000);
  // a script of its own: Japanese kana before the Han characters it shares with Chinese
  for (const [lang, pattern] of scripts) if ((body.match(pattern)?.length ?? 0) >= 4) return lang;
  const words = body.toLowerCase().match(/\p{L}+/gu) ?? [];
  const hits = Object.entries(stopWords).map(([lang, list]) => {
    const set = new Set(list);
    return [lang, words.filter((w) => set.has(w)).length] as const;
  });
  hits.sort((a, b) => b[1] - a[1]);
  const [best, second] = hits;
  if (!best || best[1] < MIN_HITS || (second && best[1] < 2 * second[1])) return null;
  return best[0];
}

/** The language spoken in a country (ISO 3166 alpha-2), for the languages templates are written in. */
const countryLanguages: Record<string, string> = {
  US: 'en',
  GB: 'en',
  UK: 'en',
  IE: 'en',
  AU: 'en',
  NZ: 'en',
  CA: 'en',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CL: 'es',
  CO: 'es',
  PE: 'es',
  IT: 'it',
  SM: 'it',
  NL: 'nl',
  PT: 'pt',
  BR: 'pt',
  PL: 'pl',
  CN: 'zh',
  TW: 'zh',
  HK: 'zh',
  JP: 'ja',
  KR: 'ko',
  RU: 'ru',
  SA: 'ar',
  AE: 'ar',
};

/** The language of a country, or null when the shop has none for it. */
export const languageOfCountry = (country: string | null | undefined) =>
  country ? (countryLanguages[country.trim().toUpperCase()] ?? null) : null;

/** Where a case's language came from (the case page says it). */
export const mailLanguageSources = ['mail', 'order', 'country', 'default'] as const;
export type MailLanguageSource = (typeof mailLanguageSources)[number];

/** The language a case is answered in, and where it came from. */
export function mailCaseLanguage(facts: {
  /** The customer's last mail. */
  text: string | null;
  /** The linked order's language. */
  orderLang: string | null;
  /** The customer's (or the order's shipping) country. */
  country: string | null;
}): { lang: string; source: MailLanguageSource } {
  const written = facts.text ? detectMailLanguage(facts.text) : null;
  if (written) return { lang: written, source: 'mail' };
  const ordered = facts.orderLang?.trim().toLowerCase().slice(0, 2);
  if (ordered) return { lang: ordered, source: 'order' };
  const spoken = languageOfCountry(facts.country);
  if (spoken) return { lang: spoken, source: 'country' };
  return { lang: 'en', source: 'default' };
}
