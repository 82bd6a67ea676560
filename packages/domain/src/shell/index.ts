export * from './shell-rules.js';
