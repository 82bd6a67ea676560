export * from './batch-event-refund.js';
export * from './batch-event-rules.js';
export * from './batch-event-wire.js';
