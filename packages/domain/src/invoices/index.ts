export * from './invoice-build.js';
export * from './invoice-model.js';
export * from './invoice-schemas.js';
export * from './invoice-seller.js';
export * from './invoice-stamp.js';
export * from './invoice-tax.js';
export * from './invoice-text.js';
