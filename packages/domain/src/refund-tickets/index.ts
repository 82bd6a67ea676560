export * from './refund-tickets.js';
export * from './requested-refund.js';
