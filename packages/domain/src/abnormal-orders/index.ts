export * from './abnormal-detail-inputs.js';
export * from './abnormal-detail-wire.js';
export * from './abnormal-details.js';
export * from './abnormal-inputs.js';
export * from './abnormal-rules.js';
export * from './abnormal-wire.js';
