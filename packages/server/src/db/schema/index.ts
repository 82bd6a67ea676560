export * from './auth.js';
export * from './org.js';
export * from './system.js';
