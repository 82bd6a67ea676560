export * from './refill-rules.js';
export * from './refill-wire.js';
