export * from './search-input.js';
