export * from './money-text.js';
