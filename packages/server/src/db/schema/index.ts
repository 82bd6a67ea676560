export * from './auth.js';
export * from './batch.js';
export * from './orders.js';
export * from './org.js';
export * from './refunds.js';
export * from './system.js';
