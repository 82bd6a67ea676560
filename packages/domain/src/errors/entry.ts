/** One error of the catalogue: numeric code, HTTP status, and the text in both languages. */
export type CatalogueEntry = { code: number; status: number; en: string; zh: string };
