export * from './platforms.js';
export * from './platforms-wire.js';
