import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { enAreas } from './areas/en';
import { zhAreas } from './areas/zh';
import { en } from './en';
import { zh } from './zh';

// the app's own settings (i18n/index.ts) with every text loaded
const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: { ...en, ...enAreas } }, zh: { translation: { ...zh, ...zhAreas } } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

describe('counts read as people say them', () => {
  it.each([
    ['en', 'table.total', 1, '1 item'],
    ['en', 'table.total', 2, '2 items'],
    ['en', 'table.total', 0, '0 items'],
    ['zh', 'table.total', 1, '共 1 条'],
    ['zh', 'table.total', 20, '共 20 条'],
    ['en', 'resends.reviewTitle', 1, 'Review 1 resend'],
    ['en', 'resends.reviewTitle', 3, 'Review 3 resends'],
    ['zh', 'resends.reviewTitle', 1, '审核 1 个补发单'],
    ['en', 'workOrders.centre.deleteTitle', 1, 'Delete 1 work order?'],
    ['en', 'workOrders.centre.deleteTitle', 3, 'Delete 3 work orders?'],
    ['zh', 'workOrders.centre.deleteTitle', 3, '删除 3 个工单？'],
  ] as const)('%s %s with %i → %s', (lng, key, count, text) =>
    expect(i18n.getFixedT(lng)(key, { count })).toBe(text),
  );
});
