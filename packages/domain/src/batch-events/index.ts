export * from './batch-event-rules.js';
export * from './batch-event-wire.js';
