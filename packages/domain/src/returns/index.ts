export * from './return-form.js';
export * from './return-status.js';
export * from './return-wire.js';
