export * from './package-record.js';
export * from './package-status.js';
