export * from './notice-items.js';
export * from './notice-kinds.js';
export * from './realtime-messages.js';
