export { http, httpLong, installRequestReactions } from './client';
export type { CallOptions, Envelope } from './create-client';
export { isRequestError, RequestError } from './request-error';
