import { describe, expect, it } from 'vitest';
import { detectMailLanguage, languageOfCountry, mailCaseLanguage } from './mail-language.js';

describe('detectMailLanguage: the language the customer wrote in', () => {
  it.each<[string, string, string | null]>([
    ['English', 'Hello, my order has not arrived yet. Please send the tracking number for this order.', 'en'],
    ['German', 'Hallo, meine Bestellung ist noch nicht angekommen. Bitte schicken Sie mir die Nummer.', 'de'],
    ['French', 'Bonjour, je ne trouve pas ma commande. Pouvez-vous me dire où elle est ? Merci', 'fr'],
    ['Spanish', 'Hola, mi pedido no ha llegado todavía. Por favor, ¿pueden ayudarme? Gracias', 'es'],
    ['Italian', 'Buongiorno, il mio ordine non è ancora arrivato. Grazie per la risposta', 'it'],
    ['Dutch', 'Hallo, mijn bestelling is nog niet binnen. Ik heb niets ontvangen, bedankt', 'nl'],
    ['Polish', 'Dzień dobry, moje zamówienie jeszcze nie dotarło. Proszę o pomoc, dziękuję', 'pl'],
    ['Chinese', '你好，我的订单还没有收到，请帮我查一下物流。', 'zh'],
    ['Japanese', 'こんにちは、注文した商品がまだ届いていません。確認してください。', 'ja'],
    ['Russian', 'Здравствуйте, мой заказ ещё не пришёл.', 'ru'],
    ['too short to tell', 'Thanks!', null],
    ['empty', '', null],
    ['numbers only', 'BD2605110042 PK123', null],
  ])('%s -> %s', (_case, text, lang) => {
    expect(detectMailLanguage(text)).toBe(lang);
  });

  it('reads only the fresh text, not our quoted answer below it', () => {
    const text = [
      'Danke, aber das Paket ist noch nicht da. Bitte prüfen Sie das.',
      '',
      'On Mon, 4 May 2026, Support <support@shop.example> wrote:',
      '> Hello, your parcel left our warehouse today and the tracking number is below.',
      '> Thank you for your order and your patience with this delivery.',
    ].join('\n');
    expect(detectMailLanguage(text)).toBe('de');
  });
});

describe('mailCaseLanguage: the mail first, then the order, then the country, then English', () => {
  const german = 'Hallo, meine Bestellung ist noch nicht angekommen, bitte helfen Sie mir.';
  it.each<[string, Parameters<typeof mailCaseLanguage>[0], { lang: string; source: string }]>([
    ['the mail tells', { text: german, orderLang: 'en', country: 'US' }, { lang: 'de', source: 'mail' }],
    ['the order', { text: 'ok', orderLang: 'FR', country: 'DE' }, { lang: 'fr', source: 'order' }],
    [
      'the order (a region tag)',
      { text: null, orderLang: 'pt-BR', country: null },
      { lang: 'pt', source: 'order' },
    ],
    ['the country', { text: 'ok', orderLang: null, country: 'at' }, { lang: 'de', source: 'country' }],
    ['an unknown country', { text: null, orderLang: null, country: 'ZZ' }, { lang: 'en', source: 'default' }],
    ['nothing known', { text: null, orderLang: '', country: null }, { lang: 'en', source: 'default' }],
  ])('%s', (_case, facts, expected) => {
    expect(mailCaseLanguage(facts)).toEqual(expected);
  });

  it('knows the countries of the template languages', () => {
    expect(languageOfCountry('DE')).toBe('de');
    expect(languageOfCountry(' gb ')).toBe('en');
    expect(languageOfCountry(null)).toBeNull();
  });
});
