export * from './customer-care-inputs.js';
export * from './customer-care-rules.js';
export * from './customer-care-wire.js';
export * from './dispute-events.js';
