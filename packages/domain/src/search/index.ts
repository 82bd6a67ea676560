export * from './search-input.js';
export * from './search-schema.js';
export * from './search-wire.js';
