import { refundRoutes } from '../orders/order-reference.js';

/** Languages the customer refund mail is written in; any other customer language gets English. */
export const refundMailLanguages = ['en', 'de', 'fr', 'es', 'it', 'pt', 'ja', 'zh'] as const;
export type RefundMailLanguage = (typeof refundMailLanguages)[number];

type Template = { subject: string; body: string; routes: Record<string, string> };

/**
 * The customer refund template per language (spec 3 §7 getCustomerTemplate). Placeholders: {customerName},
 * {orderNo}, {amount}, {currency}, {route}.
 */
export const refundMailTemplates: Record<RefundMailLanguage, Template> = {
  en: {
    subject: 'Your refund for order {orderNo}',
    body: 'Dear {customerName},\n\nWe have refunded {amount} {currency} for your order {orderNo} by {route}. Depending on your bank or payment provider, it may take a few working days to appear on your account.\n\nKind regards,\nCustomer Service',
    routes: {
      '1': 'the original payment method',
      '2': 'your store wallet',
      '3': 'PayPal',
      '4': 'gift card',
      '5': 'credit card',
    },
  },
  de: {
    subject: 'Ihre Rückerstattung für Bestellung {orderNo}',
    body: 'Liebe(r) {customerName},\n\nwir haben {amount} {currency} für Ihre Bestellung {orderNo} über {route} erstattet. Je nach Bank oder Zahlungsanbieter kann es einige Werktage dauern, bis der Betrag auf Ihrem Konto erscheint.\n\nMit freundlichen Grüßen\nIhr Kundenservice',
    routes: {
      '1': 'die ursprüngliche Zahlungsart',
      '2': 'Ihr Shop-Guthaben',
      '3': 'PayPal',
      '4': 'Geschenkkarte',
      '5': 'Kreditkarte',
    },
  },
  fr: {
    subject: 'Votre remboursement pour la commande {orderNo}',
    body: 'Bonjour {customerName},\n\nNous avons remboursé {amount} {currency} pour votre commande {orderNo} via {route}. Selon votre banque ou votre prestataire de paiement, le montant peut apparaître sur votre compte sous quelques jours ouvrés.\n\nCordialement,\nLe service client',
    routes: {
      '1': 'le moyen de paiement initial',
      '2': 'votre porte-monnaie boutique',
      '3': 'PayPal',
      '4': 'carte cadeau',
      '5': 'carte bancaire',
    },
  },
  es: {
    subject: 'Su reembolso del pedido {orderNo}',
    body: 'Estimado/a {customerName}:\n\nHemos reembolsado {amount} {currency} de su pedido {orderNo} mediante {route}. Según su banco o proveedor de pago, puede tardar unos días hábiles en aparecer en su cuenta.\n\nAtentamente,\nAtención al cliente',
    routes: {
      '1': 'el método de pago original',
      '2': 'su monedero de la tienda',
      '3': 'PayPal',
      '4': 'tarjeta regalo',
      '5': 'tarjeta de crédito',
    },
  },
  it: {
    subject: 'Il tuo rimborso per l’ordine {orderNo}',
    body: 'Gentile {customerName},\n\nabbiamo rimborsato {amount} {currency} per il tuo ordine {orderNo} tramite {route}. A seconda della banca o del fornitore di pagamento, potrebbero essere necessari alcuni giorni lavorativi perché l’importo compaia sul tuo conto.\n\nCordiali saluti,\nServizio clienti',
    routes: {
      '1': 'il metodo di pagamento originale',
      '2': 'il portafoglio del negozio',
      '3': 'PayPal',
      '4': 'carta regalo',
      '5': 'carta di credito',
    },
  },
  pt: {
    subject: 'O seu reembolso da encomenda {orderNo}',
    body: 'Caro(a) {customerName},\n\nReembolsámos {amount} {currency} da sua encomenda {orderNo} através de {route}. Consoante o seu banco ou fornecedor de pagamento, pode demorar alguns dias úteis a aparecer na sua conta.\n\nCom os melhores cumprimentos,\nApoio ao cliente',
    routes: {
      '1': 'o método de pagamento original',
      '2': 'a sua carteira da loja',
      '3': 'PayPal',
      '4': 'cartão-oferta',
      '5': 'cartão de crédito',
    },
  },
  ja: {
    subject: 'ご注文 {orderNo} の返金について',
    body: '{customerName} 様\n\nご注文 {orderNo} につき、{amount} {currency} を{route}にて返金いたしました。ご利用の銀行・決済サービスにより、反映まで数営業日かかる場合がございます。\n\nカスタマーサービス',
    routes: {
      '1': '元のお支払い方法',
      '2': 'ストアウォレット',
      '3': 'PayPal',
      '4': 'ギフトカード',
      '5': 'クレジットカード',
    },
  },
  zh: {
    subject: '您的订单 {orderNo} 退款通知',
    body: '{customerName}，您好：\n\n您的订单 {orderNo} 已通过{route}退款 {amount} {currency}。根据银行或支付机构的处理时间，款项可能需要几个工作日到账。\n\n客服中心',
    routes: { '1': '原支付方式', '2': '站内钱包', '3': 'PayPal', '4': '礼品卡', '5': '信用卡' },
  },
};

/** The template language for a customer's order language: the language itself when there is one, else English. */
export function refundMailLanguageOf(orderLang: string | null | undefined): RefundMailLanguage {
  const lang = (orderLang ?? '').toLowerCase().slice(0, 2);
  return (refundMailLanguages as readonly string[]).includes(lang) ? (lang as RefundMailLanguage) : 'en';
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The refund mail in the customer's language with its placeholders filled. */
export function renderRefundMail(
  orderLang: string | null | undefined,
  values: { customerName: string; orderNo: string; amount: string; currency: string; route: string | null },
): { lang: RefundMailLanguage; subject: string; body: string } {
  const lang = refundMailLanguageOf(orderLang);
  const template = refundMailTemplates[lang];
  const route =
    template.routes[values.route ?? '1'] ??
    refundRoutes.find((r) => String(r.value) === values.route)?.en ??
    template.routes['1']!;
  const filled = { ...values, route, currency: values.currency.toUpperCase() };
  return { lang, subject: fill(template.subject, filled), body: fill(template.body, filled) };
}
