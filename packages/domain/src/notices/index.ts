export * from './notice-items.js';
export * from './notice-kinds.js';
export * from './notice-rules.js';
export * from './notice-wire.js';
export * from './realtime-messages.js';
