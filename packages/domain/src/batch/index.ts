export * from './order-batch.js';
export * from './selection-limit.js';
