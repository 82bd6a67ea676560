export * from './org-wire.js';
export * from './schemas.js';
