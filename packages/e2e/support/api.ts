import type { envelopeOf, Wire } from '@backdesk/domain';
import { expect, type Page } from './test';

export type APIRequestContext = Page['request'];
type DataSchema = Parameters<typeof envelopeOf>[0];
/** The envelope the server answers (its data is the call's, read through the call's schema). */
type Envelope = Wire<ReturnType<typeof envelopeOf<DataSchema>>>;
/** A response's envelope read by hand (a response the page's own call got): T is its data. */
export type Answer<T> = { isSuccess: boolean; data: T };

/**
 * A call through the signed-in page (its cookies), expected to succeed; answers the envelope's data. S is the
 * domain's response schema of the call.
 */
export function api<S extends DataSchema>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<Wire<S>> {
  return apiAs<Wire<S>>(request, method, url, data);
}

/** The same, for a test that reads several lists' pages through one shape of its own (the fields it compares). */
export async function apiAs<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(url, { method, data });
  const body = (await res.json()) as Envelope;
  expect(body.isSuccess, `${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}
