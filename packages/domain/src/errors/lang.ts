/** Languages of the interface and of every error text. */
export const languages = ['zh', 'en'] as const;
export type Lang = (typeof languages)[number];

/** Language from a header value ('zh', 'zh-CN', 'en-US', 'cn'...); en when unknown. */
export function langFrom(value: string | null | undefined): Lang {
  const v = (value ?? '').trim().toLowerCase();
  if (v.startsWith('zh') || v.startsWith('cn')) return 'zh';
  return 'en';
}
