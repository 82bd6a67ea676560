export * from './work-order-inputs.js';
export * from './work-order-ref.js';
export * from './work-order-rules.js';
export * from './work-order-scope.js';
export * from './work-order-wire.js';
