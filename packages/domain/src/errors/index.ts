export * from './catalogue.js';
export * from './input-check.js';
export * from './issue-error.js';
