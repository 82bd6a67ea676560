export * from './complaint-summary.js';
export * from './dispute-deadline.js';
export * from './dispute-inputs.js';
export * from './dispute-rules.js';
export * from './dispute-vocabulary.js';
export * from './dispute-wire.js';
