export * from './assignment.js';
export * from './setup-wire.js';
export * from './sla.js';
export * from './work-order-export.js';
export * from './work-order-inputs.js';
export * from './work-order-rules.js';
export * from './work-order-scope.js';
export * from './work-order-wire.js';
