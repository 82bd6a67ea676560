export * from './country-codes.js';
export * from './order-export.js';
export * from './order-export-schema.js';
export * from './order-import.js';
