import type { InvoiceParty } from './invoice-model.js';
import { invoiceSellerSettingSchema } from './invoice-schemas.js';

export type InvoiceShop = { id: number; name: string; site: string; platformName: string };

/**
 * The seller on an invoice: the `invoiceSeller` dictionary entry (with the shop's own overrides), else the shop
 * itself (its name, the platform and the site it sells to). The tax id is the one for the destination country,
 * else the default one.
 */
export function sellerOf(setting: unknown, shop: InvoiceShop, destination: string | null): InvoiceParty {
  const parsed = invoiceSellerSettingSchema.safeParse(setting);
  if (!parsed.success)
    return {
      name: shop.name,
      addressLines: [`${shop.platformName} · ${shop.site}`],
      country: null,
      phone: null,
      email: null,
      taxId: null,
    };
  const { shops, ...company } = parsed.data;
  const own = shops[String(shop.id)] ?? {};
  const profile = { ...company, ...own, taxIds: { ...company.taxIds, ...own.taxIds } };
  const country = (destination ?? '').toUpperCase();
  return {
    name: profile.companyName,
    addressLines: profile.addressLines,
    country: null,
    phone: profile.phone ?? null,
    email: profile.email ?? null,
    taxId: profile.taxIds[country] ?? profile.taxIds.default ?? null,
  };
}
