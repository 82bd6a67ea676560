/** Sales platforms (spec 1 §3.6 and the glossary): ids are the spec's. */
export const platforms = [
  { id: 1, code: 'OWN_SITE', kind: 'website', en: 'Own website', zh: '自营网站' },
  { id: 2, code: 'OWN_SITE_MOBILE', kind: 'website', en: 'Own website (mobile)', zh: '自营网站（移动端）' },
  { id: 3, code: 'OWN_SITE_EU', kind: 'website', en: 'Own website (EU)', zh: '自营网站（欧洲）' },
  { id: 4, code: 'OWN_SITE_US', kind: 'website', en: 'Own website (US)', zh: '自营网站（美国）' },
  { id: 5, code: 'OWN_SITE_WHOLESALE', kind: 'website', en: 'Wholesale website', zh: '批发网站' },
  { id: 6, code: 'OWN_SITE_APP', kind: 'website', en: 'Shopping app', zh: '购物 App' },
  {
    id: 7,
    code: 'AUCTION',
    kind: 'auction',
    en: 'Auction marketplace (eBay-type)',
    zh: '拍卖平台（eBay 类）',
  },
  { id: 12, code: 'AMAZON', kind: 'marketplace', en: 'Amazon-type marketplace', zh: '亚马逊类平台' },
  { id: 13, code: 'AE', kind: 'marketplace', en: 'AliExpress (AE)', zh: '速卖通（AE）' },
  { id: 27, code: 'OTHER_MARKETPLACE', kind: 'marketplace', en: 'Other marketplace', zh: '其他平台' },
  {
    id: 31,
    code: 'RETAIL_MARKETPLACE',
    kind: 'marketplace',
    en: 'Large retailer marketplace (Walmart-type)',
    zh: '大型零售平台（沃尔玛类）',
  },
  { id: 63, code: 'SOCIAL_SHOP', kind: 'website', en: 'Social shop', zh: '社交商城' },
  { id: 65, code: 'DROPSHIP_SITE', kind: 'website', en: 'Dropship website', zh: '代发网站' },
] as const;

export const AE_PLATFORM_ID = 13;
/** Platforms whose refund path is shown (spec 1 §3.6). */
export const refundPathPlatformIds = [1, 2, 3, 4, 5, 6, 63, 65] as const;
