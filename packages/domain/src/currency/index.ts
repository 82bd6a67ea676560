export * from './currency-totals.js';
export * from './money-text.js';
