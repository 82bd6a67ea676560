export * from './message-types.js';
export * from './message-wire.js';
export * from './paypal-events.js';
export * from './refund-outcomes.js';
