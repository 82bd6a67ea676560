import { describe, expect, it } from 'vitest';
import { createTestApp } from './app-builder.js';

describe('response schemas', async () => {
  const { app } = await createTestApp({ demo: true });
  const routes = app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

  it('every route declares its response schema', () => {
    const missing = routes.filter((r) => !r.response);
    expect(routes.length).toBeGreaterThan(100);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('the API document shows the response body of the routes that declare one', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const view = doc.paths['/api/csOrderParent/view'].get.responses['200'].content['application/json'].schema;
    expect(view.properties.data.properties.orderNo).toEqual({ type: 'string' });
    expect(view.properties.data.properties.createdAt.format).toBe('date-time');
  });

  it('a route that sends a file documents its media types as binary', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const invoice = doc.paths['/api/OAPackage/ExportCommercialInvoiceNew'].post.responses['200'];
    expect(Object.keys(invoice.content)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(invoice.content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    const stored = doc.paths['/api/files/{id}'].get.responses['200'].content;
    expect(stored['image/png'].schema).toMatchObject({ type: 'string', format: 'binary' });
  });
});
