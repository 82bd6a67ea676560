export * from './combined-payment.js';
export * from './refund-amounts.js';
export * from './refund-form.js';
export * from './refund-rules.js';
export * from './refund-tickets.js';
export * from './refund-wire.js';
