export * from './batch.js';
export * from './created-range.js';
export * from './field-problem.js';
export * from './money.js';
export * from './paging.js';
export * from './sorting.js';
export * from './wire.js';
