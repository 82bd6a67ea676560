import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Parses a PDF with PDF.js and answers its page count and the text of every page, joined by spaces. */
export async function pdfText(data: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(data), disableFontFace: true, useSystemFonts: false })
    .promise;
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: texts.join(' ') };
}
