export * from './shell-rules.js';
export * from './system-wire.js';
