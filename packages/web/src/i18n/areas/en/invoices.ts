/** Invoices: English texts. */
export const invoicesEn = {
  invoices: {
    open: 'Invoice',
    title: 'Invoice of order {{orderNo}}',
    type: 'Invoice type',
    types: { commercial: 'Commercial invoice', vat: 'VAT invoice', ebay: 'eBay invoice' },
    ebayOnly: 'Only orders of the eBay-type platform have an eBay invoice',
    stamp: 'Stamp',
    stamps: { none: 'No stamp', company: 'Company stamp' },
    print: 'Print',
    exportPdf: 'Export PDF',
    exportDocx: 'Export DOCX',
    exported: '{{fileName}} downloaded',
    preview: 'Invoice preview',
    loadFailed: 'The invoice could not be made',
    pdfNote: 'The PDF is in English: its standard fonts print Latin text, other characters show as "?".',
  },
};
