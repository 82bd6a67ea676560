export * from './abnormal-inputs.js';
export * from './abnormal-rules.js';
export * from './abnormal-wire.js';
