export * from './compensation-rules.js';
export * from './compensation-wire.js';
export * from './coupon-rules.js';
