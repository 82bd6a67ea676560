export * from './refund-ticket-rules.js';
export * from './refund-ticket-wire.js';
export * from './refund-tickets.js';
export * from './requested-refund.js';
