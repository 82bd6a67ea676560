export * from './customer-inputs.js';
export * from './customer-rules.js';
export * from './customer-wire.js';
