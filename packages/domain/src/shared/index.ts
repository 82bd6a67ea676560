export * from './paging.js';
export * from './wire.js';
