export * from './order-amounts.js';
export * from './order-entry.js';
export * from './order-filters.js';
export * from './order-reference.js';
export * from './order-rules.js';
export * from './order-search-schema.js';
export * from './order-status.js';
export * from './order-wire.js';
