export * from './auth.js';
export * from './orders.js';
export * from './org.js';
export * from './system.js';
